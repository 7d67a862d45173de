import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookmarks, profileVisits, type User } from '../../db/schema.ts';
import { createFakeYouTube } from '../../functions/dev/fake-youtube.ts';
import { type ApiContext, callJson, createApiContext, signInAs } from '../support/api-context.ts';
import { createBookmark, createCategory, createUser, subscribe, videoId } from '../support/builders.ts';
import { databaseKinds } from '../support/databases.ts';

// Response bodies are checked field by field; a loose type keeps the assertions readable.
type Body = any;
const DAY = 24 * 3600 * 1000;
const sorts = ['recent', 'added', 'alphabetical', 'popular', 'duration'] as const;

/** Each sort's rule as a comparator over bookmarks as the API returns them (negative: a first). */
const sortRules: Record<(typeof sorts)[number], (a: Body, b: Body) => number> = {
  recent: (a, b) => Date.parse(b.publishedAt ?? b.createdAt) - Date.parse(a.publishedAt ?? a.createdAt),
  added: (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt),
  alphabetical: (a, b) => (a.title.toLowerCase() < b.title.toLowerCase() ? -1 : a.title.toLowerCase() > b.title.toLowerCase() ? 1 : 0),
  popular: (a, b) => (b.views ?? -1) - (a.views ?? -1),
  duration: (a, b) => (b.durationSeconds ?? -1) - (a.durationSeconds ?? -1),
};

