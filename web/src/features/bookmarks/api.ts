import { apiRequest } from '../../lib/api';

/** POST /api/featured-video: the bookmark becomes the public profile's featured video. */
export function setFeaturedVideo(bookmarkId: string) {
  return apiRequest<{ featuredVideoId: string | null }>('POST', '/api/featured-video', { bookmarkId });
}

/** DELETE /api/featured-video. */
export function removeFeaturedVideo() {
  return apiRequest<{ featuredVideoId: string | null }>('DELETE', '/api/featured-video');
}
