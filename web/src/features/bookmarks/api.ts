import { apiRequest, fetcher } from '../../lib/api';

/** POST /api/featured-video: the bookmark becomes the public profile's featured video. */
export function setFeaturedVideo(bookmarkId: string) {
  return apiRequest<{ featuredVideoId: string | null }>('POST', '/api/featured-video', { bookmarkId });
}

/** DELETE /api/featured-video. */
export function removeFeaturedVideo() {
  return apiRequest<{ featuredVideoId: string | null }>('DELETE', '/api/featured-video');
}

/**
 * GET /api/bookmarks/exists: whether the user already has this video (the clipboard dialog
 * offers only new ones). Null when signed out.
 */
export function findSavedVideo(videoId: string) {
  return fetcher<{ exists: boolean; bookmarkId: string | null }>(['/api/bookmarks/exists', { videoId }]);
}
