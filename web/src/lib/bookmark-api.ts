import type { updateBookmarkBody } from '../../../functions/schemas/bookmark.ts';
import { type RequestBody, apiRequest } from './api';
import type { Bookmark } from './models';

/** The bookmark fields a PATCH may change (spec 1 §7), as the route declares them. */
export type BookmarkPatch = RequestBody<typeof updateBookmarkBody>;

/**
 * PATCH /api/bookmarks/{id}. Shared because more than one feature edits a bookmark (the cards'
 * favourite toggle and edit dialog, the player's favourite and note).
 */
export function updateBookmark(bookmarkId: string, patch: BookmarkPatch): Promise<Bookmark> {
  return apiRequest<Bookmark>('PATCH', `/api/bookmarks/${encodeURIComponent(bookmarkId)}`, patch);
}
