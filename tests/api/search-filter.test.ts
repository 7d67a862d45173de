// A search inside a category chooses its plan from a sample of the category's own rows
// (db/queries/search-filter.ts): a term frequent in the library but absent from the category is read
// from the trigram index instead of walking the whole library, and the rows are exactly the
// category's rows holding the term, in order.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBookmarks, searchPlanFor } from '../../db/queries/bookmarks.ts';
import type { Category, User } from '../../db/schema.ts';
import { createCategory, createUser } from '../support/builders.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/databases.ts';

describe.each(databaseKinds)('a search inside a category (%s)', (kind) => {
  let database: TestDatabase;
  let me: User;
  /** The rows numbered 0, 10, 20, …: none holds the Korean term. */
  let without: Category;
  /** The same rows and row 13, which holds it. */
  let withOne: Category;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { db } = database;
    me = await createUser(db);
    const other = await createUser(db);
    [without, withOne] = [await createCategory(db, me), await createCategory(db, me)];
    // 400 rows, one a day; "김치찌개" in every tenth (i % 10 = 3), "pasta" in all.
    for (const [user, count] of [[me, 400], [other, 100]] as const) {
      await db.execute(sql`
        insert into bookmarks (user_id, video_id, url, title, description, published_at)
        select ${user.id}::uuid, 'v' || lpad(i::text, 10, '0'), 'https://www.youtube.com/watch?v=v' || lpad(i::text, 10, '0'),
               'Pasta lesson ' || i, case when i % 10 = 3 then '김치찌개 레시피' end, timestamptz '2026-01-01' - i * interval '1 day'
        from generate_series(0, ${count - 1}) i`);
    }
    await db.execute(sql`
      insert into bookmark_categories (bookmark_id, category_id)
      select b.id, c.id from bookmarks b cross join categories c
      where b.user_id = ${me.id} and c.id in (${without.id}, ${withOne.id}) and substr(b.title, 14)::int % 10 = 0
      union all select b.id, ${withOne.id}::uuid from bookmarks b where b.user_id = ${me.id} and b.title = 'Pasta lesson 13'`);
    await db.execute(sql`analyze`);
  });
  afterAll(() => database.close());

  const search = async (categoryId: string, term: string, limit = 20) => {
    const ids: string[] = [];
    let cursor;
    do {
      const page = await listBookmarks(database.db, { ownerId: me.id, categoryId, search: term, sort: 'recent', limit, cursor });
      ids.push(...page.rows.map((r) => r.bookmark.title!));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return ids;
  };

  it("reads the term's rows, not the owner's whole library, for a term in none of the category's rows", async () => {
    const plan = await searchPlanFor(database.db, { ownerId: me.id, categoryId: without.id, search: '김치찌개', sort: 'recent', limit: 20 }, '김치찌개');
    expect(plan.kind).toBe('trigram');
    expect(await search(without.id, '김치찌개')).toEqual([]);
  });

  it("lists exactly the category's rows holding the term, and only the owner's", async () => {
    expect(await search(withOne.id, '김치찌개')).toEqual(['Pasta lesson 13']);
    expect(await search(withOne.id, '레시피', 7)).toEqual(['Pasta lesson 13']);
  });

  it("still walks for a term in most of the category's rows, and pages through the same rows as the plain list", async () => {
    const plan = await searchPlanFor(database.db, { ownerId: me.id, categoryId: without.id, search: 'PASTA', sort: 'recent', limit: 7 }, 'PASTA');
    expect(plan.kind).toBe('walk');
    const expected = Array.from({ length: 40 }, (_, i) => `Pasta lesson ${i * 10}`);
    expect(await search(without.id, 'PASTA', 7)).toEqual(expected);
  });
});
