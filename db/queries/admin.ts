import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rateLimitCounters, type User, users } from '../schema.ts';

/**
 * Admin back-office queries over registered users. Only routes behind the admin middleware call
 * these; the acting admin's id is passed where the rule depends on it.
 */

export async function listRegisteredUsers(db: Database): Promise<User[]> {
  return db.select().from(users).where(eq(users.isVirtual, false)).orderBy(desc(users.createdAt), users.id);
}

export async function findRegisteredUser(db: Database, id: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(and(eq(users.id, id), eq(users.isVirtual, false))).limit(1);
  return row;
}

/**
 * Deletes a registered user and, through the foreign keys' cascades, everything of theirs:
 * bookmarks, categories (and with them others' subscriptions to them), sessions, visits, jobs.
 * One statement, so it is one transaction. Never the acting admin (checked by the route too).
 */
export async function deleteRegisteredUser(db: Database, actingAdminId: string, id: string): Promise<boolean> {
  if (id === actingAdminId) return false;
  const deleted = await db
    .delete(users)
    .where(and(eq(users.id, id), eq(users.isVirtual, false)))
    .returning({ id: users.id });
  return deleted.length > 0;
}

/** The dashboard's four counts (spec 2 §2); `since` starts the new-users window. */
export async function adminStats(db: Database, since: Date) {
  const [row] = await db
    .select({
      totalUsers: sql<number>`count(*) filter (where not ${users.isVirtual})`.mapWith(Number),
      newUsers: sql<number>`count(*) filter (where not ${users.isVirtual} and ${users.createdAt} >= ${since.toISOString()})`.mapWith(Number),
      virtualMembers: sql<number>`count(*) filter (where ${users.isVirtual})`.mapWith(Number),
      publishedMembers: sql<number>`count(*) filter (where ${users.isVirtual} and ${users.isPublic})`.mapWith(Number),
    })
    .from(users);
  return row ?? { totalUsers: 0, newUsers: 0, virtualMembers: 0, publishedMembers: 0 };
}

/**
 * Counts one hit against a fixed-window limit kept in the database, so it holds across Worker
 * isolates and Node restarts. Returns the hits in the current window, this one included.
 */
export async function hitRateLimit(db: Database, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimitCounters.key, rateLimitCounters.windowStart], set: { count: sql`${rateLimitCounters.count} + 1` } })
    .returning({ count: rateLimitCounters.count });
  // Old windows are useless: drop this key's when a new window starts, so the table stays small
  // (once per window, not on every hit: personal API tokens count every request).
  if ((row?.count ?? 1) === 1) {
    await db.delete(rateLimitCounters).where(and(eq(rateLimitCounters.key, key), sql`${rateLimitCounters.windowStart} < ${windowStart.toISOString()}`));
  }
  return row?.count ?? 1;
}
