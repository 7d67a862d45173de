import { useSyncExternalStore } from 'react';
import { getWatchTime, subscribeWatchTimes } from './watch-time-map';

/**
 * The watch time to draw a card's red progress bar with: this browser's latest value (updated
 * live while a video plays, in any tab), else the bookmark's own.
 */
export function useWatchTime(bookmark: { id: string; watchTime?: number | null }): number {
  const local = useSyncExternalStore(
    subscribeWatchTimes,
    () => getWatchTime(bookmark.id),
    () => undefined,
  );
  return local ?? bookmark.watchTime ?? 0;
}
