import type { Database } from '../database.ts';
import { profileVisits } from '../schema.ts';

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
