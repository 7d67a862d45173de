import { Button } from '../../../components/ui/button';
import { AlertCircleIcon, RefreshIcon, TrendingUpIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { truncateText } from '../../../lib/card-display';
import { type VideoSummary, useTrending } from '../api';
import { regionName } from '../../../lib/region';
import { VideoSuggestion } from './video-suggestion';
import { useTranslation } from 'react-i18next';

/** Spec 1 §9: trending titles are cut at 30 characters. */
const TRENDING_TITLE_MAX = 30;
const TRENDING_SHOWN = 10;

/** What is trending on YouTube in the visitor's region (DESIGN §8: the header names the region). */
export function TrendingVideos({ region, onSave }: { region: string; onSave: (video: VideoSummary) => void }) {
  const { videos, error, isLoading, retry } = useTrending(region, true);
  const headingId = 'trending-heading';
  const { t } = useTranslation(['library', 'common']);

  return (
    <section aria-labelledby={headingId} className="w-full rounded-2xl border border-zinc-200/80 bg-white p-4 sm:p-5 dark:border-zinc-800 dark:bg-zinc-900/60">
      <div className="flex items-center gap-2.5">
        <span className="flex size-8 items-center justify-center rounded-lg bg-brand-50 text-brand-600 dark:bg-brand-500/10 dark:text-brand-400" aria-hidden="true">
          <TrendingUpIcon className="size-4.5" />
        </span>
        <div>
          <h2 id={headingId} className="font-semibold text-zinc-900 dark:text-zinc-100">
            {t('trending.title', { region: regionName(region) })}
          </h2>
          <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('trending.description')}</p>
        </div>
      </div>

      {error ? (
        <div className="mt-4 flex flex-col items-center gap-3 rounded-xl bg-zinc-50 px-4 py-8 text-center dark:bg-zinc-800/40" role="alert">
          <AlertCircleIcon className="size-5 text-zinc-400" />
          <p className="text-sm text-zinc-600 dark:text-zinc-300">{t('trending.failed')}</p>
          <Button variant="secondary" size="sm" onClick={retry}>
            <RefreshIcon className="size-4" /> {t('common:actions.tryAgain')}
          </Button>
        </div>
      ) : isLoading ? (
        <div className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 md:grid-cols-2" aria-busy="true" aria-label={t('trending.loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="flex items-center gap-3 p-2">
              <Skeleton className="aspect-video w-28 rounded-lg" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-3.5 w-4/5" />
                <Skeleton className="h-3 w-1/2" />
              </div>
            </div>
          ))}
        </div>
      ) : (
        <ol className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 md:grid-cols-2">
          {videos.slice(0, TRENDING_SHOWN).map((video, index) => (
            <li key={video.id}>
              <VideoSuggestion video={video} displayTitle={truncateText(video.title, TRENDING_TITLE_MAX)} onSave={onSave} layout="row" rank={index + 1} saved={video.saved} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
