import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { unavailableIn } from './availability.ts';
import { bookmarkCounts, bookmarks, profileVisits, users } from '../schema.ts';

/**
 * The user's numbers in one round trip: bookmark counts (all and favourites from the counts the
 * triggers keep, migration 0005; added since `recentSince` from the created-at index, which reads
 * only that week's entries) and the distinct visitors of their profile on `day` (UTC, YYYY-MM-DD).
 */
export async function userStats(db: Database, userId: string, recentSince: Date, day: string, region: string) {
  const recent = db
    .select({ n: count() })
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), gte(bookmarks.createdAt, recentSince)));
  const visitors = db
    .select({ n: count() })
    .from(profileVisits)
    .where(and(eq(profileVisits.profileUserId, userId), eq(profileVisits.day, day)));
  // From the few unavailable videos to the user's bookmarks of them (the unique user/video index).
  const unavailable = sql`(select count(*) from bookmarks where bookmarks.user_id = ${userId} and ${unavailableIn(sql`${region}::text`)})`;
  const [stats] = await db
    .select({
      totalBookmarks: sql<number>`coalesce(${bookmarkCounts.total}, 0)::int`,
      recentBookmarks: sql<number>`(${recent})::int`,
      favoriteBookmarks: sql<number>`coalesce(${bookmarkCounts.favorites}, 0)::int`,
      unavailableBookmarks: sql<number>`(${unavailable})::int`,
      todayVisitors: sql<number>`(${visitors})::int`,
    })
    .from(users)
    .leftJoin(bookmarkCounts, eq(bookmarkCounts.userId, users.id))
    .where(eq(users.id, userId));
  return stats ?? { totalBookmarks: 0, recentBookmarks: 0, favoriteBookmarks: 0, unavailableBookmarks: 0, todayVisitors: 0 };
}
