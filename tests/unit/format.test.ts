import { describe, expect, it, vi } from 'vitest';
import { formatNumber, formatRelativeDate, formatShortDate, formatViews, initialsOf } from '../../web/src/lib/format';

describe('formatViews', () => {
  it('shows counts under a thousand as they are', () => {
    expect(formatViews(0)).toBe('0');
    expect(formatViews(999)).toBe('999');
  });

  it('abbreviates thousands with K and one decimal', () => {
    expect(formatViews(1000)).toBe('1.0K');
    expect(formatViews(1500)).toBe('1.5K');
    expect(formatViews(999_949)).toBe('999.9K');
  });

  it('abbreviates millions with M', () => {
    expect(formatViews(1_000_000)).toBe('1.0M');
    expect(formatViews(2_345_678)).toBe('2.3M');
  });

  it('abbreviates billions with B', () => {
    expect(formatViews(1_200_000_000)).toBe('1.2B');
  });

  it('moves up a unit when rounding would read 1000', () => {
    expect(formatViews(999_950)).toBe('1.0M');
    expect(formatViews(999_960_000)).toBe('1.0B');
  });

  it('accepts numeric strings as the API may send them', () => {
    expect(formatViews('15300')).toBe('15.3K');
  });

  it('shows 0 for missing or invalid counts', () => {
    expect(formatViews(null)).toBe('0');
    expect(formatViews(undefined)).toBe('0');
    expect(formatViews('many')).toBe('0');
    expect(formatViews(-5)).toBe('0');
  });
});

describe('formatRelativeDate', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

  it('says Today for less than a day ago', () => {
    expect(formatRelativeDate(daysAgo(0), now)).toBe('Today');
    expect(formatRelativeDate(new Date(now.getTime() - 60 * 60 * 1000), now)).toBe('Today');
  });

  it('says 1 day ago in the singular', () => {
    expect(formatRelativeDate(daysAgo(1), now)).toBe('1 day ago');
  });

  it('counts days under 30', () => {
    expect(formatRelativeDate(daysAgo(2), now)).toBe('2 days ago');
    expect(formatRelativeDate(daysAgo(29), now)).toBe('29 days ago');
  });

  it('counts months from 30 days, with 1 month ago in the singular', () => {
    expect(formatRelativeDate(daysAgo(30), now)).toBe('1 month ago');
    expect(formatRelativeDate(daysAgo(75), now)).toBe('2 months ago');
    expect(formatRelativeDate(daysAgo(364), now)).toBe('12 months ago');
  });

  it('counts years from 365 days', () => {
    expect(formatRelativeDate(daysAgo(365), now)).toBe('1 year ago');
    expect(formatRelativeDate(daysAgo(800), now)).toBe('2 years ago');
  });

  it('accepts ISO strings as the API sends them', () => {
    expect(formatRelativeDate('2025-06-10T12:00:00Z', now)).toBe('5 days ago');
  });

  it('says Today for a date in the future (clock skew)', () => {
    expect(formatRelativeDate(daysAgo(-3), now)).toBe('Today');
  });

  it('builds no Intl formatter per date: a screenful of cards formats dozens per frame', () => {
    // Warm: the first calls may build the one formatter each kind needs.
    formatRelativeDate(daysAgo(0), now);
    formatRelativeDate(daysAgo(3), now);
    const built = vi.spyOn(Intl, 'RelativeTimeFormat');
    try {
      for (let day = 0; day < 100; day++) formatRelativeDate(daysAgo(day * 9), now);
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });
});

describe('initialsOf', () => {
  it('uses the first letters of first and last name', () => {
    expect(initialsOf({ firstName: 'ada', lastName: 'Lovelace', email: 'ada@example.com' })).toBe('AL');
  });

  it('uses the first name alone when there is no last name', () => {
    expect(initialsOf({ firstName: 'Grace', lastName: null })).toBe('G');
  });

  it('falls back to the e-mail when there are no names', () => {
    expect(initialsOf({ firstName: null, lastName: '', email: 'zed@example.com' })).toBe('Z');
  });

  it('falls back to a question mark when nothing is known', () => {
    expect(initialsOf({})).toBe('?');
  });
});

describe('formatViews in Korean', () => {
  it('counts in 만 and 억 with two significant digits, keeping whole units', () => {
    expect(formatViews(15_000, 'ko')).toBe('1.5만');
    expect(formatViews(123_456, 'ko')).toBe('12만');
    expect(formatViews(19_048_000, 'ko')).toBe('1905만');
    expect(formatViews(120_000_000, 'ko')).toBe('1.2억');
  });

  it('counts thousands in 천 and small counts as they are', () => {
    expect(formatViews(999, 'ko')).toBe('999');
    expect(formatViews(1500, 'ko')).toBe('1.5천');
  });

  it('shows 0 for missing or invalid counts', () => {
    expect(formatViews(null, 'ko')).toBe('0');
    expect(formatViews('many', 'ko')).toBe('0');
  });

  it('keeps the English format when English is asked for explicitly', () => {
    expect(formatViews(15_000, 'en')).toBe('15.0K');
  });
});

describe('formatRelativeDate in Korean', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

  it('says 오늘 for less than a day and 어제 for one day', () => {
    expect(formatRelativeDate(daysAgo(0), now, 'ko')).toBe('오늘');
    expect(formatRelativeDate(daysAgo(1), now, 'ko')).toBe('어제');
  });

  it('counts days, months and years with 전', () => {
    expect(formatRelativeDate(daysAgo(5), now, 'ko')).toBe('5일 전');
    expect(formatRelativeDate(daysAgo(75), now, 'ko')).toBe('2개월 전');
    expect(formatRelativeDate(daysAgo(800), now, 'ko')).toBe('2년 전');
  });
});

describe('formatShortDate', () => {
  const date = new Date('2025-01-05T12:00:00Z');

  it('writes the en-US short date in English', () => {
    expect(formatShortDate(date, 'en')).toBe('Jan 5, 2025');
  });

  it('writes the Korean date with 년 월 일 in Korean', () => {
    expect(formatShortDate(date, 'ko')).toBe('2025년 1월 5일');
  });
});

describe('formatNumber', () => {
  it('groups digits in both languages', () => {
    expect(formatNumber(12_345, 'en')).toBe('12,345');
    expect(formatNumber(12_345, 'ko')).toBe('12,345');
  });
});
