import type { LibraryFilter } from '../stores/library-filters';

interface HeadingInput {
  filter: LibraryFilter;
  category: { name: string; bookmarkCount: number } | null;
  search: string;
  stats: { totalBookmarks: number; favoriteBookmarks: number; recentBookmarks: number } | null | undefined;
}

const FILTER_TITLES: Record<LibraryFilter, string> = { all: 'All Bookmarks', favorites: 'Favorites', recent: 'Recent' };

/**
 * The list's title and the line under it. The count is only given when it is known without
 * asking the server (a search or a combined filter has no precomputed total).
 */
export function listHeading({ filter, category, search, stats }: HeadingInput): { title: string; subtitle: string | null } {
  const title = category?.name ?? FILTER_TITLES[filter];
  if (search) return { title, subtitle: `Results for “${search}”` };
  let count: number | undefined;
  if (category && filter === 'all') count = category.bookmarkCount;
  else if (!category && stats) count = filter === 'favorites' ? stats.favoriteBookmarks : filter === 'recent' ? stats.recentBookmarks : stats.totalBookmarks;
  const parts = [count === undefined ? null : `${count} ${count === 1 ? 'bookmark' : 'bookmarks'}`];
  if (filter === 'recent') parts.push('added in the last 7 days');
  if (category && filter === 'favorites') parts.push('favorites in this category');
  if (category && filter === 'recent') parts[0] = null;
  const subtitle = parts.filter(Boolean).join(', ');
  return { title, subtitle: subtitle ? subtitle.charAt(0).toUpperCase() + subtitle.slice(1) : null };
}
