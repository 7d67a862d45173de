import { and, asc, count, eq, exists, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { type Category, bookmarkCategories, categories, categorySubscriptions, users } from '../schema.ts';

type NewCategory = typeof categories.$inferInsert;

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

/** A subscription of the user to this category (a subquery: exists-able). */
const subscriptionOf = (db: Database, userId: string) =>
  db
    .select({ id: categorySubscriptions.categoryId })
    .from(categorySubscriptions)
    .where(and(eq(categorySubscriptions.userId, userId), eq(categorySubscriptions.categoryId, categories.id)));

/**
 * A category the user may look into: their own, or another user's that is public and that the
 * user subscribes to (then read-only). Anything else does not exist for this user.
 */
export async function findVisibleCategory(db: Database, userId: string, id: string): Promise<Category | undefined> {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), or(eq(categories.userId, userId), and(eq(categories.isPublic, true), exists(subscriptionOf(db, userId))))))
    .limit(1);
  return row;
}

/** Another user's category the user may subscribe to: public and open to subscription. */
export async function findSubscribableCategory(db: Database, userId: string, id: string): Promise<Category | undefined> {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), ne(categories.userId, userId), eq(categories.isPublic, true), eq(categories.subscribable, true)))
    .limit(1);
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

/**
 * Creates one of the user's categories unless they already fill `limit` slots (own plus
 * subscribed); null when full. The user's row is locked so two tabs cannot both take the last slot.
 */
export async function createCategory(
  db: Database,
  userId: string,
  fields: Omit<NewCategory, 'userId' | 'displayOrder'>,
  limit: number,
): Promise<Category | null> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if ((await countCategorySlots(tx, userId)) >= limit) return null;
    const [row] = await tx
      .insert(categories)
      .values({ ...fields, userId, displayOrder: await nextDisplayOrder(tx, userId) })
      .returning();
    return row!;
  });
}

/** Sets the display order of the user's own categories; other ids are left alone. */
export async function reorderCategories(db: Database, userId: string, items: { id: string; order: number }[]) {
  await db.transaction(async (tx) => {
    for (const item of items) {
      await tx.update(categories).set({ displayOrder: item.order }).where(and(eq(categories.id, item.id), eq(categories.userId, userId)));
    }
  });
}

/** Changes one of the user's categories; undefined when it is not theirs. */
export async function updateCategory(
  db: Database,
  userId: string,
  id: string,
  changes: Partial<Pick<NewCategory, 'name' | 'color' | 'isPublic' | 'subscribable'>>,
): Promise<Category | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(categories)
      .set(changes)
      .where(and(eq(categories.id, id), eq(categories.userId, userId)))
      .returning();
    // Subscribers lose a category its owner makes private. Their subscription ends with it, so
    // publishing it again cannot push anyone past the limit of 10 behind their back.
    if (row && changes.isPublic === false) await tx.delete(categorySubscriptions).where(eq(categorySubscriptions.categoryId, row.id));
    // The owner's public face changed: feeds date themselves by users.updated_at too, so a reader
    // holding only Last-Modified is not told its copy with the old name is current.
    if (row) await tx.update(users).set({ updatedAt: sql`now()` }).where(eq(users.id, userId));
    return row;
  });
}

/** Deletes one of the user's categories (its bookmarks stay); false when it is not theirs. */
export async function deleteCategory(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(categories)
    .where(and(eq(categories.id, id), eq(categories.userId, userId)))
    .returning({ id: categories.id });
  return deleted.length > 0;
}

/**
 * Subscribes the user to a category (callers check it may be subscribed). Subscribing twice is
 * fine; 'limit' when the user's slots are full. Locked like createCategory.
 */
export async function subscribe(db: Database, userId: string, categoryId: string, limit: number): Promise<'subscribed' | 'limit'> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if (await isSubscribed(tx, userId, categoryId)) return 'subscribed';
    if ((await countCategorySlots(tx, userId)) >= limit) return 'limit';
    await tx.insert(categorySubscriptions).values({ userId, categoryId }).onConflictDoNothing();
    return 'subscribed';
  });
}

/** Ends the user's subscription; false when there was none. */
export async function unsubscribe(db: Database, userId: string, categoryId: string): Promise<boolean> {
  const deleted = await db
    .delete(categorySubscriptions)
    .where(and(eq(categorySubscriptions.userId, userId), eq(categorySubscriptions.categoryId, categoryId)))
    .returning();
  return deleted.length > 0;
}
