// What the app knows about a YouTube video without asking YouTube: the shapes the client fills in,
// and the rules that need only an id or a URL. No I/O here; services/youtube.ts is the client.

/** Everything the bookmark needs to know about one video, from videos.list + channels.list. */
export interface VideoDetails {
  videoId: string;
  title: string;
  description: string | null;
  thumbnail: string;
  /** YouTube-style text: '4:05', '12:30', '1:02:03'. */
  duration: string | null;
  durationSeconds: number | null;
  channel: string | null;
  channelId: string | null;
  channelIcon: string | null;
  views: number | null;
  publishedAt: Date | null;
  embeddable: boolean;
}

/** The bookmark columns YouTube's details fill in (the title and description callers choose). */
export function videoColumns(video: VideoDetails) {
  const { thumbnail, duration, durationSeconds, channel, channelId, channelIcon, views, publishedAt, embeddable } = video;
  return { thumbnail, duration, durationSeconds, channel, channelId, channelIcon, views, publishedAt, embeddable };
}

/** A trending or recommendation item (spec 1 §3). */
export interface VideoSummary {
  id: string;
  title: string;
  thumbnail: string;
  channel: string | null;
  views: number | null;
  duration: string | null;
  embeddable?: boolean;
  publishedAt?: string | null;
}

/** The hqdefault thumbnail, which YouTube serves for every video id. */
export function thumbnailFor(videoId: string): string {
  return `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;
}

/** The neutral title of a video saved before its details are known; the refresh replaces only this. */
export function placeholderTitle(videoId: string): string {
  return `YouTube video ${videoId}`;
}

/** All the id alone tells of a video: what a bookmark shows until YouTube can be asked. */
export function detailsFromId(videoId: string): VideoDetails {
  return {
    videoId,
    title: placeholderTitle(videoId),
    description: null,
    thumbnail: thumbnailFor(videoId),
    duration: null,
    durationSeconds: null,
    channel: null,
    channelId: null,
    channelIcon: null,
    views: null,
    publishedAt: null,
    embeddable: true,
  };
}

/**
 * The canonical watch address of a video, never a client-supplied one (it is shown as 'Open in
 * YouTube'). A start time in the given URL (`t=1m30s`, `t=90`, `start=90`, `#t=90`) is kept in seconds.
 */
export function watchUrl(videoId: string, givenUrl?: string): string {
  const start = givenUrl ? startSecondsOf(givenUrl) : null;
  return `https://www.youtube.com/watch?v=${videoId}${start ? `&t=${start}s` : ''}`;
}

function startSecondsOf(url: string): number | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const fromHash = new URLSearchParams(parsed.hash.slice(1));
  const raw = parsed.searchParams.get('t') ?? parsed.searchParams.get('start') ?? fromHash.get('t') ?? fromHash.get('start');
  const m = raw ? /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(raw.trim().toLowerCase()) : null;
  if (!m || !raw!.trim()) return null;
  const seconds = Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
  return seconds > 0 && seconds < 1_000_000 ? seconds : null;
}

/** Seconds in an ISO 8601 duration as YouTube writes them ('PT1H2M3S' → 3723); null if malformed. */
export function parseIsoDuration(iso: string): number | null {
  const m = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(iso.trim());
  if (!m || iso.trim() === 'P' || iso.trim().endsWith('T')) return null;
  const [, w, d, h, min, s] = m.map((v) => Number(v ?? 0));
  return Math.round(w! * 604_800 + d! * 86_400 + h! * 3600 + min! * 60 + s!);
}

/** YouTube-style duration text: '4:05', '12:30', '1:02:03'. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
