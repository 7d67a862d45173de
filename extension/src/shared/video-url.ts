/** The pages the content script runs on (manifest `content_scripts.matches`): nothing else. */
export const CONTENT_SCRIPT_HOSTS = ['www.youtube.com', 'm.youtube.com'] as const;

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

export interface VideoPage {
  videoId: string;
  kind: 'watch' | 'shorts';
  /** The address saved with the bookmark: the page's own, so a timestamp (`t=`) is kept. */
  url: string;
}

/**
 * The video a YouTube page shows, or null: `/watch?v=<id>` and `/shorts/<id>` on the hosts the
 * content script is injected into. youtu.be links never reach a content script (YouTube
 * redirects them before a page loads), so they are not pages here.
 */
export function videoPageOf(href: string): VideoPage | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !(CONTENT_SCRIPT_HOSTS as readonly string[]).includes(url.hostname)) return null;

  if (url.pathname === '/watch') {
    const id = url.searchParams.get('v');
    return id && VIDEO_ID.test(id) ? { videoId: id, kind: 'watch', url: canonicalWatchUrl(id, url) } : null;
  }
  const shorts = url.pathname.match(/^\/shorts\/([^/]+)\/?$/);
  if (shorts && VIDEO_ID.test(shorts[1]!)) {
    return { videoId: shorts[1]!, kind: 'shorts', url: `https://www.youtube.com/shorts/${shorts[1]}` };
  }
  return null;
}

/** Drops tracking and playlist noise but keeps where the viewer was (`t`). */
function canonicalWatchUrl(id: string, url: URL): string {
  const saved = new URL('https://www.youtube.com/watch');
  saved.searchParams.set('v', id);
  const t = url.searchParams.get('t');
  if (t && /^\d+s?$|^(\d+h)?(\d+m)?(\d+s)?$/.test(t)) saved.searchParams.set('t', t);
  return saved.toString();
}