describe.each(databaseKinds)('bookmarks API on %s', (kind) => {
  let ctx: ApiContext;
  beforeAll(async () => {
    ctx = await createApiContext(kind);
  });
  afterAll(() => ctx.close());
  afterEach(() => ctx.setNow(null));

  let people = 0;
  /** A freshly signed-in user, so every test starts from an empty account. */
  const signIn = () => signInAs(ctx, `bookmarks-${++people}@example.com`);

  /**
   * Many bookmarks in ONE insert: the rows left to the default created_at share a single now(),
   * to the microsecond, as bookmarks saved together by a background job do.
   */
  async function insertBookmarks(user: User, count: number, fields: (i: number) => Partial<typeof bookmarks.$inferInsert>) {
    const rows = Array.from({ length: count }, (_, i) => {
      const id = videoId();
      return { userId: user.id, videoId: id, url: `https://www.youtube.com/watch?v=${id}`, title: `Video ${i}`, ...fields(i) };
    });
    return ctx.db.insert(bookmarks).values(rows).returning();
  }

  const categoriesOf = async (me: Awaited<ReturnType<typeof signIn>>, id: string) =>
    ((await me.get('/api/bookmarks?limit=100')).body as Body[]).find((b) => b.id === id)?.categories.map((c: Body) => c.id);

  describe('creating', () => {
    it('answers 201 with the full bookmark and the canonical URL, saving what is known when YouTube cannot be reached', async () => {
      const me = await signIn();
      const cat = await createCategory(ctx.db, me.user, { name: 'Music', color: '#ef4444' });
      const res = await me.send('POST', '/api/bookmarks', {
        videoId: 'dQw4w9WgXcQ',
        url: 'https://youtu.be/dQw4w9WgXcQ?t=42',
        title: ' Never Gonna Give You Up ',
        description: 'A classic',
        categoryId: cat.id,
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        videoId: 'dQw4w9WgXcQ',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
        title: 'Never Gonna Give You Up',
        note: null,
        description: 'A classic',
        categories: [{ id: cat.id, name: 'Music', color: '#ef4444' }],
        isFavorite: false,
        thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
        duration: null,
        durationSeconds: null,
        channel: null,
        channelId: null,
        channelIcon: null,
        views: null,
        publishedAt: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        watchTime: 0,
        embeddable: true,
        availability: null,
        readOnly: false,
      });
      expect((await me.get('/api/bookmarks')).body).toEqual([res.body]);
    });

    it('treats an empty title and description as absent, and builds the URL from the id', async () => {
      const me = await signIn();
      const res = await me.send('POST', '/api/bookmarks', { videoId: 'abc-def_123', title: '  ', description: '', categoryId: 'no-category' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ title: 'YouTube video abc-def_123', description: null, url: 'https://www.youtube.com/watch?v=abc-def_123', categories: [] });
    });

    it('puts the bookmark in every category of categoryIds, listed in display order', async () => {
      const me = await signIn();
      const second = await createCategory(ctx.db, me.user, { name: 'Second', displayOrder: 2 });
      const first = await createCategory(ctx.db, me.user, { name: 'First', displayOrder: 1 });
      const res = await me.send('POST', '/api/bookmarks', { videoId: videoId(), categoryIds: [second.id, first.id] });
      expect(res.body.categories.map((c: Body) => c.name)).toEqual(['First', 'Second']);
    });

    it('lists each bookmark with its categories in display order (ties by age), each as id, name and colour only', async () => {
      const me = await signIn();
      const third = await createCategory(ctx.db, me.user, { name: 'Third', displayOrder: 2 });
      const first = await createCategory(ctx.db, me.user, { name: 'First', displayOrder: 0 });
      const secondNewer = await createCategory(ctx.db, me.user, { name: 'Second too', displayOrder: 1, createdAt: new Date('2026-02-02T00:00:00Z') });
      const secondOlder = await createCategory(ctx.db, me.user, { name: 'Second', displayOrder: 1, createdAt: new Date('2026-01-01T00:00:00Z') });
      const ids = [third.id, secondNewer.id, first.id, secondOlder.id];
      expect((await me.send('POST', '/api/bookmarks', { videoId: videoId(), categoryIds: ids })).status).toBe(201);
      const [listed] = (await me.send('GET', '/api/bookmarks')).body as Body[];
      expect(listed!.categories).toEqual([
        { id: first.id, name: 'First', color: first.color },
        { id: secondOlder.id, name: 'Second', color: secondOlder.color },
        { id: secondNewer.id, name: 'Second too', color: secondNewer.color },
        { id: third.id, name: 'Third', color: third.color },
      ]);
    });

    it.each([['short'], ['abcdefghijkl'], ['abc defghij'], ['abcdefghij!'], ['']])('refuses the video id %j with VALIDATION_ERROR', async (id) => {
      const me = await signIn();
      const res = await me.send('POST', '/api/bookmarks', { videoId: id });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringMatching(/^videoId: /) });
    });

    it('refuses a URL that is not http or https', async () => {
      const me = await signIn();
      const res = await me.send('POST', '/api/bookmarks', { videoId: videoId(), url: 'javascript:alert(1)' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    });

    it('refuses a video already bookmarked with DUPLICATE_BOOKMARK, though another user may save it', async () => {
      const me = await signIn();
      const other = await signIn();
      const id = videoId();
      expect((await me.send('POST', '/api/bookmarks', { videoId: id })).status).toBe(201);
      const again = await me.send('POST', '/api/bookmarks', { videoId: id, title: 'Again' });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ code: 'DUPLICATE_BOOKMARK', message: 'This video is already in your bookmarks.' });
      expect((await other.send('POST', '/api/bookmarks', { videoId: id })).status).toBe(201);
    });

    it('saves a video once when it is bookmarked several times at the same moment', async () => {
      const me = await signIn();
      const id = videoId();
      const results = await Promise.all(Array.from({ length: 4 }, () => me.send('POST', '/api/bookmarks', { videoId: id })));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
      expect(results.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(Array(3).fill('DUPLICATE_BOOKMARK'));
      expect((await me.get('/api/bookmarks')).body).toHaveLength(1);
    });
  });

  describe('with YouTube answering', () => {
    let yt: ApiContext;
    let server: ReturnType<typeof serve>;
    beforeAll(async () => {
      server = serve({ fetch: createFakeYouTube({ apiKey: 'test-key' }).fetch, port: 0, hostname: '127.0.0.1' });
      await new Promise<void>((resolve) => server.once('listening', () => resolve()));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      yt = await createApiContext(kind, { YOUTUBE_API_KEY: 'test-key', YOUTUBE_API_BASE: base });
    });
    afterAll(async () => {
      await yt.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    it("fills title, duration, views, channel and dates from YouTube, keeping the user's own title", async () => {
      const { browser } = await signInAs(yt, 'youtube@example.com');
      const res = await callJson(browser, 'POST', '/api/bookmarks', { videoId: 'nThDJZPzXuY' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        title: 'Crispy Smashed Potatoes, Three Ways',
        description: expect.stringMatching(/^Boil, smash, roast/),
        duration: '12:41',
        durationSeconds: 761,
        views: 1284503,
        channel: 'Hearth & Pan',
        channelId: 'UCW_av_GuhKAqHVmYC7DpzvQ',
        channelIcon: expect.stringMatching(/^https:\/\//),
        publishedAt: '2024-04-26T01:36:15.000Z',
        embeddable: true,
      });
      const own = await callJson(browser, 'POST', '/api/bookmarks', { videoId: 'myBwvvHUeOA', title: 'My sourdough' });
      expect(own.body).toMatchObject({ title: 'My sourdough', durationSeconds: 1445 });
      const missing = await callJson(browser, 'POST', '/api/bookmarks', { videoId: 'zzzzzzzzzzz' });
      expect(missing.status).toBe(400);
      expect(missing.body.code).toBe('VIDEO_NOT_FOUND');
    });
  });

  describe('listing', () => {
    it('answers pages of 20 by default, takes offset and limit up to 100, and refuses more', async () => {
      const me = await signIn();
      await insertBookmarks(me.user, 25, () => ({}));
      expect((await me.get('/api/bookmarks')).body).toHaveLength(20);
      expect((await me.get('/api/bookmarks?offset=20')).body).toHaveLength(5);
      expect((await me.get('/api/bookmarks?limit=100')).body).toHaveLength(25);
      expect((await me.get('/api/bookmarks?limit=3&offset=1')).body).toHaveLength(3);
      for (const query of ['limit=101', 'limit=0', 'offset=-1', 'sort=random', 'favorites=yes', 'categoryId=nope', 'cursor=garbage']) {
        const res = await me.get(`/api/bookmarks?${query}`);
        expect(res.status, query).toBe(400);
        expect(res.body.code, query).toBe('VALIDATION_ERROR');
      }
    });

    it('refuses a limit past any integer by naming the limit of 100, not the largest safe integer', async () => {
      const me = await signIn();
      const res = await me.get('/api/bookmarks?limit=99999999999999999999');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('limit: Too big: expected number to be <=100');
    });

    // Many equal sort values (ties), null keys and a page boundary inside a group of rows sharing
    // one microsecond created_at: the cases where a careless keyset or order skips or repeats rows.
    it.each(sorts)('pages through all bookmarks sorted by %s, never overlapping or skipping, by offset and by cursor', async (sort) => {
      const me = await signIn();
      const past = Date.now() - 30 * DAY;
      const seeded = await insertBookmarks(me.user, 45, (i) => ({
        title: ['alpha', 'Alpha', 'BRAVO', 'bravo', 'charlie'][i % 5]!,
        views: [null, 10, 10, 500][i % 4],
        durationSeconds: [null, 60, 3600][i % 3],
        publishedAt: i % 3 === 0 ? new Date(past + (i % 2) * DAY) : null,
        createdAt: i % 4 === 3 ? new Date(past - DAY) : undefined,
      }));
      const all = seeded.map((b) => b.id).sort();

      for (const limit of [20, 7]) {
        const byOffset: Body[] = [];
        for (let offset = 0; ; offset += limit) {
          const page = (await me.get(`/api/bookmarks?sort=${sort}&limit=${limit}&offset=${offset}`)).body as Body[];
          byOffset.push(...page);
          if (page.length < limit) break;
        }
        const byCursor: Body[] = [];
        for (let cursor: string | null = null; ; ) {
          const res = await me.get(`/api/bookmarks?sort=${sort}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
          expect(res.status).toBe(200);
          byCursor.push(...res.body);
          cursor = res.nextCursor ?? null;
          if (!cursor) break;
          expect(res.body).toHaveLength(limit);
        }
        for (const list of [byOffset, byCursor]) {
          expect(list.map((b) => b.id).sort()).toEqual(all);
          for (let i = 1; i < list.length; i++) expect(sortRules[sort](list[i - 1], list[i]), `${sort} at ${i}`).toBeLessThanOrEqual(0);
        }
        expect(byCursor.map((b) => b.id)).toEqual(byOffset.map((b) => b.id));
      }
    });

    it('gives cursors that carry the longest titles, and refuses one given out for another sort', async () => {
      const me = await signIn();
      const titles = ['가'.repeat(500), '나'.repeat(500), '다'.repeat(500)];
      await insertBookmarks(me.user, 3, (i) => ({ title: titles[i]! }));
      const first = await me.get('/api/bookmarks?sort=alphabetical&limit=1');
      const cursor = first.nextCursor;
      const second = await me.get(`/api/bookmarks?sort=alphabetical&limit=1&cursor=${cursor}`);
      expect([first.body[0].title, second.body[0]?.title]).toEqual(titles.slice(0, 2));
      for (const sort of ['added', 'popular']) {
        const res = await me.get(`/api/bookmarks?sort=${sort}&limit=1&cursor=${cursor}`);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('VALIDATION_ERROR');
      }
    });

    it('filters favourites, bookmarks added in the last 7 days, and one own category', async () => {
      const me = await signIn();
      const cat = await createCategory(ctx.db, me.user);
      const fav = await createBookmark(ctx.db, me.user, { isFavorite: true, createdAt: new Date(Date.now() - 8 * DAY) });
      const recent = await createBookmark(ctx.db, me.user, { createdAt: new Date(Date.now() - 6 * DAY), categoryIds: [cat.id] });
      const old = await createBookmark(ctx.db, me.user, { createdAt: new Date(Date.now() - 30 * DAY), categoryIds: [cat.id] });
      const ids = async (query: string) => ((await me.get(`/api/bookmarks?sort=added&${query}`)).body as Body[]).map((b) => b.id);
      expect(await ids('favorites=true')).toEqual([fav.id]);
      expect(await ids('favorites=false')).toEqual([recent.id, fav.id, old.id]);
      expect(await ids('recent=true')).toEqual([recent.id]);
      expect(await ids(`categoryId=${cat.id}`)).toEqual([recent.id, old.id]);
      expect(await ids(`categoryId=${cat.id}&recent=true`)).toEqual([recent.id]);
    });

    it('searches title, note, channel and description, ignoring case and taking % and _ literally', async () => {
      const me = await signIn();
      const made = {
        title: await createBookmark(ctx.db, me.user, { title: 'Learning RUST fast' }),
        note: await createBookmark(ctx.db, me.user, { note: 'watch with Kim' }),
        channel: await createBookmark(ctx.db, me.user, { channel: 'The Cooking Channel' }),
        description: await createBookmark(ctx.db, me.user, { description: 'Knitting for beginners' }),
        percent: await createBookmark(ctx.db, me.user, { title: '100%off' }),
        notPercent: await createBookmark(ctx.db, me.user, { title: '100 and more off' }),
        underscore: await createBookmark(ctx.db, me.user, { title: 'snake_case' }),
        notUnderscore: await createBookmark(ctx.db, me.user, { title: 'snakeXcase' }),
      };
      const cases: [string, (keyof typeof made)[]][] = [
        ['rust', ['title']],
        ['KIM', ['note']],
        ['cooking chan', ['channel']],
        ['knitting', ['description']],
        ['100%off', ['percent']],
        ['e_c', ['underscore']],
        ['nothing like this', []],
      ];
      for (const [search, expected] of cases) {
        const res = await me.get(`/api/bookmarks?search=${encodeURIComponent(search)}`);
        expect(res.body.map((b: Body) => b.id).sort(), search).toEqual(expected.map((k) => made[k].id).sort());
      }
    });

    it('finds a bookmark by its edited title and note in any letter case, accented letters too, without sending the search text', async () => {
      const me = await signIn();
      const saved = await createBookmark(ctx.db, me.user, { title: 'Pâte feuilletée maison', note: 'Old note' });
      const found = async (search: string) => ((await me.get(`/api/bookmarks?search=${encodeURIComponent(search)}`)).body as Body[]).map((b) => b.id);
      expect(await found('PÂTE FEUILLETÉE')).toEqual([saved.id]);
      expect(await found('old NOTE')).toEqual([saved.id]);

      expect((await me.send('PATCH', `/api/bookmarks/${saved.id}`, { title: 'Ἀθῆναι street food', note: 'Ask ÇAĞLA' })).status).toBe(200);
      expect(await found('feuilletée')).toEqual([]);
      expect(await found('old note')).toEqual([]);
      expect(await found('ἀθῆναι STREET')).toEqual([saved.id]);
      expect(await found('çağla')).toEqual([saved.id]);

      const listed = (await me.get('/api/bookmarks')).body as Body[];
      for (const bookmark of listed) expect(Object.keys(bookmark)).not.toContain('searchText');
    });

    it("shows a subscribed category's bookmarks of its owner read-only, hiding the owner's notes and favourites", async () => {
      const me = await signIn();
      const owner = await createUser(ctx.db);
      const shared = await createCategory(ctx.db, owner, { name: 'Shared', subscribable: true });
      const secret = await createCategory(ctx.db, owner, { name: 'Secret', isPublic: false });
      const inShared = await createBookmark(ctx.db, owner, { note: 'my private note', isFavorite: true, watchTime: 99, categoryIds: [shared.id, secret.id] });
      await createBookmark(ctx.db, owner, { title: 'Not shared' });
      await subscribe(ctx.db, me.user, shared);

      const res = await me.get(`/api/bookmarks?categoryId=${shared.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        expect.objectContaining({
          id: inShared.id,
          readOnly: true,
          note: null,
          isFavorite: false,
          watchTime: 0,
          categories: [{ id: shared.id, name: 'Shared', color: '#3b82f6' }],
        }),
      ]);
      expect((await me.get(`/api/bookmarks?categoryId=${shared.id}&search=private`)).body).toEqual([]);
      expect((await me.get(`/api/bookmarks?categoryId=${shared.id}&favorites=true`)).body).toEqual([]);
      expect((await me.get('/api/bookmarks')).body).toEqual([]);
    });
  });

  describe('updating', () => {
    it('toggles the favourite flag with {isFavorite} alone', async () => {
      const me = await signIn();
      const b = await createBookmark(ctx.db, me.user, { title: 'Keep', note: 'kept' });
      const res = await me.send('PATCH', `/api/bookmarks/${b.id}`, { isFavorite: true });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: b.id, isFavorite: true, title: 'Keep', note: 'kept' });
      expect((await me.get('/api/bookmarks?favorites=true')).body.map((x: Body) => x.id)).toEqual([b.id]);
    });

    it('saves title, note and categories together, replacing the categories', async () => {
      const me = await signIn();
      const [a, b, c] = [await createCategory(ctx.db, me.user, { displayOrder: 0 }), await createCategory(ctx.db, me.user, { displayOrder: 1 }), await createCategory(ctx.db, me.user, { displayOrder: 2 })];
      const bm = await createBookmark(ctx.db, me.user, { categoryIds: [a!.id] });
      const res = await me.send('PATCH', `/api/bookmarks/${bm.id}`, { title: ' New title ', note: 'A note', categories: [c!.id, b!.id] });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ title: 'New title', note: 'A note' });
      expect(res.body.categories.map((x: Body) => x.id)).toEqual([b!.id, c!.id]);
      expect(await categoriesOf(me, bm.id)).toEqual([b!.id, c!.id]);
    });

    it('saves {note} alone, keeping title and categories; an empty note clears it', async () => {
      const me = await signIn();
      const cat = await createCategory(ctx.db, me.user);
      const bm = await createBookmark(ctx.db, me.user, { title: 'Stay', categoryIds: [cat.id] });
      expect((await me.send('PATCH', `/api/bookmarks/${bm.id}`, { note: 'Remember 2:30' })).body).toMatchObject({ note: 'Remember 2:30', title: 'Stay', categories: [{ id: cat.id }] });
      expect((await me.send('PATCH', `/api/bookmarks/${bm.id}`, { note: '' })).body.note).toBeNull();
    });

    it.each([
      ['an empty body', {}],
      ['an empty title', { title: '  ' }],
      ['a non-boolean favourite', { isFavorite: 'yes' }],
      ['a category that is not an id', { categories: ['x'] }],
    ])('refuses %s with VALIDATION_ERROR', async (_, body) => {
      const me = await signIn();
      const bm = await createBookmark(ctx.db, me.user);
      const res = await me.send('PATCH', `/api/bookmarks/${bm.id}`, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    });

    it('saves the watch time in whole seconds and refuses anything else', async () => {
      const me = await signIn();
      const bm = await createBookmark(ctx.db, me.user);
      const res = await me.send('PATCH', `/api/bookmarks/${bm.id}/watch-time`, { watchTime: 125 });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: bm.id, watchTime: 125 });
      expect((await me.get('/api/bookmarks')).body[0].watchTime).toBe(125);
      for (const watchTime of [-1, 1.5, '10', null]) {
        expect((await me.send('PATCH', `/api/bookmarks/${bm.id}/watch-time`, { watchTime })).status, String(watchTime)).toBe(400);
      }
    });
  });

  describe('deleting', () => {
    it('deletes one bookmark with 204; a second delete is 404', async () => {
      const me = await signIn();
      const bm = await createBookmark(ctx.db, me.user);
      const keep = await createBookmark(ctx.db, me.user);
      expect((await me.send('DELETE', `/api/bookmarks/${bm.id}`)).status).toBe(204);
      expect((await me.get('/api/bookmarks')).body.map((b: Body) => b.id)).toEqual([keep.id]);
      expect((await me.send('DELETE', `/api/bookmarks/${bm.id}`)).body).toEqual({ code: 'NOT_FOUND', message: 'Bookmark not found.' });
    });

    it("batch-deletes own bookmarks and reports each other id with a reason, never deleting another user's", async () => {
      const me = await signIn();
      const other = await createUser(ctx.db);
      const [a, b] = [await createBookmark(ctx.db, me.user), await createBookmark(ctx.db, me.user)];
      const theirs = await createBookmark(ctx.db, other);
      const unknown = crypto.randomUUID();
      const res = await me.send('DELETE', '/api/bookmarks/batch', { ids: [a!.id, theirs.id, b!.id, unknown] });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        deletedCount: 2,
        errors: [
          { id: theirs.id, code: 'NOT_FOUND', message: 'Bookmark not found.' },
          { id: unknown, code: 'NOT_FOUND', message: 'Bookmark not found.' },
        ],
      });
      expect((await me.get('/api/bookmarks')).body).toEqual([]);
      expect(await ctx.db.select().from(bookmarks).where(eq(bookmarks.id, theirs.id))).toHaveLength(1);
      for (const ids of [[], ['not-an-id']]) expect((await me.send('DELETE', '/api/bookmarks/batch', { ids })).status).toBe(400);
    });
  });

  describe('bulk category edit', () => {
    async function setUp() {
      const me = await signIn();
      const [a, b] = [await createCategory(ctx.db, me.user, { displayOrder: 0 }), await createCategory(ctx.db, me.user, { displayOrder: 1 })];
      const inA = await createBookmark(ctx.db, me.user, { categoryIds: [a!.id] });
      const bare = await createBookmark(ctx.db, me.user);
      return { me, a: a!, b: b!, inA, bare };
    }

    it('adds the chosen categories to those each bookmark already has', async () => {
      const { me, a, b, inA, bare } = await setUp();
      const res = await me.send('POST', '/api/bookmarks/bulk/edit-categories', { bookmarkIds: [inA.id, bare.id], categoryIds: [b.id, a.id], removeAll: false });
      expect(res.status).toBe(200);
      expect(res.body.updatedCount).toBe(2);
      expect(await categoriesOf(me, inA.id)).toEqual([a.id, b.id]);
      expect(await categoriesOf(me, bare.id)).toEqual([a.id, b.id]);
    });

    it('clears every category of the chosen bookmarks with removeAll', async () => {
      const { me, b, inA, bare } = await setUp();
      await createBookmark(ctx.db, me.user, { categoryIds: [b.id] });
      const res = await me.send('POST', '/api/bookmarks/bulk/edit-categories', { bookmarkIds: [inA.id, bare.id], removeAll: true });
      expect(res.status).toBe(200);
      expect(await categoriesOf(me, inA.id)).toEqual([]);
      expect(((await me.get('/api/categories')).body as Body[]).map((c) => c.bookmarkCount)).toEqual([0, 1]);
    });

    it.each([
      ["one bookmark is another user's", 404, 'bookmark'],
      ['one bookmark does not exist', 404, 'missing'],
      ["one category is another user's", 404, 'category'],
      ['one category is subscribed, so read-only', 403, 'subscribed'],
    ] as const)('changes nothing when %s', async (_, status, spoiler) => {
      const { me, a, b, inA, bare } = await setUp();
      const stranger = await createUser(ctx.db);
      const theirCategory = await createCategory(ctx.db, stranger, { subscribable: true });
      await subscribe(ctx.db, me.user, theirCategory);
      const bookmarkIds = [inA.id, bare.id];
      const categoryIds = [b.id];
      if (spoiler === 'bookmark') bookmarkIds.push((await createBookmark(ctx.db, stranger)).id);
      if (spoiler === 'missing') bookmarkIds.push(crypto.randomUUID());
      if (spoiler === 'category') categoryIds.push((await createCategory(ctx.db, stranger)).id);
      if (spoiler === 'subscribed') categoryIds.push(theirCategory.id);
      for (const body of [{ bookmarkIds, categoryIds }, ...(spoiler === 'bookmark' || spoiler === 'missing' ? [{ bookmarkIds, removeAll: true }] : [])]) {
        expect((await me.send('POST', '/api/bookmarks/bulk/edit-categories', body)).status).toBe(status);
      }
      expect(await categoriesOf(me, inA.id)).toEqual([a.id]);
      expect(await categoriesOf(me, bare.id)).toEqual([]);
    });

    it('refuses a request with neither categories nor removeAll', async () => {
      const { me, inA } = await setUp();
      for (const body of [{ bookmarkIds: [inA.id] }, { bookmarkIds: [inA.id], categoryIds: [] }, { bookmarkIds: [], removeAll: true }]) {
        expect((await me.send('POST', '/api/bookmarks/bulk/edit-categories', body)).status).toBe(400);
      }
    });
  });

  describe('featured video', () => {
    it('features an own bookmark on the current user and removes it again', async () => {
      const me = await signIn();
      const bm = await createBookmark(ctx.db, me.user);
      const set = await me.send('POST', '/api/featured-video', { bookmarkId: bm.id });
      expect(set).toMatchObject({ status: 200, body: { featuredVideoId: bm.id } });
      expect((await me.get('/api/auth/user')).body.featuredVideoId).toBe(bm.id);
      expect(await me.send('DELETE', '/api/featured-video')).toMatchObject({ status: 200, body: { featuredVideoId: null } });
      expect((await me.get('/api/auth/user')).body.featuredVideoId).toBeNull();
    });

    it("refuses another user's or an unknown bookmark with 404, leaving the featured video as it was", async () => {
      const me = await signIn();
      const mine = await createBookmark(ctx.db, me.user);
      const theirs = await createBookmark(ctx.db, await createUser(ctx.db));
      await me.send('POST', '/api/featured-video', { bookmarkId: mine.id });
      for (const bookmarkId of [theirs.id, crypto.randomUUID()]) {
        expect((await me.send('POST', '/api/featured-video', { bookmarkId })).status).toBe(404);
      }
      expect((await me.send('POST', '/api/featured-video', { bookmarkId: 'x' })).status).toBe(400);
      expect((await me.get('/api/auth/user')).body.featuredVideoId).toBe(mine.id);
    });

    it('stops featuring a bookmark once it is deleted', async () => {
      const me = await signIn();
      const bm = await createBookmark(ctx.db, me.user);
      await me.send('POST', '/api/featured-video', { bookmarkId: bm.id });
      await me.send('DELETE', `/api/bookmarks/${bm.id}`);
      expect((await me.get('/api/auth/user')).body.featuredVideoId).toBeNull();
    });
  });

  describe('stats', () => {
    it("counts total, recent (7 days) and favourite bookmarks, and today's visitors only once there are some", async () => {
      const me = await signIn();
      const now = new Date();
      ctx.setNow(now);
      await createBookmark(ctx.db, me.user, { isFavorite: true });
      await createBookmark(ctx.db, me.user, { createdAt: new Date(now.getTime() - 6 * DAY) });
      await createBookmark(ctx.db, me.user, { isFavorite: true, createdAt: new Date(now.getTime() - 8 * DAY) });
      await createBookmark(ctx.db, await createUser(ctx.db));
      const visit = (day: Date, visitorHash: string) => ({ profileUserId: me.user.id, day: day.toISOString().slice(0, 10), visitorHash });
      await ctx.db.insert(profileVisits).values(visit(new Date(now.getTime() - DAY), 'yesterday'));

      expect((await me.get('/api/stats')).body).toEqual({ totalBookmarks: 3, recentBookmarks: 2, favoriteBookmarks: 2, unavailableBookmarks: 0 });
      await ctx.db.insert(profileVisits).values([visit(now, 'one'), visit(now, 'two')]);
      expect((await me.get('/api/stats')).body).toEqual({ totalBookmarks: 3, recentBookmarks: 2, favoriteBookmarks: 2, unavailableBookmarks: 0, todayVisitors: 2 });
    });

    it('keeps its counts equal to the bookmarks through saves, bulk inserts, favourite toggles, deletes and concurrent writes', async () => {
      const me = await signIn();
      const other = await signIn();
      /** What the counts must be: counted from the rows themselves. */
      const counted = async (userId: string) => {
        const rows = await ctx.db.select({ isFavorite: bookmarks.isFavorite }).from(bookmarks).where(eq(bookmarks.userId, userId));
        return { totalBookmarks: rows.length, favoriteBookmarks: rows.filter((r) => r.isFavorite).length };
      };
      const expectCountsRight = async () => {
        for (const who of [me, other]) expect((await who.get('/api/stats')).body).toMatchObject(await counted(who.user.id));
      };

      const bulk = await insertBookmarks(me.user, 30, (i) => ({ isFavorite: i % 3 === 0 }));
      await insertBookmarks(other.user, 4, () => ({ isFavorite: true }));
      await expectCountsRight();
      expect((await me.get('/api/stats')).body).toMatchObject({ totalBookmarks: 30, favoriteBookmarks: 10 });

      await me.send('PATCH', `/api/bookmarks/${bulk[1]!.id}`, { isFavorite: true });
      await me.send('PATCH', `/api/bookmarks/${bulk[0]!.id}`, { isFavorite: false });
      await me.send('PATCH', `/api/bookmarks/${bulk[3]!.id}`, { isFavorite: true }); // already one: no change
      await me.send('PATCH', `/api/bookmarks/${bulk[2]!.id}/watch-time`, { watchTime: 30 });
      await expectCountsRight();

      expect((await me.send('DELETE', `/api/bookmarks/${bulk[3]!.id}`)).status).toBe(204);
      expect((await me.send('DELETE', '/api/bookmarks/batch', { ids: bulk.slice(4, 20).map((b) => b.id) })).status).toBe(200);
      await expectCountsRight();

      // Saves at the same moment, each in its own statement, must not lose a count.
      await Promise.all(Array.from({ length: 8 }, () => createBookmark(ctx.db, me.user, { isFavorite: true })));
      await expectCountsRight();
      expect((await me.get('/api/stats')).body).toMatchObject({ totalBookmarks: 30 - 1 - 16 + 8 });
    });
  });
});
