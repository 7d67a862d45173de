import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { iframeApiStubScript } from '../../functions/dev/iframe-api-stub';
import type { YTNamespace } from '../../web/src/features/player/lib/iframe-api';
import { PlayerState, WATCH_TIME_POLL_MS, WatchTimeTracker } from '../../web/src/features/player/lib/watch-time';

/** Just enough DOM for the loader and the stub: elements with children, attributes and style. */
class FakeElement {
  id = '';
  className = '';
  textContent = '';
  src = '';
  async = false;
  dataset: Record<string, string> = {};
  style: Record<string, string> = {};
  attributes: Record<string, string> = {};
  children: FakeElement[] = [];
  parentNode: FakeElement | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly tagName: string) {}
  setAttribute(name: string, value: string) {
    this.attributes[name] = value;
  }
  set innerHTML(html: string) {
    this.children = (html.match(/<div/g) ?? []).map(() => new FakeElement('div'));
  }
  append(child: FakeElement) {
    child.parentNode = this;
    this.children.push(child);
  }
  replaceChild(next: FakeElement, old: FakeElement) {
    this.children[this.children.indexOf(old)] = next;
    next.parentNode = this;
    old.parentNode = null;
  }
  removeChild(child: FakeElement) {
    this.children = this.children.filter((c) => c !== child);
    child.parentNode = null;
  }
  remove() {
    this.parentNode?.removeChild(this);
  }
}

function fakeDocument() {
  const head = new FakeElement('head');
  const body = new FakeElement('body');
  return {
    head,
    body,
    createElement: (tag: string) => new FakeElement(tag),
    getElementById: (id: string) => body.children.find((c) => c.id === id) ?? null,
  };
}

type StubWindow = Record<string, unknown> & {
  YT?: YTNamespace;
  onYouTubeIframeAPIReady?: () => void;
  __ytStub?: { scriptLoads: number; loaded: { videoId: string; startSeconds: number }[]; seeks: { seconds: number }[] };
};

/** Runs the stub script as a browser would, in a context whose timers and clock are faked. */
function loadStub(settings: Record<string, unknown> = {}) {
  const document = fakeDocument();
  const window: StubWindow = { ...settings };
  const ready = vi.fn();
  window.onYouTubeIframeAPIReady = ready;
  runInNewContext(iframeApiStubScript(), { window, document, setTimeout, clearTimeout, setInterval, clearInterval, Date });
  return { window, document, ready };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the IFrame API stub', () => {
  function playerFor(settings: Record<string, unknown> = {}, playerVars: Record<string, number> = { autoplay: 1 }) {
    const { window, document, ready } = loadStub(settings);
    const target = new FakeElement('div');
    target.id = 'player';
    document.body.append(target);
    const events: string[] = [];
    const states: number[] = [];
    const player = new window.YT!.Player('player', {
      videoId: 'aaaaaaaaaaa',
      playerVars,
      events: {
        onReady: () => events.push('ready'),
        onStateChange: (e) => states.push(e.data),
        onError: (e) => events.push(`error ${e.data}`),
      },
    });
    return { window, document, ready, player, events, states, target };
  }

  it('announces itself through onYouTubeIframeAPIReady', () => {
    const { ready, window } = loadStub();
    expect(ready).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(ready).toHaveBeenCalledOnce();
    expect(window.YT!.PlayerState).toEqual({ UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 });
    expect(window.__ytStub!.scriptLoads).toBe(1);
  });

  it('replaces the target element, fires onReady, then buffers and plays', () => {
    const { document, events, states, player, target } = playerFor();
    expect(document.body.children[0]).not.toBe(target);
    expect(document.body.children[0]!.attributes['data-testid']).toBe('yt-stub');
    vi.advanceTimersByTime(200);
    expect(events).toEqual(['ready']);
    expect(states).toEqual([PlayerState.BUFFERING, PlayerState.PLAYING]);
    expect(player.getPlayerState()).toBe(PlayerState.PLAYING);
  });

  it('plays in real time, faster with __ytStubSpeed, and ends at the stub duration', () => {
    const { player, states } = playerFor({ __ytStubSpeed: 2, __ytStubDuration: 30 });
    vi.advanceTimersByTime(100);
    vi.advanceTimersByTime(5_000);
    expect(Math.round(player.getCurrentTime())).toBe(10);
    vi.advanceTimersByTime(10_000);
    expect(player.getCurrentTime()).toBe(30);
    expect(states.at(-1)).toBe(PlayerState.ENDED);
  });

  it('records loaded videos with their start and every seek', () => {
    const { window, player } = playerFor({}, { autoplay: 1, start: 42 });
    vi.advanceTimersByTime(200);
    player.seekTo(70, true);
    player.loadVideoById({ videoId: 'bbbbbbbbbbb', startSeconds: 12 });
    expect(window.__ytStub!.loaded).toEqual([
      { videoId: 'aaaaaaaaaaa', startSeconds: 42 },
      { videoId: 'bbbbbbbbbbb', startSeconds: 12 },
    ]);
    expect(window.__ytStub!.seeks.map((s) => s.seconds)).toEqual([70]);
    expect(Math.floor(player.getCurrentTime())).toBe(12);
  });

  it('pauses, resumes, mutes and sets the volume', () => {
    const { player, states } = playerFor();
    vi.advanceTimersByTime(200);
    player.pauseVideo();
    player.playVideo();
    player.setVolume(130);
    player.mute();
    expect(states.slice(-2)).toEqual([PlayerState.PAUSED, PlayerState.PLAYING]);
    expect(player.getVolume()).toBe(100);
    expect(player.isMuted()).toBe(true);
  });

  it('fails the ids listed in __ytStubErrorIds with error 150', () => {
    const { events, states } = playerFor({ __ytStubErrorIds: ['aaaaaaaaaaa'] });
    vi.advanceTimersByTime(200);
    expect(events).toEqual(['ready', 'error 150']);
    expect(states).toEqual([]);
  });

  it('drives the watch-time tracker like the real player: saves every 5 s and on pause', () => {
    const { player } = playerFor();
    const saves: number[] = [];
    const tracker = new WatchTimeTracker({ player, save: (s) => saves.push(s) });
    // The hook forwards onStateChange; here the states so far, then each change by hand.
    vi.advanceTimersByTime(200);
    tracker.handleState(player.getPlayerState());
    vi.advanceTimersByTime(2 * WATCH_TIME_POLL_MS);
    player.pauseVideo();
    tracker.handleState(player.getPlayerState());
    expect(saves).toEqual([5, 10]);
    vi.advanceTimersByTime(1_500);
    expect(saves).toEqual([5, 10]);
  });

  it('removes its element on destroy', () => {
    const { document, player } = playerFor();
    player.destroy();
    expect(document.body.children).toEqual([]);
  });
});

