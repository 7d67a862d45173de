import { parseStartTime } from '../../../../../functions/schemas/video-id.ts';
import type { Bookmark } from '../../../lib/models';
import { effectiveWatchTime } from '../../../lib/watch-time-map';
import { clampIndex } from './queue';
import { resumePosition } from './watch-time';

/** The video chosen in a player queue, and where it starts (decided when it is chosen). */
export interface Selection {
  id: string;
  /** Where it was in the queue when chosen. */
  index: number;
  startSeconds: number;
  storedWatchTime: number;
}

/** Choosing `bookmark`: it starts at `explicitStart`, else its URL's start, else where it was left. */
export function selectionFor(bookmark: Bookmark, index: number, explicitStart: number | null | undefined): Selection {
  const stored = effectiveWatchTime(bookmark);
  return {
    id: bookmark.id,
    index,
    storedWatchTime: stored,
    startSeconds: resumePosition({
      explicitStart: explicitStart ?? parseStartTime(bookmark.url),
      savedWatchTime: stored,
      durationSeconds: bookmark.durationSeconds,
    }),
  };
}

/**
 * Where the selection is in the queue now. The queue may be rebuilt while the player is open (a
 * list refresh): it follows the bookmark, not the position, and falls back to the position when
 * the bookmark left the queue.
 */
export function selectedIndex(queue: readonly { id: string }[], selection: Pick<Selection, 'id' | 'index'>): number {
  const found = queue.findIndex((b) => b.id === selection.id);
  return found >= 0 ? found : clampIndex(queue, selection.index);
}
