import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { type Category, bookmarkCategories, categories, categorySubscriptions, users } from '../schema.ts';

const bookmarkCount = sql<number>`(select count(*)::int from ${bookmarkCategories} where ${bookmarkCategories.categoryId} = ${categories.id})`;

/** The user's own categories in display order, each with its bookmark count. */
export async function listOwnCategories(db: Database, userId: string) {
  return db
    .select({ category: categories, bookmarkCount })
    .from(categories)
    .where(eq(categories.userId, userId))
    .orderBy(asc(categories.displayOrder), asc(categories.createdAt), asc(categories.id));
}

/**
 * Categories of other users the user subscribes to and can still see: a category its owner made
 * private again disappears from the subscriber (and stops counting toward the limit).
 */
export async function listSubscribedCategories(db: Database, userId: string) {
  return db
    .select({
      category: categories,
      bookmarkCount,
      owner: {
        id: users.id,
        handle: users.handle,
        firstName: users.firstName,
        lastName: users.lastName,
        isPublic: users.isPublic,
        showName: users.showName,
      },
    })
    .from(categorySubscriptions)
    .innerJoin(categories, eq(categories.id, categorySubscriptions.categoryId))
    .innerJoin(users, eq(users.id, categories.userId))
    .where(and(eq(categorySubscriptions.userId, userId), eq(categories.isPublic, true)))
    .orderBy(asc(categorySubscriptions.createdAt), asc(categories.id));
}

export async function countBookmarksInCategory(db: Database, categoryId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bookmarkCategories).where(eq(bookmarkCategories.categoryId, categoryId));
  return row?.n ?? 0;
}

/** Own plus visible subscribed categories: what the limit of 10 counts. */
export async function countCategorySlots(db: Database, userId: string): Promise<number> {
  const [own] = await db.select({ n: count() }).from(categories).where(eq(categories.userId, userId));
  const [subscribed] = await db
    .select({ n: count() })
    .from(categorySubscriptions)
    .innerJoin(categories, eq(categories.id, categorySubscriptions.categoryId))
    .where(and(eq(categorySubscriptions.userId, userId), eq(categories.isPublic, true)));
  return (own?.n ?? 0) + (subscribed?.n ?? 0);
}

/**
 * Serialises the category-limit check and insert of one user (two tabs creating at once must not
 * reach 11): the user's row stays locked until the transaction ends.
 */
export async function lockUser(db: Database, userId: string) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function findCategory(db: Database, id: string): Promise<Category | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  return row;
}

export async function findOwnCategory(db: Database, userId: string, id: string): Promise<Category | undefined> {
  const [row] = await db.select().from(categories).where(and(eq(categories.id, id), eq(categories.userId, userId))).limit(1);
  return row;
}

/** Which of these ids are categories the user owns. */
export async function ownCategoryIds(db: Database, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: categories.id }).from(categories).where(and(eq(categories.userId, userId), inArray(categories.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function isSubscribed(db: Database, userId: string, categoryId: string): Promise<boolean> {
  const [row] = await db
    .select({ categoryId: categorySubscriptions.categoryId })
    .from(categorySubscriptions)
    .where(and(eq(categorySubscriptions.userId, userId), eq(categorySubscriptions.categoryId, categoryId)))
    .limit(1);
  return !!row;
}

export async function nextDisplayOrder(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ max: sql<number | null>`max(${categories.displayOrder})` }).from(categories).where(eq(categories.userId, userId));
  return (row?.max ?? -1) + 1;
}
