import { type SQL, and, asc, desc, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { type Bookmark, bookmarkCategories, bookmarks, categories } from '../schema.ts';

export const bookmarkSorts = ['recent', 'added', 'alphabetical', 'popular', 'duration'] as const;
export type BookmarkSort = (typeof bookmarkSorts)[number];

/** The text the pg_trgm index covers; a search must use this exact expression to use the index. */
export const searchableText = sql`(coalesce(${bookmarks.title}, '') || ' ' || coalesce(${bookmarks.note}, '') || ' ' || coalesce(${bookmarks.channel}, '') || ' ' || coalesce(${bookmarks.description}, ''))`;
/** The same without the owner's private note, for a subscriber's search (no index: one category). */
const visibleText = sql`(coalesce(${bookmarks.title}, '') || ' ' || coalesce(${bookmarks.channel}, '') || ' ' || coalesce(${bookmarks.description}, ''))`;

interface SortKey {
  key: SQL;
  direction: 'asc' | 'desc';
  /** The key exactly as a cursor carries it, so the next page starts right after the last row. */
  cursorValue: SQL;
  /** A cursor's value as SQL comparable with the key, or null when it is not a value of this key. */
  bind: (value: unknown) => SQL | null;
}

const EXACT_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

// Postgres keeps microseconds and a JS Date only milliseconds: a timestamp cursor is exact text,
// or rows sharing the last row's timestamp (one now() of a multi-row insert) would be skipped.
const timestampKey = (key: SQL): SortKey => ({
  key,
  direction: 'desc',
  cursorValue: sql`to_char(${key} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  bind: (v) => (typeof v === 'string' && EXACT_TIMESTAMP.test(v) ? sql`${v}::timestamptz` : null),
});
// Drivers hand int8 back as a string; as float8 it arrives as a number, exact below 2^53.
const integerKey = (key: SQL): SortKey => ({
  key,
  direction: 'desc',
  cursorValue: sql`(${key})::float8`,
  bind: (v) => (Number.isSafeInteger(v) ? sql`${v}` : null),
});

/**
 * Each sort is one key plus the id as a tiebreak, so every order is total: pages never overlap or
 * skip. Nullable keys are coalesced so keyset comparisons stay simple and match the ordering.
 */
const sortKeys: Record<BookmarkSort, SortKey> = {
  recent: timestampKey(sql`coalesce(${bookmarks.publishedAt}, ${bookmarks.createdAt})`),
  added: timestampKey(sql`${bookmarks.createdAt}`),
  alphabetical: {
    key: sql`lower(${bookmarks.title})`,
    direction: 'asc',
    cursorValue: sql`lower(${bookmarks.title})`,
    bind: (v) => (typeof v === 'string' ? sql`${v}` : null),
  },
  popular: integerKey(sql`coalesce(${bookmarks.views}, -1)`),
  duration: integerKey(sql`coalesce(${bookmarks.durationSeconds}, -1)`),
};

/** Whether a cursor value can come from a page in this sort (a cursor is client input). */
export function cursorFitsSort(sort: BookmarkSort, value: unknown): boolean {
  return sortKeys[sort].bind(value) !== null;
}

export interface BookmarkListQuery {
  /** Whose bookmarks: the signed-in user, or the owner of a subscribed category. */
  ownerId: string;
  categoryId?: string;
  favorites?: boolean;
  /** Added on or after this moment. */
  addedSince?: Date;
  search?: string;
  /**
   * A subscriber looking at someone else's bookmarks: the owner's notes and favourites are
   * private, so they neither match a search nor make a favourites filter.
   */
  asVisitor?: boolean;
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
  const { key, direction, cursorValue, bind } = sortKeys[q.sort];
  const conditions: (SQL | undefined)[] = [eq(bookmarks.userId, q.ownerId)];
  if (q.categoryId) {
    conditions.push(
      inArray(bookmarks.id, db.select({ id: bookmarkCategories.bookmarkId }).from(bookmarkCategories).where(eq(bookmarkCategories.categoryId, q.categoryId))),
    );
  }
  if (q.favorites) conditions.push(q.asVisitor ? sql`false` : eq(bookmarks.isFavorite, true));
  if (q.addedSince) conditions.push(gte(bookmarks.createdAt, q.addedSince));
  if (q.search) conditions.push(sql`${q.asVisitor ? visibleText : searchableText} ilike ${`%${escapeLike(q.search)}%`}`);
  if (q.cursor) {
    const value = bind(q.cursor.value);
    if (!value) throw new Error(`A cursor value that does not fit the ${q.sort} sort reached the query.`);
    const after = direction === 'desc' ? lt : gt;
    conditions.push(or(after(key, value), and(eq(key, value), gt(bookmarks.id, q.cursor.id))));
  }

  const rows = await db
    .select({ bookmark: bookmarks, sortValue: sql<string | number>`${cursorValue}`.as('sort_value') })
    .from(bookmarks)
    .where(and(...conditions))
    .orderBy(direction === 'desc' ? desc(key) : asc(key), asc(bookmarks.id))
    .limit(q.limit)
    .offset(q.cursor ? 0 : (q.offset ?? 0));

  const last = rows.at(-1);
  const nextCursor = rows.length === q.limit && last ? { value: last.sortValue, id: last.bookmark.id } : null;
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

/** The id of the user's bookmark of a video, if they saved it (the extension's 'Already saved'). */
export async function findOwnBookmarkIdByVideo(db: Database, userId: string, videoId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: bookmarks.id })
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.videoId, videoId)))
    .limit(1);
  return row?.id ?? null;
}
