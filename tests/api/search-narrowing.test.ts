// The owner's search looks up only the rare piece of a term in the trigram index and checks the
// whole term on the rows it finds (db/queries/search-narrowing.ts): the rows must be exactly
// those a plain substring search gives.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBookmarks } from '../../db/queries/bookmarks.ts';
import { narrowedSearchPiece, searchTextSample } from '../../db/queries/search-narrowing.ts';
import { PERIOD_SECONDS, periodKeys, periodOf } from '../../db/queries/search-windows.ts';
import { rowsOf } from '../../db/rows.ts';
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

/**
 * 600 bookmarks for `me`, one a day (every tenth day shares its day with the one before, so keys
 * tie); "ferment" in 1 in 20, but in none of the newest 150: the first windows find nothing.
 * `other` gets the first 100 of the same rows, the term included, which must never show.
 */
async function insertDailyLibraries(db: TestDatabase['db'], me: User, other: User) {
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
}

describe.each(databaseKinds)('a search read in windows of the sort key (%s)', (kind) => {
  let database: TestDatabase;
  let me: User;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { db } = database;
    me = await createUser(db);
    const other = await createUser(db);
    await insertDailyLibraries(db, me, other);
    // Published in a year a JavaScript Date cannot write as a plain ISO timestamp: the windows start there.
    await createBookmark(db, me, { title: 'Far ahead', note: 'ferment', publishedAt: new Date('9999-12-31T00:00:00Z') });
    await db.execute(sql`update bookmarks set published_at = timestamptz '12000-06-01' where title = 'Far ahead'`);
    await db.execute(sql`analyze bookmarks`);
  });
  afterAll(() => database.close());

  it('pages through exactly the rows a plain search gives, in order, across windows that widen', async () => {
    // A first window of about 10 rows: then 40, 160, 640 back from the top of each page.
    const plan = { kind: 'window', piece: null, rows: 10, trigram: null, pageRows: 10 } as const;
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

describe.each(databaseKinds)('a search of the recent sort read in 30-day periods of its key (%s)', (kind) => {
  let database: TestDatabase;
  let me: User;
  let far: User;
  let early: User;
  // Read in periods: the rarest trigram's keys per period, the first window about 10 rows.
  const plan = { kind: 'window', piece: 'fer', rows: 10, trigram: 'fer', pageRows: 10 } as const;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { db } = database;
    me = await createUser(db);
    far = await createUser(db);
    early = await createUser(db);
    const other = await createUser(db);
    await insertDailyLibraries(db, me, other);
    // On both sides of a period's first second, and (another user's) before 1970: negative epoch seconds.
    const edge = 680 * PERIOD_SECONDS;
    for (const [owner, at, name] of [
      [me, `to_timestamp(${edge})`, 'edge'],
      [me, `to_timestamp(${edge}) - interval '1 microsecond'`, 'just before the edge'],
      [early, `timestamptz '1969-12-31 23:59:59.999999+00'`, 'before 1970'],
    ] as const) {
      await db.execute(sql`insert into bookmarks (user_id, video_id, url, title, note, published_at)
        values (${owner.id}, ${`e${name.length}`.padEnd(11, 'x')}, 'https://www.youtube.com/watch?v=e', ${`Fermented ${name}`}, null, ${sql.raw(at)})`);
    }
    // 40 rows in the newest 40 days (two with the term), then 5 with it 20 years before.
    await db.execute(sql`
      insert into bookmarks (user_id, video_id, url, title, published_at)
      select ${far.id}::uuid, 'f' || lpad(i::text, 10, '0'), 'https://www.youtube.com/watch?v=f', case when i in (3, 30) or i >= 40 then 'ferment ' || i else 'pasta ' || i end,
             case when i < 40 then timestamptz '2026-01-01' - i * interval '1 day' else timestamptz '2006-01-01' - i * interval '1 day' end
      from generate_series(0, 44) i`);
    await db.execute(sql`analyze bookmarks`);
  });
  afterAll(() => database.close());

  /** Every page of the search, `limit` at a time. */
  const allPages = async (owner: User, limit: number) => {
    const pages: string[] = [];
    let cursor;
    do {
      const page = await listBookmarks(database.db, { ownerId: owner.id, search: 'FERMENT', sort: 'recent', limit, cursor }, plan);
      pages.push(...page.rows.map((r) => r.bookmark.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return pages;
  };
  const expected = async (owner: User) =>
    (await listBookmarks(database.db, { ownerId: owner.id, sort: 'recent', limit: 1000 })).rows
      .map((r) => r.bookmark)
      .filter((b) => `${b.title} ${b.note ?? ''}`.toLowerCase().includes('ferment'))
      .map((b) => b.id);

  it('pages through exactly the rows a plain search gives, in order, across windows of periods that widen', async () => {
    for (const limit of [7, 20]) expect(await allPages(me, limit), String(limit)).toEqual(await expected(me));
    expect((await expected(me)).length).toBe(25);
  });

  it('reads the rest as a range of the key where a window would name too many periods', async () => {
    // 45 rows over 20 years: the first window (10 rows) is 55 periods, the next would be 220.
    expect(await allPages(far, 3)).toEqual(await expected(far));
    expect((await expected(far)).length).toBe(7);
  });

  it('finds rows written after the span was read: above its newest key and below its oldest', async () => {
    await allPages(me, 20);
    const { db } = database;
    const newer = await createBookmark(db, me, { title: 'Ferment next year', publishedAt: new Date('2027-06-01T00:00:00Z') });
    const older = await createBookmark(db, me, { title: 'Ferment long ago', publishedAt: new Date('1950-06-01T00:00:00Z') });
    const pages = await allPages(me, 20);
    expect(pages).toEqual(await expected(me));
    expect(pages[0]).toBe(newer.id);
    expect(pages.at(-1)).toBe(older.id);
  });

  it("keys each row by its owner, its key's period and its trigrams exactly as the windows name them", async () => {
    const rows = rowsOf<{ keys: string[] | string; at: number; title: string; owner: string }>(
      await database.db.execute(sql`select bookmark_search_keys(user_id, coalesce(published_at, created_at), search_text) as keys,
        extract(epoch from coalesce(published_at, created_at))::float8 as at, title, user_id as owner from bookmarks where title like 'Fermented%'`),
    );
    expect(rows.map((r) => [r.title, periodOf(r.at)]).sort()).toEqual(
      [
        ['Fermented before 1970', -1],
        ['Fermented edge', 680],
        ['Fermented just before the edge', 679],
      ].sort(),
    );
    for (const row of rows) {
      const keys = typeof row.keys === 'string' ? row.keys.slice(1, -1).split(',') : row.keys;
      expect(keys).toContain(periodKeys(row.owner, 'fer', { newest: periodOf(row.at), oldest: periodOf(row.at) }).slice(1, -1));
    }
  });

  it("is served by the search keys index: only the owner's rows with the trigram in the window's periods are read", async () => {
    const keys = periodKeys(me.id, 'fer', { newest: 680, oldest: 670 });
    const plan = rowsOf<Record<string, string>>(
      await database.db.execute(sql`explain select id from bookmarks where user_id = ${me.id}
        and bookmark_search_keys(user_id, coalesce(published_at, created_at), search_text) && ${keys}::text[]
        and strpos(search_text, 'ferment') > 0 order by coalesce(published_at, created_at) desc nulls last, id limit 20`),
    )
      .map((r) => Object.values(r)[0])
      .join('\n');
    expect(plan).toContain('bookmarks_search_keys_idx');
  });
});
