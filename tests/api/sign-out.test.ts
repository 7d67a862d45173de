import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, usedOAuthStates, users } from '../../db/schema.ts';
import { type ApiContext, createApiContext } from '../support/api-context.ts';
import { type TestBrowser, authorizeAtIdp, signInWithBrowser, startWebSignIn } from '../support/browser.ts';
import { databaseKinds } from '../support/databases.ts';
import { s256CodeChallenge } from '../../functions/auth/pkce.ts';

type Json = Record<string, unknown>;
const HOUR = 3600 * 1000;

describe.each(databaseKinds)('sign-out and server-side sessions on %s', (kind) => {
  let ctx: ApiContext;
  beforeAll(async () => {
    ctx = await createApiContext(kind);
  });
  afterAll(() => ctx.close());

  async function signedIn(email: string, userAgent = 'Test Browser/1.0') {
    const browser = ctx.browser();
    const { code, state, codeVerifier } = await startWebSignIn(browser, { email });
    const res = await browser.request('/api/auth/google/callback', {
      method: 'POST',
      json: { code, state, codeVerifier },
      headers: { 'user-agent': userAgent },
    });
    expect(res.status).toBe(200);
    const { user } = (await res.json()) as { user: { id: string } };
    return { browser, userId: user.id, cookie: browser.cookies.get('vidshelf_session')! };
  }

  /** Another browser holding a copy of the cookie, as an attacker who copied it would. */
  function copyOf(cookie: string) {
    const thief = ctx.browser();
    thief.cookies.set('vidshelf_session', cookie);
    return thief;
  }

  const me = (browser: TestBrowser, headers?: Record<string, string>) => browser.request('/api/auth/user', { headers });
  const createCategory = (browser: TestBrowser, name: string) =>
    browser.request('/api/categories', { method: 'POST', json: { name, color: '#ff0000' } });
  const sessionRows = (userId: string) => ctx.db.select().from(sessions).where(eq(sessions.userId, userId));

  async function extensionToken(browser: TestBrowser) {
    return ((await (await browser.request('/api/auth/extension-token')).json()) as { token: string }).token;
  }

  function signToken(audience: string, claims: Json, options: { sub?: string; exp?: boolean }) {
    let jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuer('vidshelf').setAudience(audience).setIssuedAt();
    if (options.sub !== undefined) jwt = jwt.setSubject(options.sub);
    if (options.exp !== false) jwt = jwt.setExpirationTime('1h');
    return jwt.sign(new TextEncoder().encode(ctx.config.sessionSecret));
  }

  it('records a session row per sign-in, with the browser it came from', async () => {
    const { userId } = await signedIn('rows@example.com', 'Firefox/140');
    const rows = await sessionRows(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userAgent).toBe('Firefox/140');
    expect(rows[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * HOUR);
  });

  it('signs out with POST /api/logout: the row is deleted, the cookie cleared, and the browser sent to / with 303', async () => {
    const { browser, userId } = await signedIn('leaving@example.com');
    const res = await browser.request('/api/logout', { method: 'POST' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    expect(res.headers.getSetCookie().join('\n')).toMatch(/vidshelf_session=;.*Max-Age=0/);
    expect(await sessionRows(userId)).toHaveLength(0);
    expect((await me(browser)).status).toBe(401);
  });

  it('refuses a cookie copied before sign-out on every call afterwards', async () => {
    const { browser, cookie } = await signedIn('copied@example.com');
    const thief = copyOf(cookie);
    expect((await me(thief)).status).toBe(200);
    expect((await createCategory(thief, 'Before')).status).toBe(201);

    expect((await browser.request('/api/logout', { method: 'POST' })).status).toBe(303);

    const read = await me(thief);
    expect(read.status).toBe(401);
    expect(await read.json()).toEqual({ message: 'Please sign in to continue.', code: 'UNAUTHORIZED' });
    expect((await createCategory(thief, 'After')).status).toBe(401);
    expect((await thief.request('/api/categories')).status).toBe(401);
  });

  it("keeps the user's other devices signed in when one signs out", async () => {
    const laptop = await signedIn('two-devices@example.com');
    const phone = await signedIn('two-devices@example.com', 'Phone/1.0');
    expect(phone.userId).toBe(laptop.userId);
    expect(await sessionRows(laptop.userId)).toHaveLength(2);

    await laptop.browser.request('/api/logout', { method: 'POST' });
    expect((await me(laptop.browser)).status).toBe(401);
    expect((await me(phone.browser)).status).toBe(200);
    expect((await createCategory(phone.browser, 'Still here')).status).toBe(201);
    expect((await sessionRows(laptop.userId)).map((r) => r.userAgent)).toEqual(['Phone/1.0']);
  });

  it('signs out everywhere: every session and every extension token of the user die, other users stay', async () => {
    const laptop = await signedIn('everywhere@example.com');
    const phone = await signedIn('everywhere@example.com');
    const bystander = await signedIn('bystander@example.com');
    const token = await extensionToken(phone.browser);
    expect((await me(ctx.browser(), { authorization: `Bearer ${token}` })).status).toBe(200);
    const [before] = await ctx.db.select().from(users).where(eq(users.id, laptop.userId));

    const res = await laptop.browser.request('/api/auth/sign-out-everywhere', { method: 'POST' });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/vidshelf_session=;.*Max-Age=0/);

    expect((await me(copyOf(laptop.cookie))).status).toBe(401);
    expect((await me(phone.browser)).status).toBe(401);
    expect((await createCategory(phone.browser, 'Nope')).status).toBe(401);
    expect((await me(ctx.browser(), { authorization: `Bearer ${token}` })).status).toBe(401);
    expect(await sessionRows(laptop.userId)).toHaveLength(0);
    const [after] = await ctx.db.select().from(users).where(eq(users.id, laptop.userId));
    expect(after!.sessionVersion).toBe(before!.sessionVersion + 1);

    expect((await me(bystander.browser)).status).toBe(200);
    // Signing in again works as usual.
    expect((await me((await signedIn('everywhere@example.com')).browser)).status).toBe(200);
  });

  it('refuses sign-out-everywhere signed out, with the extension token, or from another site', async () => {
    expect((await ctx.browser().request('/api/auth/sign-out-everywhere', { method: 'POST' })).status).toBe(401);
    const { browser } = await signedIn('everywhere-guard@example.com');
    const token = await extensionToken(browser);
    const viaBearer = await ctx.browser().request('/api/auth/sign-out-everywhere', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(viaBearer.status).toBe(401);
    const crossSite = await browser.request('/api/auth/sign-out-everywhere', { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    expect((await me(browser)).status).toBe(200);
  });

  it('does not sign out on GET /api/logout: it answers a page whose button POSTs', async () => {
    const { browser } = await signedIn('get-logout@example.com');
    const res = await browser.request('/api/logout');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.getSetCookie()).toEqual([]);
    const page = await res.text();
    expect(page).toMatch(/<form method="post" action="\/api\/logout"><button type="submit">Sign Out<\/button><\/form>/);
    // Under the API's no-referrer policy a browser would send `Origin: null` and be refused.
    expect(page).toContain('<meta name="referrer" content="same-origin">');
    expect((await me(browser)).status).toBe(200);
  });

  it('refuses a cross-site POST /api/logout with 403 and keeps the session', async () => {
    const { browser } = await signedIn('csrf-logout@example.com');
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }]) {
      const res = await browser.request('/api/logout', { method: 'POST', headers });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'This request must come from the Vidshelf site.', code: 'FORBIDDEN' });
    }
    expect((await me(browser)).status).toBe(200);
  });

  it('signs out a browser whose cookie is already dead without an error', async () => {
    const stale = copyOf('not-a-token');
    const res = await stale.request('/api/logout', { method: 'POST' });
    expect(res.status).toBe(303);
    expect(stale.cookies.has('vidshelf_session')).toBe(false);
  });

  it('replaces the previous session of a browser that signs in again', async () => {
    const { browser, userId, cookie } = await signedIn('again@example.com');
    expect((await signInWithBrowser(browser, { email: 'again@example.com' })).status).toBe(200);
    expect(await sessionRows(userId)).toHaveLength(1);
    expect((await me(copyOf(cookie))).status).toBe(401);
    expect((await me(browser)).status).toBe(200);
  });

  it('refuses a session whose row has expired, and removes expired rows at the next sign-in', async () => {
    const { browser, userId } = await signedIn('expired@example.com');
    await ctx.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, userId));
    expect((await me(browser)).status).toBe(401);
    await signedIn('expired@example.com');
    expect(await sessionRows(userId)).toHaveLength(1);
    expect((await sessionRows(userId))[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('writes last use and the extended expiry at most about once an hour', async () => {
    const { browser, userId } = await signedIn('sliding-row@example.com');
    const [start] = await sessionRows(userId);
    try {
      ctx.setNow(new Date(Date.now() + 30 * 60 * 1000));
      expect((await me(browser)).status).toBe(200);
      const [half] = await sessionRows(userId);
      expect(half!.lastUsedAt).toEqual(start!.lastUsedAt);
      expect(half!.expiresAt).toEqual(start!.expiresAt);

      const later = new Date(Date.now() + 2 * HOUR);
      ctx.setNow(later);
      expect((await me(browser)).status).toBe(200);
      const [touched] = await sessionRows(userId);
      expect(touched!.lastUsedAt).toEqual(later);
      expect(touched!.expiresAt.getTime()).toBe(later.getTime() + 30 * 24 * HOUR);
    } finally {
      ctx.setNow(null);
    }
  });

  it('refuses a replayed OAuth state, even with its cookie and a fresh code from the provider', async () => {
    const browser = ctx.browser();
    const { code, state, codeVerifier } = await startWebSignIn(browser, { email: 'replay@example.com' });
    expect((await browser.request('/api/auth/google/callback', { method: 'POST', json: { code, state, codeVerifier } })).status).toBe(200);

    const attacker = ctx.browser();
    attacker.cookies.set('vidshelf_oauth_state', state);
    const config = (await (await attacker.request('/api/config/google-client-id')).json()) as {
      clientId: string;
      authorizationUrl: string;
      redirectUri: string;
    };
    const again = await authorizeAtIdp({ ...config, state, codeChallenge: s256CodeChallenge(codeVerifier), email: 'replay@example.com', name: 'R' });
    const res = await attacker.request('/api/auth/google/callback', { method: 'POST', json: { code: again.code, state, codeVerifier } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'This sign-in was already completed - please try logging in again',
      code: 'STATE_ALREADY_USED',
    });
    expect(attacker.cookies.has('vidshelf_session')).toBe(false);
  });

  it('drops redeemed OAuth states once they have expired', async () => {
    await ctx.db.insert(usedOAuthStates).values({ nonce: 'old-nonce', expiresAt: new Date(Date.now() - 1000) });
    await signedIn('cleanup@example.com');
    expect(await ctx.db.select().from(usedOAuthStates).where(eq(usedOAuthStates.nonce, 'old-nonce'))).toEqual([]);
  });

  it('refuses session and extension tokens without an expiry', async () => {
    const { userId } = await signedIn('no-exp@example.com');
    const [row] = await sessionRows(userId);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
    const claims = { sv: user!.sessionVersion, sid: row!.id };
    // The same claims with an expiry are accepted, so the refusal below is about exp alone.
    expect((await me(copyOf(await signToken('vidshelf:session', claims, { sub: userId })))).status).toBe(200);
    expect((await me(copyOf(await signToken('vidshelf:session', claims, { sub: userId, exp: false })))).status).toBe(401);
    const bearer = await signToken('vidshelf:extension', { sv: user!.sessionVersion }, { sub: userId, exp: false });
    expect((await me(ctx.browser(), { authorization: `Bearer ${bearer}` })).status).toBe(401);
  });

  it('answers 401, not 500, for tokens with a malformed subject or session id', async () => {
    const { userId } = await signedIn('malformed@example.com');
    const [row] = await sessionRows(userId);
    const cases = [
      await signToken('vidshelf:session', { sv: 1, sid: row!.id }, { sub: 'not-a-uuid' }),
      await signToken('vidshelf:session', { sv: 1, sid: row!.id }, {}),
      await signToken('vidshelf:session', { sv: 1, sid: 'nope' }, { sub: userId }),
      await signToken('vidshelf:session', { sv: 1 }, { sub: userId }),
      await signToken('vidshelf:session', { sv: '1', sid: row!.id }, { sub: userId }),
    ];
    for (const token of cases) {
      const res = await me(copyOf(token));
      expect(res.status).toBe(401);
      expect(((await res.json()) as Json).code).toBe('UNAUTHORIZED');
    }
    for (const sub of ["x' or 1=1", '00000000-0000-0000-0000-00000000000g']) {
      const bearer = await signToken('vidshelf:extension', { sv: 1 }, { sub });
      expect((await me(ctx.browser(), { authorization: `Bearer ${bearer}` })).status).toBe(401);
    }
  });

  it("refuses a valid session token naming another user's session row", async () => {
    const alice = await signedIn('alice-sid@example.com');
    const bob = await signedIn('bob-sid@example.com');
    const [bobRow] = await sessionRows(bob.userId);
    const [aliceUser] = await ctx.db.select().from(users).where(eq(users.id, alice.userId));
    const forged = await signToken('vidshelf:session', { sv: aliceUser!.sessionVersion, sid: bobRow!.id }, { sub: alice.userId });
    expect((await me(copyOf(forged))).status).toBe(401);
  });
});
