import type { YTPlayer } from './iframe-api';
import { PlayerState } from './watch-time';

/**
 * Commands on a YouTube player that may have gone away under us (destroyed, its iframe navigated):
 * each one does nothing then instead of throwing. Pure, so they test with a fake player.
 */

export function safely<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined; // the iframe went away (destroyed, navigated): nothing to control any more
  }
}

/** Playing or buffering: what the play/pause button shows as "playing". */
export const isPlayingState = (state: number | undefined) => state === PlayerState.PLAYING || state === PlayerState.BUFFERING;

export function togglePlayback(player: YTPlayer): void {
  if (isPlayingState(safely(() => player.getPlayerState()))) safely(() => player.pauseVideo());
  else safely(() => player.playVideo());
}

/** Seeks to `seconds`, kept within the video (its end unknown: only above 0). */
export function seekWithin(player: YTPlayer, seconds: number): void {
  const duration = safely(() => player.getDuration()) || Infinity;
  safely(() => player.seekTo(Math.min(Math.max(0, seconds), duration), true));
}

/** Seeks `delta` seconds from where the video is. */
export function seekRelative(player: YTPlayer, delta: number): void {
  seekWithin(player, (safely(() => player.getCurrentTime()) ?? 0) + delta);
}

export function applyVolume(player: YTPlayer, volume: number, muted: boolean): void {
  safely(() => {
    player.setVolume(volume);
    if (muted) player.mute();
    else player.unMute();
  });
}

/**
 * The embed's parameters: no YouTube controls or keyboard (ours replace them), no fullscreen button
 * (the dialog's own fullscreen keeps our controls), no related videos from other channels, no
 * annotations, inline on iPhones.
 */
export function embedPlayerVars({ autoplay, startSeconds, origin }: { autoplay: boolean; startSeconds: number; origin: string }) {
  return {
    autoplay: autoplay ? 1 : 0,
    start: startSeconds || undefined,
    controls: 0,
    disablekb: 1,
    fs: 0,
    rel: 0,
    iv_load_policy: 3,
    playsinline: 1,
    enablejsapi: 1,
    origin,
  };
}
