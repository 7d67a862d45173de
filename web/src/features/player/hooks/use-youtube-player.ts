import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadYouTubeIframeApi, type YTPlayer } from '../lib/iframe-api';
import { PlayerState, WatchTimeTracker } from '../lib/watch-time';

/** Spec 1 §4: the player reloads this long after the video changes. */
export const RELOAD_DELAY_MS = 200;
/** Time the player gets to report ready once the script is there. */
const READY_TIMEOUT_MS = 20_000;

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

export type PlayerStatus = 'idle' | 'loading' | 'ready' | 'failed';

interface Options {
  /** The video to play; null shows nothing new (and pauses what plays). */
  item: PlaybackItem | null;
  volume: number;
  muted: boolean;
  onSave(key: string, seconds: number): unknown;
  onEnded?(): void;
  /** Extra playerVars (the inline player keeps YouTube's fullscreen off too). */
  autoplay?: boolean;
}

function safely<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined; // the iframe went away (destroyed, navigated): nothing to control any more
  }
}

/**
 * Drives one YouTube IFrame player: creates it the first time there is a video to play (loading
 * the API script then), loads later videos into the same player 200 ms after the choice changes,
 * applies volume and mute, and tracks each video's watch time (saved on pause, end, switch,
 * close and when the page is hidden).
 */
