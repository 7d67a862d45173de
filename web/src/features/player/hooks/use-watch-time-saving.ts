import { useEffect, useRef } from 'react';
import { refreshLibrary } from '../../../lib/revalidate';
import { setWatchTime } from '../../../lib/watch-time-map';
import { saveWatchTime, watchTimeSavesSettled } from '../api';

/**
 * The player's `onSave`: each position goes into this browser's watch-time map at once (cards move
 * their progress bars) and to the server when `mayStore(key)` (not someone else's bookmark). Once
 * the player goes, having saved anything, the lists refresh after the last save has landed (asked
 * after every cleanup has run: the player's own, which saves the final position, may come later).
 */
export function useWatchTimeSaving(mayStore: (key: string) => boolean) {
  const savedSomething = useRef(false);
  useEffect(
    () => () => {
      window.setTimeout(() => {
        if (savedSomething.current) void watchTimeSavesSettled().then(refreshLibrary);
      }, 0);
    },
    [],
  );
  return (key: string, seconds: number) => {
    setWatchTime(key, seconds);
    savedSomething.current = true;
    return mayStore(key) ? saveWatchTime(key, seconds) : undefined;
  };
}