describe('loadYouTubeIframeApi', () => {
  function fakeBrowser() {
    const document = fakeDocument();
    const window: StubWindow = { setTimeout, clearTimeout };
    vi.stubGlobal('window', window);
    vi.stubGlobal('document', document);
    const fetch = vi.fn(async () => new Response(JSON.stringify({ youtubeIframeApiUrl: 'http://localhost:1/dev/youtube/iframe_api.js' })));
    vi.stubGlobal('fetch', fetch);
    return { window, document, fetch };
  }

  it('loads the configured script once and resolves YT when the API says it is ready', async () => {
    const { window, document, fetch } = fakeBrowser();
    const { loadYouTubeIframeApi } = await import('../../web/src/features/player/lib/iframe-api');
    const first = loadYouTubeIframeApi();
    const second = loadYouTubeIframeApi();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]).toEqual(['/api/config/client', { credentials: 'include' }]);
    expect(document.head.children.map((s) => s.src)).toEqual(['http://localhost:1/dev/youtube/iframe_api.js']);

    // What the script does once it ran.
    const YT = { Player: class {} as unknown as YTNamespace['Player'], PlayerState: {} as YTNamespace['PlayerState'] };
    window.YT = YT;
    window.onYouTubeIframeAPIReady!();
    await expect(first).resolves.toBe(YT);
    expect(second).toBe(first);
    await expect(loadYouTubeIframeApi()).resolves.toBe(YT);
    expect(document.head.children).toHaveLength(1);
  });

  it('forgets a failed load, so the next play tries again', async () => {
    const { document } = fakeBrowser();
    const { loadYouTubeIframeApi } = await import('../../web/src/features/player/lib/iframe-api');
    const attempt = loadYouTubeIframeApi();
    await vi.advanceTimersByTimeAsync(0);
    document.head.children[0]!.onerror!();
    await expect(attempt).rejects.toThrow(/Could not load/);
    expect(document.head.children).toHaveLength(0);
    void loadYouTubeIframeApi().catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(document.head.children).toHaveLength(1);
  });
});
