/**
 * An offline stand-in for the YouTube IFrame Player API script (https://www.youtube.com/iframe_api).
 * It runs in the browser: ../iframe-api-stub.ts strips its types and serves it at
 * /dev/youtube/iframe_api.js (dev mode), and tests point YOUTUBE_IFRAME_API_URL at it, so the
 * SPA's real player code runs without the network. Its own tsconfig.json checks it against the DOM.
 *
 * It defines window.YT = { Player, PlayerState } with the methods Vidshelf calls, replaces the
 * target element with a box showing the video id and a clock, and then calls
 * window.onYouTubeIframeAPIReady, as the real script does. A video plays in real time (times
 * window.__ytStubSpeed when set) and ends at window.__ytStubDurations[videoId],
 * window.__ytStubDuration or 120 s. Ids listed in window.__ytStubErrorIds fail with error 150.
 * Everything the page asks for is recorded on window.__ytStub: scriptLoads, players, current
 * (the newest player), loaded ({videoId, startSeconds} per loaded video), seeks, calls, states.
 *
 * It imports nothing and exports nothing (the empty export only makes it a module to TypeScript,
 * so its names are its own); the server wraps it in a function. It uses only the DOM calls the
 * unit test's small fake document knows.
 */

export {};

interface LoadRequest {
  videoId: string;
  startSeconds: number;
}

interface StubRecord {
  scriptLoads: number;
  players: StubPlayer[];
  /** The newest player, until it is destroyed. */
  current: StubPlayer | null;
  loaded: LoadRequest[];
  seeks: { videoId: string; seconds: number }[];
  calls: { name: string; args: unknown[]; videoId: string }[];
  states: { videoId: string; state: number }[];
  destroyed: number;
}

type StubEventName = 'onReady' | 'onStateChange' | 'onError';

interface StubPlayerOptions {
  videoId?: string;
  playerVars?: { autoplay?: number | string; start?: number | string };
  events?: Partial<Record<StubEventName, (event: { target: StubPlayer; data: unknown }) => void>>;
}

declare global {
  interface Window {
    __ytStub?: Partial<StubRecord>;
    __ytStubSpeed?: number;
    __ytStubDuration?: number;
    __ytStubDurations?: Record<string, number>;
    __ytStubErrorIds?: string[];
    YT?: unknown;
    onYouTubeIframeAPIReady?: () => void;
  }
}

const existing: Partial<StubRecord> = window.__ytStub ?? {};
const record: StubRecord = Object.assign(existing, {
  scriptLoads: (existing.scriptLoads ?? 0) + 1,
  players: existing.players ?? [],
  current: existing.current ?? null,
  loaded: existing.loaded ?? [],
  seeks: existing.seeks ?? [],
  calls: existing.calls ?? [],
  states: existing.states ?? [],
  destroyed: existing.destroyed ?? 0,
});
window.__ytStub = record;

const State = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 } as const;
const STATE_NAMES: Record<number, string> = { [-1]: 'unstarted', 0: 'ended', 1: 'playing', 2: 'paused', 3: 'buffering', 5: 'cued' };

function speed(): number {
  const s = Number(window.__ytStubSpeed);
  return s > 0 ? s : 1;
}

function durationOf(id: string): number {
  const map = window.__ytStubDurations;
  if (map && Number(map[id]) > 0) return Number(map[id]);
  const d = Number(window.__ytStubDuration);
  return d > 0 ? d : 120;
}

function failsToPlay(id: string): boolean {
  const ids = window.__ytStubErrorIds;
  return !!ids && ids.indexOf(id) >= 0;
}

function clock(seconds: number): string {
  const t = Math.max(0, Math.floor(seconds));
  const s = t % 60;
  return `${Math.floor(t / 60)}:${s < 10 ? '0' : ''}${s}`;
}

