import useSWR from 'swr';
import type { batchDeleteBody, bulkEditCategoriesBody, createBookmarkBody, featuredVideoBody } from '../../../../functions/schemas/bookmark.ts';
import { type RequestBody, apiRequest, fetcher } from '../../lib/api';
import type { Bookmark, Category } from '../../lib/models';
import type { BatchDeleteResult, BookmarkExists, FeaturedVideo } from '../../../../functions/schemas/responses.ts';

/** GET /api/bookmarks: the SWR key's path of the paged list (the query follows as an object). */
export const BOOKMARKS_KEY = '/api/bookmarks';
/** GET /api/categories: the user's own categories only. */
const OWN_CATEGORIES_KEY = '/api/categories';

/** The user's own categories (never subscribed ones: bookmarks cannot be filed under those). */
export function useOwnCategories(): Category[] {
  const { data } = useSWR<Category[] | null>(OWN_CATEGORIES_KEY);
  return (data ?? []).filter((c) => !c.isSubscribed);
}

/** POST /api/bookmarks: from the add dialog's fields, a clipboard URL or a share (with its categories). */
export function createBookmark(body: RequestBody<typeof createBookmarkBody>) {
  return apiRequest<Bookmark>('POST', BOOKMARKS_KEY, body);
}

/** DELETE /api/bookmarks/{id}. */
export function deleteBookmark(bookmarkId: string) {
  return apiRequest('DELETE', `${BOOKMARKS_KEY}/${encodeURIComponent(bookmarkId)}`);
}

/** DELETE /api/bookmarks/batch: answers which ids were deleted and which failed. */
export function deleteBookmarks(ids: string[]) {
  return apiRequest<BatchDeleteResult>('DELETE', `${BOOKMARKS_KEY}/batch`, { ids } satisfies RequestBody<typeof batchDeleteBody>);
}

/** POST /api/bookmarks/bulk/edit-categories. */
export function editBookmarkCategories(body: RequestBody<typeof bulkEditCategoriesBody>) {
  return apiRequest('POST', `${BOOKMARKS_KEY}/bulk/edit-categories`, body);
}

/** POST /api/featured-video: the bookmark becomes the public profile's featured video. */
export function setFeaturedVideo(bookmarkId: string) {
  return apiRequest<FeaturedVideo>('POST', '/api/featured-video', { bookmarkId } satisfies RequestBody<typeof featuredVideoBody>);
}

/** DELETE /api/featured-video. */
export function removeFeaturedVideo() {
  return apiRequest<FeaturedVideo>('DELETE', '/api/featured-video');
}

/**
 * GET /api/bookmarks/exists: whether the user already has this video (the clipboard dialog
 * offers only new ones). Null when signed out.
 */
export function findSavedVideo(videoId: string) {
  return fetcher<BookmarkExists>([`${BOOKMARKS_KEY}/exists`, { videoId }]);
}
