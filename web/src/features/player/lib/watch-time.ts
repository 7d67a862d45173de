/**
 * Watch-time rules (spec 1 §4, §5, §9) and the small controller that applies them to a player.
 * Pure except for the injected clock, so tests drive it with fake timers and a fake player.
 */

/** The IFrame API's state codes (spec 1 §4 uses 1, 2, 3 and 0). */
export const PlayerState = {
  UNSTARTED: -1,
  ENDED: 0,
  PLAYING: 1,
  PAUSED: 2,
  BUFFERING: 3,
  CUED: 5,
} as const;

/** The watch-time timer polls this often while playing or buffering. */
export const WATCH_TIME_POLL_MS = 5_000;
/** A poll saves when the position moved at least this many seconds since the last save... */
export const SAVE_MIN_MOVE_SECONDS = 3;
/** ...or when more than this long passed since the last save. */
export const SAVE_MAX_INTERVAL_MS = 15_000;
/** Playback resumes from the saved watch time only above this. */
export const RESUME_THRESHOLD_SECONDS = 10;
/** A video saved this close to its end counts as finished: reopening starts it over. */
export const FINISHED_MARGIN_SECONDS = 5;

/** Whole, non-negative seconds (the API stores integers). */
export function wholeSeconds(seconds: number): number {
  return Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
}

/**
 * The save rule for a poll: the position moved ≥ 3 s (either way) or > 15 s passed since the last
 * save. Never saves a value equal to the last saved one: there would be nothing new to store.
 */
export function shouldSave(input: { position: number; lastSaved: number; msSinceLastSave: number }): boolean {
  const position = wholeSeconds(input.position);
  if (position === input.lastSaved) return false;
  return Math.abs(position - input.lastSaved) >= SAVE_MIN_MOVE_SECONDS || input.msSinceLastSave > SAVE_MAX_INTERVAL_MS;
}

/**
 * Where a video starts: the URL's own start (`start` or `t`) wins; otherwise the saved watch time
 * when it is over 10 s, unless the video was watched to (nearly) its end, which starts it over.
 */
export function resumePosition(input: {
  explicitStart: number | null | undefined;
  savedWatchTime: number | null | undefined;
  durationSeconds?: number | null;
}): number {
  if (input.explicitStart !== null && input.explicitStart !== undefined) return wholeSeconds(input.explicitStart);
  const saved = wholeSeconds(input.savedWatchTime ?? 0);
  if (saved <= RESUME_THRESHOLD_SECONDS) return 0;
  if (input.durationSeconds && saved >= input.durationSeconds - FINISHED_MARGIN_SECONDS) return 0;
  return saved;
}

/** The part of the player the tracker reads. */
export interface PositionSource {
  getCurrentTime(): number;
}

/** Timers and time, injectable so tests can fake them. */
export interface TrackerClock {
  now(): number;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const realClock: TrackerClock = {
  now: () => Date.now(),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

export interface WatchTimeTrackerOptions {
  player: PositionSource;
  /** Persists whole seconds; a rejection is only logged (spec 1 §8). */
  save(seconds: number): unknown;
  /** The watch time already stored, so an unchanged position is not saved again. */
  initialSeconds?: number;
  clock?: TrackerClock;
  /** Told about failed saves; console.warn by default. */
  onSaveError?(error: unknown): void;
}

/**
 * Tracks one video's watch time: playing or buffering starts a 5 s poll that saves per the rule
 * above; pause and end stop it and save the final position. Nothing is saved before playback has
 * started, so opening and closing a video never overwrites its progress with 0.
 */
export class WatchTimeTracker {
  private readonly player: PositionSource;
  private readonly saveFn: (seconds: number) => unknown;
  private readonly clock: TrackerClock;
  private readonly onSaveError: (error: unknown) => void;
  private timer: unknown = null;
  private started = false;
  private disposed = false;
  private lastSavedAt: number;
  /** The last whole-second value saved (or known to be stored). */
  lastSaved: number;
  /** How many saves this tracker made. */
  saveCount = 0;

  constructor(options: WatchTimeTrackerOptions) {
    this.player = options.player;
    this.saveFn = options.save;
    this.clock = options.clock ?? realClock;
    this.onSaveError = options.onSaveError ?? ((error) => console.warn('Could not save the watch time', error));
    this.lastSaved = wholeSeconds(options.initialSeconds ?? 0);
    this.lastSavedAt = this.clock.now();
  }

  get polling(): boolean {
    return this.timer !== null;
  }

  /** Feed every onStateChange code here. */
  handleState(state: number): void {
    if (this.disposed) return;
    if (state === PlayerState.PLAYING || state === PlayerState.BUFFERING) {
      if (state === PlayerState.PLAYING) this.started = true;
      this.startPolling();
    } else if (state === PlayerState.PAUSED || state === PlayerState.ENDED) {
      this.stopPolling();
      this.flush();
    } else {
      this.stopPolling();
    }
  }

  /** One poll: saves when the rule says so. */
  poll(): void {
    if (!this.started || this.disposed) return;
    const position = this.position();
    if (position === null) return;
    if (shouldSave({ position, lastSaved: this.lastSaved, msSinceLastSave: this.clock.now() - this.lastSavedAt })) this.commit(position);
  }

  /** Saves the current position if it differs from the stored one (pause, end, switch, close). */
  flush(): boolean {
    if (!this.started || this.disposed) return false;
    const position = this.position();
    if (position === null || wholeSeconds(position) === this.lastSaved) return false;
    this.commit(position);
    return true;
  }

  /** Stops the poll; later calls do nothing. Call flush() first to keep the last position. */
  dispose(): void {
    this.stopPolling();
    this.disposed = true;
  }

  private position(): number | null {
    try {
      const time = this.player.getCurrentTime();
      return Number.isFinite(time) ? time : null;
    } catch {
      return null; // the player was destroyed under us
    }
  }

  private commit(position: number): void {
    const seconds = wholeSeconds(position);
    this.lastSaved = seconds;
    this.lastSavedAt = this.clock.now();
    this.saveCount += 1;
    try {
      const result = this.saveFn(seconds);
      if (result && typeof (result as Promise<unknown>).catch === 'function') (result as Promise<unknown>).catch(this.onSaveError);
    } catch (error) {
      this.onSaveError(error);
    }
  }

  private startPolling(): void {
    if (this.timer !== null) return;
    this.timer = this.clock.setInterval(() => this.poll(), WATCH_TIME_POLL_MS);
  }

  private stopPolling(): void {
    if (this.timer === null) return;
    this.clock.clearInterval(this.timer);
    this.timer = null;
  }
}
