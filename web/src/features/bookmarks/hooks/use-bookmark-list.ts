import { useEffect, useMemo } from 'react';
import { preload } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { type QueryKey, cursorPageFetcher } from '../../../lib/api';
import { onLibraryRefresh } from '../../../lib/revalidate';
import type { Bookmark } from '../../../lib/models';
import { notifyError } from '../../../lib/toast';
import { type BookmarkListQuery, type BookmarkPage, bookmarkPageKey, hasMorePages } from '../lib/list-query';
import { useTranslation } from 'react-i18next';

/** Asks for the list's first page ahead of the screen (useSWRInfinite takes the preloaded answer). */
export function preloadBookmarkList(query: BookmarkListQuery) {
  void preload(bookmarkPageKey(query, 0, null), (key: QueryKey) => cursorPageFetcher<Bookmark>(key));
}

/**
 * The bookmark list, 20 per request, filtered, searched and sorted by the server. Each page is one
 * request from the previous page's cursor; loading more fetches only the next page.
 */
export function useBookmarkList(query: BookmarkListQuery) {
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<BookmarkPage | null>(
    (index, previous: BookmarkPage | null) => bookmarkPageKey(query, index, previous),
    (key: QueryKey) => cursorPageFetcher<Bookmark>(key),
    {
      // Loading page n+1 must not refetch page 1.
      revalidateFirstPage: false,
      // While a new filter or search loads, the old results stay (dimmed) instead of flashing.
      keepPreviousData: true,
    },
  );

  const { t } = useTranslation('bookmarks');

  // Paged lists are out of reach of refreshLibrary()'s key filter: they register themselves.
  useEffect(() => onLibraryRefresh(() => mutate()), [mutate]);

  useEffect(() => {
    // The screen's own text, whatever the server said.
    if (error) notifyError(null, t('list.fetchFailed'), 'bookmarks-error');
  }, [error, t]);

  // Keyset pages never overlap, whatever is added or deleted between two loads.
  const bookmarks = useMemo(() => (data ?? []).flatMap((page) => page?.items ?? []), [data]);

  const loadedPages = data?.length ?? 0;
  const isStale = isLoading && !!data;
  const isLoadingMore = size > loadedPages && loadedPages > 0 && isValidating;
  // Older results on screen belong to another query: they say nothing about this one's pages.
  const hasMore = hasMorePages(data) && !error && !isStale;

  return {
    bookmarks,
    /** No data for this list yet: show skeletons. */
    isLoading: isLoading && !data,
    /** Older results on screen while the new filter loads. */
    isStale,
    isLoadingMore,
    hasMore,
    error: error as Error | undefined,
    loadMore: () => {
      if (!isLoadingMore && hasMore) void setSize(loadedPages + 1);
    },
    retry: () => void mutate(),
  };
}
