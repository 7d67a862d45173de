import { describe, expect, it } from 'vitest';
import {
  HEADER_HIDDEN_MS,
  dayStamp,
  hideHeader,
  isHeaderHidden,
  rememberVisit,
  visitRecordedToday,
} from '../../web/src/features/public-profile/lib/local-memory.ts';
import { filterCounts, formatJoinedDate, groupBookmarks, publicDisplayName } from '../../web/src/features/public-profile/lib/sections.ts';
import type { PublicBookmark, PublicCategory } from '../../web/src/features/public-profile/types.ts';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

const bookmark = (id: string, categoryIds: string[] = []): PublicBookmark => ({
  id,
  videoId: 'wLmRcsHv_dQ',
  url: 'https://www.youtube.com/watch?v=wLmRcsHv_dQ',
  title: id,
  channel: null,
  thumbnail: null,
  duration: null,
  views: null,
  embeddable: true,
  isFavorite: false,
  note: null,
  createdAt: '2025-01-05T12:00:00.000Z',
  categories: categoryIds.map((c) => ({ id: c })),
  availability: null,
});
const category = (id: string, name: string): PublicCategory => ({ id, name, color: '#f97316', bookmarkCount: 0, subscribable: true, isPublic: true, isSubscribed: false });

describe('the public page sections', () => {
  it('groups by category in display order, repeats a bookmark in each of its categories, and ends with Uncategorized', () => {
    const sections = groupBookmarks([bookmark('a', ['food']), bookmark('b', ['food', 'bake']), bookmark('c')], [category('bake', 'Baking'), category('food', 'Food')]);
    expect(sections.map((s) => [s.name, s.bookmarks.map((b) => b.id)])).toEqual([
      ['Baking', ['b']],
      ['Food', ['a', 'b']],
      ['Uncategorized', ['c']],
    ]);
  });

  it("counts on each filter badge what choosing it shows, and says when the badges add up to more than All", () => {
    // The server's bookmarkCount of Food says 9 (more than the page lists): the badge counts the page.
    const food = { ...category('food', 'Food'), bookmarkCount: 9 };
    const counts = filterCounts([bookmark('a', ['food']), bookmark('b', ['food', 'bake']), bookmark('c'), bookmark('d', ['private'])], [food, category('bake', 'Baking')]);
    expect(counts.all).toBe(4);
    expect(Object.fromEntries(counts.byCategory)).toEqual({ food: 2, bake: 1 });
    expect(counts.overlapping).toBe(true);
    expect(filterCounts([bookmark('a', ['food']), bookmark('b', ['bake'])], [food, category('bake', 'Baking')]).overlapping).toBe(false);
  });

  it('counts the whole collection, not the loaded pages, while more pages are still to load', () => {
    const food = { ...category('food', 'Food'), bookmarkCount: 700 };
    const loaded = [bookmark('a', ['food']), bookmark('b', ['bake'])];
    const counts = filterCounts(loaded, [food, category('bake', 'Baking')], 812);
    expect(counts.all).toBe(812);
    expect(Object.fromEntries(counts.byCategory)).toEqual({ food: 700, bake: 1 });
  });

  it('leaves out empty sections', () => {
    expect(groupBookmarks([bookmark('a', ['food'])], [category('food', 'Food'), category('bake', 'Baking')]).map((s) => s.name)).toEqual(['Food']);
  });

  it('calls the single list "All Bookmarks" when the owner hides the categories', () => {
    expect(groupBookmarks([bookmark('a'), bookmark('b')], []).map((s) => s.name)).toEqual(['All Bookmarks']);
  });

  it('shows the joined date in the en-US short format', () => {
    expect(formatJoinedDate('2025-01-05T12:00:00.000Z')).toBe('Jan 5, 2025');
    expect(formatJoinedDate('not a date')).toBe('N/A');
  });

  it('formats the joined date in the visitor\'s language: Korean reads year, month, day', () => {
    expect(formatJoinedDate('2025-01-05T12:00:00.000Z', 'en')).toBe('Jan 5, 2025');
    expect(formatJoinedDate('2025-01-05T12:00:00.000Z', 'ko')).toBe('2025년 1월 5일');
    expect(formatJoinedDate('not a date', 'ko', '없음')).toBe('없음');
  });

  it('names the owner by the shown names, else by @handle', () => {
    expect(publicDisplayName({ firstName: 'Ada', lastName: 'Lovelace', handle: 'ada' })).toBe('Ada Lovelace');
    expect(publicDisplayName({ firstName: null, lastName: null, handle: 'ada' })).toBe('@ada');
  });
});

describe('what the public page remembers', () => {
  it('keeps the header hidden for 24 hours after it is closed', () => {
    const store = memoryStorage();
    const closedAt = Date.UTC(2026, 0, 1, 9);
    expect(isHeaderHidden(closedAt, store)).toBe(false);
    hideHeader(closedAt, store);
    expect(isHeaderHidden(closedAt + HEADER_HIDDEN_MS - 1, store)).toBe(true);
    expect(isHeaderHidden(closedAt + HEADER_HIDDEN_MS, store)).toBe(false);
  });

  it('remembers a visit per profile for the rest of the day only', () => {
    const store = memoryStorage();
    const morning = new Date(2026, 10, 23, 8);
    rememberVisit('Ada', morning, store);
    expect(visitRecordedToday('ada', new Date(2026, 10, 23, 23), store)).toBe(true);
    expect(visitRecordedToday('grace', morning, store)).toBe(false);
    expect(visitRecordedToday('ada', new Date(2026, 10, 24, 0, 1), store)).toBe(false);
    expect(dayStamp(morning)).toBe('2026-11-23');
  });

  it('treats blocked storage as a first visit', () => {
    expect(visitRecordedToday('ada', new Date(), null)).toBe(false);
    expect(isHeaderHidden(Date.now(), null)).toBe(false);
  });
});
