import { PlayIcon, StarIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { CheckList } from './check-list';
import { SectionHeading } from './section-heading';
import { useTranslation } from 'react-i18next';

// Sample rows for the illustration only. Class names, not style attributes (see shelf-mock.tsx).
const FAVORITES = [
  { key: 'pizza', channel: 'Kitchen Notes', duration: '14:52', thumbnail: 'bg-[linear-gradient(135deg,#f97316,#ef4444)]' },
  { key: 'kyoto', channel: 'Wander Often', duration: '22:18', thumbnail: 'bg-[linear-gradient(135deg,#22c55e,#0ea5e9)]' },
  { key: 'blackHoles', channel: 'Deep Field', duration: '9:40', thumbnail: 'bg-[linear-gradient(135deg,#6366f1,#8b5cf6)]' },
] as const;

function FavoritesMock() {
  const { t } = useTranslation('landing');
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-xl select-none lg:max-w-none">
      <div className="absolute -inset-4 rounded-[2rem] bg-linear-to-br from-amber-200/50 to-brand-200/40 blur-2xl dark:from-amber-500/10 dark:to-brand-500/10" />
      <div className="relative rounded-2xl border border-zinc-200 bg-white p-4 shadow-xl shadow-zinc-900/10 sm:p-5 dark:border-zinc-800 dark:bg-zinc-900 dark:shadow-black/40">
        <div className="flex gap-2 text-xs font-medium">
          <span className="rounded-full px-3 py-1.5 text-zinc-500 dark:text-zinc-400">{t('mock.allBookmarks')}</span>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1.5 text-amber-800 dark:bg-amber-400/15 dark:text-amber-300">
            <StarIcon className="size-3.5 fill-current" />
            {t('mock.favorites')}
          </span>
        </div>
        <ul className="mt-4 space-y-3">
          {FAVORITES.map((video) => (
            <li
              key={video.key}
              className="flex items-center gap-3 rounded-xl border border-zinc-100 p-2 dark:border-zinc-800"
            >
              <div className={cn('relative flex aspect-video w-24 shrink-0 items-center justify-center rounded-lg sm:w-28', video.thumbnail)}>
                <PlayIcon className="size-5 text-white/90" />
                <span className="absolute right-1 bottom-1 rounded bg-black/75 px-1 text-[9px] font-medium text-white tabular-nums">
                  {video.duration}
                </span>
              </div>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-zinc-900 dark:text-white">{t(`favorites.samples.${video.key}`)}</p>
                <p className="mt-0.5 truncate text-xs text-zinc-500 dark:text-zinc-400">{video.channel}</p>
              </div>
              <StarIcon className="mr-1 size-5 shrink-0 fill-amber-400 text-amber-400" />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function FavoritesSection() {
  const { t } = useTranslation('landing');
  return (
    <section className="py-20 sm:py-28">
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-14 px-4 sm:px-6 lg:grid-cols-2 lg:gap-20">
        <div>
          <SectionHeading eyebrow={t('favorites.eyebrow')} title={t('favorites.title')} align="left">
            {t('favorites.text')}
          </SectionHeading>
          <CheckList
            items={[
              t('favorites.points.star'),
              t('favorites.points.filter'),
              t('favorites.points.feature'),
            ]}
          />
        </div>
        <FavoritesMock />
      </div>
    </section>
  );
}
