import { and, asc, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { bookmarkCategories, bookmarks, categories } from '../schema.ts';

/** The user's own categories in display order. */
export function exportCategories(db: Database, userId: string) {
  return db
    .select({ id: categories.id, name: categories.name, color: categories.color, isPublic: categories.isPublic, subscribable: categories.subscribable, displayOrder: categories.displayOrder })
    .from(categories)
    .where(eq(categories.userId, userId))
    .orderBy(asc(categories.displayOrder), asc(categories.createdAt), asc(categories.id));
}

export type ExportBookmark = Awaited<ReturnType<typeof exportBookmarkPage>>[number];

/**
 * One keyset page of the user's bookmarks, by id (unique and total, so no row is skipped or
 * repeated while the export streams). `within`: only those in this category, or 'none' for
 * those in no category.
 */
export function exportBookmarkPage(db: Database, userId: string, options: { afterId?: string; limit: number; within?: string | 'none' }) {
  const { afterId, limit, within } = options;
  const inCategory =
    within === 'none'
      ? notExists(db.select({ one: sql`1` }).from(bookmarkCategories).where(eq(bookmarkCategories.bookmarkId, bookmarks.id)))
      : within
        ? sql`exists (select 1 from ${bookmarkCategories} where ${bookmarkCategories.bookmarkId} = ${bookmarks.id} and ${bookmarkCategories.categoryId} = ${within})`
        : undefined;
  return db
    .select({
      id: bookmarks.id,
      videoId: bookmarks.videoId,
      url: bookmarks.url,
      title: bookmarks.title,
      note: bookmarks.note,
      isFavorite: bookmarks.isFavorite,
      watchTime: bookmarks.watchTime,
      createdAt: bookmarks.createdAt,
    })
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), afterId ? gt(bookmarks.id, afterId) : undefined, inCategory))
    .orderBy(asc(bookmarks.id))
    .limit(limit);
}

/** Which of the user's categories each bookmark is in. */
export async function categoryIdsOfBookmarks(db: Database, userId: string, bookmarkIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (bookmarkIds.length === 0) return out;
  const rows = await db
    .select({ bookmarkId: bookmarkCategories.bookmarkId, categoryId: bookmarkCategories.categoryId })
    .from(bookmarkCategories)
    .innerJoin(categories, eq(categories.id, bookmarkCategories.categoryId))
    .where(and(inArray(bookmarkCategories.bookmarkId, bookmarkIds), eq(categories.userId, userId)));
  for (const r of rows) out.set(r.bookmarkId, [...(out.get(r.bookmarkId) ?? []), r.categoryId]);
  return out;
}
