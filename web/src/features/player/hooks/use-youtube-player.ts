import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { applyVolume, isPlayingState } from '../lib/player-commands';
import { PlayerState } from '../lib/watch-time';
import { useIframePlayer } from './use-iframe-player';
import { usePlayerCommands } from './use-player-commands';
import { type LoadedVideo, useVideoSwitching } from './use-video-switching';
import { useWatchTimeTracking } from './use-watch-time-tracking';

export { RELOAD_DELAY_MS } from './use-video-switching';
export type { PlayerStatus } from './use-iframe-player';

/** One video to play, as the player hook needs it. */
export interface PlaybackItem {
  /** The bookmark id: watch time is tracked per bookmark. */
  key: string;
  videoId: string;
  /** Where playback starts (see resumePosition). */
  startSeconds: number;
  /** The watch time already stored, so an unchanged position is not saved again. */
  storedWatchTime: number;
}

interface Options {
  /** The video to play; null shows nothing new (and pauses what plays). */
  item: PlaybackItem | null;
  volume: number;
  muted: boolean;
  onSave(key: string, seconds: number): unknown;
  onEnded?(): void;
  autoplay?: boolean;
}

/**
 * Drives one YouTube IFrame player: creates it the first time there is a video to play
 * (use-iframe-player), loads later videos into the same player 200 ms after the choice changes
 * (use-video-switching), applies volume and mute, and tracks each video's watch time
 * (use-watch-time-tracking: saved on pause, end, switch, close and when the page is hidden).
 */
export function useYouTubePlayer({ item, volume, muted, onSave, onEnded, autoplay = true }: Options) {
  const [playerState, setPlayerState] = useState<number>(PlayerState.UNSTARTED);
  const [error, setError] = useState<{ key: string; code: number } | null>(null);

  const latest = useRef({ item, volume, muted, onSave, onEnded });
  useLayoutEffect(() => {
    latest.current = { item, volume, muted, onSave, onEnded };
  });
  const loaded = useRef<LoadedVideo>({ key: null, pausedForSwitch: false });
  const tracking = useWatchTimeTracking(useCallback((key: string, seconds: number) => latest.current.onSave(key, seconds), []));

  const { hostRef, player, status } = useIframePlayer(item !== null, {
    autoplay,
    open: () => {
      const first = latest.current.item;
      if (first) loaded.current.key = first.key;
      return first;
    },
    onReady: (ready, first) => {
      tracking.start(first, ready);
      ready.setVolume(latest.current.volume);
      if (latest.current.muted) ready.mute();
      else ready.unMute();
      if (autoplay) ready.playVideo();
    },
    onStateChange: (state) => {
      setPlayerState(state);
      tracking.handleState(loaded.current.key, state);
      if (state === PlayerState.ENDED && !loaded.current.pausedForSwitch) latest.current.onEnded?.();
    },
    onError: (code) => {
      const key = loaded.current.key;
      if (key) setError({ key, code });
    },
    onDestroy: () => {
      tracking.stop();
      loaded.current.key = null;
    },
  });

  const onLoad = useCallback(() => setPlayerState(PlayerState.UNSTARTED), []);
  useVideoSwitching(player, item?.key ?? null, { chosen: latest, loaded, tracking, onLoad });

  useEffect(() => {
    if (player) applyVolume(player, volume, muted);
  }, [player, volume, muted]);

  return {
    hostRef,
    player,
    status,
    playerState,
    isPlaying: isPlayingState(playerState),
    /** The IFrame API error code of the video showing, if it failed. */
    errorCode: error && item && error.key === item.key ? error.code : null,
    ...usePlayerCommands(player),
  };
}

export type YouTubePlayerControls = ReturnType<typeof useYouTubePlayer>;
