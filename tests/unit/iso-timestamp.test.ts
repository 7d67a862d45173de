import { describe, expect, it } from 'vitest';
import { isoTimestamp } from '../../db/iso-timestamp.ts';

/** Postgres's text of a timestamptz in UTC: the fraction without its trailing zeros, none for whole seconds. */
function postgresText(ms: number, microseconds: number) {
  const date = new Date(ms);
  const fraction = `${String(date.getUTCMilliseconds()).padStart(3, '0')}${String(microseconds).padStart(3, '0')}`.replace(/0+$/, '');
  return `${date.toISOString().slice(0, 19).replace('T', ' ')}${fraction ? `.${fraction}` : ''}+00`;
}

describe('isoTimestamp', () => {
  it('writes what a Date parsed from the same text writes, for moments of years 1000 to 9999', () => {
    // A fixed sequence (a linear congruential generator), so a failure repeats.
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const first = Date.UTC(1000, 0, 1);
    const last = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
    for (let i = 0; i < 20_000; i++) {
      const ms = first + Math.floor(random() * (last - first));
      const text = postgresText(i % 5 === 0 ? ms - (ms % 1000) : ms, i % 3 === 0 ? 0 : Math.floor(random() * 1000));
      expect(isoTimestamp(text), text).toBe(new Date(text).toISOString());
    }
  });

  it('cuts the fraction to milliseconds without rounding, and fills short ones', () => {
    expect(isoTimestamp('2024-02-29 23:59:59.999999+00')).toBe('2024-02-29T23:59:59.999Z');
    expect(isoTimestamp('2025-01-02 03:04:05.5+00')).toBe('2025-01-02T03:04:05.500Z');
    expect(isoTimestamp('2025-01-02 03:04:05+00')).toBe('2025-01-02T03:04:05.000Z');
  });

  it('reads any other text as a Date does: another time zone, years outside 1000 to 9999', () => {
    for (const text of ['2026-11-28 03:31:41.123+05:30', '2026-11-28 03:31:41.5-08', '0099-01-01 00:00:00+00', '12345-01-01 00:00:00+00']) {
      expect(isoTimestamp(text), text).toBe(new Date(text).toISOString());
    }
    expect(() => isoTimestamp('infinity')).toThrow(RangeError);
  });
});
