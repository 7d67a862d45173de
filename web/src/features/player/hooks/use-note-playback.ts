import { useMemo } from 'react';
import type { YouTubePlayerControls } from './use-youtube-player';

/** What a note's timestamps need from the player: its position, and a way to jump and play. */
export interface NotePlayback {
  /** The playing position in seconds (0 when the player cannot tell). */
  currentTime(): number;
  /** seekTo + play: a timestamp starts the video there, paused or not. */
  seekAndPlay(seconds: number): void;
}

/** The player's note hooks, or null while no video can be controlled (loading, restricted, failed). */
export function useNotePlayback(controls: YouTubePlayerControls, usable: boolean): NotePlayback | null {
  const { player, seekTo, play } = controls;
  return useMemo(() => {
    if (!player || !usable) return null;
    return {
      currentTime: () => {
        try {
          const seconds = player.getCurrentTime();
          return Number.isFinite(seconds) ? seconds : 0;
        } catch {
          return 0; // the iframe went away
        }
      },
      seekAndPlay: (seconds) => {
        seekTo(seconds);
        play();
      },
    };
  }, [player, usable, seekTo, play]);
}
