import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarkCategories, bookmarks, categories, categorySubscriptions, users } from '../../db/schema.ts';
import { type ApiContext, TEST_ORIGIN, createApiContext } from '../support/api-context.ts';
import { signInWithBrowser } from '../support/browser.ts';
import { createBookmark, createCategory, createUser, videoId } from '../support/builders.ts';
import { databaseKinds } from '../support/databases.ts';

type Body = any;
type Route = [method: string, path: string, body?: unknown];

/** Every bookmark and category call, aimed at the given bookmark and category ids. */
const everyRoute = (b: string, c: string): Route[] => [
  ['GET', '/api/bookmarks'],
  ['POST', '/api/bookmarks', { videoId: 'dQw4w9WgXcQ' }],
  ['PATCH', `/api/bookmarks/${b}`, { isFavorite: true }],
  ['PATCH', `/api/bookmarks/${b}/watch-time`, { watchTime: 5 }],
  ['DELETE', `/api/bookmarks/${b}`],
  ['DELETE', '/api/bookmarks/batch', { ids: [b] }],
  ['POST', '/api/bookmarks/bulk/edit-categories', { bookmarkIds: [b], removeAll: true }],
  ['GET', '/api/categories'],
  ['GET', '/api/categories/with-subscription-info'],
  ['POST', '/api/categories', { name: 'Sneaky' }],
  ['PATCH', `/api/categories/${c}`, { name: 'Sneaky' }],
  ['DELETE', `/api/categories/${c}`],
  ['PUT', '/api/categories/reorder', [{ id: c, order: 5 }]],
  ['DELETE', `/api/categories/${c}/unsubscribe`],
  ['GET', `/api/categories/${c}/subscription-status`],
  ['POST', `/api/categories/${c}/subscribe`],
  ['GET', '/api/subscriptions'],
  ['GET', '/api/stats'],
  ['POST', '/api/featured-video', { bookmarkId: b }],
  ['DELETE', '/api/featured-video'],
];

