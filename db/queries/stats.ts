import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { bookmarks, profileVisits } from '../schema.ts';

/**
 * The user's numbers in one round trip: bookmark counts (all, added since `recentSince`,
 * favourites) and the distinct visitors of their profile on `day` (UTC, YYYY-MM-DD).
 */
export async function userStats(db: Database, userId: string, recentSince: Date, day: string) {
  const visitors = db
    .select({ n: count() })
    .from(profileVisits)
    .where(and(eq(profileVisits.profileUserId, userId), eq(profileVisits.day, day)));
  const [stats] = await db
    .select({
      totalBookmarks: sql<number>`count(*)::int`,
      recentBookmarks: sql<number>`count(*) filter (where ${bookmarks.createdAt} >= ${recentSince.toISOString()}::timestamptz)::int`,
      favoriteBookmarks: sql<number>`count(*) filter (where ${bookmarks.isFavorite})::int`,
      todayVisitors: sql<number>`(${visitors})::int`,
    })
    .from(bookmarks)
    .where(eq(bookmarks.userId, userId));
  return stats!;
}
