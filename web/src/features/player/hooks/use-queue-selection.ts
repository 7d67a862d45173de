import { useState } from 'react';
import type { Bookmark } from '../../../lib/models';
import { clampIndex, isPlayable } from '../lib/queue';
import { selectedIndex, selectionFor, type Selection } from '../lib/selection';
import type { PlaybackItem } from './use-youtube-player';

/**
 * The video showing in a player queue: starts at `startIndex` (at `startAt` seconds when given),
 * follows its bookmark through queue rebuilds, and says what the player should load (nothing for a
 * video that cannot play here).
 */
export function useQueueSelection(queue: Bookmark[], startIndex: number, startAt: number | null | undefined) {
  const [selection, setSelection] = useState<Selection>(() => {
    const index = clampIndex(queue, startIndex);
    return selectionFor(queue[index]!, index, startAt);
  });
  const index = selectedIndex(queue, selection);
  const bookmark = queue[index]!;
  const restricted = !isPlayable(bookmark);
  const item: PlaybackItem | null = restricted
    ? null
    : {
        key: bookmark.id,
        videoId: bookmark.videoId,
        startSeconds: selection.id === bookmark.id ? selection.startSeconds : 0,
        storedWatchTime: selection.storedWatchTime,
      };
  const select = (next: number) => setSelection(selectionFor(queue[next]!, next, null));
  return { index, bookmark, restricted, item, select };
}
