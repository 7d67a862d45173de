import { parseVideoId } from '../../../../../functions/schemas/video-id.ts';

/** What a phone's share sheet sends to /share (the manifest's share_target, vite.pwa.ts). */
export interface ShareParams {
  title?: string | null;
  text?: string | null;
  url?: string | null;
}

export interface SharedVideo {
  videoId: string;
  /** The link as shared, with a scheme, to store with the bookmark. */
  url: string;
  /** The shared title when it is a title, not just the link again. */
  title: string | null;
}

/** YouTube links inside free text ("Check this out https://youtu.be/…"), with or without a scheme. */
const YOUTUBE_LINK = /(?:https?:\/\/)?(?:[a-z0-9-]+\.)*(?:youtube\.com|youtu\.be)\/[^\s<>"]*/gi;
const HAS_YOUTUBE_LINK = /(?:youtube\.com|youtu\.be)\//i;
/** Sentence punctuation stuck to the end of a link ("…/abc123def45)." ). */
const TRAILING_PUNCTUATION = /[)\].,!?;:'"]+$/;

function videoIn(text: string): { videoId: string; url: string } | null {
  for (const [match] of text.matchAll(YOUTUBE_LINK)) {
    const link = match.replace(TRAILING_PUNCTUATION, '');
    const url = /^https?:\/\//i.test(link) ? link : `https://${link}`;
    // The shared rules of the whole app (functions/schemas/video-id.ts), Shorts and live included.
    const videoId = parseVideoId(url);
    if (videoId) return { videoId, url };
  }
  return null;
}

/**
 * The YouTube video in a share: apps put the link in `url`, in `text` (the YouTube app: "…
 * https://youtu.be/…") or even in `title`; the first field with a video link wins. Null when no
 * field has one.
 */
export function findSharedVideo({ title, text, url }: ShareParams): SharedVideo | null {
  for (const field of [url, text, title]) {
    const found = field ? videoIn(field) : null;
    if (!found) continue;
    const cleanTitle = title?.trim() ?? '';
    return { ...found, title: cleanTitle && !HAS_YOUTUBE_LINK.test(cleanTitle) ? cleanTitle : null };
  }
  return null;
}

/** YouTube's own thumbnail of a video (the bookmark cards use the same when none is stored). */
export function thumbnailOf(videoId: string): string {
  return `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;
}
