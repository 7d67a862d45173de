import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarkCategories, bookmarks, categories } from '../../db/schema.ts';
import { csvRecords } from '../../functions/lib/import-formats/csv.ts';
import { type ApiContext, createApiContext, signInAs } from '../support/api-context.ts';
import { createBookmark, createCategory } from '../support/builders.ts';
import { databaseKinds } from '../support/databases.ts';
import { importFile } from '../support/import-helpers.ts';

describe.each(databaseKinds)('export (%s)', (kind) => {
  let ctx: ApiContext;
  let n = 0;
  beforeAll(async () => {
    ctx = await createApiContext(kind);
  });
  afterAll(() => ctx.close());
  const freshUser = () => signInAs(ctx, `export-${kind}-${++n}@example.com`);

  /** A library with everything an export must carry. */
  async function seed(user: Awaited<ReturnType<typeof freshUser>>['user']) {
    const music = await createCategory(ctx.db, user, { name: 'Music, "live"; really', color: '#ec4899', displayOrder: 0, isPublic: false });
    const talks = await createCategory(ctx.db, user, { name: 'Talks <&>', color: '#22c55e', displayOrder: 1, subscribable: true });
    const empty = await createCategory(ctx.db, user, { name: 'Empty', color: '#eab308', displayOrder: 2 });
    await createBookmark(ctx.db, user, { title: 'Both, "quoted"', note: 'line one\nline two, with comma', isFavorite: true, watchTime: 321, createdAt: new Date('2020-05-06T07:08:09.000Z'), categoryIds: [music.id, talks.id] });
    await createBookmark(ctx.db, user, { title: 'Only talks', watchTime: 0, createdAt: new Date('2021-01-01T00:00:00.000Z'), categoryIds: [talks.id] });
    await createBookmark(ctx.db, user, { title: 'Loose <b>', note: 'a & b', createdAt: new Date('2022-02-02T02:02:02.000Z') });
    for (let i = 0; i < 1_100; i++) await createBookmark(ctx.db, user, { title: `Bulk ${i}`, createdAt: new Date(Date.UTC(2023, 0, 1, 0, 0, i)) });
    return { music, talks, empty };
  }

  /** Everything a user's library is, in a comparable shape (no ids). */
  async function snapshot(userId: string) {
    const cats = await ctx.db.select().from(categories).where(eq(categories.userId, userId));
    const rows = await ctx.db.select().from(bookmarks).where(eq(bookmarks.userId, userId));
    const links = await ctx.db.select().from(bookmarkCategories).innerJoin(bookmarks, eq(bookmarks.id, bookmarkCategories.bookmarkId)).where(eq(bookmarks.userId, userId));
    const catName = new Map(cats.map((c) => [c.id, c.name]));
    return {
      categories: cats.map((c) => ({ name: c.name, color: c.color, displayOrder: c.displayOrder, isPublic: c.isPublic, subscribable: c.subscribable })).sort((a, b) => a.displayOrder - b.displayOrder),
      bookmarks: rows
        .map((b) => ({
          videoId: b.videoId,
          url: b.url,
          title: b.title,
          note: b.note,
          isFavorite: b.isFavorite,
          watchTime: b.watchTime,
          createdAt: b.createdAt.toISOString(),
          categories: links.filter((l) => l.bookmark_categories.bookmarkId === b.id).map((l) => catName.get(l.bookmark_categories.categoryId)).sort(),
        }))
        .sort((a, b) => (a.videoId < b.videoId ? -1 : 1)),
    };
  }

  it('round trip: export as JSON, delete everything, import it: the library is back exactly', { timeout: 120_000 }, async () => {
    const me = await freshUser();
    await seed(me.user);
    const before = await snapshot(me.user.id);
    const res = await me.browser.request('/api/export?format=json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="vidshelf-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ app: 'vidshelf', version: 1 });

    await ctx.db.delete(bookmarks).where(eq(bookmarks.userId, me.user.id));
    await ctx.db.delete(categories).where(eq(categories.userId, me.user.id));
    const { report } = await importFile(ctx, me, text);
    expect(report).toMatchObject({ status: 'completed', format: 'vidshelf-json', imported: 1_103, failed: [] });
    expect(await snapshot(me.user.id)).toEqual(before);
  });

  it('exports CSV with a header row and RFC 4180 quoting', async () => {
    const me = await freshUser();
    await seed(me.user);
    const res = await me.browser.request('/api/export?format=csv');
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/filename="vidshelf-export-\d{4}-\d{2}-\d{2}\.csv"/);
    const records = [...csvRecords(await res.text())].map((r) => r.fields).filter((f) => f.length > 1);
    expect(records[0]).toEqual(['url', 'video_id', 'title', 'note', 'favorite', 'watch_time', 'created_at', 'categories_json']);
    expect(records).toHaveLength(1 + 1_103 + 1);
    const both = records.find((r) => r[2] === 'Both, "quoted"')!;
    expect(both.slice(3, 7)).toEqual(['line one\nline two, with comma', 'true', '321', '2020-05-06T07:08:09.000Z']);
    expect(both[7]).toBe(
      '[{"name":"Music, \\"live\\"; really","color":"#ec4899","displayOrder":0,"isPublic":false,"subscribable":false},{"name":"Talks <&>","color":"#22c55e","displayOrder":1,"isPublic":true,"subscribable":true}]',
    );
    expect(records.find((r) => r[2] === 'Loose <b>')![7]).toBe('');
    // The category without bookmarks: a row of its own, after the bookmarks.
    expect(records.at(-1)).toEqual(['', '', '', '', '', '', '', '[{"name":"Empty","color":"#eab308","displayOrder":2,"isPublic":true,"subscribable":false}]']);
  });

  it('round trip: export as CSV, delete everything, import it: the library is back exactly', { timeout: 120_000 }, async () => {
    const me = await freshUser();
    await seed(me.user);
    // Texts a spreadsheet would run, and those that only look like the export's escape of them.
    await createBookmark(ctx.db, me.user, { title: '=SUM(1)', note: "'-already quoted\r\n  spaced  ", createdAt: new Date('2024-03-03T03:03:03.000Z') });
    await createBookmark(ctx.db, me.user, { title: "'plain apostrophe", note: '0:42 the chorus\n1:05:00 encore', createdAt: new Date('2024-04-04T04:04:04.000Z') });
    const before = await snapshot(me.user.id);
    const text = await (await me.browser.request('/api/export?format=csv')).text();

    await ctx.db.delete(bookmarks).where(eq(bookmarks.userId, me.user.id));
    await ctx.db.delete(categories).where(eq(categories.userId, me.user.id));
    const { report } = await importFile(ctx, me, text, { filename: 'vidshelf-export.csv' });
    expect(report).toMatchObject({ status: 'completed', format: 'vidshelf-csv', imported: 1_105, failed: [] });
    // Every category comes back as it was: colour, order, sharing, and the one that holds no bookmark.
    expect(await snapshot(me.user.id)).toEqual(before);
  });

  it('imports a CSV exported before categories were a JSON array, splitting them at "; "', async () => {
    const me = await freshUser();
    const old = [
      'url,video_id,title,note,favorite,watch_time,created_at,categories',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ,dQw4w9WgXcQ,\'=1+1,"two\nlines",true,90,2020-05-06T07:08:09.000Z,\'@home; Music',
      'https://youtu.be/aaaaaaaaaaa,aaaaaaaaaaa,Loose,,false,0,2021-01-01T00:00:00.000Z,',
      '',
    ].join('\r\n');
    const { report } = await importFile(ctx, me, old);
    expect(report).toMatchObject({ status: 'completed', format: 'vidshelf-csv', imported: 2, failed: [] });
    const after = await snapshot(me.user.id);
    expect(after.bookmarks.find((b) => b.videoId === 'dQw4w9WgXcQ')).toMatchObject({ title: '=1+1', note: 'two\nlines', isFavorite: true, watchTime: 90, createdAt: '2020-05-06T07:08:09.000Z', categories: ['@home', 'Music'] });
    expect(after.bookmarks.find((b) => b.videoId === 'aaaaaaaaaaa')).toMatchObject({ title: 'Loose', note: null, isFavorite: false, categories: [] });
  });

  it('imports a CSV exported when categories_json held names alone: the categories come in file order, with colours of the palette', async () => {
    const me = await freshUser();
    const old = [
      'url,video_id,title,note,favorite,watch_time,created_at,categories_json',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ,dQw4w9WgXcQ,One,,false,0,2020-05-06T07:08:09.000Z,"[""Music, \\""live\\""; really"",""Talks""]"',
      'https://youtu.be/aaaaaaaaaaa,aaaaaaaaaaa,Two,,true,0,2021-01-01T00:00:00.000Z,"[""Talks""]"',
      '',
    ].join('\r\n');
    const { report } = await importFile(ctx, me, old);
    expect(report).toMatchObject({ status: 'completed', format: 'vidshelf-csv', imported: 2, failed: [], categories: { created: ['Music, "live"; really', 'Talks'] } });
    const after = await snapshot(me.user.id);
    expect(after.categories).toEqual([
      { name: 'Music, "live"; really', color: '#ef4444', displayOrder: 0, isPublic: true, subscribable: false },
      { name: 'Talks', color: '#f97316', displayOrder: 1, isPublic: true, subscribable: false },
    ]);
    expect(after.bookmarks.find((b) => b.videoId === 'aaaaaaaaaaa')).toMatchObject({ isFavorite: true, categories: ['Talks'] });
  });

  it('exports texts that spreadsheets would run as formulas as plain text, with a leading apostrophe', async () => {
    const me = await freshUser();
    const risky = await createCategory(ctx.db, me.user, { name: '@sum' });
    await createBookmark(ctx.db, me.user, { title: '=HYPERLINK("http://evil.example","x")', note: '+1 great', categoryIds: [risky.id] });
    await createBookmark(ctx.db, me.user, { title: 'Plain = fine', note: 'a-b' });
    const records = [...csvRecords(await (await me.browser.request('/api/export?format=csv')).text())].map((r) => r.fields).filter((f) => f.length > 1);
    const byTitle = (prefix: string) => records.find((r) => r[2]!.startsWith(prefix))!;
    // The categories cell is a JSON array: it starts with '[', never with a formula.
    expect(byTitle(`'=HYPERLINK`)).toEqual(expect.arrayContaining([`'=HYPERLINK("http://evil.example","x")`, "'+1 great"]));
    expect(byTitle(`'=HYPERLINK`)[7]).toMatch(/^\[\{"name":"@sum",/);
    expect(byTitle('Plain')).toEqual(expect.arrayContaining(['Plain = fine', 'a-b']));
  });

  it('exports a Netscape bookmark file with one folder per category, which imports back', { timeout: 60_000 }, async () => {
    const me = await freshUser();
    await seed(me.user);
    const res = await me.browser.request('/api/export?format=html');
    const html = await res.text();
    expect(html.startsWith('<!DOCTYPE NETSCAPE-Bookmark-file-1>')).toBe(true);
    expect(html).toContain('<DT><H3>Talks &lt;&amp;&gt;</H3>');
    expect(html).toContain('>Loose &lt;b&gt;</A>\n    <DD>a &amp; b');
    expect(html.match(/<A HREF=/g)).toHaveLength(1_103 + 1); // the one in two categories is in both folders

    const other = await freshUser();
    const { report } = await importFile(ctx, other, html);
    expect(report).toMatchObject({ status: 'completed', imported: 1_103 });
    const after = await snapshot(other.user.id);
    expect(after.bookmarks.find((b) => b.title === 'Both, "quoted"')).toMatchObject({ categories: ['Music, "live"; really', 'Talks <&>'], createdAt: '2020-05-06T07:08:09.000Z' });
    expect(after.bookmarks.find((b) => b.title === 'Loose <b>')).toMatchObject({ note: 'a & b', categories: [] });
  });

  it("exports only the user's own library", async () => {
    const me = await freshUser();
    const other = await freshUser();
    await createBookmark(ctx.db, other.user, { title: 'Not mine' });
    await createCategory(ctx.db, other.user, { name: 'Not mine either' });
    await createBookmark(ctx.db, me.user, { title: 'Mine' });
    const body = JSON.parse(await (await me.browser.request('/api/export')).text());
    expect(body.bookmarks.map((b: { title: string }) => b.title)).toEqual(['Mine']);
    expect(body.categories).toEqual([]);
  });

  it('refuses an unknown format and a signed-out caller', async () => {
    const me = await freshUser();
    expect((await me.get('/api/export?format=xml')).status).toBe(400);
    expect((await ctx.browser().request('/api/export')).status).toBe(401);
  });
});
