// Personal API tokens: created in Settings (shown once), stored hashed, used as a Bearer token
// with no cookie and no Origin, refused for the back office and token management, revoked for
// good, rate limited per token, and their last use recorded without a write per request.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, rateLimitCounters, users } from '../../db/schema.ts';
import { API_TOKENS_PER_USER } from '../../functions/auth/api-tokens.ts';
import { type ApiContext, createApiContext, signInAs } from '../support/api-context.ts';
import { createBookmark, createCategory } from '../support/builders.ts';
import { databaseKinds } from '../support/databases.ts';

const LIMIT = 5;

describe.each(databaseKinds)('personal API tokens on %s', (kind) => {
  let ctx: ApiContext;
  beforeAll(async () => {
    ctx = await createApiContext(kind, { API_TOKEN_RATE_LIMIT: String(LIMIT) });
  });
  afterAll(() => ctx.close());

  let people = 0;
  const person = (label = 'tokens') => signInAs(ctx, `${label}-${++people}@example.com`);

  async function newToken(me: Awaited<ReturnType<typeof person>>, name = 'Raycast') {
    const res = await me.send('POST', '/api/tokens', { name });
    expect(res.status).toBe(201);
    return res.body as { id: string; name: string; token: string };
  }

  /** A call as a script makes it: the token only, no cookie, no Origin. */
  async function withToken(token: string, path: string, init: { method?: string; json?: unknown } = {}) {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const res = await ctx.app.fetch(
      new Request(new URL(path, ctx.config.appOrigin), { method: init.method ?? 'GET', headers, body: init.json === undefined ? undefined : JSON.stringify(init.json) }),
    );
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as any };
  }

  const tokenRow = async (id: string) => (await ctx.db.select().from(apiTokens).where(eq(apiTokens.id, id)))[0];

  it('creates a named token, shows its secret once, and lists it without the secret', async () => {
    const me = await person();
    const created = await newToken(me, '  Home Assistant  ');
    expect(created.name).toBe('Home Assistant');
    expect(created.token).toMatch(/^vs_[A-Za-z0-9_-]{43}$/);

    const list = await me.get('/api/tokens');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([{ id: created.id, name: 'Home Assistant', createdAt: expect.any(String), lastUsedAt: null }]);
    expect(JSON.stringify(list.body)).not.toContain(created.token.slice(3));
  });

  it('keeps only the SHA-256 of the token in the database', async () => {
    const me = await person();
    const created = await newToken(me);
    const row = await tokenRow(created.id);
    expect(row!.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token);
  });

  it('refuses a missing, blank, over-long or unstorable name with VALIDATION_ERROR', async () => {
    const me = await person();
    for (const body of [{}, { name: '   ' }, { name: 'x'.repeat(51) }, { name: 'a\u0000b' }]) {
      const res = await me.send('POST', '/api/tokens', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    }
  });

  it(`refuses a token beyond ${API_TOKENS_PER_USER} per user with TOKEN_LIMIT_REACHED`, async () => {
    const me = await person();
    for (let i = 0; i < API_TOKENS_PER_USER; i++) await newToken(me, `Token ${i}`);
    const res = await me.send('POST', '/api/tokens', { name: 'One too many' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('TOKEN_LIMIT_REACHED');
  });

  it('lists and saves bookmarks with only the token: no cookie, no Origin header', async () => {
    const me = await person();
    const category = await createCategory(ctx.db, me.user);
    const existing = await createBookmark(ctx.db, me.user, { categoryIds: [category.id] });
    const { token } = await newToken(me);

    const list = await withToken(token, '/api/bookmarks');
    expect(list.status).toBe(200);
    expect(list.body.map((b: { id: string }) => b.id)).toEqual([existing.id]);

    // A mutation without Origin: the CSRF check is for cookies, a token is no ambient credential.
    const created = await withToken(token, '/api/categories', { method: 'POST', json: { name: 'From a script' } });
    expect(created.status).toBe(201);
    expect(created.body.name).toBe('From a script');
    // A call the extension's token may not make, but the user may: a token carries their rights.
    expect((await withToken(token, '/api/stats')).status).toBe(200);
  });

  it('is refused on /api/admin even for an admin, with a message that says why', async () => {
    const admin = await signInAs(ctx, 'admin@example.com');
    expect((await admin.get('/api/admin/stats')).status).toBe(200);
    const { token } = await newToken(admin);
    for (const [method, path] of [
      ['GET', '/api/admin/stats'],
      ['GET', '/api/admin/users'],
      ['DELETE', `/api/admin/users/${crypto.randomUUID()}`],
    ] as const) {
      const res = await withToken(token, path, { method });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toEqual({ code: 'FORBIDDEN', message: expect.stringMatching(/API tokens cannot make admin calls/) });
    }
  });

  it('cannot sign every browser out: sign out of all devices needs the browser session', async () => {
    const me = await person();
    const { token } = await newToken(me);
    const res = await withToken(token, '/api/auth/sign-out-everywhere', { method: 'POST' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'FORBIDDEN', message: expect.stringMatching(/sign you out everywhere/) });
    expect((await me.get('/api/auth/user')).status).toBe(200);
  });

  it('cannot manage tokens or mint the extension token', async () => {
    const me = await person();
    const { id, token } = await newToken(me);
    for (const [method, path, json] of [
      ['GET', '/api/tokens', undefined],
      ['POST', '/api/tokens', { name: 'Another' }],
      ['DELETE', `/api/tokens/${id}`, undefined],
      ['GET', '/api/auth/extension-token', undefined],
    ] as const) {
      const res = await withToken(token, path, { method, json });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    expect(await tokenRow(id)).toBeDefined();
  });

  it('stops working once revoked: 204, then 401 on every call', async () => {
    const me = await person();
    const { id, token } = await newToken(me);
    expect((await withToken(token, '/api/bookmarks')).status).toBe(200);

    const revoked = await me.send('DELETE', `/api/tokens/${id}`);
    expect(revoked.status).toBe(204);
    expect(await tokenRow(id)).toBeUndefined();
    const after = await withToken(token, '/api/bookmarks');
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('UNAUTHORIZED');
    expect((await me.get('/api/tokens')).body).toEqual([]);
  });

  it("answers 404 when revoking another user's token, and the token keeps working", async () => {
    const owner = await person();
    const stranger = await person();
    const { id, token } = await newToken(owner);
    const res = await stranger.send('DELETE', `/api/tokens/${id}`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
    expect((await withToken(token, '/api/bookmarks')).status).toBe(200);
    expect((await stranger.get('/api/tokens')).body).toEqual([]);
  });

  it('answers 401 for an unknown token with the prefix, as for no credential at all', async () => {
    const res = await withToken(`vs_${'A'.repeat(43)}`, '/api/bookmarks');
    expect(res.status).toBe(401);
    expect(res.headers.get('ratelimit-limit')).toBeNull();
  });

  it('counts down RateLimit-Remaining per token and answers 429 with Retry-After past the limit', async () => {
    const me = await person();
    const { token } = await newToken(me);
    const other = await newToken(me, 'Other script');
    // Stay inside one window: a minute boundary between two calls would reset the count.
    ctx.setNow(new Date(Math.floor(Date.now() / 60_000) * 60_000 + 10_000));
    try {
      for (let i = 1; i <= LIMIT; i++) {
        const res = await withToken(token, '/api/bookmarks');
        expect(res.status).toBe(200);
        expect(res.headers.get('ratelimit-limit')).toBe(String(LIMIT));
        expect(res.headers.get('ratelimit-remaining')).toBe(String(LIMIT - i));
        expect(res.headers.get('ratelimit-reset')).toBe('50');
      }
      const over = await withToken(token, '/api/bookmarks');
      expect(over.status).toBe(429);
      expect(over.body).toEqual({ code: 'RATE_LIMIT_EXCEEDED', message: expect.stringContaining('Too many requests') });
      expect(over.headers.get('retry-after')).toBe('50');
      expect(over.headers.get('ratelimit-remaining')).toBe('0');
      // The limit is per token: the user's other token is untouched.
      const fresh = await withToken(other.token, '/api/bookmarks');
      expect(fresh.status).toBe(200);
      expect(fresh.headers.get('ratelimit-remaining')).toBe(String(LIMIT - 1));

      // The next minute is a new window.
      ctx.setNow(new Date(Math.floor(Date.now() / 60_000) * 60_000 + 70_000));
      expect((await withToken(token, '/api/bookmarks')).status).toBe(200);
      // Old windows are dropped as new ones start, so the table does not grow.
      const counters = await ctx.db.select().from(rateLimitCounters);
      expect(counters.filter((r) => r.key.startsWith('api-token:') && r.key.endsWith(other.id))).toHaveLength(1);
    } finally {
      ctx.setNow(null);
    }
  });

  it('records the last use, writing it at most once a minute', async () => {
    const me = await person();
    const { id, token } = await newToken(me);
    const start = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 5_000);
    try {
      ctx.setNow(start);
      await withToken(token, '/api/bookmarks');
      expect((await tokenRow(id))!.lastUsedAt?.toISOString()).toBe(start.toISOString());

      ctx.setNow(new Date(start.getTime() + 30_000));
      await withToken(token, '/api/bookmarks');
      expect((await tokenRow(id))!.lastUsedAt?.toISOString()).toBe(start.toISOString());

      const later = new Date(start.getTime() + 61_000);
      ctx.setNow(later);
      await withToken(token, '/api/bookmarks');
      expect((await tokenRow(id))!.lastUsedAt?.toISOString()).toBe(later.toISOString());
      expect((await me.get('/api/tokens')).body[0].lastUsedAt).toBe(later.toISOString());
    } finally {
      ctx.setNow(null);
    }
  });

  it('survives "sign out of all devices" but dies with the account', async () => {
    const me = await person();
    const { id, token } = await newToken(me);
    expect((await me.send('POST', '/api/auth/sign-out-everywhere')).status).toBe(204);
    // Tokens are managed explicitly in Settings; signing out everywhere ends browser sessions.
    expect((await withToken(token, '/api/bookmarks')).status).toBe(200);

    await ctx.db.delete(users).where(eq(users.id, me.user.id));
    expect(await tokenRow(id)).toBeUndefined();
    expect((await withToken(token, '/api/bookmarks')).status).toBe(401);
  });

  it('refuses token management to a signed-out caller and to the extension token', async () => {
    const anonymous = ctx.browser();
    expect((await anonymous.request('/api/tokens')).status).toBe(401);
    const me = await person();
    const extension = (await me.get('/api/auth/extension-token')).body.token as string;
    expect((await withToken(extension, '/api/tokens')).status).toBe(401);
  });
});
