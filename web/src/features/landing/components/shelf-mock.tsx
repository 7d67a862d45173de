import { CheckCircleIcon, PlayIcon, SearchIcon, StarIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { useTranslation } from 'react-i18next';

// Sample data for the illustration only; colours come from the category palette (spec 1 §5).
// Colours are whole class names, never style attributes: the page is also served prerendered,
// where the Content-Security-Policy (style-src 'self') ignores inline styles (vite.landing.ts).
const CATEGORIES = [
  { name: 'cooking', dot: 'bg-[#f97316]', badge: 'bg-[#f973161f] text-[#f97316]', count: 12 },
  { name: 'travel', dot: 'bg-[#22c55e]', badge: 'bg-[#22c55e1f] text-[#22c55e]', count: 8 },
  { name: 'music', dot: 'bg-[#8b5cf6]', badge: 'bg-[#8b5cf61f] text-[#8b5cf6]', count: 24 },
  { name: 'science', dot: 'bg-[#3b82f6]', badge: 'bg-[#3b82f61f] text-[#3b82f6]', count: 5 },
] as const;

const FILTERS = [
  { name: 'allBookmarks', count: 128 },
  { name: 'favorites', count: 17 },
  { name: 'recent', count: 9 },
] as const;

const CARDS = [
  { thumbnail: 'bg-[linear-gradient(135deg,#fb7185,#f97316)]', duration: '12:04', progress: 'w-[64%]', category: 0, favorite: true },
  { thumbnail: 'bg-[linear-gradient(135deg,#60a5fa,#6366f1)]', duration: '8:31', progress: null, category: 3, favorite: false },
  { thumbnail: 'bg-[linear-gradient(135deg,#34d399,#0ea5e9)]', duration: '24:10', progress: 'w-[28%]', category: 1, favorite: false },
  { thumbnail: 'bg-[linear-gradient(135deg,#c084fc,#ec4899)]', duration: '3:45', progress: 'w-[100%]', category: 2, favorite: true },
  { thumbnail: 'bg-[linear-gradient(135deg,#fbbf24,#f97316)]', duration: '16:22', progress: 'w-[12%]', category: 0, favorite: false },
  { thumbnail: 'bg-[linear-gradient(135deg,#818cf8,#22d3ee)]', duration: '41:07', progress: null, category: 3, favorite: false },
];

function MockCard({ card, index }: { card: (typeof CARDS)[number]; index: number }) {
  const category = CATEGORIES[card.category];
  const { t } = useTranslation('landing');
  return (
    <div
      className={cn(
        'overflow-hidden rounded-lg border border-zinc-200 bg-white shadow-sm dark:border-zinc-700/70 dark:bg-zinc-800/60',
        index >= 4 && 'hidden sm:block',
      )}
    >
      <div className={cn('relative aspect-video', card.thumbnail)}>
        <span className="absolute inset-0 m-auto flex size-7 items-center justify-center rounded-full bg-white/30 text-white backdrop-blur-sm">
          <PlayIcon className="size-3.5 translate-x-px" />
        </span>
        {card.favorite ? (
          <StarIcon className="absolute top-1.5 right-1.5 size-3.5 fill-amber-300 text-amber-300 drop-shadow" />
        ) : null}
        <span className="absolute right-1.5 bottom-2 rounded bg-black/75 px-1 py-px text-[9px] font-medium text-white tabular-nums">
          {card.duration}
        </span>
        {card.progress ? (
          <span className={cn('absolute bottom-0 left-0 h-1 bg-red-600', card.progress)} />
        ) : null}
      </div>
      <div className="space-y-1.5 p-2">
        <div className="h-1.5 w-full rounded-full bg-zinc-200 dark:bg-zinc-700" />
        <div className="h-1.5 w-2/3 rounded-full bg-zinc-200 dark:bg-zinc-700" />
        <span className={cn('inline-flex items-center gap-1 rounded-full px-1.5 py-px text-[9px] font-medium', category.badge)}>
          <span className={cn('size-1 rounded-full', category.dot)} />
          {t(`mock.${category.name}`)}
        </span>
      </div>
    </div>
  );
}

/** A drawn miniature of the bookmarks screen for the hero; purely decorative. */
export function ShelfMock() {
  const { t } = useTranslation('landing');
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-xl select-none lg:max-w-none">
      <div className="absolute -inset-6 rounded-[2.5rem] bg-linear-to-tr from-brand-400/30 to-violet-400/30 blur-2xl dark:from-brand-600/20 dark:to-violet-600/20" />
      <div className="relative overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-2xl shadow-zinc-900/15 dark:border-zinc-800 dark:bg-zinc-900 dark:shadow-black/50">
        <div className="flex h-10 items-center gap-3 border-b border-zinc-200 bg-zinc-50 px-3 dark:border-zinc-800 dark:bg-zinc-900">
          <div className="flex gap-1.5">
            <span className="size-2.5 rounded-full bg-red-400" />
            <span className="size-2.5 rounded-full bg-amber-400" />
            <span className="size-2.5 rounded-full bg-emerald-400" />
          </div>
          <div className="mx-auto flex h-6 w-full max-w-56 items-center gap-1.5 rounded-md border border-zinc-200 bg-white px-2 text-[10px] text-zinc-400 dark:border-zinc-700 dark:bg-zinc-800">
            <SearchIcon className="size-3" />
            {t('mock.search')}
          </div>
          <div className="size-5 rounded-full bg-linear-to-br from-brand-400 to-orange-400" />
        </div>

        <div className="flex">
          <aside className="hidden w-36 shrink-0 border-r border-zinc-200 p-3 sm:block dark:border-zinc-800">
            <div className="grid grid-cols-2 gap-1.5">
              <div className="rounded-md bg-brand-50 p-1.5 dark:bg-brand-500/10">
                <p className="text-sm leading-none font-bold text-brand-700 dark:text-brand-300">128</p>
                <p className="mt-1 text-[8px] text-brand-700/70 dark:text-brand-300/70">{t('mock.total')}</p>
              </div>
              <div className="rounded-md bg-emerald-50 p-1.5 dark:bg-emerald-500/10">
                <p className="text-sm leading-none font-bold text-emerald-700 dark:text-emerald-300">9</p>
                <p className="mt-1 text-[8px] text-emerald-700/70 dark:text-emerald-300/70">{t('mock.thisWeek')}</p>
              </div>
            </div>
            <ul className="mt-4 space-y-0.5">
              {FILTERS.map(({ name, count }) => (
                <li key={name} className="flex items-center gap-1.5 rounded-md px-1.5 py-1 text-[10px] text-zinc-600 dark:text-zinc-300">
                  <span className="flex-1">{t(`mock.${name}`)}</span>
                  <span className="rounded-full bg-zinc-100 px-1.5 text-[9px] text-zinc-500 tabular-nums dark:bg-zinc-800 dark:text-zinc-400">
                    {count}
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-3 mb-1.5 text-[9px] font-semibold tracking-wide text-zinc-400 uppercase">{t('mock.categories')}</p>
            <ul className="space-y-0.5">
              {CATEGORIES.map((category, index) => (
                <li
                  key={category.name}
                  className={cn(
                    'flex items-center gap-1.5 rounded-md px-1.5 py-1 text-[10px] text-zinc-600 dark:text-zinc-300',
                    index === 0 && 'bg-zinc-100 font-medium text-zinc-900 dark:bg-zinc-800 dark:text-white',
                  )}
                >
                  <span className={cn('size-1.5 rounded-full', category.dot)} />
                  <span className="flex-1">{t(`mock.${category.name}`)}</span>
                  <span className="text-zinc-400 tabular-nums">{category.count}</span>
                </li>
              ))}
            </ul>
          </aside>

          <div className="grid flex-1 grid-cols-2 gap-2.5 p-3 sm:grid-cols-3 sm:p-4">
            {CARDS.map((card, index) => (
              <MockCard key={index} card={card} index={index} />
            ))}
          </div>
        </div>
      </div>

      <div className="absolute -bottom-5 left-2 flex items-center gap-2.5 rounded-xl border border-zinc-200 bg-white px-3.5 py-2.5 shadow-lg shadow-zinc-900/10 sm:-left-6 dark:border-zinc-700 dark:bg-zinc-800 dark:shadow-black/40">
        <CheckCircleIcon className="size-5 text-emerald-500" />
        <span className="text-xs font-semibold text-zinc-900 dark:text-white">{t('mock.bookmarkCreated')}</span>
      </div>
      <div className="absolute -top-4 -right-2 hidden items-center gap-1.5 rounded-full border border-zinc-200 bg-white px-3 py-1.5 shadow-lg shadow-zinc-900/10 sm:flex lg:-right-5 dark:border-zinc-700 dark:bg-zinc-800 dark:shadow-black/40">
        <StarIcon className="size-3.5 fill-amber-400 text-amber-400" />
        <span className="text-xs font-semibold text-zinc-900 dark:text-white">{t('mock.addedToFavorites')}</span>
      </div>
    </div>
  );
}
