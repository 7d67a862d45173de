import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { YTPlayer } from '../lib/iframe-api';
import { WatchTimeTracker } from '../lib/watch-time';

/** The video whose watch time is tracked: its bookmark, and what is already stored for it. */
export interface TrackedVideo {
  key: string;
  storedWatchTime: number;
}

export interface WatchTimeTracking {
  /** Tracks this video from now on (stop the previous one first). */
  start(video: TrackedVideo, player: YTPlayer): void;
  /** Saves where the tracked video got to, then stops tracking it. */
  stop(): void;
  /** A player state change, for the video `key` the player holds (ignored unless it is the tracked one). */
  handleState(key: string | null, state: number): void;
}

/**
 * One video's watch time at a time (lib/watch-time.ts's WatchTimeTracker), saved through `save`
 * (which must be stable). A closing tab or a phone switching apps may never come back, so the
 * position is also saved whenever the page is hidden.
 */
export function useWatchTimeTracking(save: (key: string, seconds: number) => unknown): WatchTimeTracking {
  const tracking = useRef<{ key: string; tracker: WatchTimeTracker } | null>(null);

  const stop = useCallback(() => {
    const current = tracking.current;
    if (!current) return;
    current.tracker.flush();
    current.tracker.dispose();
    tracking.current = null;
  }, []);

  const start = useCallback(
    (video: TrackedVideo, player: YTPlayer) => {
      tracking.current = {
        key: video.key,
        tracker: new WatchTimeTracker({ player, initialSeconds: video.storedWatchTime, save: (seconds) => save(video.key, seconds) }),
      };
    },
    [save],
  );

  const handleState = useCallback((key: string | null, state: number) => {
    const current = tracking.current;
    if (current && current.key === key) current.tracker.handleState(state);
  }, []);

  useEffect(() => {
    const flush = () => tracking.current?.tracker.flush();
    const onVisibility = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  return useMemo(() => ({ start, stop, handleState }), [start, stop, handleState]);
}
