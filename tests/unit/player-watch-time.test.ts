import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PlayerState,
  WATCH_TIME_POLL_MS,
  WatchTimeTracker,
  resumePosition,
  shouldSave,
  wholeSeconds,
} from '../../web/src/features/player/lib/watch-time';
import type { YTPlayer } from '../../web/src/features/player/lib/iframe-api';

/**
 * A stand-in with the IFrame API player's surface. Time is Date.now(), which vi.useFakeTimers
 * controls, so advancing the fake clock plays the video.
 */
class FakeYTPlayer implements YTPlayer {
  state: number = PlayerState.UNSTARTED;
  private base = 0;
  private since = Date.now();
  private volume = 100;
  private muted = false;
  videoId: string;
  readonly listeners: ((state: number) => void)[] = [];

  constructor(
    videoId: string,
    private readonly duration = 600,
  ) {
    this.videoId = videoId;
  }

  private setState(state: number) {
    this.state = state;
    this.listeners.forEach((listener) => listener(state));
  }
  playVideo() {
    this.since = Date.now();
    this.setState(PlayerState.PLAYING);
  }
  pauseVideo() {
    this.base = this.getCurrentTime();
    this.setState(PlayerState.PAUSED);
  }
  buffer() {
    this.base = this.getCurrentTime();
    this.setState(PlayerState.BUFFERING);
  }
  end() {
    this.base = this.duration;
    this.setState(PlayerState.ENDED);
  }
  seekTo(seconds: number) {
    this.base = seconds;
    this.since = Date.now();
  }
  getCurrentTime() {
    if (this.state !== PlayerState.PLAYING) return this.base;
    return Math.min(this.duration, this.base + (Date.now() - this.since) / 1000);
  }
  getDuration() {
    return this.duration;
  }
  getPlayerState() {
    return this.state;
  }
  setVolume(volume: number) {
    this.volume = volume;
  }
  getVolume() {
    return this.volume;
  }
  mute() {
    this.muted = true;
  }
  unMute() {
    this.muted = false;
  }
  isMuted() {
    return this.muted;
  }
  loadVideoById({ videoId, startSeconds = 0 }: { videoId: string; startSeconds?: number }) {
    this.videoId = videoId;
    this.base = startSeconds;
    this.playVideo();
  }
  cueVideoById({ videoId, startSeconds = 0 }: { videoId: string; startSeconds?: number }) {
    this.videoId = videoId;
    this.base = startSeconds;
    this.setState(PlayerState.CUED);
  }
  destroy() {}
}

/** A player wired to a tracker the way the player hook wires them. */
function setup(options: { initialSeconds?: number; save?: (seconds: number) => unknown } = {}) {
  const player = new FakeYTPlayer('dQw4w9WgXcQ');
  const saves: number[] = [];
  const tracker = new WatchTimeTracker({
    player,
    initialSeconds: options.initialSeconds,
    save: (seconds) => {
      saves.push(seconds);
      return options.save?.(seconds);
    },
  });
  player.listeners.push((state) => tracker.handleState(state));
  return { player, tracker, saves };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the save rule', () => {
  it('saves when the position moved at least 3 s', () => {
    expect(shouldSave({ position: 13, lastSaved: 10, msSinceLastSave: 1000 })).toBe(true);
    expect(shouldSave({ position: 12.9, lastSaved: 10, msSinceLastSave: 1000 })).toBe(false);
  });

  it('counts a jump backwards as a move', () => {
    expect(shouldSave({ position: 4, lastSaved: 30, msSinceLastSave: 1000 })).toBe(true);
  });

  it('saves a small move once more than 15 s passed since the last save', () => {
    expect(shouldSave({ position: 11, lastSaved: 10, msSinceLastSave: 15_000 })).toBe(false);
    expect(shouldSave({ position: 11, lastSaved: 10, msSinceLastSave: 15_001 })).toBe(true);
  });

  it('never saves the value already saved', () => {
    expect(shouldSave({ position: 10.7, lastSaved: 10, msSinceLastSave: 60_000 })).toBe(false);
  });

  it('works in whole seconds', () => {
    expect(wholeSeconds(42.9)).toBe(42);
    expect(wholeSeconds(-3)).toBe(0);
    expect(wholeSeconds(Number.NaN)).toBe(0);
  });
});

