import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarks, type User, users } from '../../db/schema.ts';
import { type ApiContext, callJson, createApiContext, signInAs } from '../support/api-context.ts';
import { createBookmark, createCategory, createUser, videoId } from '../support/builders.ts';
import { databaseKinds } from '../support/databases.ts';

const NOT_AVAILABLE = { code: 'NOT_FOUND', message: 'This profile is private or does not exist.' };

describe.each(databaseKinds)('public profiles on %s', (kind) => {
  let ctx: ApiContext;
  beforeAll(async () => {
    ctx = await createApiContext(kind);
  });
  afterAll(() => ctx.close());

  let n = 0;
  const signIn = () => signInAs(ctx, `public-viewer-${++n}@example.com`);
  const anonymous = () => ctx.browser();
  const fetchRaw = async (handle: string, browser = anonymous()) => {
    const res = await browser.request(`/api/public/${handle}`);
    return { status: res.status, text: await res.text() };
  };
  const fetchProfile = async (handle: string, browser = anonymous()) => {
    const { status, text } = await fetchRaw(handle, browser);
    return { status, body: JSON.parse(text), text };
  };
  const setUser = (user: User, changes: Partial<typeof users.$inferInsert>) => ctx.db.update(users).set(changes).where(eq(users.id, user.id));

  /** A public owner with a bit of everything: public, private and mixed categories, notes, watch times. */
  async function world(overrides: Partial<typeof users.$inferInsert> = {}) {
    const i = ++n;
    const owner = await createUser(ctx.db, {
      handle: `pat-${i}`,
      isPublic: true,
      email: `hidden-mail-${i}@example.com`,
      firstName: 'Quentin',
      lastName: 'Zebulon',
      profileImageUrl: `https://images.example.com/avatar-${i}.png`,
      title: 'Cooking shows',
      description: 'What I watch while cooking.',
      ...overrides,
    });
    const cooking = await createCategory(ctx.db, owner, { name: 'Open Kitchen', color: '#ef4444', displayOrder: 1, subscribable: true });
    const baking = await createCategory(ctx.db, owner, { name: 'Baking', displayOrder: 0 });
    const secret = await createCategory(ctx.db, owner, { name: 'Secret Diary Shelf', isPublic: false, displayOrder: 2 });
    const t0 = Date.now() - 60_000;
    const at = (s: number) => new Date(t0 + s * 1000);
    const favourite = await createBookmark(ctx.db, owner, {
      title: 'Featured Pasta',
      channel: 'Chef Channel',
      isFavorite: true,
      note: 'NOTE-SHOULD-NOT-LEAK',
      description: 'DESCRIPTION-SHOULD-NOT-LEAK',
      watchTime: 987654,
      duration: '12:34',
      views: 4242,
      categoryIds: [cooking.id],
      createdAt: at(1),
    });
    const loose = await createBookmark(ctx.db, owner, { title: 'Loose Video', createdAt: at(2) });
    const hidden = await createBookmark(ctx.db, owner, { title: 'Private Only Video', isFavorite: true, categoryIds: [secret.id], createdAt: at(3) });
    const mixed = await createBookmark(ctx.db, owner, { title: 'Mixed Video', categoryIds: [secret.id, cooking.id, baking.id], createdAt: at(4) });
    await setUser(owner, { featuredBookmarkId: favourite.id });
    return { owner: { ...owner, featuredBookmarkId: favourite.id }, cooking, baking, secret, favourite, loose, hidden, mixed };
  }

  describe('GET /api/public/:handle', () => {
    it('answers what is public, for anyone: name, avatar, texts, public categories and bookmarks newest first', async () => {
      const w = await world();
      const res = await fetchProfile(w.owner.handle!);
      expect(res.status).toBe(200);
      const bookmark = (b: typeof w.favourite, categories: string[], isFavorite = false) => ({
        id: b.id,
        videoId: b.videoId,
        url: b.url,
        title: b.title,
        channel: b.channel,
        thumbnail: `https://i.ytimg.com/vi/${b.videoId}/hqdefault.jpg`,
        duration: b.duration,
        views: b.views,
        embeddable: true,
        isFavorite,
        note: null,
        createdAt: b.createdAt.toISOString(),
        categories: categories.map((id) => ({ id })),
        availability: null,
      });
      expect(res.body).toEqual({
        user: {
          handle: w.owner.handle,
          firstName: 'Quentin',
          lastName: 'Zebulon',
          profileImageUrl: w.owner.profileImageUrl,
          email: null,
          title: 'Cooking shows',
          description: 'What I watch while cooking.',
          createdAt: w.owner.createdAt.toISOString(),
          bookmarkCount: 3,
          favoriteCount: 0,
          publicTheme: 'light',
          showMainCard: true,
          showBookmarkList: true,
          showCategories: true,
          showFavorites: false,
          showFeaturedVideo: true,
          showNotes: false,
          featuredVideo: bookmark(w.favourite, [w.cooking.id]),
          isOwner: false,
        },
        categories: [
          { id: w.baking.id, name: 'Baking', color: '#3b82f6', bookmarkCount: 1, subscribable: false, isPublic: true, isSubscribed: false },
          { id: w.cooking.id, name: 'Open Kitchen', color: '#ef4444', bookmarkCount: 2, subscribable: true, isPublic: true, isSubscribed: false },
        ],
        bookmarks: [bookmark(w.mixed, [w.baking.id, w.cooking.id]), bookmark(w.loose, []), bookmark(w.favourite, [w.cooking.id])],
        // All of them fit in the answer: nothing to page on to.
        bookmarksCursor: null,
      });
    });

    it('never sends e-mail, notes (unless shown), descriptions, watch times, private categories or bookmarks only in them', async () => {
      const w = await world();
      const { text } = await fetchRaw(w.owner.handle!);
      for (const secret of [w.owner.email!, 'NOTE-SHOULD-NOT-LEAK', 'DESCRIPTION-SHOULD-NOT-LEAK', '987654', 'Secret Diary Shelf', w.secret.id, 'Private Only Video', w.hidden.id, w.owner.id, w.owner.googleSub!]) {
        expect(text).not.toContain(secret);
      }
      for (const field of ['"note":"', '"watchTime"', '"description":"D', '"googleSub"', '"sessionVersion"', '"isAdmin"']) expect(text).not.toContain(field);
    });

    it('shows the e-mail only with showEmail and the profile card', async () => {
      const w = await world({ showEmail: true });
      expect((await fetchProfile(w.owner.handle!)).body.user.email).toBe(w.owner.email);
      await setUser(w.owner, { showMainCard: false });
      const res = await fetchProfile(w.owner.handle!);
      expect(res.body.user).toMatchObject({ email: null, showMainCard: false });
      expect(res.text).not.toContain(w.owner.email!);
    });

    it('hides the name without showName and the avatar without showProfileImage', async () => {
      const w = await world({ showName: false, showProfileImage: false });
      const res = await fetchProfile(w.owner.handle!);
      expect(res.body.user).toMatchObject({ firstName: null, lastName: null, profileImageUrl: null });
      for (const secret of ['Quentin', 'Zebulon', 'avatar-']) expect(res.text).not.toContain(secret);
    });

    it('sends no categories without showCategories, and no category ids on bookmarks', async () => {
      const w = await world({ showCategories: false });
      const res = await fetchProfile(w.owner.handle!);
      expect(res.body.categories).toEqual([]);
      expect(res.body.bookmarks.map((b: { categories: unknown[] }) => b.categories)).toEqual([[], [], []]);
      for (const secret of ['Open Kitchen', 'Baking', w.cooking.id, w.baking.id]) expect(res.text).not.toContain(secret);
    });

    it('sends no bookmarks without showBookmarkList, keeping the count', async () => {
      const w = await world({ showBookmarkList: false, showFeaturedVideo: false });
      const res = await fetchProfile(w.owner.handle!);
      expect(res.body.bookmarks).toEqual([]);
      expect(res.body.user).toMatchObject({ bookmarkCount: 3, showBookmarkList: false, featuredVideo: null });
      for (const secret of ['Loose Video', 'Mixed Video', 'Featured Pasta', w.loose.id]) expect(res.text).not.toContain(secret);
    });

    it('marks favourites and counts them only with showFavorites (public bookmarks only)', async () => {
      const w = await world();
      expect((await fetchProfile(w.owner.handle!)).text).not.toContain('"isFavorite":true');
      await setUser(w.owner, { showFavorites: true });
      const res = await fetchProfile(w.owner.handle!);
      expect(res.body.user.favoriteCount).toBe(1);
      expect(res.body.user.featuredVideo.isFavorite).toBe(true);
      expect(res.body.bookmarks.filter((b: { isFavorite: boolean }) => b.isFavorite).map((b: { id: string }) => b.id)).toEqual([w.favourite.id]);
    });

    it('sends the featured video only with showFeaturedVideo and only when it is public', async () => {
      const w = await world({ showFeaturedVideo: false });
      expect((await fetchProfile(w.owner.handle!)).body.user.featuredVideo).toBeNull();
      await setUser(w.owner, { showFeaturedVideo: true, featuredBookmarkId: w.hidden.id, showBookmarkList: false });
      const res = await fetchProfile(w.owner.handle!);
      expect(res.body.user.featuredVideo).toBeNull();
      expect(res.text).not.toContain('Private Only Video');
    });

    it('sends the theme and switches the owner chose', async () => {
      const w = await world({ publicTheme: 'dark', showMainCard: false });
      expect((await fetchProfile(w.owner.handle!)).body.user).toMatchObject({ publicTheme: 'dark', showMainCard: false });
    });

    it('finds the handle case-insensitively', async () => {
      const w = await world();
      expect((await fetchProfile(w.owner.handle!.toUpperCase())).body.user.handle).toBe(w.owner.handle);
    });

    it('sends at most 500 bookmarks, newest first', async () => {
      const owner = await createUser(ctx.db, { handle: `many-${++n}`, isPublic: true });
      const base = Date.now() - 1_000_000;
      await ctx.db.insert(bookmarks).values(
        Array.from({ length: 501 }, (_, i) => {
          const id = videoId();
          return { userId: owner.id, videoId: id, url: `https://www.youtube.com/watch?v=${id}`, title: `Many ${i}`, createdAt: new Date(base + i * 1000) };
        }),
      );
      const res = await fetchProfile(owner.handle!);
      expect(res.body.bookmarks).toHaveLength(500);
      expect(res.body.bookmarks[0].title).toBe('Many 500');
      expect(res.body.bookmarks.at(-1).title).toBe('Many 1');
      expect(res.body.user.bookmarkCount).toBe(501);
    });

    it.each([
      ['an unknown handle', async () => 'nobody-here'],
      ['a private profile', async () => (await createUser(ctx.db, { handle: `private-${++n}`, isPublic: false })).handle!],
      ['a virtual member draft', async () => (await createUser(ctx.db, { handle: `draft-${++n}`, isVirtual: true, email: null, googleSub: null })).handle!],
      ['a malformed handle', async () => '%E2%9C%93'],
    ])('answers 404 for %s', async (_, handleOf) => {
      const res = await fetchProfile(await handleOf());
      expect(res).toMatchObject({ status: 404, body: NOT_AVAILABLE });
    });

    it('shows a published virtual member', async () => {
      const member = await createUser(ctx.db, { handle: `member-${++n}`, isVirtual: true, isPublic: true, email: null, googleSub: null });
      expect((await fetchProfile(member.handle!)).status).toBe(200);
    });

    it('shows the owner their own page as visitors see it only while it is public, with isOwner', async () => {
      const me = await signIn();
      await setUser(me.user, { handle: `own-${n}`, showEmail: false });
      expect(await callJson(me.browser, 'GET', `/api/public/own-${n}`)).toEqual({ status: 404, body: NOT_AVAILABLE });
      await setUser(me.user, { isPublic: true });
      const res = await fetchProfile(`own-${n}`, me.browser);
      expect(res.body.user).toMatchObject({ isOwner: true, email: null });
      expect(res.text).not.toContain(me.user.email!);
      expect((await fetchProfile(`own-${n}`)).body.user.isOwner).toBe(false);
    });
  });

  describe('subscribing from a public page', () => {
    const subscribe = (me: Awaited<ReturnType<typeof signIn>>, id: string) => me.send('POST', `/api/categories/${id}/subscribe`);

    it("subscribes to a public subscribable category: the page shows it, it counts toward 10, and unsubscribing undoes it", async () => {
      const w = await world();
      const me = await signIn();
      expect((await subscribe(me, w.cooking.id)).body).toEqual({ isSubscribed: true });
      const seen = await fetchProfile(w.owner.handle!, me.browser);
      expect(seen.body.categories.find((c: { id: string }) => c.id === w.cooking.id).isSubscribed).toBe(true);
      expect((await fetchProfile(w.owner.handle!)).body.categories.every((c: { isSubscribed: boolean }) => !c.isSubscribed)).toBe(true);
      expect(await me.get(`/api/categories/${w.cooking.id}/subscription-status`)).toEqual({ status: 200, body: { isSubscribed: true } });

      // 9 own + 1 subscribed = 10: an 11th, created or subscribed, is refused.
      await Promise.all(Array.from({ length: 9 }, () => createCategory(ctx.db, me.user)));
      const other = await world();
      const refused = await subscribe(me, other.cooking.id);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('CATEGORY_LIMIT_REACHED');

      expect(await me.send('DELETE', `/api/categories/${w.cooking.id}/unsubscribe`)).toEqual({ status: 200, body: { isSubscribed: false } });
      expect((await fetchProfile(w.owner.handle!, me.browser)).body.categories.every((c: { isSubscribed: boolean }) => !c.isSubscribed)).toBe(true);
      expect((await subscribe(me, other.cooking.id)).status).toBe(200);
    });

    it('refuses an own category with 400, and private or non-subscribable ones with 404', async () => {
      const me = await signIn();
      const own = await createCategory(ctx.db, me.user, { subscribable: true });
      expect(await subscribe(me, own.id)).toEqual({ status: 400, body: { code: 'VALIDATION_ERROR', message: 'You cannot subscribe to your own category.' } });
      const w = await world();
      for (const id of [w.secret.id, w.baking.id, crypto.randomUUID()]) {
        const res = await subscribe(me, id);
        expect(res.status, id).toBe(404);
        expect(res.body.code).toBe('NOT_FOUND');
      }
      expect((await me.get('/api/subscriptions')).body).toEqual([]);
    });

    it('needs a session to subscribe', async () => {
      const w = await world();
      expect((await anonymous().request(`/api/categories/${w.cooking.id}/subscribe`, { method: 'POST' })).status).toBe(401);
    });
  });
});
