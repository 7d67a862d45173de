// The owner's search looks up only the rare piece of a term in the trigram index and checks the
// whole term on the rows it finds (db/queries/search-narrowing.ts): the rows must be exactly
// those a plain substring search gives.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBookmarks } from '../../db/queries/bookmarks.ts';
import { narrowedSearchPiece, searchTextSample } from '../../db/queries/search-narrowing.ts';
import type { User } from '../../db/schema.ts';
import { createBookmark, createUser } from '../support/builders.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/databases.ts';

describe.each(databaseKinds)('a narrowed search (%s)', (kind) => {
  let database: TestDatabase;
  let me: User;
  const made: Record<string, string> = {};
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { db } = database;
    me = await createUser(db);
    const other = await createUser(db);
    // Every text has "channel", so "cha" is frequent and "kombucha" is looked up as "kombuch".
    for (let i = 0; i < 60; i++) await createBookmark(db, me, { title: `Pasta lesson ${i}`, channel: `Channel ${i}` });
    made.title = (await createBookmark(db, me, { title: 'My KOMBUCHA starter', channel: 'Channel x' })).id;
    made.note = (await createBookmark(db, me, { title: 'Tea', note: 'second kombucha batch', channel: 'Channel y' })).id;
    // Has the piece ("kombuch") but not the term: must not be listed.
    made.pieceOnly = (await createBookmark(db, me, { title: 'Kombuchi is not it', channel: 'Channel z' })).id;
    await createBookmark(db, other, { title: 'Their kombucha', channel: 'Channel o' });
    await db.execute(sql`analyze bookmarks`);
  });
  afterAll(() => database.close());

  const search = async (term: string) =>
    (await listBookmarks(database.db, { ownerId: me.id, search: term, sort: 'added', limit: 50 })).rows.map((r) => r.bookmark.id).sort();

  it('looks up only the rare piece of the term, as the statistics show "cha" in every row', async () => {
    expect(narrowedSearchPiece('kombucha', (await searchTextSample(database.db)).texts)).toBe('kombuch');
  });

  it('lists exactly the rows holding the whole term, in any letter case, and none of another user', async () => {
    expect(await search('kombucha')).toEqual([made.title, made.note].sort());
    expect(await search('KomBucha')).toEqual([made.title, made.note].sort());
    expect(await search('kombuch')).toEqual([made.title, made.note, made.pieceOnly].sort());
    expect(await search('kombuchas')).toEqual([]);
  });

  it('lists the same rows when it walks the sort order for a frequent or a two-letter term, a page at a time', async () => {
    // "pasta" is in most rows, so the search walks; every row with it, in the order of the plain list.
    const plain = (await listBookmarks(database.db, { ownerId: me.id, sort: 'added', limit: 100 })).rows.map((r) => r.bookmark);
    const withTerm = (term: string) => plain.filter((b) => `${b.title} ${b.channel} ${b.note ?? ''}`.toLowerCase().includes(term)).map((b) => b.id);
    const pages: string[] = [];
    let cursor;
    do {
      const page = await listBookmarks(database.db, { ownerId: me.id, search: 'PASTA', sort: 'added', limit: 7, cursor });
      pages.push(...page.rows.map((r) => r.bookmark.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(pages).toEqual(withTerm('pasta'));
    expect(pages.length).toBe(60);
    const twoLetters = (await listBookmarks(database.db, { ownerId: me.id, search: 'Ta', sort: 'added', limit: 100 })).rows.map((r) => r.bookmark.id);
    expect(twoLetters).toEqual(withTerm('ta'));
    expect(twoLetters.length).toBeGreaterThan(0);
  });
});

describe.each(databaseKinds)('a search read in windows of the sort key (%s)', (kind) => {
  let database: TestDatabase;
  let me: User;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { db } = database;
    me = await createUser(db);
    const other = await createUser(db);
    // 600 bookmarks, one a day (every tenth day shares its day with the one before, so keys tie);
    // "ferment" in 1 in 20, but in none of the newest 150: the first windows find nothing.
    // The other user's rows have it too, and must never show.
    for (const [user, count] of [
      [me, 600],
      [other, 100],
    ] as const) {
      await db.execute(sql`
        insert into bookmarks (user_id, video_id, url, title, note, published_at, created_at)
        select ${user.id}::uuid, 'v' || lpad(i::text, 10, '0'), 'https://www.youtube.com/watch?v=v' || lpad(i::text, 10, '0'),
               'Pasta lesson ' || i, case when i % 20 = 10 and i >= 150 then 'let it ferment overnight' end,
               timestamptz '2026-01-01' - (i - i % 10 / 9) * interval '1 day', timestamptz '2026-01-01' - i * interval '1 minute'
        from generate_series(0, ${count - 1}) i`);
    }
    // Published in a year a JavaScript Date cannot write as a plain ISO timestamp: the windows start there.
    await createBookmark(db, me, { title: 'Far ahead', note: 'ferment', publishedAt: new Date('9999-12-31T00:00:00Z') });
    await db.execute(sql`update bookmarks set published_at = timestamptz '12000-06-01' where title = 'Far ahead'`);
    await db.execute(sql`analyze bookmarks`);
  });
  afterAll(() => database.close());

  it('pages through exactly the rows a plain search gives, in order, across windows that widen', async () => {
    // A first window of about 10 rows: then 40, 160, 640 back from the top of each page.
    const plan = { kind: 'window', piece: null, rows: 10 } as const;
    for (const sort of ['recent', 'added'] as const) {
      const all = (await listBookmarks(database.db, { ownerId: me.id, sort, limit: 1000 })).rows.map((r) => r.bookmark);
      const expected = all.filter((b) => b.note?.includes('ferment')).map((b) => b.id);
      const pages: string[] = [];
      let cursor;
      do {
        const page = await listBookmarks(database.db, { ownerId: me.id, search: 'FERMENT', sort, limit: 7, cursor }, plan);
        pages.push(...page.rows.map((r) => r.bookmark.id));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(pages, sort).toEqual(expected);
      expect(pages.length).toBe(24);
    }
  });
});
