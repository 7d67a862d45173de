import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WIDEN, keyWindows } from '../../db/queries/search-windows.ts';

const seconds = (iso: string | undefined) => (iso === undefined ? undefined : Date.parse(iso) / 1000);

describe('keyWindows', () => {
  // 1,000 rows over 1,000 days: a row a day.
  const day = 86_400;
  const span = { newest: 1_000 * day, oldest: 0, rows: 1_000 };

  it('starts with about `rows` rows below the top, then reaches WIDEN times as far back each time, the last one open', () => {
    const windows = [...keyWindows(span, span.newest, 10)];
    expect(windows.map((w) => [seconds(w.from), seconds(w.until)])).toEqual([
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
      fc.property(fc.integer({ min: 0, max: 2e9 }), fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 1, max: 1e5 }), (oldest, length, count, rows) => {
        const windows = [...keyWindows({ newest: oldest + length, oldest, rows: count }, oldest + length, rows)];
        expect(windows[0]!.until).toBeUndefined();
        expect(windows.at(-1)!.from).toBeUndefined();
        for (let i = 1; i < windows.length; i++) {
          expect(windows[i]!.until).toBe(windows[i - 1]!.from);
          expect(Date.parse(windows[i]!.until!)).toBeLessThanOrEqual(Date.parse(windows[i - 1]!.until ?? '+275760-09-13T00:00:00.000Z'));
        }
        expect(windows.length).toBeLessThan(40);
      }),
    );
  });
});
