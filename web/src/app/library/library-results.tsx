import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMoreButton } from '../../components/ui/load-more-button';
import type { VideoSummary } from '../../features/library/api';
import { EmptyLibrary } from '../../features/library/components/empty-library';
import { useFocusAfterLoadMore } from '../../components/virtual/use-focus-after-load-more';
import { useInfiniteScroll } from '../../components/virtual/use-infinite-scroll';
import { useLibraryFiltersStore } from '../../features/library/stores/library-filters';
import { PlayModeBadge } from '../../features/player/components/play-mode-badge';
import { BookmarkCollection, type CardHandlers, CollectionError, CollectionSkeleton } from './bookmark-collection';
import type { LibraryList } from './use-library-list';

interface LibraryResultsProps {
  library: LibraryList;
  isMobile: boolean;
  handlers: CardHandlers;
  region: string;
  onGetStarted: () => void;
  onSaveSuggestion: (video: VideoSummary) => void;
}

/** The list part of the library: skeletons, the error, the empty state or the bookmarks, then Load More. */
export function LibraryResults({ library, isMobile, handlers, region, onGetStarted, onSaveSuggestion }: LibraryResultsProps) {
  const { t } = useTranslation('library');
  const { list, mode, playMode, hasFilters } = library;
  const { setCategoryId, resetAll } = useLibraryFiltersStore.getState();
  const sentinel = useInfiniteScroll({ enabled: list.hasMore && !list.isLoadingMore, itemCount: list.bookmarks.length, onReachEnd: list.loadMore });
  const results = useRef<HTMLDivElement>(null);
  const loadMoreButton = useRef<HTMLButtonElement>(null);
  useFocusAfterLoadMore(results, loadMoreButton, library.shownBookmarks.length);

  let body;
  if (list.isLoading) body = <CollectionSkeleton mode={mode} isMobile={isMobile} />;
  else if (list.error && list.bookmarks.length === 0) body = <CollectionError onRetry={list.retry} />;
  else if (list.bookmarks.length === 0) {
    body = (
      <EmptyLibrary
        showTrending={!hasFilters}
        hasFilters={hasFilters}
        region={region}
        onGetStarted={onGetStarted}
        onClearFilters={resetAll}
        onSaveSuggestion={onSaveSuggestion}
      />
    );
  } else {
    const shown = library.shownBookmarks;
    body = (
      <div className={list.isStale ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
        {playMode.ids ? (
          <div className="mb-4">
            <PlayModeBadge count={playMode.ids.length} onExit={playMode.exit} />
          </div>
        ) : null}
        <BookmarkCollection
          bookmarks={shown}
          sections={library.sections}
          mode={mode}
          isMobile={isMobile}
          handlers={handlers}
          onOpenSection={setCategoryId}
          setSize={list.hasMore && !playMode.ids ? -1 : shown.length}
        />
      </div>
    );
  }

  return (
    <>
      <div ref={results} className="mt-6" aria-busy={list.isLoading || list.isStale}>
        {body}
      </div>
      {list.hasMore && !list.isLoading ? (
        <div className="mt-10 flex justify-center">
          <div ref={sentinel} aria-hidden="true" />
          <LoadMoreButton ref={loadMoreButton} loading={list.isLoadingMore} onLoadMore={list.loadMore} label={t('loadMore')} loadingLabel={t('loading')} />
        </div>
      ) : null}
    </>
  );
}
