import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { bookmarks } from '../schema.ts';

/** The user's bookmark counts: all, added since `recentSince`, and favourites. */
export async function bookmarkCounts(db: Database, userId: string, recentSince: Date) {
  const [counts] = await db
    .select({
      totalBookmarks: sql<number>`count(*)::int`,
      recentBookmarks: sql<number>`count(*) filter (where ${bookmarks.createdAt} >= ${recentSince.toISOString()}::timestamptz)::int`,
      favoriteBookmarks: sql<number>`count(*) filter (where ${bookmarks.isFavorite})::int`,
    })
    .from(bookmarks)
    .where(eq(bookmarks.userId, userId));
  return counts!;
}
