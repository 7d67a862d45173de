// One table of every /api mutation and what each must refuse: signed out (401), sent from another
// site with the cookie (403), aimed at another user's resource (404), and /api/admin/* for a
// normal user (403). The table must name every mutation the app registers (read from
// app.routes), so a new route fails this suite until someone says how it is protected.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarkCategories, bookmarks, categories, users } from '../../db/schema.ts';
import { type ApiContext, createApiContext, signInAs } from '../support/api-context.ts';
import { createBookmark, createCategory, createUser, videoId } from '../support/builders.ts';
import { databaseKinds } from '../support/databases.ts';

/** The ids a call is aimed at: the caller's own, or (in the 404 check) another user's. */
interface Target {
  bookmark: string;
  category: string;
  /** Someone else's user id, for admin calls (any id: a normal user must not get that far). */
  user: string;
}

interface Mutation {
  /** The concrete URL, with the route's params filled from the target. */
  url: (t: Target) => string;
  /** A body that passes validation, so the refusal seen is the one under test. */
  body?: (t: Target) => unknown;
  /** A multipart body instead (file uploads). */
  form?: () => FormData;
  /** Answer to a signed-out caller: 401 unless the route is deliberately public. */
  signedOut?: { status: number; code?: string };
  /** The route takes the id of a user-owned resource: another user's must be a 404. */
  owned?: 'bookmark' | 'category';
  /** Under /api/admin: a normal user is refused with 403. */
  admin?: true;
}

const UNAUTHORIZED = { status: 401, code: 'UNAUTHORIZED' };

function uploadForm() {
  const form = new FormData();
  form.set('file', new File(['https://www.youtube.com/watch?v=dQw4w9WgXcQ\n'], 'urls.txt', { type: 'text/plain' }));
  return form;
}

