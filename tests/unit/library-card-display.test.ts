import { describe, expect, it } from 'vitest';
import { splitBadges, tint, truncateText, watchProgress } from '../../web/src/lib/card-display';

describe('watchProgress', () => {
  it('is the watched share of the duration', () => {
    expect(watchProgress(30, 120)).toBe(0.25);
  });

  it('never passes the end', () => {
    expect(watchProgress(500, 120)).toBe(1);
  });

  it('shows nothing without watch time or a known duration', () => {
    expect(watchProgress(0, 120)).toBeNull();
    expect(watchProgress(30, null)).toBeNull();
    expect(watchProgress(30, 0)).toBeNull();
  });
});

describe('splitBadges', () => {
  it('shows two category badges and counts the rest as +N on grid cards', () => {
    expect(splitBadges(['a', 'b', 'c', 'd'], 2)).toEqual({ shown: ['a', 'b'], hidden: 2 });
  });

  it('has no +N when everything fits', () => {
    expect(splitBadges(['a'], 3)).toEqual({ shown: ['a'], hidden: 0 });
  });
});

describe('truncateText', () => {
  it('cuts trending titles at 30 characters with an ellipsis', () => {
    expect(truncateText('A'.repeat(40), 30)).toBe(`${'A'.repeat(30)}…`);
    expect(truncateText('Short title', 30)).toBe('Short title');
  });
});

describe('tint', () => {
  it('adds an alpha channel to a category colour', () => {
    expect(tint('#3b82f6', 0.1)).toBe('#3b82f61a');
    expect(tint('red', 0.1)).toBe('red');
  });
});
