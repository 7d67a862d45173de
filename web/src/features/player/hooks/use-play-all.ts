import { useCallback, useState } from 'react';
import type { Bookmark } from '../../../lib/models';
import { startPlayAll } from '../lib/play-all';
import { categoryPlayQueue, sectionsPlayQueue, type PlayQueue, type PlayerMode, type SectionsCategory } from '../lib/queue';

export { startPlayAll };

/** What the screen passes to <PlayerDialog> (besides open/onOpenChange). */
export interface PlayerSessionState extends PlayQueue<Bookmark> {
  mode: PlayerMode;
  /** Bumped on every start, as a React key: a new session starts fresh. */
  id: number;
}

/**
 * The player dialog's state for a screen. `session` stays set after closing (so the dialog can
 * animate out); render the lazily loaded dialog once `session` is non-null, so neither its code
 * nor the YouTube script loads before the first play.
 *
 *   const player = usePlayerLauncher();
 *   player.playOne(bookmark)                          // one video
 *   player.playSections(bookmarks, categories, b)     // sections view: every section, from b
 *   player.playCategory(categoryBookmarks, b)         // category view: rotated to start at b
 *   player.playAll(selectedInListOrder)               // returns false when nothing was playable
 *   {player.session && <PlayerDialog key={player.session.id} {...player.session} open={player.open}
 *      onOpenChange={player.setOpen} onPlayAllComplete={clearSelection} />}
 */
export function usePlayerLauncher() {
  const [session, setSession] = useState<PlayerSessionState | null>(null);
  const [open, setOpen] = useState(false);

  const play = useCallback((queue: PlayQueue<Bookmark>, mode: PlayerMode = 'single') => {
    if (queue.queue.length === 0) return;
    setSession((previous) => ({ ...queue, mode, id: (previous?.id ?? 0) + 1 }));
    setOpen(true);
  }, []);

  const playOne = useCallback((bookmark: Bookmark) => play({ queue: [bookmark], startIndex: 0 }), [play]);
  const playSections = useCallback(
    (bookmarks: readonly Bookmark[], categories: readonly SectionsCategory[], clicked: Bookmark) =>
      play(sectionsPlayQueue(bookmarks, categories, clicked.id)),
    [play],
  );
  const playCategory = useCallback((categoryBookmarks: readonly Bookmark[], clicked: Bookmark) => play(categoryPlayQueue(categoryBookmarks, clicked.id)), [play]);
  const playAll = useCallback(
    (selected: readonly Bookmark[]) => {
      const started = startPlayAll(selected);
      if (started) play(started, 'play-all');
      return started !== null;
    },
    [play],
  );

  return { session, open, setOpen, play, playOne, playSections, playCategory, playAll };
}
