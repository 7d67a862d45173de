import type { BookmarkSort } from '../../../lib/models';
import { BOOKMARKS_KEY } from '../api';

/** Spec 1 §9: pages of 20; a shorter page is the last. */
export const PAGE_SIZE = 20;

export interface BookmarkListQuery {
  categoryId: string | null;
  favorites: boolean;
  /** Added in the last 7 days (DESIGN §8). */
  recent: boolean;
  search: string;
  sort: BookmarkSort;
}

/**
 * The SWR key of one page of the bookmark list (the API path plus its query), or null after the
 * last page. The shared fetcher turns it into `/api/bookmarks?offset=…&limit=20&…`, leaving out
 * false and empty parameters.
 */
export function bookmarkPageKey(query: BookmarkListQuery, pageIndex: number, previousPage: readonly unknown[] | null | undefined) {
  if (pageIndex > 0 && (!previousPage || previousPage.length < PAGE_SIZE)) return null;
  return [
    BOOKMARKS_KEY,
    {
      offset: pageIndex * PAGE_SIZE,
      limit: PAGE_SIZE,
      categoryId: query.categoryId,
      favorites: query.favorites,
      recent: query.recent,
      search: query.search.trim(),
      sort: query.sort,
    },
  ] as const;
}

/** Whether another page may follow the loaded ones. */
export function hasMorePages(pages: readonly (readonly unknown[] | null | undefined)[] | undefined): boolean {
  const last = pages?.at(-1);
  return !!last && last.length === PAGE_SIZE;
}
