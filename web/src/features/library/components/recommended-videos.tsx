import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { AlertCircleIcon, RefreshIcon, SparklesIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { RECOMMENDATIONS_MAX, type VideoSummary, useRecommendations } from '../api';
import { VideoSuggestion } from './video-suggestion';
import { useTranslation } from 'react-i18next';

/** Spec 1 §9: five at first, five more per click, up to fifty. */
const STEP = 5;

interface RecommendedVideosProps {
  categoryName: string;
  /**
   * Videos saved since the recommendations were fetched (they are kept 5 minutes); the server
   * marks the ones saved before.
   */
  savedVideoIds: ReadonlySet<string>;
  onSave: (video: VideoSummary) => void;
}

/** 'Recommended from YouTube' under a selected category (spec 1 §2). */
export function RecommendedVideos({ categoryName, savedVideoIds, onSave }: RecommendedVideosProps) {
  const { videos, error, isLoading, retry } = useRecommendations(categoryName);
  const [shown, setShown] = useState(STEP);
  const { t } = useTranslation(['library', 'common']);
  const listed = useMemo(() => videos.slice(0, RECOMMENDATIONS_MAX), [videos]);

  return (
    <section aria-labelledby="recommended-heading" className="mt-12 border-t border-zinc-200 pt-8 dark:border-zinc-800">
      <div className="flex items-center gap-2.5">
        <span className="flex size-8 items-center justify-center rounded-lg bg-violet-50 text-violet-600 dark:bg-violet-500/10 dark:text-violet-400" aria-hidden="true">
          <SparklesIcon className="size-4.5" />
        </span>
        <div>
          <h2 id="recommended-heading" className="font-semibold text-zinc-900 dark:text-zinc-100">
            {t('recommended.title')}
          </h2>
          <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('recommended.description', { name: categoryName })}</p>
        </div>
      </div>

      {error ? (
        <div className="mt-4 flex flex-col items-center gap-3 rounded-xl bg-zinc-100/70 px-4 py-8 text-center dark:bg-zinc-900/60" role="alert">
          <AlertCircleIcon className="size-5 text-zinc-400" />
          <p className="text-sm text-zinc-600 dark:text-zinc-300">{t('recommended.failed', { name: categoryName })}</p>
          <Button variant="secondary" size="sm" onClick={retry}>
            <RefreshIcon className="size-4" /> {t('common:actions.tryAgain')}
          </Button>
        </div>
      ) : isLoading ? (
        <div className="@container mt-4" aria-busy="true" aria-label={t('recommended.loading')}>
          <div className="grid grid-cols-1 gap-x-4 gap-y-6 @[30rem]:grid-cols-2 @[48rem]:grid-cols-3 @[66rem]:grid-cols-4 @[84rem]:grid-cols-5">
            {Array.from({ length: STEP }, (_, i) => (
              <div key={i} className="space-y-2.5">
                <Skeleton className="aspect-video rounded-xl" />
                <Skeleton className="h-3.5 w-4/5" />
                <Skeleton className="h-3 w-1/2" />
              </div>
            ))}
          </div>
        </div>
      ) : listed.length === 0 ? (
        <p className="mt-4 rounded-xl bg-zinc-100/70 px-4 py-6 text-center text-sm text-zinc-500 dark:bg-zinc-900/60 dark:text-zinc-400">
          {t('recommended.none', { name: categoryName })}
        </p>
      ) : (
        <div className="@container mt-4">
          <ul className="grid grid-cols-1 gap-x-4 gap-y-6 @[30rem]:grid-cols-2 @[48rem]:grid-cols-3 @[66rem]:grid-cols-4 @[84rem]:grid-cols-5">
            {listed.slice(0, shown).map((video) => (
              <li key={video.id}>
                <VideoSuggestion video={video} onSave={onSave} layout="card" saved={video.saved || savedVideoIds.has(video.id)} />
              </li>
            ))}
          </ul>
          {shown < listed.length ? (
            <div className="mt-6 flex justify-center">
              <Button variant="secondary" onClick={() => setShown((n) => Math.min(n + STEP, RECOMMENDATIONS_MAX))}>
                {t('recommended.loadMore', { count: STEP })}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
