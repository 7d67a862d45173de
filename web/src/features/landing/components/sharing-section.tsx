import { LinkIcon, PlayIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { CheckList } from './check-list';
import { SectionHeading } from './section-heading';
import { useTranslation } from 'react-i18next';

// Sample profile for the illustration only. Class names, not style attributes (see shelf-mock.tsx).
const BADGES = [
  { key: 'allBookmarks', count: 48, colors: 'bg-zinc-900 text-white dark:bg-white dark:text-zinc-900' },
  { key: 'cooking', count: 12, colors: 'bg-[#f973161f] text-[#f97316]' },
  { key: 'travel', count: 8, colors: 'bg-[#22c55e1f] text-[#22c55e]' },
  { key: 'music', count: 24, colors: 'bg-[#8b5cf61f] text-[#8b5cf6]' },
] as const;
const THUMBNAILS = [
  'bg-[linear-gradient(135deg,#fb7185,#f97316)]',
  'bg-[linear-gradient(135deg,#34d399,#0ea5e9)]',
  'bg-[linear-gradient(135deg,#c084fc,#ec4899)]',
];

function ProfileMock() {
  // Prerendered at build time there is no window: web/public/landing-language.js writes the host then.
  const host = typeof window === 'undefined' ? 'vidshelf' : window.location.host;
  const { t } = useTranslation('landing');
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-xl select-none lg:max-w-none">
      <div className="absolute -inset-4 rounded-[2rem] bg-linear-to-br from-sky-200/50 to-violet-200/50 blur-2xl dark:from-sky-500/10 dark:to-violet-500/10" />
      <div className="relative overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-xl shadow-zinc-900/10 dark:border-zinc-800 dark:bg-zinc-900 dark:shadow-black/40">
        <div className="h-20 bg-linear-to-r from-brand-500 via-orange-400 to-amber-300 sm:h-24" />
        <div className="px-5 pb-5 sm:px-6 sm:pb-6">
          <div className="-mt-9 flex size-[72px] items-center justify-center rounded-full border-4 border-white bg-linear-to-br from-violet-500 to-sky-500 text-xl font-bold text-white dark:border-zinc-900">
            AK
          </div>
          <p className="mt-3 text-lg font-semibold text-zinc-900 dark:text-white">Alex Kim</p>
          <p className="text-sm text-zinc-500 dark:text-zinc-400">{t('sharing.sampleBio')}</p>
          <p className="mt-3 inline-flex max-w-full items-center gap-1.5 rounded-md bg-zinc-100 px-2 py-1 text-xs font-medium text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
            <LinkIcon className="size-3.5 shrink-0" />
            <span className="truncate">
              <span data-landing-host="">{host}</span>/alexkim
            </span>
          </p>
          <div className="mt-4 flex flex-wrap gap-1.5">
            {BADGES.map(({ key, count, colors }) => (
              <span key={key} className={cn('rounded-full px-2.5 py-1 text-[11px] font-medium', colors)}>
                {t('mock.withCount', { name: t(`mock.${key}`), count })}
              </span>
            ))}
          </div>
          <div className="mt-4 grid grid-cols-3 gap-2">
            {THUMBNAILS.map((thumbnail) => (
              <div key={thumbnail} className={cn('flex aspect-video items-center justify-center rounded-md', thumbnail)}>
                <PlayIcon className="size-4 text-white/90" />
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

export function SharingSection() {
  const { t } = useTranslation('landing');
  return (
    <section className="border-t border-zinc-100 bg-zinc-50/70 py-20 sm:py-28 dark:border-zinc-900 dark:bg-zinc-900/30">
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-14 px-4 sm:px-6 lg:grid-cols-2 lg:gap-20">
        <div className="lg:order-last">
          <SectionHeading eyebrow={t('sharing.eyebrow')} title={t('sharing.title')} align="left">
            {t('sharing.text')}
          </SectionHeading>
          <CheckList
            items={[
              t('sharing.points.handle'),
              t('sharing.points.choose'),
              t('sharing.points.subscribe'),
            ]}
          />
        </div>
        <ProfileMock />
      </div>
    </section>
  );
}
