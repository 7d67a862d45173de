import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WIDEN, keyWindows } from '../../db/queries/search-windows.ts';

describe('keyWindows', () => {
  // 1,000 rows over 1,000 days: a row a day.
  const day = 86_400;
  const span = { newest: 1_000 * day, oldest: 0, rows: 1_000 };

  it('starts with about `rows` rows below the top, then reaches WIDEN times as far back each time, the last one open', () => {
    const windows = [...keyWindows(span, span.newest, 10)];
    expect(windows.map((w) => [w.from, w.until])).toEqual([
      [990 * day, undefined],
      [(1000 - 10 * WIDEN) * day, 990 * day],
      [(1000 - 10 * WIDEN ** 2) * day, (1000 - 10 * WIDEN) * day],
      [(1000 - 10 * WIDEN ** 3) * day, (1000 - 10 * WIDEN ** 2) * day],
      [undefined, (1000 - 10 * WIDEN ** 3) * day],
    ]);
  });

  it('is one open window when the first would reach past the oldest row', () => {
    expect([...keyWindows(span, span.newest, 5_000)]).toEqual([{ from: undefined, until: undefined }]);
    expect([...keyWindows({ newest: 5, oldest: 5, rows: 1 }, 5, 10)]).toEqual([{ from: undefined, until: undefined }]);
  });

  it('leaves no gap and no overlap, ending open, for any span and top', () => {
    fc.assert(
      // Seconds from before year 1 to past year 200,000: Postgres keeps them all.
      fc.property(fc.integer({ min: -7e10, max: 6e12 }), fc.integer({ min: 0, max: 1e11 }), fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 1, max: 1e5 }), (oldest, length, count, rows) => {
        const windows = [...keyWindows({ newest: oldest + length, oldest, rows: count }, oldest + length, rows)];
        expect(windows[0]!.until).toBeUndefined();
        expect(windows.at(-1)!.from).toBeUndefined();
        for (let i = 1; i < windows.length; i++) {
          expect(windows[i]!.until).toBe(windows[i - 1]!.from);
          // Equal only where a width is below the precision of seconds that large: an empty window.
          expect(windows[i]!.until!).toBeLessThanOrEqual(windows[i - 1]!.until ?? Infinity);
        }
        expect(windows.length).toBeLessThan(40);
      }),
    );
  });
});
