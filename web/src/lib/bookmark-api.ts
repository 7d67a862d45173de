import { apiRequest } from './api';
import type { Bookmark } from './models';

/** The bookmark fields a PATCH may change (spec 1 §7). */
export interface BookmarkPatch {
  title?: string;
  note?: string | null;
  categories?: string[];
  isFavorite?: boolean;
}

/**
 * PATCH /api/bookmarks/{id}. Shared because more than one feature edits a bookmark (the cards'
 * favourite toggle and edit dialog, the player's favourite and note).
 */
export function updateBookmark(bookmarkId: string, patch: BookmarkPatch): Promise<Bookmark> {
  return apiRequest<Bookmark>('PATCH', `/api/bookmarks/${encodeURIComponent(bookmarkId)}`, patch);
}
