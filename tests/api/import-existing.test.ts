import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarkCategories, bookmarks, categories } from '../../db/schema.ts';
import { type ApiContext, createApiContext, signInAs } from '../support/api-context.ts';
import { createBookmark, createCategory } from '../support/builders.ts';
import { databaseKinds } from '../support/databases.ts';
import { importFile, upload } from '../support/import-helpers.ts';

describe.each(databaseKinds)('re-importing what is already in the library (%s)', (kind) => {
  let ctx: ApiContext;
  let n = 0;
  beforeAll(async () => {
    ctx = await createApiContext(kind);
  });
  afterAll(() => ctx.close());
  const freshUser = () => signInAs(ctx, `existing-${kind}-${++n}@example.com`);

  /** Each bookmark's state an update import may change, with its title and category names. */
  async function states(userId: string) {
    const rows = await ctx.db.select().from(bookmarks).where(eq(bookmarks.userId, userId));
    const links = await ctx.db
      .select({ bookmarkId: bookmarkCategories.bookmarkId, name: categories.name })
      .from(bookmarkCategories)
      .innerJoin(categories, eq(categories.id, bookmarkCategories.categoryId))
      .where(eq(categories.userId, userId));
    return Object.fromEntries(
      rows.map((b) => [
        b.videoId,
        { title: b.title, note: b.note, isFavorite: b.isFavorite, watchTime: b.watchTime, categories: links.filter((l) => l.bookmarkId === b.id).map((l) => l.name).sort() },
      ]),
    );
  }

  /**
   * A library exported, then changed: one bookmark edited (un-favourited, new note, watched from
   * the start, moved to another category), one left alone, one deleted. Answers the export.
   */
  async function exportThenChange(format: 'json' | 'csv') {
    const me = await freshUser();
    const music = await createCategory(ctx.db, me.user, { name: 'Music', color: '#ec4899' });
    const talks = await createCategory(ctx.db, me.user, { name: 'Talks' });
    const edited = await createBookmark(ctx.db, me.user, { videoId: 'EditedVid01', title: 'Edited', note: 'from the file\n0:42 chorus', isFavorite: true, watchTime: 321, categoryIds: [music.id] });
    await createBookmark(ctx.db, me.user, { videoId: 'UntouchVid1', title: 'Untouched', note: 'same', categoryIds: [talks.id] });
    const gone = await createBookmark(ctx.db, me.user, { videoId: 'DeletedVid1', title: 'Deleted', isFavorite: true });
    const file = await (await me.browser.request(`/api/export?format=${format}`)).text();
    const exported = await states(me.user.id);

    const patch = await me.browser.request(`/api/bookmarks/${edited.id}`, { method: 'PATCH', json: { title: 'Renamed by me', note: 'changed my mind', isFavorite: false, categoryIds: [talks.id] } });
    expect(patch.status).toBe(200);
    await ctx.db.update(bookmarks).set({ watchTime: 5 }).where(eq(bookmarks.id, edited.id));
    await me.browser.request(`/api/bookmarks/${gone.id}`, { method: 'DELETE' });
    return { me, file, exported };
  }

  it('skips what the library already has by default: an un-favourited bookmark stays un-favourited', async () => {
    const { me, file } = await exportThenChange('json');
    const before = await states(me.user.id);
    const { started, report } = await importFile(ctx, me, file);
    expect(started).toMatchObject({ existing: 'skip' });
    expect(report).toMatchObject({ status: 'completed', existing: 'skip', imported: 1, updated: 0, skipped: 2, failed: [] });
    const after = await states(me.user.id);
    expect(after.EditedVid01).toEqual(before.EditedVid01);
    expect(after.EditedVid01).toMatchObject({ isFavorite: false, note: 'changed my mind' });
  });

  for (const format of ['json', 'csv'] as const) {
    it(`updates what the library already has from our ${format.toUpperCase()} export: note, favourite, watch time and categories from the file win`, async () => {
      const { me, file, exported } = await exportThenChange(format);
      const { report } = await importFile(ctx, me, file, { existing: 'update', filename: `export.${format}` });
      expect(report).toMatchObject({ status: 'completed', format: `vidshelf-${format}`, existing: 'update', imported: 1, updated: 1, skipped: 1, failed: [] });
      const after = await states(me.user.id);
      // The title is the user's own: only the state the file holds comes back.
      expect(after.EditedVid01).toEqual({ ...exported.EditedVid01, title: 'Renamed by me' });
      expect(after.UntouchVid1).toEqual(exported.UntouchVid1);
      expect(after.DeletedVid1).toMatchObject({ title: 'Deleted', isFavorite: true });

      // The same file again changes nothing: all three are skipped.
      const again = await importFile(ctx, me, file, { existing: 'update' });
      expect(again.report).toMatchObject({ imported: 0, updated: 0, skipped: 3 });
    });
  }

  for (const format of ['json', 'csv'] as const) {
    it(`keeps a category the library already has as it is now when updating from our ${format.toUpperCase()} export: colour, order and sharing are the library's`, async () => {
      const { me, file } = await exportThenChange(format);
      await ctx.db.update(categories).set({ color: '#3b82f6', displayOrder: 7, isPublic: false, subscribable: true }).where(eq(categories.name, 'Music'));
      const { report } = await importFile(ctx, me, file, { existing: 'update', filename: `export.${format}` });
      expect(report).toMatchObject({ status: 'completed', categories: { created: [], uncategorised: [] } });
      expect(report.categories.reused.sort()).toEqual(['Music', 'Talks']);
      const [music] = await ctx.db.select().from(categories).where(eq(categories.userId, me.user.id)).then((rows) => rows.filter((c) => c.name === 'Music'));
      expect(music).toMatchObject({ color: '#3b82f6', displayOrder: 7, isPublic: false, subscribable: true });
      expect((await states(me.user.id)).EditedVid01!.categories).toEqual(['Music']);
    });
  }

  it('creates a category the file names for a bookmark it updates', async () => {
    const me = await freshUser();
    await createBookmark(ctx.db, me.user, { videoId: 'dQw4w9WgXcQ', title: 'Mine' });
    const file = JSON.stringify({ app: 'vidshelf', version: 1, categories: [], bookmarks: [{ videoId: 'dQw4w9WgXcQ', url: 'https://youtu.be/dQw4w9WgXcQ', title: 'T', note: null, isFavorite: true, watchTime: 0, categories: ['Brand new'] }] });
    const { report } = await importFile(ctx, me, file, { existing: 'update' });
    expect(report).toMatchObject({ status: 'completed', imported: 0, updated: 1, skipped: 0, categories: { created: ['Brand new'], reused: [], uncategorised: [] } });
    expect((await states(me.user.id)).dQw4w9WgXcQ).toEqual({ title: 'Mine', note: null, isFavorite: true, watchTime: 0, categories: ['Brand new'] });
  });

  it("only adds from other apps' files even when asked to update: what they lack is not taken from the library", async () => {
    const me = await freshUser();
    await createBookmark(ctx.db, me.user, { videoId: 'dQw4w9WgXcQ', title: 'Mine', note: 'keep me', isFavorite: true, watchTime: 60 });
    const { report } = await importFile(ctx, me, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ\nhttps://youtu.be/aaaaaaaaaaa\n', { existing: 'update' });
    expect(report).toMatchObject({ status: 'completed', format: 'url-list', imported: 1, updated: 0, skipped: 1 });
    expect((await states(me.user.id)).dQw4w9WgXcQ).toMatchObject({ note: 'keep me', isFavorite: true, watchTime: 60 });
  });

  it('refuses an unknown choice with VALIDATION_ERROR', async () => {
    const me = await freshUser();
    const res = await upload(me, 'https://youtu.be/dQw4w9WgXcQ\n', { existing: 'overwrite' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('declares the choice in the OpenAPI document', async () => {
    const doc = (await ctx.browser().request('/api/openapi.json').then((r) => r.json())) as any;
    const form = doc.paths['/api/import'].post.requestBody.content['multipart/form-data'].schema;
    expect(form.properties.existing).toMatchObject({ type: 'string', enum: ['skip', 'update'], default: 'skip' });
    expect(doc.paths['/api/import/{id}'].get.responses['200'].content['application/json'].schema).toBeDefined();
  });
});
