import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarkCategories, bookmarks, categories } from '../../db/schema.ts';
import { type ApiContext, createApiContext, signInAs } from '../support/api-context.ts';
import { createBookmark, createCategory, subscribe } from '../support/builders.ts';
import { databaseKinds } from '../support/databases.ts';
import { requeueUnfinishedImports } from '../../functions/jobs/import-run.ts';
import { drainImports, fixture, importFile, upload } from '../support/import-helpers.ts';

const UNRECOGNISED =
  'We could not recognise this file. Supported: browser bookmarks (HTML), Google Takeout CSV, Karakeep or Linkwarden JSON, Vidshelf JSON, or a list of YouTube URLs.';

describe.each(databaseKinds)('import of each format (%s)', (kind) => {
  let ctx: ApiContext;
  let n = 0;
  beforeAll(async () => {
    ctx = await createApiContext(kind);
  });
  afterAll(() => ctx.close());
  const freshUser = () => signInAs(ctx, `import-${kind}-${++n}@example.com`);

  async function library(userId: string) {
    const rows = await ctx.db.select().from(bookmarks).where(eq(bookmarks.userId, userId));
    const links = await ctx.db
      .select({ videoId: bookmarks.videoId, name: categories.name })
      .from(bookmarkCategories)
      .innerJoin(bookmarks, eq(bookmarks.id, bookmarkCategories.bookmarkId))
      .innerJoin(categories, eq(categories.id, bookmarkCategories.categoryId))
      .where(eq(bookmarks.userId, userId));
    const categoriesOf = (videoId: string) => links.filter((l) => l.videoId === videoId).map((l) => l.name).sort();
    return { rows, categoriesOf, byId: (videoId: string) => rows.find((r) => r.videoId === videoId) };
  }

  it('imports a Chrome bookmarks file: folders become categories, browser folders do not, other sites are reported', async () => {
    const me = await freshUser();
    const { started, report } = await importFile(ctx, me, fixture('chrome-bookmarks.html'));
    expect(started).toMatchObject({ status: 'pending', format: 'netscape-html', total: 5, categories: { created: ['Cooking', 'Music'], reused: [], uncategorised: [] } });
    expect(report).toMatchObject({ status: 'completed', total: 5, processed: 5, imported: 5, skipped: 0 });
    expect(report.failed).toEqual([{ line: 12, url: 'https://example.com/article', reason: 'Not a YouTube video' }]);
    const lib = await library(me.user.id);
    expect(lib.rows.map((r) => r.videoId).sort()).toEqual(['aaaaaaaaaaa', 'bbbbbbbbbbb', 'ccccccccccc', 'dQw4w9WgXcQ', 'ddddddddddd']);
    expect(lib.byId('aaaaaaaaaaa')).toMatchObject({ title: 'Pasta & sauce', url: 'https://www.youtube.com/watch?v=aaaaaaaaaaa&t=42s', needsDetails: true });
    expect(lib.byId('aaaaaaaaaaa')!.createdAt.toISOString()).toBe(new Date(1600000002 * 1000).toISOString());
    expect(lib.categoriesOf('aaaaaaaaaaa')).toEqual(['Cooking']);
    // Listed twice (in the bar and in Music): imported once, in Music.
    expect(lib.categoriesOf('dQw4w9WgXcQ')).toEqual(['Music']);
    expect(lib.categoriesOf('ddddddddddd')).toEqual([]);
  });

  it('asks once for the details of bookmarks saved from the id (no key: no oEmbed call per video)', async () => {
    const me = await freshUser();
    ctx.sentJobs.length = 0;
    await importFile(ctx, me, fixture('urls.txt'));
    expect(ctx.sentJobs.filter((j) => j.type === 'refresh-details')).toEqual([{ type: 'refresh-details', userId: me.user.id, attempt: 0 }]);
  });

  it('imports a Firefox bookmarks file with its notes', async () => {
    const me = await freshUser();
    const { report } = await importFile(ctx, me, fixture('firefox-bookmarks.html'));
    expect(report).toMatchObject({ status: 'completed', imported: 2, failed: [] });
    const lib = await library(me.user.id);
    expect(lib.byId('eeeeeeeeeee')).toMatchObject({ title: 'A great talk', note: 'Watch the Q&A at the end' });
    expect(lib.categoriesOf('eeeeeeeeeee')).toEqual(['Talks']);
    expect(lib.categoriesOf('fffffffffff')).toEqual([]);
  });

  it('imports a Google Takeout Watch Later CSV with the dates videos were added', async () => {
    const me = await freshUser();
    const { started, report } = await importFile(ctx, me, fixture('takeout-watch-later.csv'));
    expect(started.format).toBe('takeout-csv');
    expect(report).toMatchObject({ status: 'completed', total: 3, imported: 3, failed: [] });
    const lib = await library(me.user.id);
    expect(lib.byId('aaaaaaaaaaa')!.createdAt.toISOString()).toBe('2023-02-20T18:45:10.000Z');
    expect(lib.categoriesOf('dQw4w9WgXcQ')).toEqual(['Watch later']);
  });

  it('imports an older Takeout Liked videos CSV and reports a row that is no video id', async () => {
    const me = await freshUser();
    const { report } = await importFile(ctx, me, fixture('takeout-liked-old.csv'));
    expect(report).toMatchObject({ status: 'completed', imported: 2 });
    expect(report.failed).toEqual([{ line: 7, url: 'not-an-id', reason: 'Not a YouTube video id' }]);
    const lib = await library(me.user.id);
    expect(lib.byId('ggggggggggg')!.createdAt.toISOString()).toBe('2021-06-01T12:00:00.000Z');
    expect(lib.categoriesOf('hhhhhhhhhhh')).toEqual(['Liked videos']);
  });

  it('imports a plain list of URLs: duplicates count once, other sites are reported with their line', async () => {
    const me = await freshUser();
    const { started, report } = await importFile(ctx, me, fixture('urls.txt'));
    expect(started).toMatchObject({ format: 'url-list', total: 3 });
    expect(report).toMatchObject({ status: 'completed', imported: 3, skipped: 0 });
    expect(report.failed).toEqual([{ line: 3, url: 'https://vimeo.com/123456', reason: 'Not a YouTube video' }]);
  });

  it('imports a CSV with the link in any column, ignoring the header and an 11-letter title', async () => {
    const me = await freshUser();
    const { report } = await importFile(ctx, me, fixture('urls.csv'));
    expect(report).toMatchObject({ status: 'completed', total: 2, imported: 2 });
    expect(report.failed).toEqual([{ line: 4, url: 'https://blog.example.org/post', reason: 'Not a YouTube video' }]);
    expect((await library(me.user.id)).rows.map((r) => r.videoId).sort()).toEqual(['ccccccccccc', 'dQw4w9WgXcQ']);
  });

  it("imports Karakeep's export: links with titles, notes and dates; text notes are not entries", async () => {
    const me = await freshUser();
    const { started, report } = await importFile(ctx, me, fixture('karakeep.json'));
    expect(started.format).toBe('karakeep-json');
    expect(report).toMatchObject({ status: 'completed', imported: 2 });
    expect(report.failed).toEqual([{ line: 3, url: 'https://example.com/a', reason: 'Not a YouTube video' }]);
    const lib = await library(me.user.id);
    expect(lib.byId('iiiiiiiiiii')).toMatchObject({ title: 'Karakeep video', note: 'Saved from Karakeep' });
    expect(lib.byId('iiiiiiiiiii')!.createdAt.toISOString()).toBe(new Date(1700000000 * 1000).toISOString());
  });

  it("imports Linkwarden's backup: collections become categories with their colours", async () => {
    const me = await freshUser();
    const { started, report } = await importFile(ctx, me, fixture('linkwarden.json'));
    expect(started).toMatchObject({ format: 'linkwarden-json', categories: { created: ['Documentaries', 'Unorganized'] } });
    expect(report).toMatchObject({ status: 'completed', imported: 2 });
    expect(report.failed).toEqual([{ line: 2, url: 'https://en.wikipedia.org/wiki/Ocean', reason: 'Not a YouTube video' }]);
    const lib = await library(me.user.id);
    expect(lib.byId('kkkkkkkkkkk')).toMatchObject({ title: 'Deep sea', note: 'Narrated by someone' });
    const [docs] = await ctx.db.select().from(categories).where(and(eq(categories.userId, me.user.id), eq(categories.name, 'Documentaries')));
    expect(docs!.color).toBe('#22c55e');
  });

  it('finishes at once when no line is a YouTube video, reporting each', async () => {
    const me = await freshUser();
    const { started, report } = await importFile(ctx, me, 'https://example.com/a\nhttps://vimeo.com/1\n');
    expect(started.total).toBe(0);
    expect(report).toMatchObject({ status: 'completed', total: 0, imported: 0, skipped: 0 });
    expect(report.failed.map((f: { line: number }) => f.line)).toEqual([1, 2]);
  });

  it('skips videos already in the library and reuses a category of the same name in any case', async () => {
    const me = await freshUser();
    const cooking = await createCategory(ctx.db, me.user, { name: 'COOKING' });
    await createBookmark(ctx.db, me.user, { videoId: 'aaaaaaaaaaa', title: 'Mine', note: 'keep me' });
    const { started, report } = await importFile(ctx, me, fixture('chrome-bookmarks.html'));
    expect(started.categories).toEqual({ created: ['Music'], reused: ['Cooking'], uncategorised: [] });
    expect(report).toMatchObject({ status: 'completed', imported: 4, skipped: 1 });
    const lib = await library(me.user.id);
    expect(lib.byId('aaaaaaaaaaa')).toMatchObject({ title: 'Mine', note: 'keep me' });
    expect(lib.categoriesOf('bbbbbbbbbbb')).toEqual([cooking.name]);
  });

  it('creates categories only up to the limit of 10; the rest land uncategorised and are named', async () => {
    const me = await freshUser();
    for (let i = 0; i < 9; i++) await createCategory(ctx.db, me.user, { name: `Mine ${i}` });
    const { started, report } = await importFile(ctx, me, fixture('chrome-bookmarks.html'));
    expect(started.categories).toEqual({ created: ['Cooking'], reused: [], uncategorised: ['Music'] });
    expect(report).toMatchObject({ status: 'completed', imported: 5 });
    const lib = await library(me.user.id);
    expect(lib.categoriesOf('ccccccccccc')).toEqual([]);
    expect(lib.categoriesOf('aaaaaaaaaaa')).toEqual(['Cooking']);
  });

  it('puts every imported video in the chosen category too', async () => {
    const me = await freshUser();
    const inbox = await createCategory(ctx.db, me.user, { name: 'Inbox' });
    await importFile(ctx, me, fixture('urls.txt'), { categoryId: inbox.id });
    const lib = await library(me.user.id);
    expect(lib.rows.map((r) => lib.categoriesOf(r.videoId))).toEqual([['Inbox'], ['Inbox'], ['Inbox']]);
  });

  it("refuses another user's category as the target with 404", async () => {
    const me = await freshUser();
    const other = await freshUser();
    const theirs = await createCategory(ctx.db, other.user, { name: 'Theirs' });
    const res = await upload(me, fixture('urls.txt'), { categoryId: theirs.id });
    expect(res).toEqual({ status: 404, body: { message: 'Category not found.', code: 'NOT_FOUND' } });
  });

  it('refuses a category the importer only subscribes to with 403, as saving a bookmark there is', async () => {
    const me = await freshUser();
    const other = await freshUser();
    const shared = await createCategory(ctx.db, other.user, { name: 'Shared', isPublic: true, subscribable: true });
    await subscribe(ctx.db, me.user, shared);
    const res = await upload(me, fixture('urls.txt'), { categoryId: shared.id });
    expect(res).toEqual({ status: 403, body: { message: 'Bookmarks cannot be added to a subscribed category.', code: 'FORBIDDEN' } });
  });

  it("answers 404 for another user's import and for an unknown id", async () => {
    const me = await freshUser();
    const other = await freshUser();
    const { started } = await importFile(ctx, me, fixture('urls.txt'));
    expect((await other.get(`/api/import/${started.id}`)).status).toBe(404);
    expect((await me.get('/api/import/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await me.get('/api/import/not-an-id')).status).toBe(400);
  });

  it('refuses empty, binary and unknown files with the list of what is supported', async () => {
    const me = await freshUser();
    for (const content of ['', '   \n\n', 'just some words\nand more words', '{"hello": "world"}', '{not json', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13, 1, 2, 3])]) {
      expect(await upload(me, content)).toEqual({ status: 400, body: { message: UNRECOGNISED, code: 'UNRECOGNISED_FILE' } });
    }
  });

  it('refuses a request without a file', async () => {
    const me = await freshUser();
    const res = await me.browser.request('/api/import', { method: 'POST', body: new FormData() });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('VALIDATION_ERROR');
  });

  it('refuses a file over 10 MB with 413 and a clear message, and more than 100,000 entries with 400', async () => {
    const me = await freshUser();
    const big = await upload(me, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ\n'.repeat(Math.ceil((10 * 1024 * 1024 + 10) / 44)));
    expect(big).toEqual({ status: 413, body: { message: 'This file is larger than 10 MB. Split it into smaller files and import them one by one.', code: 'PAYLOAD_TOO_LARGE' } });
    const many = await upload(me, 'dQw4w9WgXcQ\n'.repeat(100_001));
    expect(many.status).toBe(400);
    expect(many.body.code).toBe('TOO_MANY_ITEMS');
    // Other calls keep their small limit.
    const res = await me.browser.request('/api/categories', { method: 'POST', json: { name: 'x'.repeat(300 * 1024) } });
    expect(res.status).toBe(413);
  });

  it('sends unfinished imports again when the Node host starts, and they resume where they stopped', async () => {
    const me = await freshUser();
    const started = await upload(me, fixture('urls.txt'));
    ctx.sentJobs.length = 0;
    await requeueUnfinishedImports(ctx.deps);
    expect(ctx.sentJobs).toContainEqual({ type: 'import', importId: started.body.id });
    await drainImports(ctx);
    expect((await me.get(`/api/import/${started.body.id}`)).body).toMatchObject({ status: 'completed', imported: 3 });
    ctx.sentJobs.length = 0;
    await requeueUnfinishedImports(ctx.deps);
    expect(ctx.sentJobs).not.toContainEqual({ type: 'import', importId: started.body.id });
  });

  it('needs a signed-in user', async () => {
    const res = await ctx.browser().request('/api/import/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(401);
  });
});
