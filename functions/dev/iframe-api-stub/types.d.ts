// Types of the IFrame API stub (stub.js), for its own typecheck only (tsconfig.json here).

interface StubLoad {
  videoId: string;
  startSeconds: number;
}

/** What the browser stories read of a stub player (window.__ytStub.current). */
interface StubPlayerApi {
  readonly _videoId: string;
  getCurrentTime(): number;
  getDuration(): number;
  getPlayerState(): number;
  seekTo(seconds: number, allowSeekAhead?: boolean): void;
}

/** window.__ytStub: everything the page asked of the stub. */
interface StubRecord {
  scriptLoads: number;
  players: StubPlayerApi[];
  /** The newest player, until it is destroyed. */
  current: StubPlayerApi | null;
  loaded: StubLoad[];
  seeks: { videoId: string; seconds: number }[];
  calls: { name: string; args: unknown[]; videoId: string }[];
  states: { videoId: string; state: number }[];
  destroyed: number;
}

type StubEventName = 'onReady' | 'onStateChange' | 'onError';

interface StubPlayerOptions {
  videoId?: string;
  playerVars?: { autoplay?: number | string; start?: number | string };
  events?: Partial<Record<StubEventName, (event: { target: StubPlayerApi; data: unknown }) => void>>;
}

interface Window {
  __ytStub?: Partial<StubRecord>;
  /** Playback speed (1: real time). */
  __ytStubSpeed?: number;
  /** Every video's length in seconds (120 by default), or per video id. */
  __ytStubDuration?: number;
  __ytStubDurations?: Record<string, number>;
  /** Ids that fail to play with error 150. */
  __ytStubErrorIds?: string[];
  YT?: unknown;
  onYouTubeIframeAPIReady?: () => void;
}
