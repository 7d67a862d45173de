import { type SQL, and, asc, desc, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { type Bookmark, bookmarkCategories, bookmarks, categories } from '../schema.ts';

export const bookmarkSorts = ['recent', 'added', 'alphabetical', 'popular', 'duration'] as const;
export type BookmarkSort = (typeof bookmarkSorts)[number];

/** The text the pg_trgm index covers; a search must use this exact expression to use the index. */
export const searchableText = sql`(coalesce(${bookmarks.title}, '') || ' ' || coalesce(${bookmarks.note}, '') || ' ' || coalesce(${bookmarks.channel}, '') || ' ' || coalesce(${bookmarks.description}, ''))`;

/**
 * Each sort is one key plus the id as a tiebreak, so every order is total: pages never overlap or
 * skip. Nullable keys are coalesced so keyset comparisons stay simple and match the ordering.
 */
const sortKeys: Record<BookmarkSort, { key: SQL; direction: 'asc' | 'desc'; parse: (v: string) => unknown }> = {
  recent: { key: sql`coalesce(${bookmarks.publishedAt}, ${bookmarks.createdAt})`, direction: 'desc', parse: (v) => new Date(v) },
  added: { key: sql`${bookmarks.createdAt}`, direction: 'desc', parse: (v) => new Date(v) },
  alphabetical: { key: sql`lower(${bookmarks.title})`, direction: 'asc', parse: String },
  popular: { key: sql`coalesce(${bookmarks.views}, -1)`, direction: 'desc', parse: Number },
  duration: { key: sql`coalesce(${bookmarks.durationSeconds}, -1)`, direction: 'desc', parse: Number },
};

export interface BookmarkListQuery {
  /** Whose bookmarks: the signed-in user, or the owner of a subscribed category. */
  ownerId: string;
  categoryId?: string;
  favorites?: boolean;
  /** Added on or after this moment. */
  addedSince?: Date;
  search?: string;
  sort: BookmarkSort;
  limit: number;
  offset?: number;
  cursor?: BookmarkCursor;
}

export interface BookmarkCursor {
  value: string | number;
  id: string;
}

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

export async function listBookmarks(db: Database, q: BookmarkListQuery): Promise<{ rows: Bookmark[]; nextCursor: BookmarkCursor | null }> {
  const { key, direction, parse } = sortKeys[q.sort];
  const conditions: (SQL | undefined)[] = [eq(bookmarks.userId, q.ownerId)];
  if (q.categoryId) {
    conditions.push(
      inArray(bookmarks.id, db.select({ id: bookmarkCategories.bookmarkId }).from(bookmarkCategories).where(eq(bookmarkCategories.categoryId, q.categoryId))),
    );
  }
  if (q.favorites) conditions.push(eq(bookmarks.isFavorite, true));
  if (q.addedSince) conditions.push(gte(bookmarks.createdAt, q.addedSince));
  if (q.search) conditions.push(sql`${searchableText} ilike ${`%${escapeLike(q.search)}%`}`);
  if (q.cursor) {
    const value = parse(String(q.cursor.value));
    const after = direction === 'desc' ? lt : gt;
    conditions.push(or(after(key, value), and(eq(key, value), gt(bookmarks.id, q.cursor.id))));
  }

  const rows = await db
    .select({ bookmark: bookmarks, sortValue: sql<unknown>`${key}`.as('sort_value') })
    .from(bookmarks)
    .where(and(...conditions))
    .orderBy(direction === 'desc' ? desc(key) : asc(key), asc(bookmarks.id))
    .limit(q.limit)
    .offset(q.cursor ? 0 : (q.offset ?? 0));

  const last = rows.at(-1);
  const nextCursor =
    rows.length === q.limit && last
      ? { value: last.sortValue instanceof Date ? last.sortValue.toISOString() : (last.sortValue as string | number), id: last.bookmark.id }
      : null;
  return { rows: rows.map((r) => r.bookmark), nextCursor };
}

export interface CategoryRef {
  id: string;
  name: string;
  color: string;
}

/**
 * The categories of each bookmark, in display order. `onlyPublic` keeps another user's private
 * categories out of a subscriber's view.
 */
export async function categoriesOfBookmarks(db: Database, bookmarkIds: string[], options: { onlyPublic?: boolean } = {}): Promise<Map<string, CategoryRef[]>> {
  const result = new Map<string, CategoryRef[]>(bookmarkIds.map((id) => [id, []]));
  if (bookmarkIds.length === 0) return result;
  const rows = await db
    .select({ bookmarkId: bookmarkCategories.bookmarkId, id: categories.id, name: categories.name, color: categories.color })
    .from(bookmarkCategories)
    .innerJoin(categories, eq(categories.id, bookmarkCategories.categoryId))
    .where(and(inArray(bookmarkCategories.bookmarkId, bookmarkIds), options.onlyPublic ? eq(categories.isPublic, true) : undefined))
    .orderBy(asc(categories.displayOrder), asc(categories.createdAt));
  for (const { bookmarkId, ...category } of rows) result.get(bookmarkId)!.push(category);
  return result;
}

export async function findOwnBookmark(db: Database, userId: string, id: string): Promise<Bookmark | undefined> {
  const [row] = await db.select().from(bookmarks).where(and(eq(bookmarks.id, id), eq(bookmarks.userId, userId))).limit(1);
  return row;
}

/** Replaces a bookmark's categories. Callers check the categories are the user's own. */
export async function setBookmarkCategories(db: Database, bookmarkId: string, categoryIds: string[]) {
  await db.delete(bookmarkCategories).where(eq(bookmarkCategories.bookmarkId, bookmarkId));
  if (categoryIds.length) {
    await db.insert(bookmarkCategories).values(categoryIds.map((categoryId) => ({ bookmarkId, categoryId }))).onConflictDoNothing();
  }
}
