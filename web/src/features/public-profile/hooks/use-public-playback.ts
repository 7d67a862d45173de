import { useCallback, useState } from 'react';
import type { PlaybackSession, PublicBookmark } from '../types';

/**
 * Playback on the public page (spec 2 §2): from 768 px a dialog with next, previous and the
 * playlist of the clicked video's section; on phones inline in the card, one video at a time.
 */
export function usePublicPlayback(isPhone: boolean) {
  const [session, setSession] = useState<PlaybackSession | null>(null);
  const [open, setOpen] = useState(false);
  const [playingId, setPlayingId] = useState<string | null>(null);

  // Stable functions: the memoized cards take them, and a page of the collection loading re-renders
  // the page, not the cards already on screen.
  /** `place` names where the card is (a section, the featured slot): a video shown twice plays once. */
  const play = useCallback(
    (queue: PublicBookmark[], bookmark: PublicBookmark, place: string) => {
      if (isPhone) {
        setPlayingId(`${place}:${bookmark.id}`);
        return;
      }
      const startIndex = Math.max(0, queue.findIndex((b) => b.id === bookmark.id));
      setSession((previous) => ({ id: (previous?.id ?? 0) + 1, queue, startIndex, place }));
      setOpen(true);
    },
    [isPhone],
  );

  const isPlayingInline = useCallback((bookmark: PublicBookmark, place: string) => isPhone && playingId === `${place}:${bookmark.id}`, [isPhone, playingId]);
  const stopInline = useCallback(() => setPlayingId(null), []);
  return { session, open, setOpen, isPlayingInline, stopInline, play };
}
