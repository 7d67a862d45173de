import { describe, expect, it } from 'vitest';
import type { YTPlayer } from '../../web/src/features/player/lib/iframe-api';
import { applyVolume, embedPlayerVars, isPlayingState, safely, seekRelative, seekWithin, togglePlayback } from '../../web/src/features/player/lib/player-commands';
import { PlayerState } from '../../web/src/features/player/lib/watch-time';

/** A player that records calls; `gone` makes every method throw, as a destroyed iframe's do. */
function fakePlayer({ state = PlayerState.PAUSED as number, time = 0, duration = 100, gone = false } = {}) {
  const calls: string[] = [];
  const seeks: number[] = [];
  const method =
    <T>(name: string, result?: T) =>
    (...args: unknown[]) => {
      if (gone) throw new Error('The iframe went away');
      calls.push(name);
      if (name === 'seekTo') seeks.push(args[0] as number);
      return result as T;
    };
  const player = {
    playVideo: method('playVideo'),
    pauseVideo: method('pauseVideo'),
    seekTo: method('seekTo'),
    getCurrentTime: method('getCurrentTime', time),
    getDuration: method('getDuration', duration),
    getPlayerState: method('getPlayerState', state),
    setVolume: method('setVolume'),
    getVolume: method('getVolume', 100),
    mute: method('mute'),
    unMute: method('unMute'),
    isMuted: method('isMuted', false),
    loadVideoById: method('loadVideoById'),
    cueVideoById: method('cueVideoById'),
    destroy: method('destroy'),
  } satisfies YTPlayer;
  return { player, calls, seeks };
}

describe('player commands', () => {
  it('toggles: pauses a playing or buffering video, plays a paused, ended or unstarted one', () => {
    for (const [state, expected] of [
      [PlayerState.PLAYING, 'pauseVideo'],
      [PlayerState.BUFFERING, 'pauseVideo'],
      [PlayerState.PAUSED, 'playVideo'],
      [PlayerState.ENDED, 'playVideo'],
      [PlayerState.UNSTARTED, 'playVideo'],
    ] as const) {
      const { player, calls } = fakePlayer({ state });
      togglePlayback(player);
      expect(calls.at(-1)).toBe(expected);
    }
    expect(isPlayingState(PlayerState.BUFFERING)).toBe(true);
    expect(isPlayingState(PlayerState.CUED)).toBe(false);
  });

  it('keeps a seek within the video, and above 0 while its length is unknown', () => {
    const { player, seeks } = fakePlayer({ duration: 100, time: 95 });
    seekWithin(player, 250);
    seekWithin(player, -4);
    seekRelative(player, 10);
    seekRelative(player, -30);
    expect(seeks).toEqual([100, 0, 100, 65]);

    const unknownLength = fakePlayer({ duration: 0 });
    seekWithin(unknownLength.player, 250);
    expect(unknownLength.seeks).toEqual([250]);
  });

  it('applies volume and mute together', () => {
    const muted = fakePlayer();
    applyVolume(muted.player, 40, true);
    expect(muted.calls).toEqual(['setVolume', 'mute']);
    const audible = fakePlayer();
    applyVolume(audible.player, 40, false);
    expect(audible.calls).toEqual(['setVolume', 'unMute']);
  });

  it('does nothing, without throwing, once the player is gone', () => {
    const { player } = fakePlayer({ gone: true });
    expect(() => {
      togglePlayback(player);
      seekRelative(player, 5);
      applyVolume(player, 10, false);
    }).not.toThrow();
    expect(safely(() => player.getCurrentTime())).toBeUndefined();
  });

  it('embeds without YouTube controls, keyboard or fullscreen, starting where asked', () => {
    expect(embedPlayerVars({ autoplay: true, startSeconds: 42, origin: 'http://localhost:8787' })).toEqual({
      autoplay: 1,
      start: 42,
      controls: 0,
      disablekb: 1,
      fs: 0,
      rel: 0,
      iv_load_policy: 3,
      playsinline: 1,
      enablejsapi: 1,
      origin: 'http://localhost:8787',
    });
    expect(embedPlayerVars({ autoplay: false, startSeconds: 0, origin: 'x' })).toMatchObject({ autoplay: 0, start: undefined });
  });
});
