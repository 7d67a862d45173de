import { Button } from '../../../components/ui/button';
import { BookmarkIcon, PlusIcon } from '../../../components/ui/icons';
import type { VideoSummary } from '../api';
import { TrendingVideos } from './trending-videos';
import { useTranslation } from 'react-i18next';

interface EmptyLibraryProps {
  /** The whole library is empty (no filter narrows it): suggest trending videos. */
  showTrending: boolean;
  hasFilters: boolean;
  region: string;
  onGetStarted: () => void;
  onClearFilters: () => void;
  onSaveSuggestion: (video: VideoSummary) => void;
}

/** 'No bookmarks found' with 'Get Started' and, for a new shelf, what is trending (spec 1 §2). */
export function EmptyLibrary({ showTrending, hasFilters, region, onGetStarted, onClearFilters, onSaveSuggestion }: EmptyLibraryProps) {
  const { t } = useTranslation('library');
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col items-center gap-8">
      <div className="flex flex-col items-center px-4 pt-6 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-linear-to-br from-brand-50 to-brand-100 text-brand-600 ring-1 ring-brand-200/60 dark:from-brand-500/15 dark:to-brand-500/5 dark:text-brand-400 dark:ring-brand-500/20">
          <BookmarkIcon className="size-6" />
        </span>
        <h2 className="mt-4 text-lg font-semibold text-zinc-900 dark:text-zinc-100">{t('empty.title')}</h2>
        <p className="mt-1 max-w-sm text-sm text-zinc-500 dark:text-zinc-400">
          {hasFilters ? t('empty.filtered') : t('empty.description')}
        </p>
        <div className="mt-5 flex flex-wrap justify-center gap-2">
          <Button onClick={onGetStarted}>
            <PlusIcon className="size-4" /> {t('empty.getStarted')}
          </Button>
          {hasFilters ? (
            <Button variant="secondary" onClick={onClearFilters}>
              {t('empty.clearFilters')}
            </Button>
          ) : null}
        </div>
      </div>
      {showTrending ? <TrendingVideos region={region} onSave={onSaveSuggestion} /> : null}
    </div>
  );
}
