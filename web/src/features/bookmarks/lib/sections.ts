/** The part of a category a section needs. */
export interface SectionCategory {
  id: string;
  name: string;
  color: string;
  /** How many bookmarks the whole category has (the loaded page may hold fewer). */
  bookmarkCount?: number;
}

export interface BookmarkSection<B> {
  /** The category id, or UNCATEGORIZED_SECTION_ID. */
  id: string;
  name: string;
  color: string | null;
  bookmarks: B[];
  /** The category's real size when known, else how many of its bookmarks are loaded. */
  count: number;
}

export const UNCATEGORIZED_SECTION_ID = 'uncategorized';

/**
 * Groups bookmarks into one section per category, in the given (display) order, then
 * 'Uncategorized'. A bookmark in two categories appears in both; empty sections are left out.
 * Categories a bookmark names that the list does not know (a stale cache) come after the known
 * ones, in the order first seen.
 */
export function groupIntoSections<B extends { categories: readonly SectionCategory[] }>(
  bookmarks: readonly B[],
  categories: readonly SectionCategory[],
): BookmarkSection<B>[] {
  const sections = new Map<string, BookmarkSection<B>>(
    categories.map((c) => [c.id, { id: c.id, name: c.name, color: c.color, bookmarks: [], count: 0 }]),
  );
  const uncategorized: B[] = [];
  for (const bookmark of bookmarks) {
    if (bookmark.categories.length === 0) uncategorized.push(bookmark);
    for (const ref of bookmark.categories) {
      let section = sections.get(ref.id);
      if (!section) {
        section = { id: ref.id, name: ref.name, color: ref.color, bookmarks: [], count: 0 };
        sections.set(ref.id, section);
      }
      if (!section.bookmarks.includes(bookmark)) section.bookmarks.push(bookmark);
    }
  }
  const totals = new Map(categories.map((c) => [c.id, c.bookmarkCount]));
  const result = [...sections.values()]
    .filter((s) => s.bookmarks.length > 0)
    .map((s) => ({ ...s, count: Math.max(totals.get(s.id) ?? 0, s.bookmarks.length) }));
  if (uncategorized.length) result.push({ id: UNCATEGORIZED_SECTION_ID, name: 'Uncategorized', color: null, bookmarks: uncategorized, count: uncategorized.length });
  return result;
}
