import type { ClientConfig } from '../../../../functions/schemas/responses.ts';
import { ApiError, fetcher } from '../../lib/api';
import { updateBookmark } from '../../lib/bookmark-api';
import type { Bookmark } from '../../lib/models';

const pendingSaves = new Set<Promise<unknown>>();

/**
 * PATCH /api/bookmarks/{id}/watch-time with whole seconds. `keepalive` lets the request outlive
 * the page, so the position saved when the tab closes still arrives.
 */
export function saveWatchTime(bookmarkId: string, seconds: number): Promise<void> {
  const request = fetch(`/api/bookmarks/${encodeURIComponent(bookmarkId)}/watch-time`, {
    method: 'PATCH',
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ watchTime: Math.max(0, Math.floor(seconds)) }),
  }).then(async (response) => {
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, null);
    }
  });
  pendingSaves.add(request);
  void request.finally(() => pendingSaves.delete(request)).catch(() => undefined);
  return request;
}

/** Settles once every watch-time save started so far has finished (either way). */
export function watchTimeSavesSettled(): Promise<void> {
  return Promise.allSettled([...pendingSaves]).then(() => undefined);
}

/** PATCH /api/bookmarks/{id} {note}. */
export function saveNote(bookmarkId: string, note: string): Promise<Bookmark> {
  return updateBookmark(bookmarkId, { note });
}

/** GET /api/config/client: where the YouTube IFrame API script is loaded from. */
export function fetchClientConfig() {
  return fetcher<ClientConfig>('/api/config/client');
}
