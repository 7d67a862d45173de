// The list's statement is planned once and then reused: with its LIMIT and OFFSET as parameters,
// Postgres priced its reusable plan for a tenth of the table and planned it again on every call,
// which cost a third of a list request's database time on PGlite (bench/README.md).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBookmarks } from '../../db/queries/bookmarks.ts';
import type { SearchPlan } from '../../db/queries/search-narrowing.ts';
import { genericPlansOf } from '../../db/prepared.ts';
import { createUser, insertNumberedBookmarks } from '../support/builders.ts';
import { type TestDatabase, databaseKinds, openTestDatabase } from '../support/databases.ts';
import { rowsOf } from '../../db/rows.ts';

describe.each(databaseKinds)('the list statement on %s', (kind) => {
  let database: TestDatabase;
  let userId: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    userId = (await createUser(database.db)).id;
    await insertNumberedBookmarks(database.db, userId, 45, 'q');
  });
  afterAll(() => database.close());

  it('is planned once and its plan reused by the calls after it', async () => {
    // One call after another: the pool hands them the same connection, where Postgres keeps the plan.
    for (let i = 0; i < 8; i++) await listBookmarks(database.db, { ownerId: userId, sort: 'added', limit: 20 });
    const plans = rowsOf<{ generic_plans: number | string; custom_plans: number | string }>(
      await database.db.execute(sql`select generic_plans, custom_plans from pg_prepared_statements
        where statement like '%owner_categories%' and statement like '%order by "bookmarks"."created_at" desc%'`),
    );
    expect(plans.length).toBeGreaterThan(0);
    expect(Math.max(...plans.map((p) => Number(p.generic_plans)))).toBeGreaterThan(0);
  });

  it('plans a search walked, read from the trigram index or in windows of periods once, and runs that plan on every call after it', async () => {
    // How each reads the table is fixed by its shape; Postgres's own choice planned each of them on
    // every call (its plan made without the values is the same one, but looked dearer).
    const searches: [string, SearchPlan][] = [
      ['strpos("bookmarks"."search_text", (select lower($3))) > 0) order by', { kind: 'walk' }],
      ['like lower($3)) order by', { kind: 'trigram', piece: null }],
      ['bookmark_search_keys(', { kind: 'window', piece: 'vid', rows: 10, trigram: 'vid', pageRows: 10 }],
    ];
    for (const [, plan] of searches) {
      for (let i = 0; i < 8; i++) {
        const page = await listBookmarks(database.db, { ownerId: userId, search: 'Video 1', sort: 'recent', limit: 20 }, plan);
        expect(page.rows.length, plan.kind).toBeGreaterThan(0);
      }
    }
    // Where those statements run (the same connection: one call after another).
    const prepared = rowsOf<{ statement: string; generic_plans: number | string; custom_plans: number | string }>(
      await genericPlansOf(database.db).execute(sql`select statement, generic_plans, custom_plans from pg_prepared_statements`),
    );
    for (const [text, plan] of searches) {
      const statement = prepared.find((p) => p.statement.includes(text));
      expect(statement, plan.kind).toBeDefined();
      expect(Number(statement!.custom_plans), plan.kind).toBe(0);
      expect(Number(statement!.generic_plans), plan.kind).toBeGreaterThanOrEqual(8);
    }
    // Every other statement keeps Postgres's choice.
    const [setting] = rowsOf<{ plan_cache_mode: string }>(await database.db.execute(sql`show plan_cache_mode`));
    expect(setting!.plan_cache_mode).toBe('auto');
  });

  it('answers exactly the page asked for when the statement reads a few rows more', async () => {
    const all = await listBookmarks(database.db, { ownerId: userId, sort: 'added', limit: 100 });
    expect(all.rows).toHaveLength(45);
    expect(all.nextCursor).toBeNull();
    const first = await listBookmarks(database.db, { ownerId: userId, sort: 'added', limit: 13 });
    expect(first.rows.map((r) => r.bookmark.id)).toEqual(all.rows.slice(0, 13).map((r) => r.bookmark.id));
    expect(first.nextCursor?.id).toBe(all.rows[12]!.bookmark.id);
    const second = await listBookmarks(database.db, { ownerId: userId, sort: 'added', limit: 13, cursor: first.nextCursor! });
    expect(second.rows.map((r) => r.bookmark.id)).toEqual(all.rows.slice(13, 26).map((r) => r.bookmark.id));
    const byOffset = await listBookmarks(database.db, { ownerId: userId, sort: 'added', limit: 7, offset: 40 });
    expect(byOffset.rows.map((r) => r.bookmark.id)).toEqual(all.rows.slice(40).map((r) => r.bookmark.id));
    expect(byOffset.nextCursor).toBeNull();
  });
});