describe('the resume rule', () => {
  it('resumes from a saved watch time over 10 s', () => {
    expect(resumePosition({ explicitStart: null, savedWatchTime: 42 })).toBe(42);
  });

  it('starts from the beginning at 10 s or less', () => {
    expect(resumePosition({ explicitStart: null, savedWatchTime: 10 })).toBe(0);
    expect(resumePosition({ explicitStart: null, savedWatchTime: 11 })).toBe(11);
  });

  it("lets the URL's start or t win over the saved watch time", () => {
    expect(resumePosition({ explicitStart: 5, savedWatchTime: 300 })).toBe(5);
    expect(resumePosition({ explicitStart: 0, savedWatchTime: 300 })).toBe(0);
  });

  it('starts a video watched to its end over again', () => {
    expect(resumePosition({ explicitStart: null, savedWatchTime: 598, durationSeconds: 600 })).toBe(0);
    expect(resumePosition({ explicitStart: null, savedWatchTime: 590, durationSeconds: 600 })).toBe(590);
  });
});

describe('WatchTimeTracker', () => {
  it('polls every 5 s while playing and saves whole seconds each time the position moved', () => {
    const { player, saves } = setup();
    player.playVideo();
    vi.advanceTimersByTime(WATCH_TIME_POLL_MS - 1);
    expect(saves).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(saves).toEqual([5]);
    vi.advanceTimersByTime(2 * WATCH_TIME_POLL_MS);
    expect(saves).toEqual([5, 10, 15]);
  });

  it('saves the final position on pause and stops polling', () => {
    const { player, tracker, saves } = setup();
    player.playVideo();
    vi.advanceTimersByTime(7_400);
    player.pauseVideo();
    expect(saves).toEqual([5, 7]);
    expect(tracker.polling).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(saves).toEqual([5, 7]);
  });

  it('saves the end position when the video ends', () => {
    const { player, saves } = setup();
    player.playVideo();
    vi.advanceTimersByTime(2_000);
    player.end();
    expect(saves).toEqual([600]);
  });

  it('keeps polling while buffering, and saves there once more than 15 s passed', () => {
    const { player, saves } = setup({ initialSeconds: 100 });
    player.seekTo(100);
    player.playVideo();
    vi.advanceTimersByTime(1_000);
    player.buffer(); // stuck at 101 s
    vi.advanceTimersByTime(3 * WATCH_TIME_POLL_MS); // polls at 5, 10, 15 s: 1 s moved, not yet 15 s
    expect(saves).toEqual([]);
    vi.advanceTimersByTime(WATCH_TIME_POLL_MS); // 20 s since the start: more than 15 s
    expect(saves).toEqual([101]);
  });

  it('does not save again a pause at the position it resumed from', () => {
    const { player, saves } = setup({ initialSeconds: 42 });
    player.seekTo(42);
    player.playVideo();
    player.pauseVideo();
    expect(saves).toEqual([]);
  });

  it('never saves before playback started, so opening and closing keeps the old progress', () => {
    const { tracker, saves } = setup({ initialSeconds: 42 });
    tracker.handleState(PlayerState.BUFFERING);
    vi.advanceTimersByTime(30_000);
    expect(tracker.flush()).toBe(false);
    expect(saves).toEqual([]);
  });

  it('saves the last position when flushed on close or switch, and nothing after dispose', () => {
    const { player, tracker, saves } = setup();
    player.playVideo();
    vi.advanceTimersByTime(3_900);
    expect(tracker.flush()).toBe(true);
    tracker.dispose();
    vi.advanceTimersByTime(30_000);
    player.pauseVideo();
    expect(saves).toEqual([3]);
  });

  it('only logs a failed save and keeps tracking', async () => {
    const failures: unknown[] = [];
    const player = new FakeYTPlayer('dQw4w9WgXcQ');
    const saves: number[] = [];
    const tracker = new WatchTimeTracker({
      player,
      save: (seconds) => {
        saves.push(seconds);
        return Promise.reject(new Error('500: down'));
      },
      onSaveError: (error) => failures.push(error),
    });
    player.listeners.push((state) => tracker.handleState(state));
    player.playVideo();
    await vi.advanceTimersByTimeAsync(2 * WATCH_TIME_POLL_MS);
    expect(saves).toEqual([5, 10]);
    expect(failures).toHaveLength(2);
  });

  it('stops polling on unstarted and cued without saving', () => {
    const { player, tracker, saves } = setup();
    player.playVideo();
    vi.advanceTimersByTime(1_000);
    player.cueVideoById({ videoId: 'aaaaaaaaaaa' });
    expect(tracker.polling).toBe(false);
    expect(saves).toEqual([]);
  });
});
