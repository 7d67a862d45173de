import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarkCategories, bookmarks, categories } from '../../db/schema.ts';
import { type ApiContext, createApiContext, signInAs } from '../support/api-context.ts';
import { createBookmark, createCategory, subscribe } from '../support/builders.ts';
import { databaseKinds } from '../support/databases.ts';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { drainImports, fixture, importFile, upload } from '../support/import-helpers.ts';
import { TOO_MANY_MESSAGE, UNRECOGNISED_MESSAGE, UPLOAD_INTERRUPTED_MESSAGE, ZIP_REFUSED_MESSAGE } from '../../functions/jobs/import-read.ts';
import { STOPPED_MESSAGE, requeueUnfinishedImports } from '../../functions/jobs/import-run.ts';
import { IMPORT_FAILURES } from '../../functions/schemas/import.ts';

const catalog = (language: string, namespace: string) => JSON.parse(readFileSync(join(import.meta.dirname, `../../web/src/locales/${language}/${namespace}.json`), 'utf8'));

const UNRECOGNISED =
  'We could not recognise this file. Supported: browser or Raindrop.io bookmarks (HTML), Google Takeout CSV or .zip, Karakeep or Linkwarden JSON, a Tube Archivist backup (.zip or JSON), Pocket or Raindrop.io CSV, Vidshelf JSON or CSV, or a list of YouTube URLs.';

