import { describe, expect, it } from 'vitest';
import { buildUrl } from '../../web/src/lib/api';
import { PAGE_SIZE, bookmarkPageKey, hasMorePages } from '../../web/src/features/bookmarks/lib/list-query';
import { listHeading } from '../../web/src/features/library/lib/list-heading';

const query = { categoryId: null, favorites: false, recent: false, search: '', sort: 'recent' as const };

describe('bookmarkPageKey', () => {
  it('asks for 20 at a time, leaving out unset filters', () => {
    expect(buildUrl(bookmarkPageKey(query, 0, null)!)).toBe('/api/bookmarks?offset=0&limit=20&sort=recent');
  });

  it('sends the category, favourites, recent and trimmed search to the server', () => {
    const key = bookmarkPageKey({ categoryId: 'c1', favorites: true, recent: true, search: '  jazz ', sort: 'added' }, 2, new Array(PAGE_SIZE));
    expect(buildUrl(key!)).toBe('/api/bookmarks?offset=40&limit=20&categoryId=c1&favorites=true&recent=true&search=jazz&sort=added');
  });

  it('stops after a page shorter than 20', () => {
    expect(bookmarkPageKey(query, 1, new Array(7))).toBeNull();
    expect(hasMorePages([new Array(20), new Array(7)])).toBe(false);
    expect(hasMorePages([new Array(20)])).toBe(true);
    expect(hasMorePages(undefined)).toBe(false);
  });
});

describe('listHeading', () => {
  const stats = { totalBookmarks: 45, favoriteBookmarks: 1, recentBookmarks: 3 };

  it('counts all bookmarks from the stats', () => {
    expect(listHeading({ filter: 'all', category: null, search: '', stats })).toEqual({ title: 'All Bookmarks', subtitle: '45 bookmarks' });
  });

  it('names the favourites and the recent filter', () => {
    expect(listHeading({ filter: 'favorites', category: null, search: '', stats }).subtitle).toBe('1 bookmark');
    expect(listHeading({ filter: 'recent', category: null, search: '', stats })).toEqual({ title: 'Recent', subtitle: '3 bookmarks, added in the last 7 days' });
  });

  it("titles a category by its name with its count, and a search by what was searched", () => {
    const category = { name: 'Music', bookmarkCount: 4 };
    expect(listHeading({ filter: 'all', category, search: '', stats })).toEqual({ title: 'Music', subtitle: '4 bookmarks' });
    expect(listHeading({ filter: 'all', category: null, search: 'jazz', stats }).subtitle).toBe('Results for “jazz”');
  });
});

