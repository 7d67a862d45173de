// GET /api/public/{handle}/bookmarks: a public collection page by page, as the embed scrolls it,
// past the profile answer's 500 and under the same privacy switches.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_BOOKMARK_LIMIT } from '../../db/queries/profiles.ts';
import { type User, bookmarkCategories, bookmarks, users, videoAvailability } from '../../db/schema.ts';
import { type ApiContext, createApiContext } from '../support/api-context.ts';
import { createBookmark, createCategory, createUser, videoId } from '../support/builders.ts';
import { databaseKinds } from '../support/databases.ts';

interface PublicBookmarkJson {
  id: string;
  note: string | null;
  categories: { id: string }[];
}

describe.each(databaseKinds)('pages of a public collection on %s', (kind) => {
  let ctx: ApiContext;
  beforeAll(async () => {
    ctx = await createApiContext(kind);
  });
  afterAll(() => ctx.close());

  let n = 0;
  const setUser = (user: User, changes: Partial<typeof users.$inferInsert>) => ctx.db.update(users).set(changes).where(eq(users.id, user.id));
  const get = (path: string) => ctx.app.request(path);

  /** Every bookmark of a collection, page after page through X-Next-Cursor. */
  async function walk(handle: string, query: Record<string, string> = {}) {
    const ids: string[] = [];
    let pages = 0;
    for (let cursor: string | null = ''; cursor !== null; pages++) {
      const params = new URLSearchParams({ ...query, limit: '100', ...(cursor ? { cursor } : {}) });
      const res = await get(`/api/public/${handle}/bookmarks?${params}`);
      expect(res.status).toBe(200);
      ids.push(...((await res.json()) as PublicBookmarkJson[]).map((b) => b.id));
      cursor = res.headers.get('x-next-cursor');
    }
    return { ids, pages };
  }

  /** The ids of the pages that follow `cursor`. */
  async function walkFrom(handle: string, cursor: string, query: Record<string, string> = {}) {
    const ids: string[] = [];
    for (let next: string | null = cursor; next !== null; ) {
      const res = await get(`/api/public/${handle}/bookmarks?${new URLSearchParams({ ...query, limit: '100', cursor: next })}`);
      expect(res.status).toBe(200);
      ids.push(...((await res.json()) as PublicBookmarkJson[]).map((b) => b.id));
      next = res.headers.get('x-next-cursor');
    }
    return ids;
  }

  it('reaches every one of 2,000 public bookmarks, newest first, each exactly once, past the profile answer’s 500', async () => {
    const owner = await createUser(ctx.db, { handle: `shelf-${++n}`, isPublic: true });
    const base = Date.UTC(2025, 0, 1);
    // One insert: 2,000 rows one by one would spend the test on round trips. Pairs share a moment.
    const rows = Array.from({ length: 2000 }, (_, k) => {
      const id = videoId();
      return { userId: owner.id, videoId: id, url: `https://www.youtube.com/watch?v=${id}`, title: `Talk ${k}`, createdAt: new Date(base + Math.floor(k / 2) * 1000) };
    });
    const saved = await ctx.db.insert(bookmarks).values(rows).returning({ id: bookmarks.id, createdAt: bookmarks.createdAt });
    const profile = (await (await get(`/api/public/${owner.handle}`)).json()) as { bookmarks: unknown[] };
    expect(profile.bookmarks).toHaveLength(PUBLIC_BOOKMARK_LIMIT);

    const { ids, pages } = await walk(owner.handle!);
    // 20 full pages; a full page always leads on, so the 21st answers empty and ends the walk.
    expect(pages).toBe(21);
    expect(ids).toHaveLength(2000);
    expect(new Set(ids).size).toBe(2000);
    const newestFirst = [...saved].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id)).map((b) => b.id);
    expect(ids).toEqual(newestFirst);
  });

  it('hands the page a cursor that goes on right after the profile answer’s 500, for the whole list and for a category alike; none when all fit', async () => {
    const owner = await createUser(ctx.db, { handle: `after-${++n}`, isPublic: true });
    const shown = await createCategory(ctx.db, owner, { name: 'Even', isPublic: true });
    const base = Date.UTC(2025, 0, 1);
    // Pairs share a moment: the cursor must neither skip nor repeat the 500th's twin.
    const rows = Array.from({ length: PUBLIC_BOOKMARK_LIMIT + 7 }, (_, k) => {
      const id = videoId();
      return { userId: owner.id, videoId: id, url: `https://www.youtube.com/watch?v=${id}`, title: `Talk ${k}`, createdAt: new Date(base + Math.floor(k / 2) * 1000) };
    });
    const saved = await ctx.db.insert(bookmarks).values(rows).returning({ id: bookmarks.id });
    await ctx.db.insert(bookmarkCategories).values(saved.filter((_, k) => k % 2 === 0).map((b) => ({ bookmarkId: b.id, categoryId: shown.id })));

    const profile = (await (await get(`/api/public/${owner.handle}`)).json()) as { bookmarks: PublicBookmarkJson[]; bookmarksCursor: string | null };
    expect(profile.bookmarks).toHaveLength(PUBLIC_BOOKMARK_LIMIT);
    expect(profile.bookmarksCursor).toEqual(expect.any(String));
    const cursor = profile.bookmarksCursor!;
    const rest = await walkFrom(owner.handle!, cursor);
    const all = [...profile.bookmarks.map((b) => b.id), ...rest];
    expect(all).toEqual((await walk(owner.handle!)).ids);

    const inCategory = profile.bookmarks.filter((b) => b.categories.some((c) => c.id === shown.id)).map((b) => b.id);
    const categoryRest = await walkFrom(owner.handle!, cursor, { categoryId: shown.id });
    expect([...inCategory, ...categoryRest]).toEqual((await walk(owner.handle!, { categoryId: shown.id })).ids);
    expect(categoryRest.length).toBeGreaterThan(0);

    const small = await createUser(ctx.db, { handle: `small-${++n}`, isPublic: true });
    await createBookmark(ctx.db, small);
    expect(((await (await get(`/api/public/${small.handle}`)).json()) as { bookmarksCursor: string | null }).bookmarksCursor).toBeNull();
  });

  it('pages one public category, names only public categories, and leaves out private-only and gone videos for visitors', async () => {
    const owner = await createUser(ctx.db, { handle: `shelf-${++n}`, isPublic: true });
    const shown = await createCategory(ctx.db, owner, { name: 'Shown', isPublic: true });
    const hidden = await createCategory(ctx.db, owner, { name: 'Hidden', isPublic: false });
    const both = await createBookmark(ctx.db, owner, { categoryIds: [shown.id, hidden.id] });
    const loose = await createBookmark(ctx.db, owner);
    const privateOnly = await createBookmark(ctx.db, owner, { categoryIds: [hidden.id] });
    const gone = await createBookmark(ctx.db, owner, { categoryIds: [shown.id] });
    await ctx.db.update(videoAvailability).set({ status: 'deleted' }).where(eq(videoAvailability.videoId, gone.videoId));

    const all = (await (await get(`/api/public/${owner.handle}/bookmarks`)).json()) as PublicBookmarkJson[];
    expect(all.map((b) => b.id)).toEqual([loose.id, both.id]);
    expect(all.find((b) => b.id === both.id)!.categories).toEqual([{ id: shown.id }]);
    expect(JSON.stringify(all)).not.toContain(hidden.id);
    expect(all.map((b) => b.id)).not.toContain(privateOnly.id);

    expect((await walk(owner.handle!, { categoryId: shown.id })).ids).toEqual([both.id]);
  });

  it('pages only the favourites with favorites=true: public ones of the whole collection, never one in private categories only, nor a gone one for visitors', async () => {
    const owner = await createUser(ctx.db, { handle: `favs-${++n}`, isPublic: true, showFavorites: true });
    const shown = await createCategory(ctx.db, owner, { name: 'Shown', isPublic: true });
    const hidden = await createCategory(ctx.db, owner, { name: 'Hidden', isPublic: false });
    const at = (k: number) => new Date(Date.UTC(2025, 0, 1) + k * 1000);
    const loose = await createBookmark(ctx.db, owner, { isFavorite: true, createdAt: at(1) });
    const inShown = await createBookmark(ctx.db, owner, { isFavorite: true, categoryIds: [shown.id], createdAt: at(2) });
    const both = await createBookmark(ctx.db, owner, { isFavorite: true, categoryIds: [shown.id, hidden.id], createdAt: at(3) });
    const privateOnly = await createBookmark(ctx.db, owner, { isFavorite: true, categoryIds: [hidden.id], createdAt: at(4) });
    await createBookmark(ctx.db, owner, { categoryIds: [shown.id], createdAt: at(5) });
    const gone = await createBookmark(ctx.db, owner, { isFavorite: true, createdAt: at(6) });
    await ctx.db.update(videoAvailability).set({ status: 'deleted' }).where(eq(videoAvailability.videoId, gone.videoId));

    const favourites = (await (await get(`/api/public/${owner.handle}/bookmarks?favorites=true`)).json()) as (PublicBookmarkJson & { isFavorite: boolean })[];
    expect(favourites.map((b) => b.id)).toEqual([both.id, inShown.id, loose.id]);
    expect(favourites.every((b) => b.isFavorite)).toBe(true);
    expect(favourites.find((b) => b.id === both.id)!.categories).toEqual([{ id: shown.id }]);
    const text = JSON.stringify(favourites);
    expect(text).not.toContain(hidden.id);
    expect(text).not.toContain(privateOnly.id);
    expect((await walk(owner.handle!, { favorites: 'true', categoryId: shown.id })).ids).toEqual([both.id, inShown.id]);
    expect((await walk(owner.handle!, { favorites: 'false' })).ids).toHaveLength(4);
  });

  it('goes on with the favourites past the profile answer’s 500 from its cursor, each once, and 404s them while the owner hides favourites', async () => {
    const owner = await createUser(ctx.db, { handle: `favs-${++n}`, isPublic: true, showFavorites: true });
    const base = Date.UTC(2025, 0, 1);
    // Every seventh a favourite; pairs share a moment, so the cursor must neither skip nor repeat a twin.
    const rows = Array.from({ length: PUBLIC_BOOKMARK_LIMIT + 300 }, (_, k) => {
      const id = videoId();
      return { userId: owner.id, videoId: id, url: `https://www.youtube.com/watch?v=${id}`, title: `Talk ${k}`, isFavorite: k % 7 === 0, createdAt: new Date(base + Math.floor(k / 2) * 1000) };
    });
    await ctx.db.insert(bookmarks).values(rows);
    const profile = (await (await get(`/api/public/${owner.handle}`)).json()) as { user: { favoriteCount: number }; bookmarks: (PublicBookmarkJson & { isFavorite: boolean })[]; bookmarksCursor: string };
    const firstFavourites = profile.bookmarks.filter((b) => b.isFavorite).map((b) => b.id);
    const rest = await walkFrom(owner.handle!, profile.bookmarksCursor, { favorites: 'true' });
    expect(rest.length).toBeGreaterThan(0);
    const all = (await walk(owner.handle!, { favorites: 'true' })).ids;
    expect([...firstFavourites, ...rest]).toEqual(all);
    expect(all).toHaveLength(profile.user.favoriteCount);
    expect(new Set(all).size).toBe(all.length);

    await setUser(owner, { showFavorites: false });
    const hiddenFavourites = await get(`/api/public/${owner.handle}/bookmarks?favorites=true`);
    expect(hiddenFavourites.status).toBe(404);
    expect(await hiddenFavourites.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await get(`/api/public/${owner.handle}/bookmarks`)).status).toBe(200);
  });

  it('carries notes only while the owner shows them', async () => {
    const owner = await createUser(ctx.db, { handle: `shelf-${++n}`, isPublic: true });
    await createBookmark(ctx.db, owner, { note: 'at 1:23 the good part' });
    const notes = async () => ((await (await get(`/api/public/${owner.handle}/bookmarks`)).json()) as PublicBookmarkJson[]).map((b) => b.note);
    expect(await notes()).toEqual([null]);
    await setUser(owner, { showNotes: true });
    expect(await notes()).toEqual(['at 1:23 the good part']);
  });

  it('404s a private profile, one that hides its list, and a private, foreign or made-up category; 400s a cursor it never gave', async () => {
    const owner = await createUser(ctx.db, { handle: `shelf-${++n}`, isPublic: true });
    const hidden = await createCategory(ctx.db, owner, { isPublic: false });
    const other = await createUser(ctx.db, { handle: `shelf-${++n}`, isPublic: true });
    const foreign = await createCategory(ctx.db, other, { isPublic: true });
    for (const categoryId of [hidden.id, foreign.id, 'not-an-id']) {
      const res = await get(`/api/public/${owner.handle}/bookmarks?categoryId=${categoryId}`);
      expect(res.status, categoryId).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const badCursor = await get(`/api/public/${owner.handle}/bookmarks?cursor=bm90LWEtY3Vyc29y`);
    expect(badCursor.status).toBe(400);
    expect(await badCursor.json()).toMatchObject({ code: 'VALIDATION_ERROR' });

    await setUser(owner, { showBookmarkList: false });
    expect((await get(`/api/public/${owner.handle}/bookmarks`)).status).toBe(404);
    await setUser(owner, { showBookmarkList: true, isPublic: false });
    expect((await get(`/api/public/${owner.handle}/bookmarks`)).status).toBe(404);
  });

  it('leaves the list out of the profile answer when asked (bookmarks=false), the rest unchanged', async () => {
    const owner = await createUser(ctx.db, { handle: `shelf-${++n}`, isPublic: true });
    await createBookmark(ctx.db, owner);
    const full = (await (await get(`/api/public/${owner.handle}`)).json()) as { user: unknown; bookmarks: unknown[] };
    const bare = (await (await get(`/api/public/${owner.handle}?bookmarks=false`)).json()) as { user: unknown; bookmarks: unknown[] };
    expect(full.bookmarks).toHaveLength(1);
    expect(bare.bookmarks).toEqual([]);
    expect(bare.user).toEqual(full.user);
  });
});