function parseLoad(arg: unknown, start?: unknown): LoadRequest {
  if (arg && typeof arg === 'object') {
    const request = arg as { videoId?: unknown; startSeconds?: unknown };
    return { videoId: String(request.videoId), startSeconds: Number(request.startSeconds) || 0 };
  }
  return { videoId: String(arg), startSeconds: Number(start) || 0 };
}

class StubPlayer {
  /** Read by the browser stories: the video this player holds. */
  _videoId = '';
  private readonly events: NonNullable<StubPlayerOptions['events']>;
  private el: HTMLElement | null;
  private state: number = State.UNSTARTED;
  private volume = 100;
  private muted = false;
  private ready = false;
  private destroyed = false;
  private pending: ReturnType<typeof setTimeout> | undefined;
  private readonly timer: ReturnType<typeof setInterval>;
  private duration = 0;
  /** The position at `since`; it moves on from there while playing. */
  private base = 0;
  private since = 0;

  constructor(target: HTMLElement | string, options: StubPlayerOptions = {}) {
    const element = typeof target === 'string' ? document.getElementById(target) : target;
    if (!element || !element.parentNode) throw new Error('YT stub: no element to replace');
    const vars = options.playerVars ?? {};
    this.events = options.events ?? {};

    const box = document.createElement('div');
    box.className = 'yt-stub';
    box.setAttribute('data-testid', 'yt-stub');
    if (element.id) box.id = element.id;
    box.style.cssText =
      'width:100%;height:100%;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:6px;' +
      'background:radial-gradient(circle at 50% 40%,#27272a,#09090b);color:#fafafa;font:500 14px/1.4 ui-monospace,monospace;';
    // Styles through the CSSOM, not markup: the SPA's Content-Security-Policy blocks style attributes.
    for (const [role, css] of [
      ['video', 'font-size:18px;letter-spacing:.04em'],
      ['clock', 'font-size:28px;font-variant-numeric:tabular-nums'],
      ['state', 'opacity:.6;text-transform:uppercase;font-size:11px;letter-spacing:.12em'],
    ] as const) {
      const child = document.createElement('div');
      child.setAttribute('data-role', role);
      child.style.cssText = css;
      box.append(child);
    }
    element.parentNode.replaceChild(box, element);
    this.el = box;

    record.players.push(this);
    record.current = this;
    this.load(parseLoad(options.videoId, vars.start));
    this.timer = setInterval(() => this.tick(), 100);
    setTimeout(() => {
      if (this.destroyed) return;
      this.ready = true;
      this.emit('onReady');
      if (failsToPlay(this._videoId)) return this.emit('onError', 150);
      if (Number(vars.autoplay) === 1 && this.state === State.UNSTARTED) this.startPlayback();
    }, 40);
  }

  private emit(name: StubEventName, data?: unknown): void {
    const handler = this.events[name];
    if (typeof handler !== 'function') return;
    try {
      handler({ target: this, data });
    } catch (error) {
      // As the real player: a page's handler failing is the page's error, not the player's.
      setTimeout(() => {
        throw error;
      });
    }
  }

  private call(name: string, args: unknown[]): void {
    record.calls.push({ name, args, videoId: this._videoId });
  }

  private setState(state: number): void {
    if (this.state === state) return;
    this.state = state;
    record.states.push({ videoId: this._videoId, state });
    this.render();
    this.emit('onStateChange', state);
  }

  private position(): number {
    if (this.state !== State.PLAYING) return this.base;
    return Math.min(this.duration, this.base + ((Date.now() - this.since) / 1000) * speed());
  }

  private freeze(): void {
    this.base = this.position();
    this.since = Date.now();
  }

  private load(request: LoadRequest): void {
    clearTimeout(this.pending);
    this._videoId = request.videoId;
    this.duration = durationOf(request.videoId);
    this.base = Math.min(Math.max(0, request.startSeconds), this.duration);
    this.since = Date.now();
    record.loaded.push({ videoId: request.videoId, startSeconds: request.startSeconds });
    this.render();
  }

