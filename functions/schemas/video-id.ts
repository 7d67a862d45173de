// Pure (no imports): the web imports it too, so client and server read video URLs by one set of rules (spec 1 §5).
/** YouTube video ids are exactly 11 characters of letters, digits, underscore and hyphen. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

// Exact host names: anything else (youtube.com.evil.example, notyoutube.com) is not YouTube.
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const SHORT_LINK_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
// The privacy-enhanced player serves embeds only.
const NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);

type UrlForm = 'watch' | 'short-link' | 'embed' | 'v' | 'e' | 'shorts' | 'live' | 'attribution_link';

const ALL_FORMS: readonly UrlForm[] = ['watch', 'short-link', 'embed', 'v', 'e', 'shorts', 'live', 'attribution_link'];
/** Add Bookmark and the clipboard detector accept only these (spec 1 §5). */
const ADD_BOOKMARK_FORMS: readonly UrlForm[] = ['watch', 'short-link', 'embed', 'v'];

function toUrl(input: string): URL | null {
  // People paste "youtube.com/watch?v=..." without a scheme; treat it as https.
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(input) ? input : `https://${input}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function idFromUrl(input: string, forms: readonly UrlForm[]): string | null {
  const url = toUrl(input.trim());
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined = null;

  if (SHORT_LINK_HOSTS.has(host)) {
    if (forms.includes('short-link') && segments.length === 1) candidate = segments[0];
  } else if (NOCOOKIE_HOSTS.has(host)) {
    if (segments.length === 2 && segments[0] === 'embed' && forms.includes('embed')) candidate = segments[1];
  } else if (YOUTUBE_HOSTS.has(host)) {
    const [first, second] = segments;
    if (first === 'watch' && segments.length === 1 && forms.includes('watch')) {
      candidate = url.searchParams.get('v');
    } else if (first === 'attribution_link' && segments.length === 1 && forms.includes('attribution_link')) {
      // A shared link: `u` is the watch path on YouTube itself (never another site).
      const inner = url.searchParams.get('u');
      return inner?.startsWith('/') && !inner.startsWith('//') ? idFromUrl(`https://www.youtube.com${inner}`, ['watch']) : null;
    } else if (segments.length === 2 && forms.includes(first as UrlForm)) {
      candidate = second;
    }
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

/**
 * The video id from a bare id or from a watch, youtu.be, embed (also youtube-nocookie.com), v, e,
 * shorts, live or attribution_link URL (http or https, with or without www., m. or music., any
 * case); null when there is none.
 */
export function parseVideoId(input: string): string | null {
  const trimmed = input.trim();
  if (VIDEO_ID.test(trimmed)) return trimmed;
  return idFromUrl(trimmed, ALL_FORMS);
}

/** The video id for Add Bookmark: only watch?v=, youtu.be/, /embed/ and /v/ URLs count. */
export function parseAddBookmarkUrl(url: string): string | null {
  return idFromUrl(url, ADD_BOOKMARK_FORMS);
}

const T_PARAM = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/;

/**
 * The start offset in seconds from a video URL's `start` (seconds) or `t` parameter
 * (1h2m3s, 2m, 45s or plain seconds); null when the URL carries none.
 */
export function parseStartTime(url: string): number | null {
  const parsed = toUrl(url.trim());
  if (!parsed) return null;
  const start = parsed.searchParams.get('start');
  if (start !== null && /^\d+$/.test(start)) return Number(start);

  const t = parsed.searchParams.get('t');
  if (!t) return null;
  const match = T_PARAM.exec(t);
  if (!match) return null;
  const [, hours, minutes, seconds] = match;
  return Number(hours ?? 0) * 3600 + Number(minutes ?? 0) * 60 + Number(seconds ?? 0);
}