describe('why an import failed, as the screen says it', () => {
  it('has a code for each reason, whose English text is the reason itself (the other languages show theirs for the code)', () => {
    const reasons = { UNRECOGNISED_FILE: UNRECOGNISED_MESSAGE, ZIP_REFUSED: ZIP_REFUSED_MESSAGE, TOO_MANY_ENTRIES: TOO_MANY_MESSAGE, UPLOAD_INTERRUPTED: UPLOAD_INTERRUPTED_MESSAGE, IMPORT_STOPPED: STOPPED_MESSAGE };
    expect(Object.keys(reasons).sort()).toEqual([...IMPORT_FAILURES].sort());
    expect(catalog('en', 'libraryTransfer').failure).toEqual(reasons);
    // The upload's own 400 answers say the same.
    expect(catalog('en', 'errors')).toMatchObject({ UNRECOGNISED_FILE: UNRECOGNISED_MESSAGE, ZIP_REFUSED: ZIP_REFUSED_MESSAGE });
  });
});

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
    expect(started).toMatchObject({ status: 'pending', fileName: 'upload.bin', format: null, categories: null, total: 0 });
    expect(report).toMatchObject({ status: 'completed', format: 'netscape-html', total: 5, processed: 5, imported: 5, skipped: 0, failedCount: 1 });
    expect(report.categories).toEqual({ created: ['Cooking', 'Music'], reused: [], uncategorised: [] });
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
    const { report } = await importFile(ctx, me, fixture('takeout-watch-later.csv'));
    expect(report.format).toBe('takeout-csv');
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

  it("names a current Takeout playlist CSV's category after its file name", async () => {
    const me = await freshUser();
    const { report } = await importFile(ctx, me, fixture('takeout/Watch later-videos.csv'), { filename: 'Watch later-videos.csv' });
    expect(report).toMatchObject({ status: 'completed', format: 'takeout-csv', imported: 2, categories: { created: ['Watch later'] } });
    expect((await library(me.user.id)).categoriesOf('TkWlaTa0aaa')).toEqual(['Watch later']);
  });

  it("reads Takeout's playlists.csv (the index of playlists: no videos) instead of refusing it", async () => {
    const me = await freshUser();
    const { report } = await importFile(ctx, me, fixture('takeout/playlists.csv'), { filename: 'playlists.csv' });
    expect(report).toMatchObject({ status: 'completed', format: 'takeout-csv', total: 0, categories: { created: [] } });
  });

  it('imports a Takeout .zip as one import: one category per playlist CSV, named by playlists.csv where the file name could not spell it', async () => {
    const me = await freshUser();
    const folder = join(import.meta.dirname, '../fixtures/import/takeout');
    const entries: Record<string, Uint8Array> = Object.fromEntries(readdirSync(folder).map((name) => [`Takeout/YouTube and YouTube Music/playlists/${name}`, fixture(`takeout/${name}`)]));
    entries['Takeout/YouTube and YouTube Music/history/watch-history.html'] = strToU8('<html><body>history</body></html>');
    const { started, report } = await importFile(ctx, me, zipSync(entries), { filename: 'takeout-20241127T000000Z-001.zip' });
    expect(started.status).toBe('pending');
    expect(report).toMatchObject({ status: 'completed', format: 'takeout-zip', total: 7, imported: 7, failedCount: 1 });
    expect([...report.categories.created].sort()).toEqual(['Cooking: weeknights', 'Music', 'Talks', 'Travel', 'Watch later']);
    expect(report.failed).toEqual([{ line: 3, url: 'not a video', reason: 'Not a YouTube video id (Travel-videos.csv)' }]);
    const lib = await library(me.user.id);
    expect(lib.categoriesOf('TkWlaTa0bbb')).toEqual(['Cooking: weeknights']);
    // In Watch later and in Music: one bookmark in both.
    expect(lib.categoriesOf('dQw4w9WgXcQ')).toEqual(['Music', 'Watch later']);
  });

  it("imports a Tube Archivist backup as its zip, whatever its name: videos with their title, download date and watched state, each playlist a category of its entries, those never downloaded too", async () => {
    const me = await freshUser();
    const folder = join(import.meta.dirname, '../fixtures/import/tubearchivist');
    const zip = zipSync(Object.fromEntries(readdirSync(folder).map((name) => [name, fixture(`tubearchivist/${name}`)])));
    const { report } = await importFile(ctx, me, zip, { filename: 'library.zip' });
    expect(report).toMatchObject({ status: 'completed', format: 'tubearchivist-zip', total: 4, imported: 4, failedCount: 1 });
    expect(report.categories).toEqual({ created: ['Baking', 'Travel'], reused: [], uncategorised: [] });
    expect(report.failed).toEqual([{ line: 2, url: 'not a video', reason: 'Not a YouTube video id (es_playlist-20241127.json)' }]);
    const lib = await library(me.user.id);
    expect(lib.byId('TaVideo0001')).toMatchObject({ title: 'Sourdough basics', watchTime: 612 });
    expect(lib.byId('TaVideo0001')!.createdAt.toISOString()).toBe(new Date(1700000000 * 1000).toISOString());
    expect(lib.categoriesOf('TaVideo0001')).toEqual(['Baking', 'Travel']);
    expect(lib.byId('TaVideo0002')).toMatchObject({ title: 'Caf\u00e9 tour in Seoul \uc11c\uc6b8', watchTime: 0 });
    expect(lib.categoriesOf('TaVideo0002')).toEqual(['Travel']);
    // Its title held a NUL escape; it has no download date, so it is dated by its publication.
    expect(lib.byId('TaVideo0003')).toMatchObject({ title: 'Night train' });
    expect(lib.byId('TaVideo0003')!.createdAt.toISOString()).toBe('2022-05-06T00:00:00.000Z');
    expect(lib.categoriesOf('TaVideo0003')).toEqual([]);
    // In the playlist, never downloaded: still a YouTube video, with the playlist's title for it.
    expect(lib.byId('TaNotDl0001')).toMatchObject({ title: 'Rye bread, step by step' });
    expect(lib.categoriesOf('TaNotDl0001')).toEqual(['Baking']);
  });

  it("imports a Tube Archivist backup's file of videos, or of playlists, uploaded alone", async () => {
    const me = await freshUser();
    const videos = await importFile(ctx, me, fixture('tubearchivist/es_video-20241127.json'), { filename: 'es_video-20241127.json' });
    expect(videos.report).toMatchObject({ status: 'completed', format: 'tubearchivist-json', imported: 3, failedCount: 0, categories: { created: [] } });
    const playlists = await importFile(ctx, me, fixture('tubearchivist/es_playlist-20241127.json'), { filename: 'es_playlist-20241127.json' });
    expect(playlists.report).toMatchObject({ status: 'completed', format: 'tubearchivist-json', total: 3, imported: 1, skipped: 2, failedCount: 1 });
    expect((await library(me.user.id)).byId('TaNotDl0001')).toMatchObject({ title: 'Rye bread, step by step' });
  });

  it("reports a Tube Archivist file's broken lines with their numbers and imports the rest", async () => {
    const me = await freshUser();
    const file = [
      '{"index": {"_index": "ta_video", "_id": "TaBroken001"}}',
      '{"youtube_id": "TaBroken001", "title": "Fine", "date_downloaded": 1700000000}',
      '{"index": {"_index": "ta_video", "_id": "TaBroken002"}}',
      '{"youtube_id": "TaBroken002", "title": "cut sh',
      '{"index": {"_index": "ta_video", "_id": "TaBroken003"}}',
      '',
    ].join('\n');
    const { report } = await importFile(ctx, me, file);
    expect(report).toMatchObject({ status: 'completed', format: 'tubearchivist-json', imported: 1 });
    expect(report.failed).toEqual([
      { line: 4, url: 'TaBroken002', reason: 'Not valid JSON' },
      { line: 5, url: 'TaBroken003', reason: 'The document of this entry is missing' },
    ]);
  });

  it('refuses a zip bomb at upload with a clear 400, before unpacking anything', async () => {
    const me = await freshUser();
    const bomb = zipSync({ 'playlists/Bomb-videos.csv': new Uint8Array(51 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload(me, bomb, { filename: 'takeout.zip' });
    expect(res).toEqual({
      status: 400,
      body: {
        code: 'ZIP_REFUSED',
        message: 'This zip file is damaged or too large to unpack: it may hold at most 5,000 files and 50 MB of CSV and JSON files. Unpack it and import its files one by one.',
      },
    });
    // A backup's videos count as a Takeout archive's CSV files do.
    const backupBomb = zipSync({ 'es_video-20241127-0.json': new Uint8Array(51 * 1024 * 1024) }, { level: 9 });
    expect((await upload(me, backupBomb, { filename: 'ta_backup-20241127-manual.zip' })).body.code).toBe('ZIP_REFUSED');
    const many = zipSync(Object.fromEntries(Array.from({ length: 5001 }, (_, i) => [`f${i}.txt`, strToU8('x')])));
    expect((await upload(me, many, { filename: 'many.zip' })).body.code).toBe('ZIP_REFUSED');
  });

  it('imports a plain list of URLs: duplicates count once, other sites are reported with their line', async () => {
    const me = await freshUser();
    const { report } = await importFile(ctx, me, fixture('urls.txt'));
    expect(report).toMatchObject({ status: 'completed', format: 'url-list', total: 3, imported: 3, skipped: 0 });
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
    const { report } = await importFile(ctx, me, fixture('karakeep.json'));
    expect(report.format).toBe('karakeep-json');
    expect(report).toMatchObject({ status: 'completed', imported: 2 });
    expect(report.failed).toEqual([{ line: 3, url: 'https://example.com/a', reason: 'Not a YouTube video' }]);
    const lib = await library(me.user.id);
    expect(lib.byId('iiiiiiiiiii')).toMatchObject({ title: 'Karakeep video', note: 'Saved from Karakeep\n\nTags: music' });
    expect(lib.byId('iiiiiiiiiii')!.createdAt.toISOString()).toBe(new Date(1700000000 * 1000).toISOString());
  });

  it('imports a file whose text holds characters Postgres cannot store (a NUL escape, a lone surrogate), without them', async () => {
    const me = await freshUser();
    const file = JSON.stringify({
      bookmarks: [
        { createdAt: 1700000000, title: 'Night\u0000 walk \ud800', note: 'a\u0000b', tags: ['lo\u0000fi'], content: { type: 'link', url: 'https://www.youtube.com/watch?v=nnnnnnnnnnn' } },
        { createdAt: 1700000000, title: 'Fine', content: { type: 'link', url: 'https://example.com/\u0000' } },
      ],
    });
    const { report } = await importFile(ctx, me, file);
    expect(report).toMatchObject({ status: 'completed', imported: 1 });
    expect(report.failed).toEqual([{ line: 2, url: 'https://example.com/', reason: 'Not a YouTube video' }]);
    expect((await library(me.user.id)).byId('nnnnnnnnnnn')).toMatchObject({ title: 'Night walk ', note: 'ab\n\nTags: lofi' });
  });

  it("makes Karakeep's lists categories (a nested list: the innermost), keeps tags in the note, and creates no category nothing lands in", async () => {
    const me = await freshUser();
    const { report } = await importFile(ctx, me, fixture('karakeep-lists.json'));
    expect(report).toMatchObject({ status: 'completed', format: 'karakeep-json', imported: 4 });
    expect([...report.categories.created].sort()).toEqual(['Cooking', 'Music', 'Weeknights']);
    const lib = await library(me.user.id);
    expect(lib.categoriesOf('KkListA0001')).toEqual(['Weeknights']);
    expect(lib.categoriesOf('KkListA0002')).toEqual(['Cooking']);
    expect(lib.categoriesOf('KkListA0003')).toEqual(['Music']);
    expect(lib.categoriesOf('KkListA0004')).toEqual([]);
    expect(lib.byId('KkListA0001')!.note).toBe('Tags: dinner, easy');
    expect(lib.byId('KkListA0002')!.note).toBe('Starter first');
  });

  it('imports a Pocket CSV: YouTube items kept with their dates and tags in the note, other pages reported', async () => {
    const me = await freshUser();
    const { report } = await importFile(ctx, me, fixture('pocket.csv'));
    expect(report).toMatchObject({ status: 'completed', format: 'pocket-csv', imported: 2, failedCount: 1 });
    expect(report.failed).toEqual([{ line: 3, url: 'https://example.org/tides', reason: 'Not a YouTube video' }]);
    const lib = await library(me.user.id);
    expect(lib.byId('PkVideo0001')).toMatchObject({ title: 'How to fold a fitted sheet', note: 'Tags: home, tips' });
    expect(lib.byId('PkVideo0001')!.createdAt.toISOString()).toBe(new Date(1720000000 * 1000).toISOString());
    expect(lib.byId('PkVideo0002')!.title).toBe('Jazz, live in Oslo');
  });

  it('imports a Raindrop.io CSV: the innermost folder is the category (not Unsorted), note, tags and favourite kept', async () => {
    const me = await freshUser();
    const { report } = await importFile(ctx, me, fixture('raindrop.csv'));
    expect(report).toMatchObject({ status: 'completed', format: 'raindrop-csv', imported: 2, failedCount: 1, categories: { created: ['Basics'] } });
    const lib = await library(me.user.id);
    expect(lib.byId('RdVideo0001')).toMatchObject({ title: 'Knife skills', note: 'Practice the claw grip\n\nTags: kitchen, knives', isFavorite: true });
    expect(lib.categoriesOf('RdVideo0001')).toEqual(['Basics']);
    expect(lib.categoriesOf('RdVideo0002')).toEqual([]);
  });

  it('imports a Raindrop.io HTML export as browser bookmarks, with its tags in the note', async () => {
    const me = await freshUser();
    const { report } = await importFile(ctx, me, fixture('raindrop.html'));
    expect(report).toMatchObject({ status: 'completed', format: 'netscape-html', imported: 2, failedCount: 1 });
    const lib = await library(me.user.id);
    expect(lib.byId('RdVideo0001')).toMatchObject({ title: 'Knife skills', note: 'Practice the claw grip\n\nTags: kitchen, knives' });
    expect(lib.categoriesOf('RdVideo0001')).toEqual(['Cooking']);
    // Raindrop's inbox is no collection, as in its CSV export.
    expect(lib.categoriesOf('RdVideo0002')).toEqual([]);
    expect(report.categories).toEqual({ created: ['Cooking'], reused: [], uncategorised: [] });
  });

  it("imports Linkwarden's backup: collections become categories with their colours", async () => {
    const me = await freshUser();
    const { report } = await importFile(ctx, me, fixture('linkwarden.json'));
    expect(report).toMatchObject({ format: 'linkwarden-json', categories: { created: ['Documentaries', 'Unorganized'] } });
    expect(report).toMatchObject({ status: 'completed', imported: 2 });
    expect(report.failed).toEqual([{ line: 2, url: 'https://en.wikipedia.org/wiki/Ocean', reason: 'Not a YouTube video' }]);
    const lib = await library(me.user.id);
    // Tags have no place of their own: they are kept as the note's last line.
    expect(lib.byId('kkkkkkkkkkk')).toMatchObject({ title: 'Deep sea', note: 'Narrated by someone\n\nTags: nature' });
    const [docs] = await ctx.db.select().from(categories).where(and(eq(categories.userId, me.user.id), eq(categories.name, 'Documentaries')));
    expect(docs!.color).toBe('#22c55e');
  });

  it('finishes at once when no line is a YouTube video, reporting each', async () => {
    const me = await freshUser();
    const { report } = await importFile(ctx, me, 'https://example.com/a\nhttps://vimeo.com/1\n');
    expect(report).toMatchObject({ status: 'completed', total: 0, imported: 0, skipped: 0 });
    expect(report.failed.map((f: { line: number }) => f.line)).toEqual([1, 2]);
  });

  it('dates a bookmark by the import when its file says it was saved in the future, and keeps a past date', async () => {
    const me = await freshUser();
    const file = [
      'url,video_id,title,note,favorite,watch_time,created_at,categories_json',
      'https://www.youtube.com/watch?v=aaaaaaaaaaa,aaaaaaaaaaa,Past,,false,0,2021-01-01T00:00:00.000Z,',
      'https://www.youtube.com/watch?v=bbbbbbbbbbb,bbbbbbbbbbb,Future,,false,0,2199-01-01T00:00:00.000Z,',
      '',
    ].join('\r\n');
    const before = Date.now();
    const { report } = await importFile(ctx, me, file);
    expect(report).toMatchObject({ status: 'completed', imported: 2 });
    const lib = await library(me.user.id);
    expect(lib.byId('aaaaaaaaaaa')!.createdAt.toISOString()).toBe('2021-01-01T00:00:00.000Z');
    const future = lib.byId('bbbbbbbbbbb')!.createdAt.getTime();
    expect(future).toBeGreaterThanOrEqual(before - 1_000);
    expect(future).toBeLessThanOrEqual(Date.now() + 1_000);
  });

  it('skips videos already in the library and reuses a category of the same name in any case', async () => {
    const me = await freshUser();
    const cooking = await createCategory(ctx.db, me.user, { name: 'COOKING' });
    await createBookmark(ctx.db, me.user, { videoId: 'aaaaaaaaaaa', title: 'Mine', note: 'keep me' });
    const { report } = await importFile(ctx, me, fixture('chrome-bookmarks.html'));
    expect(report.categories).toEqual({ created: ['Music'], reused: ['Cooking'], uncategorised: [] });
    expect(report).toMatchObject({ status: 'completed', imported: 4, skipped: 1 });
    const lib = await library(me.user.id);
    expect(lib.byId('aaaaaaaaaaa')).toMatchObject({ title: 'Mine', note: 'keep me' });
    expect(lib.categoriesOf('bbbbbbbbbbb')).toEqual([cooking.name]);
  });

  it('creates a category only when a bookmark lands in it: videos already in the library make none', async () => {
    const me = await freshUser();
    await importFile(ctx, me, 'https://youtu.be/OvLapVid001\nhttps://youtu.be/OvLapVid002\n');
    const file = `<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n<DT><H3>Old favourites</H3>\n<DL><p>\n<DT><A HREF="https://youtu.be/OvLapVid001">One</A>\n<DT><A HREF="https://youtu.be/OvLapVid002">Two</A>\n</DL><p>\n<DT><H3>New finds</H3>\n<DL><p>\n<DT><A HREF="https://youtu.be/OvLapVid003">Three</A>\n</DL><p>\n</DL>\n`;
    const { report } = await importFile(ctx, me, file);
    expect(report).toMatchObject({ status: 'completed', imported: 1, skipped: 2, categories: { created: ['New finds'], reused: [], uncategorised: [] } });
    const names = (await ctx.db.select({ name: categories.name }).from(categories).where(eq(categories.userId, me.user.id))).map((c) => c.name);
    expect(names).toEqual(['New finds']);
  });

  it('creates categories only up to the limit of 10; the rest land uncategorised and are named', async () => {
    const me = await freshUser();
    for (let i = 0; i < 9; i++) await createCategory(ctx.db, me.user, { name: `Mine ${i}` });
    const { report } = await importFile(ctx, me, fixture('chrome-bookmarks.html'));
    expect(report.categories).toEqual({ created: ['Cooking'], reused: [], uncategorised: ['Music'] });
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

  it('refuses empty and binary files at once, with the list of what is supported', async () => {
    const me = await freshUser();
    for (const content of ['', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13, 1, 2, 3])]) {
      expect(await upload(me, content)).toEqual({ status: 400, body: { message: UNRECOGNISED, code: 'UNRECOGNISED_FILE' } });
    }
    // The screen shows the code's text outside English: it names the same formats in every language.
    const errorText = (language: string) => catalog(language, 'errors').UNRECOGNISED_FILE as string;
    expect(errorText('en')).toBe(UNRECOGNISED);
    const formats = (text: string) => text.match(/HTML|Google|CSV|\.zip|JSON|Karakeep|Linkwarden|Pocket|Raindrop\.io|Vidshelf|YouTube URL/g);
    expect(formats(errorText('ko'))).toEqual(formats(UNRECOGNISED));
  });

  it('ends the import as failed, with the list of what is supported, when the job cannot read the file', async () => {
    const me = await freshUser();
    for (const content of ['   \n\n', 'just some words\nand more words', '{"hello": "world"}', '{not json', '['.repeat(100_000), new Uint8Array([0x68, 0x69, 0xff, 0xfe])]) {
      const { started, report } = await importFile(ctx, me, content);
      expect(started.status).toBe('pending');
      expect(report).toMatchObject({ status: 'failed', error: UNRECOGNISED, errorCode: 'UNRECOGNISED_FILE', total: 0, imported: 0 });
    }
    expect(await ctx.db.select().from(bookmarks).where(eq(bookmarks.userId, me.user.id))).toEqual([]);
  });

  it('answers the first 100 failures with the counts; the report download has every one, streamed as CSV', async () => {
    const me = await freshUser();
    const lines = Array.from({ length: 1500 }, (_, i) => `https://example.com/page/${i}, "with ""quotes"""`);
    const { report } = await importFile(ctx, me, ['https://youtu.be/dQw4w9WgXcQ', ...lines].join('\n'));
    expect(report).toMatchObject({ status: 'completed', imported: 1, failedCount: 1500, reportUrl: `/api/import/${report.id}/report` });
    expect(report.failed).toHaveLength(100);
    expect(report.failed[0]).toEqual({ line: 2, url: 'https://example.com/page/0', reason: 'Not a YouTube video' });
    expect(report.failed[99].line).toBe(101);

    const res = await me.browser.request(report.reportUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="vidshelf-import-report-${report.id.slice(0, 8)}.csv"`);
    const rows = (await res.text()).trimEnd().split('\r\n');
    expect(rows).toHaveLength(1501);
    expect(rows[0]).toBe('line,url,reason');
    expect(rows[1]).toBe('2,https://example.com/page/0,Not a YouTube video');
    expect(rows[1500]).toBe('1501,https://example.com/page/1499,Not a YouTube video');

    const other = await freshUser();
    expect((await other.browser.request(report.reportUrl)).status).toBe(404);
  });

  it('refuses a request without a file', async () => {
    const me = await freshUser();
    const res = await me.browser.request('/api/import', { method: 'POST', body: new FormData() });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('VALIDATION_ERROR');
  });

  it('refuses a file over 10 MB with 413 and a clear message; more than 100,000 entries end the import with a message', async () => {
    const me = await freshUser();
    const big = await upload(me, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ\n'.repeat(Math.ceil((10 * 1024 * 1024 + 10) / 44)));
    expect(big).toEqual({ status: 413, body: { message: 'This file is larger than 10 MB. Split it into smaller files and import them one by one.', code: 'PAYLOAD_TOO_LARGE' } });
    const many = await importFile(ctx, me, 'dQw4w9WgXcQ\n'.repeat(100_001));
    expect(many.report).toMatchObject({
      status: 'failed',
      error: 'This file has more than 100,000 entries. Split it into smaller files and import them one by one.',
    });
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
