import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import { createDevIdp } from '../../functions/dev/idp.ts';
import { type ApiContext, createApiContext, signInAs } from '../support/api-context.ts';
import { signInWithBrowser } from '../support/browser.ts';
import { createBookmark, createCategory } from '../support/builders.ts';
import { databaseKinds } from '../support/databases.ts';

// Ordinary odd input (a probe found each of these answering 500): every one is a 400
// VALIDATION_ERROR in the usual envelope, or, for search, simply ignored.

const NUL = '\u0000';
const LONE_HIGH = '\ud800';
const LONE_LOW = '\udfff';

/** A cursor as the server would encode it, but with any value. */
const forgeCursor = (sort: string, value: unknown, id: string = crypto.randomUUID()) =>
  encodeBase64urlNoPadding(new TextEncoder().encode(JSON.stringify([sort, value, id])));

describe.each(databaseKinds)('odd input on %s', (kind) => {
  let ctx: ApiContext;
  beforeAll(async () => {
    ctx = await createApiContext(kind);
  });
  afterAll(() => ctx.close());

  let people = 0;
  const signIn = () => signInAs(ctx, `odd-${++people}@example.com`);

  const expectValidationError = (res: { status: number; body: any }, field?: string) => {
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    if (field) expect(res.body.message).toMatch(new RegExp(`^${field}: `));
  };

  describe.each([
    ['a NUL character', `Bad${NUL}name`],
    ['a lone high surrogate', `Bad${LONE_HIGH}name`],
    ['a lone low surrogate', `${LONE_LOW}Bad`],
  ])('text with %s', (_, text) => {
    it('is refused in a category name, created or renamed', async () => {
      const me = await signIn();
      expectValidationError(await me.send('POST', '/api/categories', { name: text }), 'name');
      const category = await createCategory(ctx.db, me.user, { name: 'Fine' });
      expectValidationError(await me.send('PATCH', `/api/categories/${category.id}`, { name: text }), 'name');
      expect((await me.get('/api/categories')).body.map((c: { name: string }) => c.name)).toEqual(['Fine']);
    });

    it("is refused in a bookmark's title, note, description and url", async () => {
      const me = await signIn();
      const bookmark = await createBookmark(ctx.db, me.user, { title: 'Kept' });
      expectValidationError(await me.send('PATCH', `/api/bookmarks/${bookmark.id}`, { title: text }), 'title');
      expectValidationError(await me.send('PATCH', `/api/bookmarks/${bookmark.id}`, { note: text }), 'note');
      expectValidationError(await me.send('POST', '/api/bookmarks', { videoId: 'dQw4w9WgXcQ', title: text }), 'title');
      expectValidationError(await me.send('POST', '/api/bookmarks', { videoId: 'dQw4w9WgXcQ', description: text }), 'description');
      expectValidationError(await me.send('POST', '/api/bookmarks', { videoId: 'dQw4w9WgXcQ', url: `https://www.youtube.com/watch?v=dQw4w9WgXcQ&x=${text}` }), 'url');
      const [kept] = (await me.get('/api/bookmarks')).body;
      expect(kept).toMatchObject({ id: bookmark.id, title: 'Kept', note: null });
    });

    it("is refused in every field of the user's profile, which stays as it was", async () => {
      const me = await signIn();
      for (const field of ['firstName', 'lastName', 'title', 'description']) {
        expectValidationError(await me.send('PATCH', '/api/user/profile', { [field]: text }), field);
      }
      expectValidationError(await me.send('PATCH', '/api/user/profile', { profileImageUrl: `https://example.com/${text}` }), 'profileImageUrl');
      expectValidationError(await me.send('PUT', '/api/auth/profile', { title: text }), 'title');
      expect((await me.get('/api/auth/user')).body).toMatchObject({ title: null, description: null });
    });
  });

  it('drops a NUL from a search, which then finds what the rest of it names', async () => {
    const me = await signIn();
    const hit = await createBookmark(ctx.db, me.user, { title: 'Badname tutorial' });
    await createBookmark(ctx.db, me.user, { title: 'Something else' });
    const res = await me.get('/api/bookmarks?search=Bad%00name');
    expect(res.status).toBe(200);
    expect(res.body.map((b: { id: string }) => b.id)).toEqual([hit.id]);
  });

  it('searches for a query string that is not UTF-8 (a surrogate in CESU-8) as the text it is', async () => {
    const me = await signIn();
    await createBookmark(ctx.db, me.user);
    const res = await me.get('/api/bookmarks?search=%ED%A0%80x%C0');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('answers a search of nothing but a NUL with the unfiltered list', async () => {
    const me = await signIn();
    await createBookmark(ctx.db, me.user);
    const res = await me.get('/api/bookmarks?search=%00');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
  });

  it('keeps well-formed unicode (emoji, accents, CJK) in names and notes', async () => {
    const me = await signIn();
    const res = await me.send('POST', '/api/categories', { name: 'Café 🎬 映画' });
    expect(res.status).toBe(201);
    expect(res.body.name).toBe('Café 🎬 映画');
  });

  describe('cursors', () => {
    it.each([
      ['an impossible day', 'added', '2024-02-30T10:00:00.000000Z'],
      ['an impossible hour', 'recent', '2024-02-10T25:00:00.000000Z'],
      ['the hour 24', 'recent', '2024-02-10T24:00:00.000000Z'],
      ['the year 0', 'added', '0000-01-01T00:00:00.000000Z'],
      ['a duration above the column range', 'duration', 2 ** 31],
      ['a huge duration', 'duration', Number.MAX_SAFE_INTEGER],
      ['a negative duration', 'duration', -2],
      ['views beyond exact integers', 'popular', 2 ** 60],
      ['a fractional view count', 'popular', 1.5],
      ['a number for a title', 'alphabetical', 12],
      ['a title with a NUL', 'alphabetical', `a${NUL}b`],
      ['a title with a lone surrogate', 'alphabetical', `a${LONE_HIGH}`],
    ])('refuses a well-formed cursor carrying %s with 400', async (_, sort, value) => {
      const me = await signIn();
      await createBookmark(ctx.db, me.user);
      expectValidationError(await me.get(`/api/bookmarks?sort=${sort}&cursor=${forgeCursor(sort, value)}`), 'cursor');
    });

    it('refuses a cursor whose number is not finite (1e999 parses as Infinity)', async () => {
      const me = await signIn();
      const text = encodeBase64urlNoPadding(new TextEncoder().encode(`["duration",1e999,"${crypto.randomUUID()}"]`));
      expectValidationError(await me.get(`/api/bookmarks?sort=duration&cursor=${text}`), 'cursor');
    });

    it('accepts the extremes a real page can give: a leap day, -1 for no duration, the largest duration', async () => {
      const me = await signIn();
      await createBookmark(ctx.db, me.user);
      for (const [sort, value] of [
        ['added', '2024-02-29T23:59:59.999999Z'],
        ['duration', -1],
        ['duration', 2 ** 31 - 1],
        ['popular', Number.MAX_SAFE_INTEGER],
      ] as const) {
        expect((await me.get(`/api/bookmarks?sort=${sort}&cursor=${forgeCursor(sort, value)}`)).status, `${sort} ${value}`).toBe(200);
      }
    });
  });

  it.each(['/api/placeholder/99999999999999999999/1', '/api/placeholder/0/10', '/api/placeholder/1e3/10', '/api/placeholder/%00/1', '/api/placeholder/-5/5'])(
    'refuses a placeholder size like %s with 400',
    async (path) => {
      const res = await ctx.browser().request(path);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    },
  );

  it.each([
    ['a NUL', '/api/bookmarks/%00'],
    ['bad percent-encoding', '/api/bookmarks/%E0%A4%A'],
    ['a 5,000-digit number', `/api/bookmarks/${'9'.repeat(5000)}`],
    ['a word', '/api/categories/not-a-uuid'],
  ])('refuses a path id that is %s with 400', async (_, path) => {
      const me = await signIn();
      expectValidationError(await me.send('PATCH', path, { title: 'x' }), 'id');
  });
});

describe('the dev identity provider avatar', () => {
  it.each([
    ['a name with a percent sign', '/avatar/100%25%20Sure.svg', '1S'],
    ['a badly percent-encoded name', '/avatar/%E0%A4%A.svg', '%'],
    ['a lone percent sign', '/avatar/%.svg', '%'],
  ])('draws initials for %s instead of failing', async (_, path, initials) => {
    const idp = await createDevIdp({ issuer: 'http://127.0.0.1:1/idp', clientId: 'c', clientSecret: 's', redirectUris: [] });
    const res = await idp.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toContain(`>${initials}</text>`);
  });
});

describe.each(databaseKinds)('sign-in with odd profile fields on %s', (kind) => {
  let ctx: ApiContext;
  beforeAll(async () => {
    ctx = await createApiContext(kind);
  });
  afterAll(() => ctx.close());

  it('signs in someone whose name at the identity provider holds NUL characters, keeping the rest of it', async () => {
    const browser = ctx.browser();
    const res = await signInWithBrowser(browser, { email: `odd-name-${kind}@example.com`, name: `Ada${NUL} Love${NUL}lace` });
    expect(res.status).toBe(200);
    const { user } = (await res.json()) as { user: { firstName: string; lastName: string } };
    expect(user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });
});