/** Every mutation of the API, keyed as app.routes names it. */
const mutations: Record<string, Mutation> = {
  // Sign-in and session
  'POST /api/auth/google/callback': {
    url: () => '/api/auth/google/callback',
    body: () => ({ code: 'code', state: 'not-a-state-we-minted' }),
    // Signing in is what a signed-out browser does; a state it did not mint is refused.
    signedOut: { status: 400, code: 'INVALID_STATE' },
  },
  'POST /api/auth/sign-out-everywhere': { url: () => '/api/auth/sign-out-everywhere' },
  'PUT /api/auth/profile': { url: () => '/api/auth/profile', body: () => ({ title: 'Title', description: 'About me' }) },
  // Signing out with no session is harmless: it just goes home.
  'POST /api/logout': { url: () => '/api/logout', signedOut: { status: 303 } },
  // Bookmarks
  'POST /api/bookmarks': { url: () => '/api/bookmarks', body: () => ({ videoId: videoId() }) },
  'DELETE /api/bookmarks/batch': { url: () => '/api/bookmarks/batch', body: (t) => ({ ids: [t.bookmark] }) },
  'POST /api/bookmarks/bulk/edit-categories': {
    url: () => '/api/bookmarks/bulk/edit-categories',
    body: (t) => ({ bookmarkIds: [t.bookmark], removeAll: true }),
    owned: 'bookmark',
  },
  'PATCH /api/bookmarks/:id': { url: (t) => `/api/bookmarks/${t.bookmark}`, body: () => ({ isFavorite: true }), owned: 'bookmark' },
  'PATCH /api/bookmarks/:id/watch-time': { url: (t) => `/api/bookmarks/${t.bookmark}/watch-time`, body: () => ({ watchTime: 5 }), owned: 'bookmark' },
  'DELETE /api/bookmarks/:id': { url: (t) => `/api/bookmarks/${t.bookmark}`, owned: 'bookmark' },
  'POST /api/featured-video': { url: () => '/api/featured-video', body: (t) => ({ bookmarkId: t.bookmark }), owned: 'bookmark' },
  'DELETE /api/featured-video': { url: () => '/api/featured-video' },
  // Categories and subscriptions
  'POST /api/categories': { url: () => '/api/categories', body: () => ({ name: 'Sneaky' }) },
  'PUT /api/categories/reorder': { url: () => '/api/categories/reorder', body: (t) => [{ id: t.category, order: 5 }], owned: 'category' },
  'PATCH /api/categories/:id': { url: (t) => `/api/categories/${t.category}`, body: () => ({ name: 'Sneaky' }), owned: 'category' },
  'DELETE /api/categories/:id': { url: (t) => `/api/categories/${t.category}`, owned: 'category' },
  'POST /api/categories/:id/subscribe': { url: (t) => `/api/categories/${t.category}/subscribe`, owned: 'category' },
  'DELETE /api/categories/:id/unsubscribe': { url: (t) => `/api/categories/${t.category}/unsubscribe`, owned: 'category' },
  // The user's own profile and settings
  'PUT /api/settings/privacy': { url: () => '/api/settings/privacy', body: () => ({ showEmail: false }) },
  'PATCH /api/user/profile': { url: () => '/api/user/profile', body: () => ({ firstName: 'Sneaky' }) },
  'POST /api/user/handle': { url: () => '/api/user/handle', body: () => ({ handle: 'sneaky-handle' }) },
  // Personal API tokens (another user's token id is a 404: tests/api/api-tokens.test.ts)
  'POST /api/tokens': { url: () => '/api/tokens', body: () => ({ name: 'Script' }) },
  'DELETE /api/tokens/:id': { url: () => `/api/tokens/${crypto.randomUUID()}` },
  // Library import (a file upload)
  'POST /api/import': { url: () => '/api/import', form: () => uploadForm() },
  // Public profiles: a visit counts signed in or not; an unknown handle is simply not there.
  'POST /api/public/:handle/visit': {
    url: () => '/api/public/nobody-has-this-handle/visit',
    body: () => ({}),
    signedOut: { status: 404, code: 'NOT_FOUND' },
  },
  // Back office
  'DELETE /api/admin/users/:id': { url: (t) => `/api/admin/users/${t.user}`, admin: true },
  'POST /api/admin/virtual-members/gpt-suggest': { url: () => '/api/admin/virtual-members/gpt-suggest', body: () => ({ topic: 'Cooking' }), admin: true },
  'POST /api/admin/virtual-members': { url: () => '/api/admin/virtual-members', body: () => ({ firstName: 'Ann', handle: 'ann-member' }), admin: true },
  'PUT /api/admin/virtual-members/:id': {
    url: (t) => `/api/admin/virtual-members/${t.user}`,
    body: () => ({ firstName: 'Ann', handle: 'ann-member' }),
    admin: true,
  },
  'DELETE /api/admin/virtual-members/:id': { url: (t) => `/api/admin/virtual-members/${t.user}`, admin: true },
  'POST /api/admin/virtual-members/:id/publish': { url: (t) => `/api/admin/virtual-members/${t.user}/publish`, admin: true },
  'POST /api/admin/categories/:id/auto-bookmark': {
    url: (t) => `/api/admin/categories/${t.category}/auto-bookmark`,
    body: () => ({ topic: 'Cooking' }),
    admin: true,
  },
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const entries = Object.entries(mutations);
const methodOf = (key: string) => key.split(' ')[0]!;

describe.each(databaseKinds)('security of every mutation on %s', (kind) => {
  let ctx: ApiContext;
  beforeAll(async () => {
    ctx = await createApiContext(kind);
  });
  afterAll(() => ctx.close());

  let people = 0;
  /** A signed-in normal user with a bookmark in a category, and a stranger with the same. */
  async function world() {
    const me = await signInAs(ctx, `security-${++people}@example.com`);
    const myCategory = await createCategory(ctx.db, me.user);
    const myBookmark = await createBookmark(ctx.db, me.user, { categoryIds: [myCategory.id] });
    const stranger = await createUser(ctx.db);
    const theirCategory = await createCategory(ctx.db, stranger, { isPublic: false });
    const theirBookmark = await createBookmark(ctx.db, stranger, { categoryIds: [theirCategory.id] });
    return {
      me,
      mine: { bookmark: myBookmark.id, category: myCategory.id, user: stranger.id } satisfies Target,
      theirs: { bookmark: theirBookmark.id, category: theirCategory.id, user: stranger.id } satisfies Target,
      stranger,
    };
  }

  const send = async (browser: ReturnType<ApiContext['browser']>, key: string, target: Target, headers?: Record<string, string>) => {
    const m = mutations[key]!;
    const res = await browser.request(m.url(target), { method: methodOf(key), json: m.body?.(target), body: m.form?.(), headers });
    const text = await res.text();
    const body = text && res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as { code?: string }) : null;
    return { status: res.status, code: body?.code };
  };

  it('has an entry for every mutation the app registers, and none for a route it does not have', () => {
    const registered = new Set(ctx.app.routes.filter((r) => UNSAFE.has(r.method)).map((r) => `${r.method} ${r.path}`));
    expect([...registered].filter((key) => !(key in mutations)), 'mutations missing from the security table').toEqual([]);
    expect(Object.keys(mutations).filter((key) => !registered.has(key)), 'table entries with no such route').toEqual([]);
  });

  it.each(entries.map(([key]) => [key]))('%s: refuses a signed-out caller unless it is deliberately public', async (key) => {
    const expected = mutations[key]!.signedOut ?? UNAUTHORIZED;
    const res = await send(ctx.browser(), key, { bookmark: crypto.randomUUID(), category: crypto.randomUUID(), user: crypto.randomUUID() });
    expect(res.status).toBe(expected.status);
    if (expected.code) expect(res.code).toBe(expected.code);
  });

  it.each(entries.map(([key]) => [key]))('%s: refuses with 403 a signed-in call from another site', async (key) => {
    const w = await world();
    const res = await send(w.me.browser, key, w.mine, { origin: 'https://evil.example' });
    expect(res).toEqual({ status: 403, code: 'FORBIDDEN' });
  });

  const owned = entries.filter(([, m]) => m.owned);
  it.each(owned.map(([key]) => [key]))("%s: answers 404 for another user's resource and changes nothing", async (key) => {
    const w = await world();
    const snapshot = async () =>
      JSON.stringify([
        await ctx.db.select().from(users).where(eq(users.id, w.stranger.id)),
        await ctx.db.select().from(bookmarks).where(eq(bookmarks.userId, w.stranger.id)),
        await ctx.db.select().from(categories).where(eq(categories.userId, w.stranger.id)),
        await ctx.db.select().from(bookmarkCategories).where(eq(bookmarkCategories.bookmarkId, w.theirs.bookmark)),
      ]);
    const before = await snapshot();
    const res = await send(w.me.browser, key, w.theirs);
    expect(res).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(await snapshot()).toBe(before);
  });

  const admin = entries.filter(([, m]) => m.admin);
  it.each(admin.map(([key]) => [key]))('%s: refuses a normal user with 403', async (key) => {
    const w = await world();
    expect(await send(w.me.browser, key, w.mine)).toEqual({ status: 403, code: 'FORBIDDEN' });
  });

  it('marks every /api/admin mutation as admin-only', () => {
    expect(entries.filter(([key, m]) => key.includes(' /api/admin/') && !m.admin).map(([key]) => key)).toEqual([]);
  });
});