describe.each(databaseKinds)('isolation and access on %s', (kind) => {
  let ctx: ApiContext;
  beforeAll(async () => {
    ctx = await createApiContext(kind);
  });
  afterAll(() => ctx.close());

  let people = 0;
  /** A signed-in user with one bookmark in one category, and a stranger with the same. */
  async function world(strangerCategory: Partial<typeof categories.$inferInsert> = { isPublic: false }) {
    const email = `isolation-${++people}@example.com`;
    const browser = ctx.browser();
    expect((await signInWithBrowser(browser, { email })).status).toBe(200);
    const [me] = await ctx.db.select().from(users).where(eq(users.email, email));
    const myCategory = await createCategory(ctx.db, me!);
    const myBookmark = await createBookmark(ctx.db, me!, { categoryIds: [myCategory.id] });
    const stranger = await createUser(ctx.db);
    const theirCategory = await createCategory(ctx.db, stranger, strangerCategory);
    const theirBookmark = await createBookmark(ctx.db, stranger, { note: 'private', categoryIds: [theirCategory.id] });
    await ctx.db.update(users).set({ featuredBookmarkId: theirBookmark.id }).where(eq(users.id, stranger.id));
    const send = async ([method, path, json]: Route, headers?: Record<string, string>) => {
      const res = await browser.request(path, { method, json, headers });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : null) as Body };
    };
    return { browser, send, me: me!, myCategory, myBookmark, stranger, theirCategory, theirBookmark };
  }

  /** Everything of the two users as stored, to prove a refused call changed nothing. */
  async function snapshot(...userIds: string[]) {
    const rows = await Promise.all(
      userIds.map(async (id) => ({
        user: (await ctx.db.select().from(users).where(eq(users.id, id)))[0],
        bookmarks: await ctx.db.select().from(bookmarks).where(eq(bookmarks.userId, id)).orderBy(bookmarks.id),
        categories: await ctx.db.select().from(categories).where(eq(categories.userId, id)).orderBy(categories.id),
        links: await ctx.db
          .select({ b: bookmarkCategories.bookmarkId, c: bookmarkCategories.categoryId })
          .from(bookmarkCategories)
          .innerJoin(bookmarks, eq(bookmarks.id, bookmarkCategories.bookmarkId))
          .where(eq(bookmarks.userId, id))
          .orderBy(bookmarkCategories.bookmarkId, bookmarkCategories.categoryId),
        subscriptions: await ctx.db.select().from(categorySubscriptions).where(eq(categorySubscriptions.userId, id)),
      })),
    );
    return JSON.stringify(rows);
  }

  describe("another user's bookmark is 404 for every verb", () => {
    const cases = (b: string, myCategory: string): Route[] => [
      ['PATCH', `/api/bookmarks/${b}`, { isFavorite: true }],
      ['PATCH', `/api/bookmarks/${b}`, { title: 'Mine', note: 'mine', categories: [myCategory] }],
      ['PATCH', `/api/bookmarks/${b}`, { note: 'mine' }],
      ['PATCH', `/api/bookmarks/${b}/watch-time`, { watchTime: 5 }],
      ['DELETE', `/api/bookmarks/${b}`],
      ['POST', '/api/bookmarks/bulk/edit-categories', { bookmarkIds: [b], categoryIds: [myCategory] }],
      ['POST', '/api/bookmarks/bulk/edit-categories', { bookmarkIds: [b], removeAll: true }],
      ['POST', '/api/featured-video', { bookmarkId: b }],
    ];
    it.each(cases(':bookmark', ':category').map(([m, p, body], i) => [`${m} ${p} ${JSON.stringify(body ?? '')}`, i] as const))('%s', async (_, i) => {
      const w = await world();
      const before = await snapshot(w.me.id, w.stranger.id);
      for (const target of [w.theirBookmark.id, crypto.randomUUID()]) {
        const res = await w.send(cases(target, w.myCategory.id)[i]!);
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('NOT_FOUND');
      }
      expect(await snapshot(w.me.id, w.stranger.id)).toBe(before);
    });

    it('is reported as not found, and kept, by a batch delete', async () => {
      const w = await world();
      const res = await w.send(['DELETE', '/api/bookmarks/batch', { ids: [w.theirBookmark.id] }]);
      expect(res).toEqual({ status: 200, body: { deletedCount: 0, errors: [{ id: w.theirBookmark.id, code: 'NOT_FOUND', message: 'Bookmark not found.' }] } });
      expect(await ctx.db.select().from(bookmarks).where(eq(bookmarks.id, w.theirBookmark.id))).toHaveLength(1);
    });

    it('never appears in lists, searches or stats', async () => {
      const w = await world({ isPublic: true, subscribable: true });
      await createBookmark(ctx.db, w.stranger, { title: 'Findable', isFavorite: true });
      for (const query of ['', '?search=findable', '?search=private', '?favorites=true', '?recent=true', '?sort=popular']) {
        const ids = ((await w.send(['GET', `/api/bookmarks${query}`])).body as Body[]).map((b) => b.id);
        expect(ids, query).toEqual(query === '' || query === '?recent=true' || query === '?sort=popular' ? [w.myBookmark.id] : []);
      }
      expect((await w.send(['GET', '/api/stats'])).body).toEqual({ totalBookmarks: 1, recentBookmarks: 1, favoriteBookmarks: 0, unavailableBookmarks: 0 });
      expect((await w.send(['GET', '/api/categories/with-subscription-info'])).body.map((c: Body) => c.id)).toEqual([w.myCategory.id]);
    });
  });

  describe("another user's category is 404 for every verb", () => {
    const cases = (c: string, myBookmark: string, video = videoId()): Route[] => [
      ['GET', `/api/bookmarks?categoryId=${c}`],
      ['PATCH', `/api/categories/${c}`, { name: 'Mine' }],
      ['DELETE', `/api/categories/${c}`],
      ['PUT', '/api/categories/reorder', [{ id: c, order: 0 }]],
      ['DELETE', `/api/categories/${c}/unsubscribe`],
      ['GET', `/api/categories/${c}/subscription-status`],
      ['POST', `/api/categories/${c}/subscribe`],
      ['POST', '/api/bookmarks', { videoId: video, categoryId: c }],
      ['POST', '/api/bookmarks', { videoId: video, categoryIds: [c] }],
      ['PATCH', `/api/bookmarks/${myBookmark}`, { categories: [c] }],
      ['POST', '/api/bookmarks/bulk/edit-categories', { bookmarkIds: [myBookmark], categoryIds: [c] }],
    ];
    const kinds = [
      ['private', { isPublic: false, subscribable: true }],
      ['public but not open to subscription', { isPublic: true, subscribable: false }],
      ['open to subscription but not subscribed', { isPublic: true, subscribable: true }],
    ] as const;
    it.each(cases(':category', ':bookmark', ':video').map(([m, p, body], i) => [`${m} ${p} ${JSON.stringify(body ?? '')}`, i] as const))('%s', async (_, i) => {
      for (const [label, fields] of kinds) {
        const w = await world(fields);
        // A category open to subscription may of course be looked up and subscribed.
        const subscribing = /\/(subscribe|subscription-status)$/.test(cases(w.theirCategory.id, w.myBookmark.id)[i]![1]);
        if (subscribing && fields.subscribable && fields.isPublic) continue;
        const before = await snapshot(w.me.id, w.stranger.id);
        for (const target of [w.theirCategory.id, crypto.randomUUID()]) {
          const res = await w.send(cases(target, w.myBookmark.id)[i]!);
          expect(res.status, label).toBe(404);
          expect(res.body.code, label).toBe('NOT_FOUND');
        }
        expect(await snapshot(w.me.id, w.stranger.id), label).toBe(before);
      }
    });
  });

  it('answers 401 to every call when signed out', async () => {
    const browser = ctx.browser();
    for (const route of everyRoute(crypto.randomUUID(), crypto.randomUUID())) {
      const res = await browser.request(route[1], { method: route[0], json: route[2] });
      expect(res.status, `${route[0]} ${route[1]}`).toBe(401);
      expect(((await res.json()) as Body).code).toBe('UNAUTHORIZED');
    }
  });

  it('refuses with 403 every change sent from another site or with no Origin, changing nothing', async () => {
    const w = await world();
    const before = await snapshot(w.me.id, w.stranger.id);
    const changes = everyRoute(w.myBookmark.id, w.myCategory.id).filter(([method]) => method !== 'GET');
    for (const route of changes) {
      const res = await w.send(route, { origin: 'https://evil.example' });
      expect(res.status, `${route[0]} ${route[1]}`).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
      // A request with no Origin at all, as a non-browser client with a stolen cookie would send.
      const bare = await ctx.app.request(`${TEST_ORIGIN}${route[1]}`, {
        method: route[0],
        headers: { cookie: [...w.browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'content-type': 'application/json' },
        body: route[2] === undefined ? undefined : JSON.stringify(route[2]),
      });
      expect(bare.status, `${route[0]} ${route[1]} without Origin`).toBe(403);
    }
    expect(await snapshot(w.me.id, w.stranger.id)).toBe(before);
  });
});
