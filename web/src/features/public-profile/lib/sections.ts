import type { PublicBookmark, PublicCategory, PublicUser } from '../types';

export const UNCATEGORIZED_ID = 'uncategorized';

export interface BookmarkSection {
  /** A category id, or UNCATEGORIZED_ID. */
  id: string;
  name: string;
  color: string | null;
  category: PublicCategory | null;
  bookmarks: PublicBookmark[];
}

/**
 * The page's sections (spec 2 §2): one per public category in display order, then
 * "Uncategorized" for bookmarks in none of the shown categories (everything, titled "All Bookmarks",
 * when no categories are shown). A bookmark in two categories
 * appears in both. Empty sections are left out.
 */
export function groupBookmarks(
  bookmarks: PublicBookmark[],
  categories: PublicCategory[],
  names: { uncategorized: string; all: string } = { uncategorized: 'Uncategorized', all: 'All Bookmarks' },
): BookmarkSection[] {
  const shown = new Set(categories.map((c) => c.id));
  const sections: BookmarkSection[] = categories.map((category) => ({
    id: category.id,
    name: category.name,
    color: category.color,
    category,
    bookmarks: bookmarks.filter((b) => b.categories.some((c) => c.id === category.id)),
  }));
  const uncategorized = bookmarks.filter((b) => !b.categories.some((c) => shown.has(c.id)));
  // With the categories hidden there is nothing to be "uncategorized" against: one plain list.
  const name = categories.length > 0 ? names.uncategorized : names.all;
  sections.push({ id: UNCATEGORIZED_ID, name, color: null, category: null, bookmarks: uncategorized });
  return sections.filter((section) => section.bookmarks.length > 0);
}

/** The place of the Favorites row, whose cards come from a list of their own. */
export const FAVORITES_PLACE = 'favorites';

/**
 * The cards of one place on the page, as the collection stands now: a category's section or the
 * uncategorized one; undefined for any other place (the featured slot, the favourites).
 */
export function placeQueue(place: string, bookmarks: PublicBookmark[], categories: PublicCategory[]): PublicBookmark[] | undefined {
  if (place !== UNCATEGORIZED_ID && !categories.some((c) => c.id === place)) return undefined;
  return groupBookmarks(bookmarks, categories).find((section) => section.id === place)?.bookmarks ?? [];
}

export interface FilterCounts {
  /** Every listed bookmark once: "All Bookmarks (n)". */
  all: number;
  /** Each category's listed bookmarks: what choosing its badge shows. */
  byCategory: Map<string, number>;
  /** Some bookmark is in two or more of the categories, so the badges add up to more than all. */
  overlapping: boolean;
}

/**
 * What the filter badges count (spec 2 §2): the bookmarks on the page, all of them once, and
 * each category's, so every number is what a click on its badge shows.
 */
export function filterCounts(bookmarks: PublicBookmark[], categories: PublicCategory[], total?: number): FilterCounts {
  const shown = new Set(categories.map((c) => c.id));
  const byCategory = new Map(categories.map((c) => [c.id, 0]));
  let overlapping = false;
  for (const bookmark of bookmarks) {
    const ids = bookmark.categories.map((c) => c.id).filter((id) => shown.has(id));
    for (const id of ids) byCategory.set(id, byCategory.get(id)! + 1);
    if (ids.length > 1) overlapping = true;
  }
  // More pages to come (`total` given): what is loaded is not the count; the server's totals are.
  if (total !== undefined) {
    for (const c of categories) byCategory.set(c.id, Math.max(byCategory.get(c.id)!, c.bookmarkCount));
    return { all: Math.max(bookmarks.length, total), byCategory, overlapping };
  }
  return { all: bookmarks.length, byCategory, overlapping };
}

/** Display name on the public card: the names when shown, else @handle. */
export function publicDisplayName(user: Pick<PublicUser, 'firstName' | 'lastName' | 'handle'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || `@${user.handle}`;
}

/**
 * A short date in the visitor's language: en-US as the spec says (spec 2 §9, "Jan 5, 2025"), Korean
 * as Korean reads it ("2025년 1월 5일"). `notAvailable` is the translated "N/A".
 */
export function formatJoinedDate(iso: string, language = 'en-US', notAvailable = 'N/A'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return notAvailable;
  return date.toLocaleDateString(language, { month: 'short', day: 'numeric', year: 'numeric' });
}
