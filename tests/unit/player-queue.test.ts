import { describe, expect, it } from 'vitest';
import {
  categoryPlayQueue,
  clampIndex,
  isPlayable,
  nextPlayableIndex,
  playAllQueue,
  previousPlayableIndex,
  rotateToStart,
  sectionsPlayQueue,
  sectionsQueue,
  skippedNotice,
  step,
} from '../../web/src/features/player/lib/queue';
import { playerTexts } from '../support/player-texts';

const video = (id: string, embeddable = true, categories: string[] = []) => ({ id, embeddable, categories: categories.map((c) => ({ id: c })) });
const ids = (list: { id: string }[]) => list.map((b) => b.id);

describe('next and previous', () => {
  // A restricted video sits between two playable ones.
  const queue = [video('a'), video('r', false), video('b'), video('r2', false)];

  it('goes to the nearest playable video after the current one, stepping over restricted ones', () => {
    expect(nextPlayableIndex(queue, 0)).toBe(2);
  });

  it('goes to the nearest playable video before the current one, stepping over restricted ones', () => {
    expect(previousPlayableIndex(queue, 2)).toBe(0);
  });

  it('finds nothing after the last playable video, even when restricted ones follow', () => {
    expect(nextPlayableIndex(queue, 2)).toBeNull();
  });

  it('finds nothing before the first video', () => {
    expect(previousPlayableIndex(queue, 0)).toBeNull();
  });

  it('moves on from a restricted video the user opened directly', () => {
    expect(nextPlayableIndex(queue, 1)).toBe(2);
    expect(previousPlayableIndex(queue, 1)).toBe(0);
  });

  it('keeps a start index inside the queue', () => {
    expect(clampIndex(queue, 9)).toBe(3);
    expect(clampIndex(queue, -2)).toBe(0);
    expect(clampIndex([], 3)).toBe(0);
  });
});

describe('step', () => {
  const queue = [video('a'), video('r', false), video('b')];

  it('plays the next playable video when one ended', () => {
    expect(step(queue, 0, 'next', { cause: 'ended', mode: 'play-all' })).toEqual({ kind: 'play', index: 2 });
  });

  it('completes a Play All when its last video ends', () => {
    expect(step(queue, 2, 'next', { cause: 'ended', mode: 'play-all' })).toEqual({ kind: 'complete' });
  });

  it('just stops when the last video of a single play or a sequence ends', () => {
    expect(step(queue, 2, 'next', { cause: 'ended', mode: 'single' })).toEqual({ kind: 'stop' });
  });

  it("says 'No Next Videos' when Next is pressed on the last playable video", () => {
    expect(step(queue, 2, 'next', { cause: 'user', mode: 'play-all' })).toEqual({ kind: 'none', direction: 'next' });
  });

  it("says 'No Previous Videos' when Previous is pressed on the first playable video", () => {
    expect(step([video('r', false), video('a')], 1, 'previous', { cause: 'user', mode: 'single' })).toEqual({ kind: 'none', direction: 'previous' });
  });
});

describe('playAllQueue', () => {
  it('keeps the selection order and leaves restricted videos out, counting them', () => {
    const { queue, skipped } = playAllQueue([video('3'), video('1', false), video('2'), video('4', false)]);
    expect(ids(queue)).toEqual(['3', '2']);
    expect(skipped).toBe(2);
  });

  it('has nothing to play when every selected video is restricted', () => {
    expect(playAllQueue([video('1', false)])).toEqual({ queue: [], skipped: 1 });
  });

  it('leaves out videos gone from YouTube, counting them with the restricted ones', () => {
    const gone = (id: string, status: 'private' | 'deleted' | 'unavailable' | 'not_embeddable') => ({ ...video(id), availability: { status, blockedRegions: null, allowedRegions: null, checkedAt: null } });
    const { queue, skipped } = playAllQueue([video('1'), gone('2', 'private'), gone('3', 'deleted'), gone('4', 'not_embeddable'), gone('6', 'unavailable'), video('5')]);
    expect(ids(queue)).toEqual(['1', '5']);
    expect(skipped).toBe(4);
  });

  it('plays a region-blocked video only outside the regions it is blocked in', () => {
    const blocked = { ...video('b'), availability: { status: 'blocked' as const, blockedRegions: ['KR'], allowedRegions: null, checkedAt: null } };
    const onlyIn = { ...video('o'), availability: { status: 'blocked' as const, blockedRegions: null, allowedRegions: ['US'], checkedAt: null } };
    expect([isPlayable(blocked, 'KR'), isPlayable(blocked, 'US'), isPlayable(onlyIn, 'US'), isPlayable(onlyIn, 'KR')]).toEqual([false, true, true, false]);
  });

  it('plays a bookmark selected twice once', () => {
    expect(ids(playAllQueue([video('1'), video('1')]).queue)).toEqual(['1']);
  });

  it('names the count in the skip toast', () => {
    const en = playerTexts('en');
    expect(skippedNotice(1, en).title).toBe('Skipped 1 restricted video');
    expect(skippedNotice(3, en).title).toBe('Skipped 3 restricted videos');
    expect(skippedNotice(3, playerTexts('ko')).title).toBe('재생이 제한된 동영상 3개를 건너뜀');
  });
});

describe('sectionsQueue', () => {
  const categories = [{ id: 'music' }, { id: 'cooking' }];

  it('plays the categories in display order, then the uncategorized videos', () => {
    const list = [video('u1'), video('c1', true, ['cooking']), video('m1', true, ['music']), video('c2', true, ['cooking']), video('m2', true, ['music'])];
    expect(ids(sectionsQueue(list, categories))).toEqual(['m1', 'm2', 'c1', 'c2', 'u1']);
  });

  it('plays a bookmark filed under several categories once, in its first category by display order', () => {
    const list = [video('both', true, ['cooking', 'music']), video('c1', true, ['cooking'])];
    expect(ids(sectionsQueue(list, categories))).toEqual(['both', 'c1']);
  });

  it('puts categories the list does not know after the known ones', () => {
    const list = [video('x', true, ['stale']), video('m', true, ['music'])];
    expect(ids(sectionsQueue(list, categories))).toEqual(['m', 'x']);
  });

  it('keeps restricted videos in the sequence, for next and previous to step over', () => {
    const list = [video('m1', true, ['music']), video('m2', false, ['music'])];
    expect(ids(sectionsQueue(list, categories))).toEqual(['m1', 'm2']);
  });

  it('starts at the clicked video, keeping its place in the sequence', () => {
    const list = [video('c1', true, ['cooking']), video('m1', true, ['music'])];
    const { queue, startIndex } = sectionsPlayQueue(list, categories, 'c1');
    expect(ids(queue)).toEqual(['m1', 'c1']);
    expect(startIndex).toBe(1);
  });
});

describe('category rotation', () => {
  const list = [video('1'), video('2'), video('3')];

  it("rotates the category's videos to start at the clicked one", () => {
    expect(categoryPlayQueue(list, '2')).toEqual({ queue: [video('2'), video('3'), video('1')], startIndex: 0 });
  });

  it('leaves the order alone when the clicked video is not in the list', () => {
    expect(ids(rotateToStart(list, 'zz'))).toEqual(['1', '2', '3']);
  });
});
