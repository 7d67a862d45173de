import { apiRequest } from '../../lib/api';
import type { Bookmark } from '../../lib/library';

/** PATCH /api/bookmarks/:id with {isFavorite}. */
export function setFavorite(bookmarkId: string, isFavorite: boolean) {
  return apiRequest<Bookmark>('PATCH', `/api/bookmarks/${encodeURIComponent(bookmarkId)}`, { isFavorite });
}

/** POST /api/featured-video: the bookmark becomes the public profile's featured video. */
export function setFeaturedVideo(bookmarkId: string) {
  return apiRequest<{ featuredVideoId: string | null }>('POST', '/api/featured-video', { bookmarkId });
}

/** DELETE /api/featured-video. */
export function removeFeaturedVideo() {
  return apiRequest<{ featuredVideoId: string | null }>('DELETE', '/api/featured-video');
}
