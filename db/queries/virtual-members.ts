import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { type Category, categories, type User, users } from '../schema.ts';

/** Virtual members are user rows with is_virtual set and no e-mail or Google identity. */

export interface VirtualMemberFields {
  firstName: string;
  lastName: string | null;
  handle: string;
  title: string | null;
  description: string | null;
  profileImageUrl: string | null;
}

export async function listVirtualMembers(db: Database): Promise<User[]> {
  return db.select().from(users).where(eq(users.isVirtual, true)).orderBy(desc(users.createdAt), users.id);
}

export async function findVirtualMember(db: Database, id: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(and(eq(users.id, id), eq(users.isVirtual, true))).limit(1);
  return row;
}

/**
 * Creates the member and its categories in one transaction. `categoriesToCreate` are already
 * validated; they get display orders in the order given.
 */
export async function createVirtualMember(
  db: Database,
  fields: VirtualMemberFields,
  categoriesToCreate: { name: string; color: string }[],
): Promise<{ member: User; categories: Category[] }> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .insert(users)
      .values({ ...fields, isVirtual: true, email: null, googleSub: null, isPublic: false })
      .returning();
    const created = categoriesToCreate.length
      ? await tx
          .insert(categories)
          .values(categoriesToCreate.map((c, i) => ({ userId: member!.id, name: c.name, color: c.color, displayOrder: i })))
          .returning()
      : [];
    created.sort((a, b) => a.displayOrder - b.displayOrder);
    return { member: member!, categories: created };
  });
}

export async function updateVirtualMember(db: Database, id: string, fields: VirtualMemberFields): Promise<User | undefined> {
  const [row] = await db
    .update(users)
    // updated_at is the profile's Last-Modified in its feeds: a reader's If-Modified-Since must miss.
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.isVirtual, true)))
    .returning();
  return row;
}

export async function publishVirtualMember(db: Database, id: string): Promise<User | undefined> {
  const [row] = await db
    .update(users)
    .set({ isPublic: true, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.isVirtual, true)))
    .returning();
  return row;
}

/** Deletes a member and, by cascade, its categories, bookmarks, subscriptions to them and jobs. */
export async function deleteVirtualMember(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .delete(users)
    .where(and(eq(users.id, id), eq(users.isVirtual, true)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** A category of a virtual member (for auto-bookmarking it). */
export async function findVirtualMemberCategory(db: Database, categoryId: string): Promise<Category | undefined> {
  const [row] = await db
    .select({ category: categories })
    .from(categories)
    .innerJoin(users, eq(users.id, categories.userId))
    .where(and(eq(categories.id, categoryId), eq(users.isVirtual, true)))
    .limit(1);
  return row?.category;
}
