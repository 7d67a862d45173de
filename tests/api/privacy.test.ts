import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiContext, createApiContext, signInAs } from '../support/api-context.ts';
import { createBookmark, createCategory, createUser, subscribe } from '../support/builders.ts';
import { databaseKinds } from '../support/databases.ts';

// What a subscriber may learn about the owner of a category: only what the owner shows them.
// Assertions are on the raw body text, so a leak under any field name fails.

describe.each(databaseKinds)('privacy of a subscribed category on %s', (kind) => {
  let ctx: ApiContext;
  beforeAll(async () => {
    ctx = await createApiContext(kind);
  });
  afterAll(() => ctx.close());

  let people = 0;
  const signIn = () => signInAs(ctx, `privacy-${++people}@example.com`);
  const rawGet = async (me: Awaited<ReturnType<typeof signIn>>, path: string) => {
    const res = await me.browser.request(path);
    expect(res.status, path).toBe(200);
    return res.text();
  };

  it("shows a subscriber only the owner's categories the subscriber can see on their bookmarks", async () => {
    const me = await signIn();
    const owner = await createUser(ctx.db, { handle: `owner-cats-${people}` });
    const shared = await createCategory(ctx.db, owner, { name: 'SharedCategoryName', subscribable: true });
    const alsoSubscribed = await createCategory(ctx.db, owner, { name: 'AlsoSubscribedName', subscribable: true });
    const secret = await createCategory(ctx.db, owner, { name: 'PrivateCategoryName', isPublic: false });
    const notOpen = await createCategory(ctx.db, owner, { name: 'NotSubscribableName', subscribable: false });
    const openButNotMine = await createCategory(ctx.db, owner, { name: 'OpenUnsubscribedName', subscribable: true });
    await createBookmark(ctx.db, owner, { categoryIds: [shared.id, alsoSubscribed.id, secret.id, notOpen.id, openButNotMine.id] });
    await subscribe(ctx.db, me.user, shared);
    await subscribe(ctx.db, me.user, alsoSubscribed);

    const text = await rawGet(me, `/api/bookmarks?categoryId=${shared.id}`);
    expect(text).toContain('SharedCategoryName');
    expect(text).toContain('AlsoSubscribedName');
    for (const hidden of ['PrivateCategoryName', 'NotSubscribableName', 'OpenUnsubscribedName', secret.id, notOpen.id, openButNotMine.id]) {
      expect(text).not.toContain(hidden);
    }
    const [bookmark] = JSON.parse(await rawGet(me, `/api/bookmarks?categoryId=${alsoSubscribed.id}`));
    expect(bookmark.categories.map((c: { id: string }) => c.id).sort()).toEqual([shared.id, alsoSubscribed.id].sort());
  });

  it.each([
    ['a private profile', { isPublic: false, showName: true }],
    ['a public profile hiding the name', { isPublic: true, showName: false }],
  ])("never sends the owner's name to a subscriber when the owner has %s", async (_, profile) => {
    const me = await signIn();
    const owner = await createUser(ctx.db, { handle: `owner-name-${people}`, firstName: 'Quintessa', lastName: 'Zabriskie', ...profile });
    const shared = await createCategory(ctx.db, owner, { name: 'Shared', subscribable: true });
    await createBookmark(ctx.db, owner, { categoryIds: [shared.id] });
    await subscribe(ctx.db, me.user, shared);

    for (const path of ['/api/subscriptions', '/api/categories/with-subscription-info', `/api/bookmarks?categoryId=${shared.id}`, `/api/categories/${shared.id}/subscription-status`]) {
      const text = await rawGet(me, path);
      expect(text, path).not.toMatch(/Quintessa|Zabriskie/);
    }
    const [subscription] = JSON.parse(await rawGet(me, '/api/subscriptions'));
    expect(subscription.owner).toEqual({ id: owner.id, handle: owner.handle, name: null });
  });

  it('sends the owner name when the owner publishes it on a public profile', async () => {
    const me = await signIn();
    const owner = await createUser(ctx.db, { handle: `owner-public-${people}`, firstName: 'Quintessa', lastName: 'Zabriskie', isPublic: true, showName: true });
    const shared = await createCategory(ctx.db, owner, { name: 'Shared', subscribable: true });
    await subscribe(ctx.db, me.user, shared);
    const [subscription] = JSON.parse(await rawGet(me, '/api/categories/with-subscription-info'));
    expect(subscription.owner).toEqual({ id: owner.id, handle: owner.handle, name: 'Quintessa Zabriskie' });
  });
});
