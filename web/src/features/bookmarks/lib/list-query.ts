import type { CursorPage } from '../../../lib/api';
import type { Bookmark, BookmarkSort } from '../../../lib/models';
import { BOOKMARKS_KEY } from '../api';

/** Spec 1 §9: pages of 20. */
export const PAGE_SIZE = 20;

export interface BookmarkListQuery {
  categoryId: string | null;
  favorites: boolean;
  /** Added in the last 7 days (DESIGN §8). */
  recent: boolean;
  /** Only videos that no longer play for a viewer in `region`. */
  unavailable: boolean;
  region: string;
  search: string;
  sort: BookmarkSort;
}

/** One page of the list as the server sent it, with the cursor of the page after it. */
export type BookmarkPage = CursorPage<Bookmark>;

/**
 * The SWR key of one page of the bookmark list (the API path plus its query), or null after the
 * last page. Pages after the first start at the previous page's keyset cursor (X-Next-Cursor),
 * so page 500 costs the server what page 1 does and a bookmark added meanwhile shifts nothing.
 * The fetcher turns the key into `/api/bookmarks?limit=20&…&cursor=…`, leaving out false and
 * empty parameters.
 */
export function bookmarkPageKey(query: BookmarkListQuery, pageIndex: number, previousPage: BookmarkPage | null | undefined) {
  if (pageIndex > 0 && !previousPage?.nextCursor) return null;
  return [
    BOOKMARKS_KEY,
    {
      limit: PAGE_SIZE,
      categoryId: query.categoryId,
      favorites: query.favorites,
      recent: query.recent,
      unavailable: query.unavailable,
      region: query.unavailable ? query.region : null,
      search: query.search.trim(),
      sort: query.sort,
      cursor: pageIndex > 0 ? previousPage!.nextCursor : null,
    },
  ] as const;
}

/** Whether another page may follow the loaded ones. */
export function hasMorePages(pages: readonly (BookmarkPage | null | undefined)[] | undefined): boolean {
  return !!pages?.at(-1)?.nextCursor;
}
