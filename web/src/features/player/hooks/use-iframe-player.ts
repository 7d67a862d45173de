import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadYouTubeIframeApi, type YTPlayer } from '../lib/iframe-api';
import { embedPlayerVars, safely } from '../lib/player-commands';

/** Time the player gets to report ready once the script is there. */
const READY_TIMEOUT_MS = 20_000;

export type PlayerStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Where a video starts. */
export interface VideoStart {
  videoId: string;
  startSeconds: number;
}

/** What the player's owner does as the player lives; read afresh each time, so they may change. */
export interface IframePlayerHandlers<V extends VideoStart> {
  autoplay: boolean;
  /** The video to open with, asked once the script is there (null: nothing to play any more). */
  open(): V | null;
  onReady(player: YTPlayer, first: V): void;
  onStateChange(state: number): void;
  /** An IFrame API error code for the video it holds. */
  onError(code: number): void;
  /** The player is about to go (unmount): the last moment it can still be read. */
  onDestroy(): void;
}

/**
 * One YouTube IFrame player, created the first time `wanted` is true (loading the API script then)
 * and kept until unmount, mounted into `hostRef`'s element, which React never renders into. Its
 * status: loading until ready, failed when the script or the player does not come in time.
 */
export function useIframePlayer<V extends VideoStart>(wanted: boolean, handlers: IframePlayerHandlers<V>) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [player, setPlayer] = useState<YTPlayer | null>(null);
  const [status, setStatus] = useState<PlayerStatus>('idle');
  const [created, setCreated] = useState(false);
  if (wanted && !created) setCreated(true);

  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!created) return;
    let cancelled = false;
    let instance: YTPlayer | null = null;
    let readyTimer: number | undefined;
    setStatus('loading');
    loadYouTubeIframeApi().then(
      (YT) => {
        const host = hostRef.current;
        if (cancelled || !host) return;
        const first = latest.current.open();
        if (!first) return;
        const mount = document.createElement('div');
        host.replaceChildren(mount);
        readyTimer = window.setTimeout(() => setStatus((s) => (s === 'loading' ? 'failed' : s)), READY_TIMEOUT_MS);
        instance = new YT.Player(mount, {
          videoId: first.videoId,
          width: '100%',
          height: '100%',
          playerVars: embedPlayerVars({ autoplay: latest.current.autoplay, startSeconds: first.startSeconds, origin: window.location.origin }),
          events: {
            onReady: (event) => {
              if (cancelled) return;
              window.clearTimeout(readyTimer);
              latest.current.onReady(event.target, first);
              setPlayer(event.target);
              setStatus('ready');
            },
            onStateChange: (event) => {
              if (!cancelled) latest.current.onStateChange(event.data);
            },
            onError: (event) => {
              if (cancelled) return;
              window.clearTimeout(readyTimer);
              setStatus((s) => (s === 'loading' ? 'ready' : s));
              latest.current.onError(event.data);
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
      latest.current.onDestroy();
      if (instance) safely(() => instance!.destroy());
      host?.replaceChildren();
      setPlayer(null);
    };
  }, [created]);

  return { hostRef, player, status };
}
