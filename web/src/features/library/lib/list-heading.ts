import type { LibraryFilter } from '../stores/library-filters';

interface HeadingInput {
  filter: LibraryFilter;
  category: { name: string; bookmarkCount: number } | null;
  search: string;
  stats: { totalBookmarks: number; favoriteBookmarks: number; recentBookmarks: number; unavailableBookmarks: number } | null | undefined;
}

/** The heading's words; English unless the screen passes its translation. */
export interface HeadingTexts {
  filterTitle(filter: LibraryFilter): string;
  results(search: string): string;
  count(count: number): string;
  addedRecently: string;
  favoritesInCategory: string;
}

const FILTER_TITLES: Record<LibraryFilter, string> = { all: 'All Bookmarks', favorites: 'Favorites', recent: 'Recent', unavailable: 'Unavailable' };

const ENGLISH: HeadingTexts = {
  filterTitle: (filter) => FILTER_TITLES[filter],
  results: (search) => `Results for “${search}”`,
  count: (count) => `${count} ${count === 1 ? 'bookmark' : 'bookmarks'}`,
  addedRecently: 'added in the last 7 days',
  favoritesInCategory: 'favorites in this category',
};

/**
 * The list's title and the line under it. The count is only given when it is known without
 * asking the server (a search or a combined filter has no precomputed total).
 */
export function listHeading({ filter, category, search, stats }: HeadingInput, texts: HeadingTexts = ENGLISH): { title: string; subtitle: string | null } {
  const title = category?.name ?? texts.filterTitle(filter);
  if (search) return { title, subtitle: texts.results(search) };
  let count: number | undefined;
  if (category && filter === 'all') count = category.bookmarkCount;
  else if (!category && stats) count = { all: stats.totalBookmarks, favorites: stats.favoriteBookmarks, recent: stats.recentBookmarks, unavailable: stats.unavailableBookmarks }[filter];
  const parts = [count === undefined ? null : texts.count(count)];
  if (filter === 'recent') parts.push(texts.addedRecently);
  if (category && filter === 'favorites') parts.push(texts.favoritesInCategory);
  if (category && filter === 'recent') parts[0] = null;
  const subtitle = parts.filter(Boolean).join(', ');
  return { title, subtitle: subtitle ? subtitle.charAt(0).toUpperCase() + subtitle.slice(1) : null };
}
