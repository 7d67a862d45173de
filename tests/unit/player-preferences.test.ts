import { describe, expect, it, vi } from 'vitest';
import { clampVolume, DEFAULT_VOLUME } from '../../web/src/features/player/stores/player-preferences';
import { channelSearchUrl, formatClock, spokenClock, youtubeWatchUrl } from '../../web/src/features/player/lib/time';
import { playerTexts } from '../support/player-texts';

describe('player preferences', () => {
  it('clamps the volume to 0–100 in whole steps, defaulting to 50', () => {
    expect(DEFAULT_VOLUME).toBe(50);
    expect(clampVolume(140)).toBe(100);
    expect(clampVolume(-5)).toBe(0);
    expect(clampVolume(33.6)).toBe(34);
    expect(clampVolume(Number.NaN)).toBe(50);
  });
});

describe('time display', () => {
  it('shows m:ss under an hour and h:mm:ss above', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65.9)).toBe('1:05');
    expect(formatClock(3723)).toBe('1:02:03');
  });

  it('speaks times for screen readers', () => {
    const en = playerTexts('en');
    expect(spokenClock(65, en)).toBe('1 minute 5 seconds');
    expect(spokenClock(3601, en)).toBe('1 hour 1 second');
    expect(spokenClock(0, en)).toBe('0 seconds');
    expect(spokenClock(3725, playerTexts('ko'))).toBe('1시간 2분 5초');
  });

  it('links to YouTube at a position and to a channel search', () => {
    expect(youtubeWatchUrl('aaaaaaaaaaa', 42.5)).toBe('https://www.youtube.com/watch?v=aaaaaaaaaaa&t=42s');
    expect(channelSearchUrl('Chef & Co')).toBe('https://www.youtube.com/results?search_query=Chef%20%26%20Co');
  });
});

describe('the client watch-time map', () => {
  function memoryStorage() {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
  }

  it("stores whole seconds per bookmark, and this browser's value wins over the bookmark's", async () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    const map = await import('../../web/src/lib/watch-time-map');
    map.resetWatchTimeCache();
    const listener = vi.fn();
    const unsubscribe = map.subscribeWatchTimes(listener);
    expect(map.effectiveWatchTime({ id: 'b1', watchTime: 30 })).toBe(30);
    map.setWatchTime('b1', 42.8);
    expect(map.effectiveWatchTime({ id: 'b1', watchTime: 30 })).toBe(42);
    expect(JSON.parse(storage.data.get(map.WATCH_TIME_STORAGE_KEY)!)).toEqual({ b1: 42 });
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
    vi.unstubAllGlobals();
  });

  it('drops the oldest entries beyond its limit', async () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const map = await import('../../web/src/lib/watch-time-map');
    map.resetWatchTimeCache();
    for (let i = 0; i <= map.WATCH_TIME_MAP_LIMIT; i += 1) map.setWatchTime(`b${i}`, i);
    expect(map.getWatchTime('b0')).toBeUndefined();
    expect(map.getWatchTime(`b${map.WATCH_TIME_MAP_LIMIT}`)).toBe(map.WATCH_TIME_MAP_LIMIT);
    expect(Object.keys(map.readWatchTimes())).toHaveLength(map.WATCH_TIME_MAP_LIMIT);
    vi.unstubAllGlobals();
  });
});
