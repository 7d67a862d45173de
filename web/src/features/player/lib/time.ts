import type { TFunction } from 'i18next';

/** A playback time as the player shows it: 0:05, 12:34, 1:02:03. */
export function formatClock(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Spoken form for screen readers: "1 minute 5 seconds" (in the language of `t`). */
export function spokenClock(seconds: number, t: TFunction<'player'>): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const parts: string[] = [];
  const units = [
    [Math.floor(total / 3600), 'spoken.hours'],
    [Math.floor((total % 3600) / 60), 'spoken.minutes'],
    [total % 60, 'spoken.seconds'],
  ] as const;
  for (const [count, key] of units) if (count > 0) parts.push(t(key, { count }));
  return parts.length ? parts.join(' ') : t('spoken.seconds', { count: 0 });
}

/** The YouTube watch page of a video, at a position when there is one. */
export function youtubeWatchUrl(videoId: string, atSeconds = 0): string {
  const url = `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
  return atSeconds > 0 ? `${url}&t=${Math.floor(atSeconds)}s` : url;
}

/** A YouTube search for a channel's name (the channel avatar opens it, spec 1 §2). */
export function channelSearchUrl(channel: string): string {
  return `https://www.youtube.com/results?search_query=${encodeURIComponent(channel)}`;
}