export function useYouTubePlayer({ item, volume, muted, onSave, onEnded, autoplay = true }: Options) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [player, setPlayer] = useState<YTPlayer | null>(null);
  const [status, setStatus] = useState<PlayerStatus>('idle');
  const [playerState, setPlayerState] = useState<number>(PlayerState.UNSTARTED);
  const [error, setError] = useState<{ key: string; code: number } | null>(null);
  const [created, setCreated] = useState(false);
  if (item && !created) setCreated(true);

  const latest = useRef({ item, volume, muted, onSave, onEnded, autoplay });
  useLayoutEffect(() => {
    latest.current = { item, volume, muted, onSave, onEnded, autoplay };
  });
  /** The bookmark whose video the player holds. */
  const loadedKey = useRef<string | null>(null);
  const tracking = useRef<{ key: string; tracker: WatchTimeTracker } | null>(null);
  const pausedForSwitch = useRef(false);

  const stopTracking = useCallback(() => {
    const current = tracking.current;
    if (!current) return;
    current.tracker.flush();
    current.tracker.dispose();
    tracking.current = null;
  }, []);

  const startTracking = useCallback((next: PlaybackItem, source: YTPlayer) => {
    tracking.current = {
      key: next.key,
      tracker: new WatchTimeTracker({
        player: source,
        initialSeconds: next.storedWatchTime,
        save: (seconds) => latest.current.onSave(next.key, seconds),
      }),
    };
  }, []);

  // Create the player once, on the first video to play.
  useEffect(() => {
    if (!created) return;
    let cancelled = false;
    let instance: YTPlayer | null = null;
    let readyTimer: number | undefined;
    setStatus('loading');
    loadYouTubeIframeApi().then(
      (YT) => {
        const host = hostRef.current;
        const first = latest.current.item;
        if (cancelled || !host || !first) return;
        const mount = document.createElement('div');
        host.replaceChildren(mount);
        loadedKey.current = first.key;
        readyTimer = window.setTimeout(() => setStatus((s) => (s === 'loading' ? 'failed' : s)), READY_TIMEOUT_MS);
        instance = new YT.Player(mount, {
          videoId: first.videoId,
          width: '100%',
          height: '100%',
          playerVars: {
            autoplay: latest.current.autoplay ? 1 : 0,
            start: first.startSeconds || undefined,
            controls: 0,
            disablekb: 1,
            fs: 0,
            rel: 0,
            iv_load_policy: 3,
            playsinline: 1,
            enablejsapi: 1,
            origin: window.location.origin,
          },
          events: {
            onReady: (event) => {
              if (cancelled) return;
              window.clearTimeout(readyTimer);
              const ready = event.target;
              startTracking(first, ready);
              ready.setVolume(latest.current.volume);
              if (latest.current.muted) ready.mute();
              else ready.unMute();
              if (latest.current.autoplay) ready.playVideo();
              setPlayer(ready);
              setStatus('ready');
            },
            onStateChange: (event) => {
              if (cancelled) return;
              setPlayerState(event.data);
              const current = tracking.current;
              if (current && current.key === loadedKey.current) current.tracker.handleState(event.data);
              if (event.data === PlayerState.ENDED && !pausedForSwitch.current) latest.current.onEnded?.();
            },
            onError: (event) => {
              if (cancelled || !loadedKey.current) return;
              window.clearTimeout(readyTimer);
              setStatus((s) => (s === 'loading' ? 'ready' : s));
              setError({ key: loadedKey.current, code: event.data });
            },
          },
        });
      },
      () => {
        if (!cancelled) setStatus('failed');
      },
    );
    const host = hostRef.current;
    return () => {
      cancelled = true;
      window.clearTimeout(readyTimer);
      stopTracking();
      if (instance) safely(() => instance!.destroy());
      host?.replaceChildren();
      loadedKey.current = null;
      setPlayer(null);
    };
  }, [created, startTracking, stopTracking]);

  // Later videos load into the same player, RELOAD_DELAY_MS after the choice changes.
  const itemKey = item?.key ?? null;
  useEffect(() => {
    if (!player) return;
    const next = latest.current.item;
    if (!next) {
      // A restricted video is showing: the previous one must not keep playing underneath.
      pausedForSwitch.current = true;
      safely(() => player.pauseVideo());
      return;
    }
    if (next.key === loadedKey.current) {
      // Back on the video the player holds (a restricted detour, or a quick there-and-back):
      // carry on, or start it again if it had ended.
      if (safely(() => player.getPlayerState()) === PlayerState.ENDED) {
        safely(() => player.loadVideoById({ videoId: next.videoId, startSeconds: next.startSeconds }));
      } else if (pausedForSwitch.current) {
        safely(() => player.playVideo());
      }
      pausedForSwitch.current = false;
      return;
    }
    // Save where the old video got to now, while the player still holds it.
    stopTracking();
    pausedForSwitch.current = false;
    const timer = window.setTimeout(() => {
      loadedKey.current = next.key;
      setPlayerState(PlayerState.UNSTARTED);
      startTracking(next, player);
      safely(() => player.loadVideoById({ videoId: next.videoId, startSeconds: next.startSeconds }));
    }, RELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [player, itemKey, startTracking, stopTracking]);

  useEffect(() => {
    if (!player) return;
    safely(() => {
      player.setVolume(volume);
      if (muted) player.mute();
      else player.unMute();
    });
  }, [player, volume, muted]);

  // A closing tab or a phone switching apps may never come back: keep the position now.
  useEffect(() => {
    const flush = () => tracking.current?.tracker.flush();
    const onVisibility = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  const isPlaying = playerState === PlayerState.PLAYING || playerState === PlayerState.BUFFERING;

  const play = useCallback(() => player && safely(() => player.playVideo()), [player]);
  const pause = useCallback(() => player && safely(() => player.pauseVideo()), [player]);
  const togglePlay = useCallback(() => {
    if (!player) return;
    const state = safely(() => player.getPlayerState());
    if (state === PlayerState.PLAYING || state === PlayerState.BUFFERING) safely(() => player.pauseVideo());
    else safely(() => player.playVideo());
  }, [player]);
  const seekTo = useCallback(
    (seconds: number) => {
      if (!player) return;
      const duration = safely(() => player.getDuration()) || Infinity;
      safely(() => player.seekTo(Math.min(Math.max(0, seconds), duration), true));
    },
    [player],
  );
  const seekBy = useCallback(
    (delta: number) => {
      if (!player) return;
      seekTo((safely(() => player.getCurrentTime()) ?? 0) + delta);
    },
    [player, seekTo],
  );

  return {
    hostRef,
    player,
    status,
    playerState,
    isPlaying,
    /** The IFrame API error code of the video showing, if it failed. */
    errorCode: error && item && error.key === item.key ? error.code : null,
    play,
    pause,
    togglePlay,
    seekTo,
    seekBy,
  };
}

export type YouTubePlayerControls = ReturnType<typeof useYouTubePlayer>;
