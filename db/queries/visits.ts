import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { profileVisits, rateLimitCounters } from '../schema.ts';

/**
 * Records one visit to `profileUserId`'s page; a visitor already seen that day is not recorded
 * again. True when this visit was new.
 */
export async function recordVisit(
  db: Database,
  profileUserId: string,
  visit: { day: string; visitorHash: string; userAgent: string | null; referrer: string | null },
): Promise<boolean> {
  const rows = await db
    .insert(profileVisits)
    .values({ profileUserId, ...visit })
    .onConflictDoNothing()
    .returning({ day: profileVisits.day });
  return rows.length > 0;
}

/** Whether this visitor was already counted on this profile that day. */
export async function hasVisited(db: Database, profileUserId: string, day: string, visitorHash: string): Promise<boolean> {
  const [row] = await db
    .select({ day: profileVisits.day })
    .from(profileVisits)
    .where(and(eq(profileVisits.profileUserId, profileUserId), eq(profileVisits.day, day), eq(profileVisits.visitorHash, visitorHash)))
    .limit(1);
  return !!row;
}

/**
 * Drops rate-limit windows that started before `before`. Visit counters have a key per address
 * and day, so unlike a token's they are never reused: without this they would pile up.
 */
export async function dropRateLimitsBefore(db: Database, before: Date) {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, before));
}
