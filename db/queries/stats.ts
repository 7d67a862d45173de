import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { blockedIn } from './availability.ts';
import { bookmarkCounts, bookmarks, profileVisits, users } from '../schema.ts';

/**
 * The user's numbers in one round trip: bookmark counts (all and favourites from the counts the
 * triggers keep, migration 0005; added since `recentSince` from the created-at index, which reads
 * only that week's entries) and the distinct visitors of their profile on `day` (UTC, YYYY-MM-DD).
 * Unavailable: the kept count of bookmarks whose video plays nowhere (migration 0011) plus those
 * blocked where the viewer is, the only part that depends on the region.
 */
export async function userStats(db: Database, userId: string, recentSince: Date, day: string, region: string) {
  const [stats] = await userStatsQuery(db, userId, recentSince, day, region);
  return stats ?? { totalBookmarks: 0, recentBookmarks: 0, favoriteBookmarks: 0, unavailableBookmarks: 0, todayVisitors: 0 };
}

/** userStats' one statement, unrun (its plan is tested). */
export function userStatsQuery(db: Database, userId: string, recentSince: Date, day: string, region: string) {
  const recent = db
    .select({ n: count() })
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), gte(bookmarks.createdAt, recentSince)));
  const visitors = db
    .select({ n: count() })
    .from(profileVisits)
    .where(and(eq(profileVisits.profileUserId, userId), eq(profileVisits.day, day)));
  // From the few region-blocked videos (their partial index) to the user's bookmarks of them (the unique user/video index).
  const blocked = sql`(select count(*) from video_availability va join bookmarks b on b.video_id = va.video_id
    where va.status = 'blocked' and b.user_id = ${userId} and ${blockedIn(sql`va`, sql`${region}::text`)})`;
  return db
    .select({
      totalBookmarks: sql<number>`coalesce(${bookmarkCounts.total}, 0)::int`,
      recentBookmarks: sql<number>`(${recent})::int`,
      favoriteBookmarks: sql<number>`coalesce(${bookmarkCounts.favorites}, 0)::int`,
      unavailableBookmarks: sql<number>`(coalesce(${bookmarkCounts.gone}, 0) + ${blocked})::int`,
      todayVisitors: sql<number>`(${visitors})::int`,
    })
    .from(users)
    .leftJoin(bookmarkCounts, eq(bookmarkCounts.userId, users.id))
    .where(eq(users.id, userId));
}
