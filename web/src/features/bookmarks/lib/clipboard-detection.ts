import { parseAddBookmarkUrl } from '../../../../../functions/schemas/video-id.ts';

/** Spec 1 §3: the browser keeps the clipboard video ids already answered (Register or Cancel). */
export const HANDLED_STORAGE_KEY = 'vidshelf:handled-clipboard-video-ids';
/** Old ids drop off so the list cannot grow without bound. */
const HANDLED_LIMIT = 200;
/** Spec 1 §9: the URL shown in the dialog is cut at 50 characters. */
export const URL_DISPLAY_LENGTH = 50;

export interface ClipboardVideo {
  videoId: string;
  url: string;
}

/**
 * The video in the clipboard text: a watch?v=, youtu.be/, /embed/ or /v/ URL starting with
 * http:// or https:// (spec 1 §5); null for anything else.
 */
export function detectClipboardVideo(text: string | null | undefined): ClipboardVideo | null {
  const url = text?.trim() ?? '';
  if (!/^https?:\/\/\S+$/i.test(url)) return null;
  const videoId = parseAddBookmarkUrl(url);
  return videoId ? { videoId, url } : null;
}

/** Offer the dialog only for a video not yet answered and not the one offered last. */
export function shouldOffer(video: ClipboardVideo | null, handled: readonly string[], lastShownId: string | null): video is ClipboardVideo {
  return !!video && !handled.includes(video.videoId) && video.videoId !== lastShownId;
}

/** The URL as the dialog shows it: at most 50 characters, then an ellipsis. */
export function displayUrl(url: string): string {
  return url.length > URL_DISPLAY_LENGTH ? `${url.slice(0, URL_DISPLAY_LENGTH)}...` : url;
}

/** The handled list with `videoId` added last (once), keeping the newest 200. */
export function withHandled(handled: readonly string[], videoId: string): string[] {
  return [...handled.filter((id) => id !== videoId), videoId].slice(-HANDLED_LIMIT);
}

/** Reads the handled list; broken or blocked storage counts as empty. */
export function readHandled(storage: Pick<Storage, 'getItem'> | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(HANDLED_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Marks a video handled; storage failures only lose the memory, never break the screen. */
export function markHandled(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, videoId: string): void {
  try {
    storage?.setItem(HANDLED_STORAGE_KEY, JSON.stringify(withHandled(readHandled(storage), videoId)));
  } catch {
    // Private mode or a full quota: the dialog may come back next visit, nothing worse.
  }
}
