import { type RefObject, useEffect } from 'react';
import type { YTPlayer } from '../lib/iframe-api';
import { safely } from '../lib/player-commands';
import { PlayerState } from '../lib/watch-time';
import type { TrackedVideo, WatchTimeTracking } from './use-watch-time-tracking';

/** Spec 1 §4: the player reloads this long after the video changes. */
export const RELOAD_DELAY_MS = 200;

/** A video to load: the tracked bookmark and where it starts. */
export interface SwitchableVideo extends TrackedVideo {
  videoId: string;
  startSeconds: number;
}

/** What the player holds: the bookmark whose video is loaded, and whether it was paused to show another. */
export interface LoadedVideo {
  key: string | null;
  pausedForSwitch: boolean;
}

/**
 * Later videos load into the same player, RELOAD_DELAY_MS after the choice (`itemKey`) changes;
 * the old video's position is saved first. No video (a restricted one is showing) pauses the one
 * underneath; coming back to the video the player holds carries on with it.
 */
export function useVideoSwitching(
  player: YTPlayer | null,
  itemKey: string | null,
  { chosen, loaded, tracking, onLoad }: {
    /** The chosen video as of now (a ref: read when the choice changes). */
    chosen: RefObject<{ item: SwitchableVideo | null }>;
    loaded: RefObject<LoadedVideo>;
    tracking: WatchTimeTracking;
    /** A new video was loaded (stable). */
    onLoad(): void;
  },
) {
  useEffect(() => {
    if (!player) return;
    const next = chosen.current.item;
    const held = loaded.current;
    if (!next) {
      // A restricted video is showing: the previous one must not keep playing underneath.
      held.pausedForSwitch = true;
      safely(() => player.pauseVideo());
      return;
    }
    if (next.key === held.key) {
      // Back on the video the player holds (a restricted detour, or a quick there-and-back):
      // carry on, or start it again if it had ended.
      if (safely(() => player.getPlayerState()) === PlayerState.ENDED) {
        safely(() => player.loadVideoById({ videoId: next.videoId, startSeconds: next.startSeconds }));
      } else if (held.pausedForSwitch) {
        safely(() => player.playVideo());
      }
      held.pausedForSwitch = false;
      return;
    }
    // Save where the old video got to now, while the player still holds it.
    tracking.stop();
    held.pausedForSwitch = false;
    const timer = window.setTimeout(() => {
      held.key = next.key;
      onLoad();
      tracking.start(next, player);
      safely(() => player.loadVideoById({ videoId: next.videoId, startSeconds: next.startSeconds }));
    }, RELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [player, itemKey, chosen, loaded, tracking, onLoad]);
}
