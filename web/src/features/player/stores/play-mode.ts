import { create } from 'zustand';
import type { Bookmark } from '../../../lib/models';
import { notify } from '../../../lib/toast';
import { notifyPlayAllComplete, startPlayAll } from '../lib/play-all';
import { playerText } from '../lib/texts';

interface PlayModeState {
  /** The bookmarks the phone list shows while in play mode, in play order; null outside it. */
  ids: string[] | null;
  /** The card whose inline player is open, in or outside play mode. */
  playingId: string | null;
  setPlayingId(id: string | null): void;
  /** Phone Play All: show only the playable selected videos and start the first one inline. */
  enter(selected: readonly Bookmark[]): boolean;
  /** Back to the full list, with the toast 'Exited Play Mode'. */
  exit(): void;
  /**
   * After `id` ended in play mode: the next video plays inline; after the last one, the toast
   * 'Play All Complete' and `onComplete` (the screen clears its selection). The list stays
   * narrowed until the user exits.
   */
  advance(id: string, onComplete?: () => void): void;
}

/**
 * The temporary play mode of phones (spec 1 §4): instead of the dialog, the list narrows to the
 * selected videos (the screen shows <PlayModeBadge>) and their inline players play one after
 * another. Not persisted: a reload shows the full list again.
 */
export const usePlayMode = create<PlayModeState>()((set, get) => ({
  ids: null,
  playingId: null,
  setPlayingId: (playingId) => set({ playingId }),
  enter(selected) {
    const started = startPlayAll(selected);
    if (!started) return false;
    set({ ids: started.queue.map((b) => b.id), playingId: started.queue[0]!.id });
    return true;
  },
  exit() {
    if (get().ids === null) return;
    set({ ids: null, playingId: null });
    notify({ title: playerText('toasts.exitedPlayMode.title'), description: playerText('toasts.exitedPlayMode.description'), id: 'player-exited-play-mode' });
  },
  advance(id, onComplete) {
    const ids = get().ids;
    if (!ids) return set({ playingId: null });
    const index = ids.indexOf(id);
    const next = index >= 0 ? ids[index + 1] : undefined;
    if (next) return set({ playingId: next });
    set({ playingId: null });
    notifyPlayAllComplete();
    onComplete?.();
  },
}));
