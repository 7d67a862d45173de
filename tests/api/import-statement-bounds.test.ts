// While an import runs, each of its statements holds the embedded database (one connection) and
// every other user waits: none may grow with the size of a library, and none may pay for a whole
// index at once. PGlite never analyzes on its own, so the statistics here predate the importer.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existingVideoIds, existingVideoIdsQuery } from '../../db/queries/imports.ts';
import { bookmarksNeedingDetails } from '../../db/queries/needs-details.ts';
import { createUser, insertNumberedBookmarks } from '../support/builders.ts';
import { type TestDatabase, databaseKinds, openTestDatabase } from '../support/databases.ts';
import { rowsOf } from '../../db/rows.ts';

const LIBRARY = 3000;

describe.each(databaseKinds)('the statements of an import on %s', (kind) => {
  let database: TestDatabase;
  let importer: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { db } = database;
    const other = (await createUser(db)).id;
    await insertNumberedBookmarks(db, other, 2000, 'o');
    // The planner's last count knew one library only; the importer's comes after it.
    await db.execute(sql`analyze bookmarks`);
    importer = (await createUser(db)).id;
    await insertNumberedBookmarks(db, importer, LIBRARY, 'i');
    // Saved without a Data API key: all of it waits for its details.
    await db.execute(sql`update bookmarks set needs_details = true where user_id = ${importer}`);
  });
  afterAll(() => database.close());

  it('finds the videos the importer already has by video id, without reading the rest of their library', async () => {
    const ids = ['i0000000007', 'i0000002999', 'o0000000001', 'n0000000001', ...Array.from({ length: 46 }, (_, i) => `n${String(i + 2).padStart(10, '0')}`)];
    expect([...(await existingVideoIds(database.db, importer, ids))].sort()).toEqual(['i0000000007', 'i0000002999']);

    const plan = rowsOf<Record<string, string>>(
      await database.db.execute(sql`explain (analyze, costs off, timing off, summary off) ${existingVideoIdsQuery(importer, ids)}`),
    ).map((row) => Object.values(row)[0]!);
    // Rows an index handed over that the statement then threw away: a walk through the library.
    // EXPLAIN reports them per loop, under the line of their plan node.
    let loops = 1;
    let thrownAway = 0;
    for (const line of plan) {
      loops = Number(line.match(/loops=(\d+)/)?.[1] ?? loops);
      thrownAway += Number(line.match(/Rows Removed by (?:Filter|Index Recheck): (\d+)/)?.[1] ?? 0) * loops;
    }
    expect(thrownAway, plan.join('\n')).toBeLessThan(100);
  });

  it('keeps the trigram index pending list small, so no insert merges megabytes of it at once', async () => {
    const [row] = rowsOf<{ options: string[] | null }>(
      await database.db.execute(sql`select reloptions as options from pg_class where relname = 'bookmarks_search_trgm_idx'`),
    );
    expect(row?.options).toContain('gin_pending_list_limit=64');
  });

  it('takes the oldest bookmarks still needing details from an index in that order, without sorting all of them', async () => {
    const first = await bookmarksNeedingDetails(database.db, importer, 500);
    expect(first).toHaveLength(500);
    const plan = rowsOf<Record<string, string>>(
      await database.db.execute(sql`explain (costs off) ${bookmarksNeedingDetails(database.db, importer, 500)}`),
    ).map((row) => Object.values(row)[0]!);
    expect(plan.join('\n')).toContain('bookmarks_needs_details_idx');
    expect(plan.join('\n')).not.toMatch(/Sort/);
  });
});
