import { useCallback } from 'react';
import type { YTPlayer } from '../lib/iframe-api';
import { safely, seekRelative, seekWithin, togglePlayback } from '../lib/player-commands';

/** The player's commands for controls and shortcuts: stable per player, nothing without one. */
export function usePlayerCommands(player: YTPlayer | null) {
  const play = useCallback(() => player && safely(() => player.playVideo()), [player]);
  const pause = useCallback(() => player && safely(() => player.pauseVideo()), [player]);
  const togglePlay = useCallback(() => player && togglePlayback(player), [player]);
  const seekTo = useCallback((seconds: number) => player && seekWithin(player, seconds), [player]);
  const seekBy = useCallback((delta: number) => player && seekRelative(player, delta), [player]);
  return { play, pause, togglePlay, seekTo, seekBy };
}
