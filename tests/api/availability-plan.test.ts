// How a page of the list reads each bookmark's availability once many videos went unavailable
// after the planner last counted them (PGlite never analyzes on its own): by the primary key.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilityColumn } from '../../db/queries/availability.ts';
import { createUser, insertNumberedBookmarks } from '../support/builders.ts';
import { type TestDatabase, databaseKinds, openTestDatabase } from '../support/databases.ts';
import { rowsOf } from '../../db/rows.ts';

describe.each(databaseKinds)('the list availability column on %s', (kind) => {
  let database: TestDatabase;
  let userId: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { db } = database;
    userId = (await createUser(db)).id;
    await insertNumberedBookmarks(db, userId, 2000, 'p');
    // The planner's last count: every video available.
    await db.execute(sql`analyze`);
    await db.execute(sql`update video_availability set status = 'deleted', changed_at = now(), checked_at = now()`);
  });
  afterAll(() => database.close());

  it('looks each row up by primary key, not through every unavailable video in the partial changed_at index', async () => {
    const plan = rowsOf<Record<string, string>>(
      await database.db.execute(sql`explain select ${availabilityColumn} from bookmarks where bookmarks.user_id = ${userId} limit 20`),
    ).map((row) => Object.values(row)[0]);
    expect(plan.join('\n')).not.toContain('video_availability_changed_at_idx');
    expect(plan.join('\n')).toContain('video_availability_pkey');
  });

  it('still shows the state of an unavailable video and nothing for one that plays', async () => {
    await database.db.execute(sql`update video_availability set status = 'available' where video_id = 'p0000000001'`);
    const rows = rowsOf<{ video_id: string; availability: unknown }>(
      await database.db.execute(sql`select video_id, ${availabilityColumn} as availability from bookmarks
        where bookmarks.user_id = ${userId} and video_id in ('p0000000001', 'p0000000002') order by video_id`),
    );
    const parsed = rows.map((r) => (typeof r.availability === 'string' ? JSON.parse(r.availability) : r.availability) as { status: string } | null);
    expect(parsed[0]).toBeNull();
    expect(parsed[1]?.status).toBe('deleted');
  });
});
