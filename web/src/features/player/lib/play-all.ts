import type { Bookmark } from '../../../lib/models';
import { notify } from '../../../lib/toast';
import { playAllQueue, skippedNotice, type PlayQueue } from './queue';
import { playerText } from './texts';

/**
 * Play All from the selection (spec 1 §4): restricted videos are left out with a toast naming how
 * many; with nothing playable, the toast 'No Playable Videos' and null.
 */
export function startPlayAll(selected: readonly Bookmark[]): PlayQueue<Bookmark> | null {
  const { queue, skipped } = playAllQueue(selected);
  if (queue.length === 0) {
    notify({ title: playerText('toasts.noPlayable.title'), description: playerText('toasts.noPlayable.description'), variant: 'destructive', id: 'player-no-playable' });
    return null;
  }
  if (skipped > 0) notify({ ...skippedNotice(skipped, playerText), id: 'player-skipped' });
  return { queue, startIndex: 0 };
}

/** The end of a Play All (dialog or phone play mode). */
export function notifyPlayAllComplete() {
  notify({ title: playerText('toasts.playAllComplete.title'), description: playerText('toasts.playAllComplete.description'), id: 'player-play-all-complete' });
}
