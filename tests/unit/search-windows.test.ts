import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_WINDOW_PERIODS, PERIOD_SECONDS, WIDEN, keyWindows, periodKeys, periodOf, periodWindows } from '../../db/queries/search-windows.ts';

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

describe('periodWindows', () => {
  // 20,000 rows over 1,500 days: 400 rows in a 30-day period.
  const day = 86_400;
  const top = 700 * PERIOD_SECONDS + 10 * day;
  const span = { newest: top, oldest: top - 1_500 * day, rows: 20_000 };

  it('starts at the period of the top with the periods about `rows` rows need, then WIDEN times as many each time, down to the oldest period', () => {
    const windows = [...periodWindows(span, top, 1_000)];
    // 1,000 rows: 3 periods of 400; then 12, then 48 (the oldest period is 700 - 50 = 650).
    expect(windows).toEqual([
      { newest: 700, oldest: 698 },
      { newest: 697, oldest: 686 },
      { newest: 685, oldest: periodOf(span.oldest) },
    ]);
    expect(periodOf(span.oldest)).toBe(650);
  });

  it('is at least one period, and starts below the newest key where the top (a cursor) is', () => {
    expect([...periodWindows(span, top, 1)][0]).toEqual({ newest: 700, oldest: 700 });
    expect([...periodWindows(span, 660 * PERIOD_SECONDS, 1)].slice(0, 2)).toEqual([
      { newest: 660, oldest: 660 },
      { newest: 659, oldest: 656 },
    ]);
  });

  it(`gives no window of more than ${MAX_WINDOW_PERIODS} periods: the caller reads the rest as a range`, () => {
    // 100 rows over 200 years, 0.04 in a period: a row is 25 periods, the next window would be 100.
    const wide = { newest: top, oldest: top - 200 * 365 * day, rows: 100 };
    expect([...periodWindows(wide, top, 1)]).toEqual([{ newest: 700, oldest: 676 }]);
    expect([...periodWindows(wide, top, 3)]).toEqual([]);
  });

  it('leaves no gap and no overlap between windows, each within the limit, for any span and top', () => {
    fc.assert(
      fc.property(fc.integer({ min: -7e10, max: 6e12 }), fc.integer({ min: 0, max: 1e11 }), fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 1, max: 1e5 }), (oldest, length, count, rows) => {
        const windows = [...periodWindows({ newest: oldest + length, oldest, rows: count }, oldest + length, rows)];
        if (windows.length === 0) return;
        expect(windows[0]!.newest).toBe(periodOf(oldest + length));
        for (const [i, w] of windows.entries()) {
          expect(w.newest - w.oldest + 1).toBeGreaterThanOrEqual(1);
          expect(w.newest - w.oldest + 1).toBeLessThanOrEqual(MAX_WINDOW_PERIODS);
          if (i > 0) expect(w.newest).toBe(windows[i - 1]!.oldest - 1);
        }
      }),
    );
  });
});

describe('periodKeys', () => {
  it("names the owner's first 8 hex digits, each period and the trigram, as the search keys index does", () => {
    expect(periodKeys('03040FD2-c306-4ede-8f43-c38ce0f146e7', 'fer', { newest: 1, oldest: -1 })).toBe('{03040fd2:1:fer,03040fd2:0:fer,03040fd2:-1:fer}');
  });
});
