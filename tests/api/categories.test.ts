import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, type User } from '../../db/schema.ts';
import { type ApiContext, createApiContext, signInAs } from '../support/api-context.ts';
import { createBookmark, createCategory, createUser, subscribe, videoId } from '../support/builders.ts';
import { databaseKinds } from '../support/databases.ts';

type Body = any;
const LIMIT_MESSAGE = 'You have reached the maximum of 10 categories. Delete some categories to add new ones.';

describe.each(databaseKinds)('categories API on %s', (kind) => {
  let ctx: ApiContext;
  beforeAll(async () => {
    ctx = await createApiContext(kind);
  });
  afterAll(() => ctx.close());

  let people = 0;
  /** A freshly signed-in user, so every test starts from an empty account. */
  const signIn = () => signInAs(ctx, `categories-${++people}@example.com`);

  /** Another user's public category that anyone may subscribe to. */
  async function shareable(overrides: Partial<typeof categories.$inferInsert> = {}) {
    const owner = await createUser(ctx.db, { handle: `owner${++people}`, firstName: 'Olive', lastName: 'Owner' });
    return { owner, category: await createCategory(ctx.db, owner, { subscribable: true, ...overrides }) };
  }

  const fill = (user: User, count: number) => Promise.all(Array.from({ length: count }, (_, i) => createCategory(ctx.db, user, { displayOrder: i })));
  const names = async (me: Awaited<ReturnType<typeof signIn>>, path = '/api/categories') => ((await me.get(path)).body as Body[]).map((c) => c.name);

  describe('own categories', () => {
    it('creates a category with 201: name trimmed, colour lower-cased, public and not subscribable by default, placed last', async () => {
      const me = await signIn();
      expect((await me.send('POST', '/api/categories', { name: 'First' })).body).toMatchObject({ color: '#3b82f6', displayOrder: 0 });
      const res = await me.send('POST', '/api/categories', { name: '  Cooking ', color: '#EF4444' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Cooking',
        color: '#ef4444',
        isPublic: true,
        subscribable: false,
        displayOrder: 1,
        createdAt: expect.any(String),
        bookmarkCount: 0,
        isSubscribed: false,
      });
      const hidden = await me.send('POST', '/api/categories', { name: 'Hidden', isPublic: false, subscribable: true });
      expect(hidden.body).toMatchObject({ isPublic: false, subscribable: true, displayOrder: 2 });
      expect(await names(me)).toEqual(['First', 'Cooking', 'Hidden']);
    });

    it.each([
      ['an empty name', { name: '' }],
      ['a blank name', { name: '   ' }],
      ['no name', { color: '#ef4444' }],
    ])("refuses %s with 'Category name is required.'", async (_, body) => {
      const me = await signIn();
      const res = await me.send('POST', '/api/categories', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringMatching(/^(name: )?Category name is required\.$/) });
      expect(await names(me)).toEqual([]);
    });

    it.each([['red'], ['#fff'], ['#12345g'], ['3b82f6'], ['#3b82f6 ']])('refuses the colour %j', async (color) => {
      const me = await signIn();
      const res = await me.send('POST', '/api/categories', { name: 'Colour', color });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringMatching(/^color: /) });
    });

    it('lists own categories in display order with their bookmark counts, without subscribed ones', async () => {
      const me = await signIn();
      const b = await createCategory(ctx.db, me.user, { name: 'B', displayOrder: 1 });
      const a = await createCategory(ctx.db, me.user, { name: 'A', displayOrder: 0 });
      await createBookmark(ctx.db, me.user, { categoryIds: [a.id, b.id] });
      await createBookmark(ctx.db, me.user, { categoryIds: [b.id] });
      await subscribe(ctx.db, me.user, (await shareable()).category);
      const res = await me.get('/api/categories');
      expect(res.status).toBe(200);
      expect(res.body.map((c: Body) => [c.name, c.bookmarkCount, c.isSubscribed])).toEqual([
        ['A', 1, false],
        ['B', 2, false],
      ]);
    });

    it('updates name, colour, visibility and subscribability, answering with the bookmark count', async () => {
      const me = await signIn();
      const cat = await createCategory(ctx.db, me.user, { name: 'Old' });
      await createBookmark(ctx.db, me.user, { categoryIds: [cat.id] });
      const res = await me.send('PATCH', `/api/categories/${cat.id}`, { name: ' New ', color: '#22C55E', isPublic: false, subscribable: true });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: cat.id, name: 'New', color: '#22c55e', isPublic: false, subscribable: true, bookmarkCount: 1 });
      expect((await me.send('PATCH', `/api/categories/${cat.id}`, { color: '#ef4444' })).body).toMatchObject({ name: 'New', color: '#ef4444' });
      for (const body of [{}, { name: '  ' }, { color: 'blue' }, { isPublic: 'no' }]) {
        expect((await me.send('PATCH', `/api/categories/${cat.id}`, body)).status, JSON.stringify(body)).toBe(400);
      }
      expect((await me.send('PATCH', `/api/categories/${cat.id}`, { name: '' })).body.message).toMatch(/Category name is required\./);
    });

    it('deletes a category with 204, keeping its bookmarks but not their link to it', async () => {
      const me = await signIn();
      const [gone, kept] = [await createCategory(ctx.db, me.user, { name: 'Gone' }), await createCategory(ctx.db, me.user, { name: 'Kept' })];
      const bm = await createBookmark(ctx.db, me.user, { categoryIds: [gone!.id, kept!.id] });
      expect((await me.send('DELETE', `/api/categories/${gone!.id}`)).status).toBe(204);
      expect(await names(me)).toEqual(['Kept']);
      const list = (await me.get('/api/bookmarks')).body as Body[];
      expect(list.map((b) => [b.id, b.categories])).toEqual([[bm.id, [{ id: kept!.id, name: 'Kept', color: '#3b82f6' }]]]);
      expect((await me.get(`/api/bookmarks?categoryId=${gone!.id}`)).status).toBe(404);
      expect((await me.send('DELETE', `/api/categories/${gone!.id}`)).status).toBe(404);
    });

    it('reorders categories, which also orders them on each bookmark', async () => {
      const me = await signIn();
      const [a, b, c] = await fill(me.user, 3);
      await ctx.db.update(categories).set({ name: 'A' }).where(eq(categories.id, a!.id));
      await ctx.db.update(categories).set({ name: 'B' }).where(eq(categories.id, b!.id));
      await ctx.db.update(categories).set({ name: 'C' }).where(eq(categories.id, c!.id));
      await createBookmark(ctx.db, me.user, { categoryIds: [a!.id, b!.id, c!.id] });
      const order = [c!, a!, b!].map((cat, i) => ({ id: cat.id, order: i }));
      const res = await me.send('PUT', '/api/categories/reorder', order);
      expect(res.status).toBe(200);
      expect(res.body.map((x: Body) => x.name)).toEqual(['C', 'A', 'B']);
      expect(await names(me)).toEqual(['C', 'A', 'B']);
      expect((await me.get('/api/bookmarks')).body[0].categories.map((x: Body) => x.name)).toEqual(['C', 'A', 'B']);
      for (const body of [[], [{ id: a!.id, order: 0 }, { id: a!.id, order: 1 }], [{ id: a!.id, order: -1 }], { categories: order }]) {
        expect((await me.send('PUT', '/api/categories/reorder', body)).status, JSON.stringify(body)).toBe(400);
      }
    });
  });

  describe('the limit of 10, own plus subscribed', () => {
    it('refuses an 11th category with CATEGORY_LIMIT_REACHED', async () => {
      const me = await signIn();
      await fill(me.user, 9);
      expect((await me.send('POST', '/api/categories', { name: 'Tenth' })).status).toBe(201);
      const res = await me.send('POST', '/api/categories', { name: 'Eleventh' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'CATEGORY_LIMIT_REACHED', message: LIMIT_MESSAGE });
      expect(await names(me)).toHaveLength(10);
    });

    it('counts subscriptions: past the limit neither a create nor a subscribe goes through', async () => {
      const me = await signIn();
      await fill(me.user, 9);
      const [first, second] = [await shareable(), await shareable()];
      expect((await me.send('POST', `/api/categories/${first!.category.id}/subscribe`)).status).toBe(200);
      for (const [method, path] of [
        ['POST', '/api/categories'],
        ['POST', `/api/categories/${second!.category.id}/subscribe`],
      ] as const) {
        const res = await me.send(method, path, { name: 'More' });
        expect(res.status, path).toBe(409);
        expect(res.body).toEqual({ code: 'CATEGORY_LIMIT_REACHED', message: LIMIT_MESSAGE });
      }
      // Subscribing again to what is already subscribed takes no new slot.
      expect((await me.send('POST', `/api/categories/${first!.category.id}/subscribe`)).status).toBe(200);
      expect((await me.get('/api/categories/with-subscription-info')).body).toHaveLength(10);
    });

    it('lets exactly one of several simultaneous creates and subscribes through at 9 categories', async () => {
      const me = await signIn();
      await fill(me.user, 9);
      const targets = [await shareable(), await shareable()];
      const results = await Promise.all([
        ...Array.from({ length: 4 }, (_, i) => me.send('POST', '/api/categories', { name: `Racer ${i}` })),
        ...targets.map((t) => me.send('POST', `/api/categories/${t.category.id}/subscribe`)),
      ]);
      expect(results.filter((r) => r.status === 201 || r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(5);
      expect((await me.get('/api/categories/with-subscription-info')).body).toHaveLength(10);
    });
  });

  describe('subscriptions', () => {
    it("subscribes to another user's public, subscribable category, listed read-only with its owner", async () => {
      const me = await signIn();
      const own = await createCategory(ctx.db, me.user, { name: 'Mine' });
      const { owner, category } = await shareable({ name: 'Shared', color: '#8b5cf6' });
      await createBookmark(ctx.db, owner, { categoryIds: [category.id] });
      expect((await me.get(`/api/categories/${category.id}/subscription-status`)).body).toEqual({ isSubscribed: false });

      expect(await me.send('POST', `/api/categories/${category.id}/subscribe`)).toEqual({ status: 200, body: { isSubscribed: true } });
      expect((await me.get(`/api/categories/${category.id}/subscription-status`)).body).toEqual({ isSubscribed: true });
      const subscribed = {
        id: category.id,
        name: 'Shared',
        color: '#8b5cf6',
        isPublic: true,
        subscribable: true,
        displayOrder: 0,
        createdAt: category.createdAt.toISOString(),
        bookmarkCount: 1,
        isSubscribed: true,
        // The owner's profile is private, so their name stays theirs (privacy.test.ts has the rest).
        owner: { id: owner.id, handle: owner.handle, name: null },
      };
      expect((await me.get('/api/subscriptions')).body).toEqual([subscribed]);
      const all = (await me.get('/api/categories/with-subscription-info')).body;
      expect(all).toEqual([expect.objectContaining({ id: own.id, isSubscribed: false }), subscribed]);
      expect(await names(me)).toEqual(['Mine']);
      expect((await me.get(`/api/categories/${own.id}/subscription-status`)).body).toEqual({ isSubscribed: false });
    });

    it.each([
      ['a private category', 404, { isPublic: false }],
      ['a category not open to subscription', 404, { subscribable: false }],
      ['an own category', 400, 'own'],
      ['an unknown category', 404, 'unknown'],
    ] as const)('refuses to subscribe to %s', async (_, status, kindOf) => {
      const me = await signIn();
      const id =
        kindOf === 'own' ? (await createCategory(ctx.db, me.user, { subscribable: true })).id : kindOf === 'unknown' ? crypto.randomUUID() : (await shareable(kindOf)).category.id;
      const res = await me.send('POST', `/api/categories/${id}/subscribe`);
      expect(res.status).toBe(status);
      expect(res.body.code).toBe(status === 400 ? 'VALIDATION_ERROR' : 'NOT_FOUND');
      expect((await me.get('/api/subscriptions')).body).toEqual([]);
    });

    it('unsubscribes; unsubscribing from what is not subscribed is 404', async () => {
      const me = await signIn();
      const { category } = await shareable();
      await subscribe(ctx.db, me.user, category);
      expect(await me.send('DELETE', `/api/categories/${category.id}/unsubscribe`)).toEqual({ status: 200, body: { isSubscribed: false } });
      expect((await me.get('/api/categories/with-subscription-info')).body).toEqual([]);
      expect((await me.get(`/api/bookmarks?categoryId=${category.id}`)).status).toBe(404);
      const again = await me.send('DELETE', `/api/categories/${category.id}/unsubscribe`);
      expect(again.status).toBe(404);
      expect(again.body.code).toBe('NOT_FOUND');
    });

    it('ends subscriptions when the owner makes the category private, so publishing it again adds nothing back', async () => {
      const owner = await signIn();
      const created = await owner.send('POST', '/api/categories', { name: 'Going private', subscribable: true });
      const subscriber = await signIn();
      await fill(subscriber.user, 9);
      expect((await subscriber.send('POST', `/api/categories/${created.body.id}/subscribe`)).status).toBe(200);

      expect((await owner.send('PATCH', `/api/categories/${created.body.id}`, { isPublic: false })).status).toBe(200);
      expect((await subscriber.get('/api/subscriptions')).body).toEqual([]);
      // The freed slot is taken; re-publishing must not bring the old subscription back as an 11th.
      expect((await subscriber.send('POST', '/api/categories', { name: 'Tenth' })).status).toBe(201);
      expect((await owner.send('PATCH', `/api/categories/${created.body.id}`, { isPublic: true })).status).toBe(200);
      expect((await subscriber.get('/api/categories/with-subscription-info')).body).toHaveLength(10);
      expect((await subscriber.get(`/api/categories/${created.body.id}/subscription-status`)).body).toEqual({ isSubscribed: false });
    });

    it('keeps subscribed categories read-only: changing, deleting, reordering or filling one is 403', async () => {
      const me = await signIn();
      const own = await createCategory(ctx.db, me.user);
      const { category } = await shareable({ name: 'Theirs' });
      await subscribe(ctx.db, me.user, category);
      const bm = await createBookmark(ctx.db, me.user, { categoryIds: [own.id] });
      const attempts: [string, string, unknown][] = [
        ['PATCH', `/api/categories/${category.id}`, { name: 'Mine now' }],
        ['DELETE', `/api/categories/${category.id}`, undefined],
        ['PUT', '/api/categories/reorder', [{ id: own.id, order: 1 }, { id: category.id, order: 0 }]],
        ['POST', '/api/bookmarks', { videoId: videoId(), categoryId: category.id }],
        ['POST', '/api/bookmarks', { videoId: videoId(), categoryIds: [own.id, category.id] }],
        ['PATCH', `/api/bookmarks/${bm.id}`, { categories: [category.id] }],
        ['POST', '/api/bookmarks/bulk/edit-categories', { bookmarkIds: [bm.id], categoryIds: [category.id] }],
      ];
      for (const [method, path, body] of attempts) {
        const res = await me.send(method, path, body);
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.code).toBe('FORBIDDEN');
      }
      const [stored] = await ctx.db.select().from(categories).where(eq(categories.id, category.id));
      expect(stored).toMatchObject({ name: 'Theirs', displayOrder: 0 });
      expect((await me.get('/api/bookmarks')).body.map((b: Body) => b.categories.map((c: Body) => c.id))).toEqual([[own.id]]);
      expect((await me.get('/api/categories')).body[0].displayOrder).toBe(own.displayOrder);
    });

    it('drops a subscribed category from the lists and the limit once its owner makes it private', async () => {
      const me = await signIn();
      await fill(me.user, 9);
      const { category } = await shareable();
      await subscribe(ctx.db, me.user, category);
      expect((await me.send('POST', '/api/categories', { name: 'Eleventh' })).status).toBe(409);
      await ctx.db.update(categories).set({ isPublic: false }).where(eq(categories.id, category.id));
      expect((await me.get('/api/subscriptions')).body).toEqual([]);
      expect((await me.get(`/api/bookmarks?categoryId=${category.id}`)).status).toBe(404);
      expect((await me.send('POST', '/api/categories', { name: 'Tenth' })).status).toBe(201);
    });
  });
});
