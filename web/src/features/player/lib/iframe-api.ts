import { fetchClientConfig } from '../api';

/**
 * The YouTube IFrame Player API, loaded on first play only (DESIGN §8): nobody who never presses
 * play downloads the script. Its address comes from GET /api/config/client, so tests and offline
 * development point it at a local stub.
 */

export const DEFAULT_IFRAME_API_URL = 'https://www.youtube.com/iframe_api';

/** The subset of YT.Player that Vidshelf uses. */
export interface YTPlayer {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  getCurrentTime(): number;
  getDuration(): number;
  getPlayerState(): number;
  setVolume(volume: number): void;
  getVolume(): number;
  mute(): void;
  unMute(): void;
  isMuted(): boolean;
  loadVideoById(options: { videoId: string; startSeconds?: number }): void;
  cueVideoById(options: { videoId: string; startSeconds?: number }): void;
  destroy(): void;
}

export interface YTEvent<T = unknown> {
  target: YTPlayer;
  data: T;
}

export interface YTPlayerOptions {
  videoId: string;
  width?: string | number;
  height?: string | number;
  host?: string;
  playerVars?: Record<string, string | number | undefined>;
  events?: {
    onReady?(event: YTEvent<undefined>): void;
    onStateChange?(event: YTEvent<number>): void;
    /** 2 bad id, 5 HTML5 error, 100 not found, 101/150 embedding forbidden. */
    onError?(event: YTEvent<number>): void;
  };
}

export interface YTNamespace {
  Player: new (element: HTMLElement | string, options: YTPlayerOptions) => YTPlayer;
  PlayerState: { UNSTARTED: -1; ENDED: 0; PLAYING: 1; PAUSED: 2; BUFFERING: 3; CUED: 5 };
}

declare global {
  interface Window {
    YT?: YTNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

let loading: Promise<YTNamespace> | null = null;

async function scriptUrl(): Promise<string> {
  try {
    const config = await fetchClientConfig();
    return config?.youtubeIframeApiUrl || DEFAULT_IFRAME_API_URL;
  } catch {
    return DEFAULT_IFRAME_API_URL;
  }
}

/** How long the script may take before the player reports failure. */
const LOAD_TIMEOUT_MS = 20_000;

/**
 * Resolves the `YT` namespace, loading the script once (later calls share the same promise).
 * A failed load is forgotten, so the next play tries again.
 */
export function loadYouTubeIframeApi(): Promise<YTNamespace> {
  if (typeof window === 'undefined') return Promise.reject(new Error('No window'));
  if (window.YT?.Player) return Promise.resolve(window.YT);
  loading ??= new Promise<YTNamespace>((resolve, reject) => {
    const previous = window.onYouTubeIframeAPIReady;
    const timeout = window.setTimeout(() => fail(new Error('The YouTube player script did not load in time')), LOAD_TIMEOUT_MS);
    function fail(error: Error) {
      window.clearTimeout(timeout);
      loading = null;
      reject(error);
    }
    // The API calls this global once it is ready; keep any earlier callback working.
    window.onYouTubeIframeAPIReady = () => {
      window.clearTimeout(timeout);
      previous?.();
      if (window.YT?.Player) resolve(window.YT);
      else fail(new Error('The YouTube player script did not define YT.Player'));
    };
    void scriptUrl().then((src) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.dataset.youtubeIframeApi = '';
      script.onerror = () => {
        script.remove();
        fail(new Error(`Could not load ${src}`));
      };
      document.head.append(script);
    });
  });
  return loading;
}
