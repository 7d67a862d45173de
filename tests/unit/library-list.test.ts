import { describe, expect, it } from 'vitest';
import { buildUrl } from '../../web/src/lib/api';
import { bookmarkPageKey, hasMorePages } from '../../web/src/features/bookmarks/lib/list-query';
import { listHeading } from '../../web/src/features/library/lib/list-heading';

const query = { categoryId: null, favorites: false, recent: false, unavailable: false, region: 'KR', search: '', sort: 'recent' as const };

describe('bookmarkPageKey', () => {
  const fullPage = (nextCursor: string | null) => ({ items: [], nextCursor });

  it('asks for the first 20, leaving out unset filters and the cursor', () => {
    expect(buildUrl(bookmarkPageKey(query, 0, null)!)).toBe('/api/bookmarks?limit=20&sort=recent');
  });

  it('sends the category, favourites, recent and trimmed search to the server', () => {
    const key = bookmarkPageKey({ ...query, categoryId: 'c1', favorites: true, recent: true, search: '  jazz ', sort: 'added' }, 0, null);
    expect(buildUrl(key!)).toBe('/api/bookmarks?limit=20&categoryId=c1&favorites=true&recent=true&search=jazz&sort=added');
  });

  it("asks for the unavailable videos where the viewer is, and names the region only then", () => {
    expect(buildUrl(bookmarkPageKey({ ...query, unavailable: true }, 0, null)!)).toBe('/api/bookmarks?limit=20&unavailable=true&region=KR&sort=recent');
  });

  it('starts each later page at the cursor the previous page gave, never at an offset', () => {
    const key = bookmarkPageKey({ ...query, sort: 'popular' }, 3, fullPage('WyJwb3B1bGFyIiw1LCJ4Il0'));
    expect(buildUrl(key!)).toBe('/api/bookmarks?limit=20&sort=popular&cursor=WyJwb3B1bGFyIiw1LCJ4Il0');
  });

  it('stops after a page without a next cursor', () => {
    expect(bookmarkPageKey(query, 1, fullPage(null))).toBeNull();
    expect(bookmarkPageKey(query, 1, null)).toBeNull();
    expect(hasMorePages([fullPage('a'), fullPage(null)])).toBe(false);
    expect(hasMorePages([fullPage('a')])).toBe(true);
    expect(hasMorePages(undefined)).toBe(false);
  });
});

describe('listHeading', () => {
  const stats = { totalBookmarks: 45, favoriteBookmarks: 1, recentBookmarks: 3, unavailableBookmarks: 2 };

  it('counts all bookmarks from the stats', () => {
    expect(listHeading({ filter: 'all', category: null, search: '', stats })).toEqual({ title: 'All Bookmarks', subtitle: '45 bookmarks' });
  });

  it('names the favourites and the recent filter', () => {
    expect(listHeading({ filter: 'favorites', category: null, search: '', stats }).subtitle).toBe('1 bookmark');
    expect(listHeading({ filter: 'recent', category: null, search: '', stats })).toEqual({ title: 'Recent', subtitle: '3 bookmarks, added in the last 7 days' });
    expect(listHeading({ filter: 'unavailable', category: null, search: '', stats })).toEqual({ title: 'Unavailable', subtitle: '2 bookmarks' });
  });

  it("titles a category by its name with its count, and a search by what was searched", () => {
    const category = { name: 'Music', bookmarkCount: 4 };
    expect(listHeading({ filter: 'all', category, search: '', stats })).toEqual({ title: 'Music', subtitle: '4 bookmarks' });
    expect(listHeading({ filter: 'all', category: null, search: 'jazz', stats }).subtitle).toBe('Results for “jazz”');
  });
});

