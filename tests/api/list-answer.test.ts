import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiContext, createApiContext, signInAs } from '../support/api-context.ts';
import { createBookmark, createCategory, subscribe } from '../support/builders.ts';
import { databaseKinds } from '../support/databases.ts';

// Response bodies are compared whole; a loose type keeps the assertions readable.
type Body = any;

/**
 * The list reads its rows itself (db/bookmark-rows.ts) and passes Postgres's timestamps through as
 * ISO text; a single bookmark's answer (here the bulk edit's) still goes through drizzle's mapping
 * and a Date. Both must write every bookmark byte for byte alike.
 */
describe.each(databaseKinds)("the list's answer on %s", (kind) => {
  let ctx: ApiContext;
  beforeAll(async () => {
    ctx = await createApiContext(kind);
  });
  afterAll(() => ctx.close());

  /** Sets a bookmark's timestamps to these texts, as Postgres reads them. */
  async function setTimes(id: string, times: { publishedAt: string | null; createdAt: string; updatedAt: string }) {
    await ctx.db.execute(sql`update bookmarks set published_at = ${times.publishedAt}::timestamptz, created_at = ${times.createdAt}::timestamptz,
      updated_at = ${times.updatedAt}::timestamptz where id = ${id}::uuid`);
  }

  it('shows each bookmark exactly as a single bookmark answer does, timestamps in ISO text with milliseconds cut', async () => {
    const me = await signInAs(ctx, 'list-answer-owner@example.com');
    const first = await createCategory(ctx.db, me.user, { name: 'Second in order', color: '#ef4444', displayOrder: 1, isPublic: true });
    const second = await createCategory(ctx.db, me.user, { name: 'First in order', color: '#22c55e', displayOrder: 0 });
    const plain = await createBookmark(ctx.db, me.user, { title: 'Plain "quoted" ünïcode 🎬', categoryIds: [first.id] });
    const full = await createBookmark(ctx.db, me.user, {
      title: 'Full',
      note: 'a note',
      description: 'a description',
      thumbnail: 'https://i.ytimg.com/vi/x/maxres.jpg',
      duration: '1:02:03',
      durationSeconds: 3723,
      channel: 'A channel',
      channelId: 'UC123',
      channelIcon: 'https://yt3.ggpht.com/icon.jpg',
      views: 15_000_000_000,
      embeddable: false,
      isFavorite: true,
      watchTime: 61,
      categoryIds: [first.id, second.id],
    });
    const gone = await createBookmark(ctx.db, me.user, { title: 'Gone', categoryIds: [second.id] });
    // Fractions of 6, 2, 1 and no digits, a leap day, a last microsecond that must not round up.
    await setTimes(plain.id, { publishedAt: null, createdAt: '2025-03-01 10:00:00.12+00', updatedAt: '2025-03-01 10:00:00+00' });
    await setTimes(full.id, { publishedAt: '2024-02-29 23:59:59.999999+00', createdAt: '2025-01-02 03:04:05.5+00', updatedAt: '2025-01-02 03:04:05.123456+00' });
    await setTimes(gone.id, { publishedAt: '1999-12-31 23:59:59+00', createdAt: '2025-02-03 04:05:06.000001+00', updatedAt: '2025-02-03 04:05:06.100001+00' });
    await ctx.db.execute(sql`update video_availability set status = 'private', checked_at = '2025-02-04 05:06:07.654321+00' where video_id = ${gone.videoId}`);

    // Puts every bookmark in `first` too (the others are in it already) and answers them all.
    const single = await me.send('POST', '/api/bookmarks/bulk/edit-categories', { bookmarkIds: [plain.id, full.id, gone.id], categoryIds: [first.id] });
    expect(single.status).toBe(200);
    const list = await me.get('/api/bookmarks?sort=added&limit=20');
    expect(list.status).toBe(200);
    const byId = new Map((single.body.bookmarks as Body[]).map((b) => [b.id, b]));
    expect(list.body.map((b: Body) => b.id)).toEqual([plain.id, gone.id, full.id]);
    for (const listed of list.body as Body[]) expect(JSON.stringify(listed)).toBe(JSON.stringify(byId.get(listed.id)));

    const times = (id: string) => {
      const b = (list.body as Body[]).find((x) => x.id === id);
      return [b.publishedAt, b.createdAt, b.updatedAt];
    };
    expect(times(plain.id)).toEqual([null, '2025-03-01T10:00:00.120Z', '2025-03-01T10:00:00.000Z']);
    expect(times(full.id)).toEqual(['2024-02-29T23:59:59.999Z', '2025-01-02T03:04:05.500Z', '2025-01-02T03:04:05.123Z']);
    expect(times(gone.id)).toEqual(['1999-12-31T23:59:59.000Z', '2025-02-03T04:05:06.000Z', '2025-02-03T04:05:06.100Z']);
    expect((list.body as Body[]).find((b) => b.id === full.id).categories.map((c: Body) => c.name)).toEqual(['First in order', 'Second in order']);
    expect((list.body as Body[]).find((b) => b.id === gone.id).availability).toMatchObject({ status: 'private', checkedAt: '2025-02-04T05:06:07.654Z' });

    // A subscriber sees the same timestamps, without the owner's private fields.
    const subscriber = await signInAs(ctx, 'list-answer-subscriber@example.com');
    await subscribe(ctx.db, subscriber.user, first);
    const seen = await subscriber.get(`/api/bookmarks?categoryId=${first.id}&sort=added`);
    expect(seen.status).toBe(200);
    const owners = new Map((list.body as Body[]).map((b) => [b.id, b]));
    for (const b of seen.body as Body[]) {
      expect(b).toEqual({ ...owners.get(b.id), note: null, isFavorite: false, watchTime: 0, readOnly: true, categories: [{ id: first.id, name: first.name, color: first.color }] });
    }
  });
});
