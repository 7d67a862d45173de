import type { createBookmarkBody } from '../../../../../functions/schemas/bookmark.ts';
import { parseAddBookmarkUrl } from '../../../../../functions/schemas/video-id.ts';
import type { RequestBody } from '../../../lib/api';

export const URL_REQUIRED = 'Please enter a YouTube URL';
export const URL_INVALID = 'Please enter a valid YouTube URL';
/** The category select's "none" choice, sent as is (the API knows it). */
export const NO_CATEGORY = 'no-category';

export interface AddBookmarkInput {
  url: string;
  title: string;
  description: string;
  categoryId: string;
}

/** What POST /api/bookmarks takes, as its route declares it. */
export type CreateBookmarkBody = RequestBody<typeof createBookmarkBody>;

/**
 * Spec 1 §5: the URL is required and must carry a video id in a watch?v=, youtu.be/, /embed/ or
 * /v/ form; empty title and description are left out; 'no-category' means none.
 */
export function buildCreateBookmarkBody(input: AddBookmarkInput): { ok: true; body: CreateBookmarkBody } | { ok: false; error: string } {
  const url = input.url.trim();
  if (!url) return { ok: false, error: URL_REQUIRED };
  const videoId = parseAddBookmarkUrl(url);
  if (!videoId) return { ok: false, error: URL_INVALID };

  const body: CreateBookmarkBody = {
    videoId,
    // A pasted "youtube.com/watch?v=…" has no scheme; the stored link needs one.
    url: /^https?:\/\//i.test(url) ? url : `https://${url}`,
    categoryId: input.categoryId || NO_CATEGORY,
  };
  const title = input.title.trim();
  const description = input.description.trim();
  if (title) body.title = title;
  if (description) body.description = description;
  return { ok: true, body };
}
