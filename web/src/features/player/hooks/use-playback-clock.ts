import { useCallback, useEffect, useState } from 'react';
import type { YTPlayer } from '../lib/iframe-api';

/** Spec 1 §9: the time display refreshes every 500 ms. */
export const CLOCK_REFRESH_MS = 500;

export interface PlaybackTime {
  current: number;
  duration: number;
}

function read(player: YTPlayer | null): PlaybackTime {
  if (!player) return { current: 0, duration: 0 };
  try {
    const current = player.getCurrentTime();
    const duration = player.getDuration();
    return { current: Number.isFinite(current) ? current : 0, duration: Number.isFinite(duration) ? duration : 0 };
  } catch {
    return { current: 0, duration: 0 };
  }
}

/**
 * The position and length of the playing video, read every 500 ms. `refresh` reads at once (after
 * a seek, so the bar does not lag). Only the component that shows the time re-renders.
 */
export function usePlaybackClock(player: YTPlayer | null, fallbackDuration = 0): [PlaybackTime, () => void] {
  const [time, setTime] = useState<PlaybackTime>(() => read(player));
  const refresh = useCallback(() => setTime(read(player)), [player]);
  useEffect(() => {
    refresh();
    if (!player) return;
    const timer = window.setInterval(refresh, CLOCK_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [player, refresh]);
  return [{ current: time.current, duration: time.duration || fallbackDuration }, refresh];
}
