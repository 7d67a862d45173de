import { describe, expect, it } from 'vitest';
import type { Bookmark } from '../../web/src/lib/models';
import { selectedIndex, selectionFor } from '../../web/src/features/player/lib/selection';

const bookmark = (id: string, overrides: Partial<Bookmark> = {}) =>
  ({ id, url: `https://www.youtube.com/watch?v=${id.padEnd(11, 'x')}`, watchTime: 0, durationSeconds: 600, ...overrides }) as Bookmark;

describe('the chosen video of a player queue', () => {
  it('starts where it was left, unless the URL or the caller names a start', () => {
    expect(selectionFor(bookmark('a', { watchTime: 120 }), 3, null)).toEqual({ id: 'a', index: 3, startSeconds: 120, storedWatchTime: 120 });
    expect(selectionFor(bookmark('a', { watchTime: 120, url: 'https://youtu.be/aaaaaaaaaaa?t=30' }), 0, null).startSeconds).toBe(30);
    expect(selectionFor(bookmark('a', { watchTime: 120 }), 0, 7)).toMatchObject({ startSeconds: 7, storedWatchTime: 120 });
  });

  it('starts over a video watched to its end', () => {
    expect(selectionFor(bookmark('a', { watchTime: 598 }), 0, null).startSeconds).toBe(0);
  });

  it('follows its bookmark when the queue is rebuilt, and keeps the position when the bookmark left', () => {
    const queue = [bookmark('a'), bookmark('b'), bookmark('c')];
    expect(selectedIndex(queue, { id: 'b', index: 1 })).toBe(1);
    expect(selectedIndex([bookmark('z'), ...queue], { id: 'b', index: 1 })).toBe(2);
    expect(selectedIndex([bookmark('a'), bookmark('c')], { id: 'b', index: 1 })).toBe(1);
    expect(selectedIndex([bookmark('a')], { id: 'b', index: 5 })).toBe(0);
  });
});
