import type { Bookmark } from '../../../lib/library';
import { notify } from '../../../lib/toast';
import { playAllQueue, youtubeQueueUrl } from '../../bookmarks/lib/play-order';

export const openInNewTab = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');

/**
 * Play All until the in-app player arrives: the playable selected videos, in list order, as a
 * YouTube queue in a new tab. Restricted videos are skipped and counted (spec 1 §4).
 */
export function playAll(listOrder: readonly Bookmark[], selectedIds: ReadonlySet<string>) {
  const { queue, skipped } = playAllQueue(listOrder, selectedIds);
  if (queue.length === 0) {
    notify({ title: 'No Playable Videos', description: 'The selected videos cannot be played here.', variant: 'destructive' });
    return;
  }
  if (skipped > 0) {
    notify({ title: 'Some videos skipped', description: `${skipped} restricted ${skipped === 1 ? 'video was' : 'videos were'} skipped.` });
  }
  openInNewTab(youtubeQueueUrl(queue.map((b) => b.videoId)));
}