  private startPlayback(): void {
    if (failsToPlay(this._videoId)) return this.emit('onError', 150);
    this.setState(State.BUFFERING);
    clearTimeout(this.pending);
    this.pending = setTimeout(() => {
      if (this.destroyed || this.state !== State.BUFFERING) return;
      this.since = Date.now();
      this.setState(State.PLAYING);
    }, 60);
  }

  private tick(): void {
    if (this.state === State.PLAYING && this.position() >= this.duration) {
      this.base = this.duration;
      this.setState(State.ENDED);
    }
    this.render();
  }

  private render(): void {
    if (!this.el) return;
    const parts = this.el.children;
    parts[0]!.textContent = this._videoId;
    parts[1]!.textContent = `${clock(this.position())} / ${clock(this.duration)}`;
    parts[2]!.textContent = STATE_NAMES[this.state] ?? '';
  }

  playVideo(...args: unknown[]): void {
    this.call('playVideo', args);
    if (!this.ready || this.state === State.PLAYING || this.state === State.BUFFERING) return;
    if (this.state === State.ENDED) this.base = 0;
    if (this.state === State.PAUSED) {
      this.since = Date.now();
      this.setState(State.PLAYING);
    } else {
      this.startPlayback();
    }
  }

  pauseVideo(...args: unknown[]): void {
    this.call('pauseVideo', args);
    if (this.state !== State.PLAYING && this.state !== State.BUFFERING) return;
    this.freeze();
    clearTimeout(this.pending);
    this.setState(State.PAUSED);
  }

  seekTo(seconds: number, ...rest: unknown[]): void {
    this.call('seekTo', [seconds, ...rest]);
    record.seeks.push({ videoId: this._videoId, seconds: Number(seconds) });
    this.base = Math.min(Math.max(0, Number(seconds) || 0), this.duration);
    this.since = Date.now();
    if (this.state === State.ENDED && this.base < this.duration) this.setState(State.PAUSED);
    this.tick();
  }

  loadVideoById(arg: unknown, start?: unknown): void {
    this.call('loadVideoById', start === undefined ? [arg] : [arg, start]);
    this.setState(State.UNSTARTED);
    this.load(parseLoad(arg, start));
    this.startPlayback();
  }

  cueVideoById(arg: unknown, start?: unknown): void {
    this.call('cueVideoById', start === undefined ? [arg] : [arg, start]);
    clearTimeout(this.pending);
    this.load(parseLoad(arg, start));
    this.setState(State.CUED);
  }

  getCurrentTime(): number {
    return this.position();
  }

  getDuration(): number {
    return this.ready ? this.duration : 0;
  }

  getPlayerState(): number {
    return this.state;
  }

  setVolume(volume: number): void {
    this.call('setVolume', [volume]);
    this.volume = Math.min(100, Math.max(0, Number(volume) || 0));
  }

  getVolume(): number {
    return this.volume;
  }

  mute(): void {
    this.call('mute', []);
    this.muted = true;
  }

  unMute(): void {
    this.call('unMute', []);
    this.muted = false;
  }

  isMuted(): boolean {
    return this.muted;
  }

  getVideoData(): { video_id: string; title: string } {
    return { video_id: this._videoId, title: this._videoId };
  }

  getIframe(): HTMLElement | null {
    return this.el;
  }

  destroy(): void {
    this.call('destroy', []);
    this.destroyed = true;
    clearInterval(this.timer);
    clearTimeout(this.pending);
    if (this.el && this.el.parentNode) this.el.parentNode.removeChild(this.el);
    this.el = null;
    record.destroyed += 1;
    if (record.current === this) record.current = null;
  }
}

window.YT = { Player: StubPlayer, PlayerState: State, loaded: 1 };
setTimeout(() => {
  if (typeof window.onYouTubeIframeAPIReady === 'function') window.onYouTubeIframeAPIReady();
}, 0);
