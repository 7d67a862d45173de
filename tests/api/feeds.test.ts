// Feeds of public profiles and categories, read as a feed reader reads them (feedsmith parses).
import { eq } from 'drizzle-orm';
import { type AtomFeed, parseAtomFeed, parseJsonFeed } from 'feedsmith';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateCategory } from '../../db/queries/categories.ts';
import { type User, bookmarks, users } from '../../db/schema.ts';
import { FEED_PAGE_SIZE } from '../../functions/routes/feeds.ts';
import { type ApiContext, TEST_ORIGIN, createApiContext } from '../support/api-context.ts';
import { createBookmark, createCategory, createUser } from '../support/builders.ts';
import { databaseKinds } from '../support/databases.ts';

const ATOM_TYPE = 'application/atom+xml; charset=utf-8';
const JSON_FEED_TYPE = 'application/feed+json; charset=utf-8';

describe.each(databaseKinds)('feeds of public collections on %s', (kind) => {
  let ctx: ApiContext;
  beforeAll(async () => {
    ctx = await createApiContext(kind);
  });
  afterAll(() => ctx.close());

  let n = 0;
  const get = (path: string, headers: Record<string, string> = {}) => ctx.app.request(path, { headers });
  const setUser = (user: User, changes: Partial<typeof users.$inferInsert>) => ctx.db.update(users).set(changes).where(eq(users.id, user.id));

  /** A public owner whose bookmarks span pages, some sharing one moment, plus a private one. */
  async function world(count: number) {
    const i = ++n;
    const owner = await createUser(ctx.db, { handle: `feeder-${i}`, isPublic: true, firstName: 'Ada', lastName: 'Lovelace', title: 'Engines' });
    const shown = await createCategory(ctx.db, owner, { name: 'Looms & <Cards>', isPublic: true });
    const hidden = await createCategory(ctx.db, owner, { name: 'Drafts', isPublic: false });
    const saved: string[] = [];
    const base = Date.UTC(2026, 0, 1);
    for (let k = 0; k < count; k++) {
      // Every third pair shares its moment: paging must not skip or repeat ties.
      const createdAt = new Date(base + Math.floor(k / 2) * 60_000);
      const b = await createBookmark(ctx.db, owner, {
        title: `Talk ${k}`,
        channel: 'Analytical Channel',
        duration: '4:13',
        durationSeconds: 253,
        note: `secret note ${k}`,
        createdAt,
        categoryIds: k % 2 === 0 ? [shown.id] : [],
      });
      saved.push(b.id);
    }
    const privateOnly = await createBookmark(ctx.db, owner, { title: 'Only in drafts', categoryIds: [hidden.id] });
    return { owner, shown, hidden, saved, privateOnly };
  }

  /** Every entry id of an Atom feed, page after page through its next links. */
  async function walkAtom(url: string) {
    const ids: string[] = [];
    const pages: AtomFeed.Feed<string>[] = [];
    for (let next: string | undefined = url; next; ) {
      expect(next.startsWith(TEST_ORIGIN)).toBe(true);
      const res = await get(next.slice(TEST_ORIGIN.length));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(ATOM_TYPE);
      const feed = parseAtomFeed(await res.text());
      pages.push(feed);
      ids.push(...(feed.entries ?? []).map((e) => e.id!.replace('urn:uuid:', '')));
      const nextLink = feed.links?.find((l) => l.rel === 'next')?.href;
      expect(feed.links?.find((l) => l.rel === 'prev-archive')?.href).toBe(nextLink);
      next = nextLink;
    }
    return { ids, pages };
  }

  it('walks a profile’s whole public collection in Atom, newest first, each bookmark exactly once', async () => {
    const { owner, saved, privateOnly } = await world(FEED_PAGE_SIZE * 2 + 7);
    const { ids, pages } = await walkAtom(`${TEST_ORIGIN}/${owner.handle}/feed.atom`);
    expect(pages).toHaveLength(3);
    expect(ids).toHaveLength(saved.length);
    expect(new Set(ids)).toEqual(new Set(saved));
    expect(ids).not.toContain(privateOnly.id);
    // Newest saved first: the last created are at the top.
    expect(ids[0]).toBe(saved.at(-1));

    // Atom's required elements (RFC 4287 §4.1), absolute URLs from the configured origin.
    const first = pages[0]!;
    expect(first.id).toBe(`${TEST_ORIGIN}/${owner.handle}/feed.atom`);
    expect(first.title?.value).toBe('Ada Lovelace · Vidshelf');
    expect(first.updated).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(first.links?.find((l) => l.rel === 'alternate')?.href).toBe(`${TEST_ORIGIN}/${owner.handle}`);
    expect(first.links?.find((l) => l.rel === 'self')?.href).toBe(`${TEST_ORIGIN}/${owner.handle}/feed.atom`);
    const entry = first.entries![0]!;
    expect(entry.id).toMatch(/^urn:uuid:/);
    expect(entry.title?.value).toBe(`Talk ${saved.length - 1}`);
    expect(entry.updated).toBeTruthy();
    expect(entry.published).toBe(new Date(Date.UTC(2026, 0, 1) + Math.floor((saved.length - 1) / 2) * 60_000).toISOString());
    expect(entry.links?.[0]?.href).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/);
    expect(entry.authors?.[0]?.name).toBe('Analytical Channel');
    expect(entry.media?.thumbnails?.[0]?.url).toMatch(/^https:\/\/i\.ytimg\.com\/vi\/.+\/hqdefault\.jpg$/);
    expect(entry.summary?.value).toBe('Analytical Channel · 4:13');
    // Notes are never public: no page of the feed carries one.
    expect(JSON.stringify(pages)).not.toContain('secret note');
  });

  it('walks the same collection as JSON Feed 1.1 through next_url, each item valid', async () => {
    const { owner, saved } = await world(FEED_PAGE_SIZE + 3);
    const ids: string[] = [];
    for (let next: string | undefined = `${TEST_ORIGIN}/${owner.handle}/feed.json`; next; ) {
      const res = await get(next.slice(TEST_ORIGIN.length));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(JSON_FEED_TYPE);
      const raw = (await res.json()) as Record<string, unknown>;
      // JSON Feed 1.1's rules: version and title required; items with a string id and content.
      expect(raw.version).toBe('https://jsonfeed.org/version/1.1');
      expect(raw.feed_url).toBe(`${TEST_ORIGIN}/${owner.handle}/feed.json`);
      const feed = parseJsonFeed(raw);
      expect(feed.title).toBe('Ada Lovelace · Vidshelf');
      expect(feed.home_page_url).toBe(`${TEST_ORIGIN}/${owner.handle}`);
      for (const item of feed.items ?? []) {
        expect(typeof item.id).toBe('string');
        expect(item.content_text ?? item.content_html).toBeTruthy();
        expect(item.image).toMatch(/^https:\/\//);
        expect(item.url).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/);
        expect(item.date_published).toMatch(/^\d{4}-\d{2}-\d{2}T/);
        ids.push(item.id!);
      }
      next = feed.next_url;
    }
    expect(ids).toHaveLength(saved.length);
    expect(new Set(ids)).toEqual(new Set(saved));
  });

  it('lists only a public category’s bookmarks in its feed, and 404s for private, foreign or made-up categories', async () => {
    const { owner, shown, hidden, saved } = await world(6);
    const res = await get(`/${owner.handle}/${shown.id}/feed.atom`);
    expect(res.status).toBe(200);
    const feed = parseAtomFeed(await res.text());
    expect(feed.title?.value).toBe('Looms & <Cards> — Ada Lovelace · Vidshelf');
    expect(feed.entries?.map((e) => e.id!.replace('urn:uuid:', ''))).toEqual([saved[4], saved[2], saved[0]]);
    const json = parseJsonFeed(await (await get(`/${owner.handle}/${shown.id}/feed.json`)).json());
    expect(json.items?.map((i) => i.id)).toEqual([saved[4], saved[2], saved[0]]);

    const other = await world(1);
    for (const path of [`/${owner.handle}/${hidden.id}/feed.atom`, `/${owner.handle}/${other.shown.id}/feed.json`, `/${owner.handle}/not-an-id/feed.atom`]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(await answer.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('answers 304 to a reader holding the current ETag or Last-Modified, and 200 once the collection changed', async () => {
    const { owner } = await world(3);
    const path = `/${owner.handle}/feed.atom`;
    const first = await get(path);
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');

    const byTag = await get(path, { 'If-None-Match': etag });
    expect(byTag.status).toBe(304);
    expect(await byTag.text()).toBe('');
    expect(byTag.headers.get('etag')).toBe(etag);
    // The Node host compresses and weakens the tag; the reader sends that form back.
    expect((await get(path, { 'If-None-Match': `W/${etag}` })).status).toBe(304);
    expect((await get(path, { 'If-Modified-Since': lastModified })).status).toBe(304);

    await createBookmark(ctx.db, owner, { title: 'A new talk' });
    const changed = await get(path, { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('dates a rename of a public category in its feed, so a reader holding only Last-Modified gets the new name, not a 304', async () => {
    const { owner, shown } = await world(2);
    // An hour ago, so the rename below lands in another second of the HTTP date.
    const hourAgo = new Date(Date.now() - 3_600_000);
    await setUser(owner, { updatedAt: hourAgo });
    await ctx.db.update(bookmarks).set({ updatedAt: hourAgo }).where(eq(bookmarks.userId, owner.id));
    const path = `/${owner.handle}/${shown.id}/feed.atom`;
    const lastModified = (await get(path)).headers.get('last-modified')!;
    expect((await get(path, { 'If-Modified-Since': lastModified })).status).toBe(304);

    await updateCategory(ctx.db, owner.id, shown.id, { name: 'Punched Cards' });
    const after = await get(path, { 'If-Modified-Since': lastModified });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('Punched Cards');
  });

  it('404s a feed the moment its profile goes private, and for a profile that hides its list', async () => {
    const { owner, shown } = await world(2);
    expect((await get(`/${owner.handle}/feed.json`)).status).toBe(200);
    await setUser(owner, { isPublic: false });
    for (const path of [`/${owner.handle}/feed.atom`, `/${owner.handle}/feed.json`, `/${owner.handle}/${shown.id}/feed.atom`]) {
      expect((await get(path)).status, path).toBe(404);
    }
    await setUser(owner, { isPublic: true, showBookmarkList: false, showCategories: false });
    expect((await get(`/${owner.handle}/feed.atom`)).status).toBe(404);
    expect((await get(`/${owner.handle}/${shown.id}/feed.atom`)).status).toBe(404);
    expect((await get('/no-such-handle-here/feed.atom')).status).toBe(404);
  });

  it('refuses a cursor it never gave out with VALIDATION_ERROR', async () => {
    const { owner } = await world(1);
    const res = await get(`/${owner.handle}/feed.atom?cursor=bm90LWEtY3Vyc29y`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('keeps feed-unsafe characters out of the XML', async () => {
    const { owner } = await world(0);
    await createBookmark(ctx.db, owner, { title: 'Bell \u0007 & "quotes" <b>' });
    const text = await (await get(`/${owner.handle}/feed.atom`)).text();
    const feed = parseAtomFeed(text);
    expect(feed.entries?.[0]?.title?.value).toBe('Bell  & "quotes" <b>');
    expect(text).not.toContain('\u0007');
  });
});
