import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { type ApiContext, createApiContext } from '../support/api-context.ts';
import { authorizeAtIdp, randomVerifier, signInWithBrowser, startWebSignIn as startSignIn } from '../support/browser.ts';
import { databaseKinds } from '../support/databases.ts';

type Json = Record<string, unknown>;

describe.each(databaseKinds)('sign-in and session on %s', (kind) => {
  let ctx: ApiContext;
  beforeAll(async () => {
    ctx = await createApiContext(kind);
  });
  afterAll(() => ctx.close());

  async function startWebSignIn(email: string) {
    const browser = ctx.browser();
    return { browser, ...(await startSignIn(browser, { email, name: 'Sam Lee' })) };
  }

  it('tells the SPA the client id, the authorization endpoint and the redirect URI', async () => {
    const res = await ctx.browser().request('/api/config/google-client-id');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      clientId: ctx.config.google.clientId,
      authorizationUrl: `${ctx.idp.issuer}/authorize`,
      redirectUri: 'http://localhost:8787/auth/callback',
    });
  });

  it('mints a signed state and binds it to the browser with an HttpOnly cookie', async () => {
    const res = await ctx.browser().request('/api/google-oauth-state');
    const { state } = (await res.json()) as { state: string };
    expect(state.split('.')).toHaveLength(3);
    const cookies = res.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(new RegExp(`vidshelf_oauth_state=${state.replace(/\./g, '\\.')};.*HttpOnly`));
    expect(cookies).not.toMatch(/oauth_flow=extension/);
  });

  it('marks an extension sign-in with a readable oauth_flow cookie for 600 s and keeps the verifier on the server', async () => {
    const res = await ctx.browser().request('/api/google-oauth-state?source=extension');
    const body = (await res.json()) as Json;
    expect(body.codeChallenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body).not.toHaveProperty('codeVerifier');
    const flow = res.headers.getSetCookie().find((c) => c.startsWith('oauth_flow='))!;
    expect(flow).toMatch(/^oauth_flow=extension;/);
    expect(flow).toMatch(/Max-Age=600/);
    expect(flow).not.toMatch(/HttpOnly/);
  });

  it('refuses an unknown sign-in source', async () => {
    const res = await ctx.browser().request('/api/google-oauth-state?source=evil');
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).code).toBe('VALIDATION_ERROR');
  });

  it('signs a new person in, creating the account from the id_token, with a Lax HttpOnly session cookie', async () => {
    const browser = ctx.browser();
    const res = await signInWithBrowser(browser, { email: 'New.Person@Example.com', name: 'New Person' });
    expect(res.status).toBe(200);
    const { user } = (await res.json()) as { user: Json };
    expect(user).toMatchObject({ email: 'new.person@example.com', firstName: 'New', lastName: 'Person', isAdmin: false });
    expect(user.profileImageUrl).toMatch(/\/avatar\//);
    const session = res.headers.getSetCookie().find((c) => c.startsWith('vidshelf_session='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).not.toMatch(/Secure/); // http://localhost only
    expect(res.headers.getSetCookie().join('\n')).toMatch(/vidshelf_oauth_state=;/);

    const me = await browser.request('/api/auth/user');
    expect(me.status).toBe(200);
    const current = (await me.json()) as Json;
    expect(current.id).toBe(user.id);
    expect(current).toMatchObject({ showName: true, showEmail: false, showFavorites: false, publicTheme: 'light', isPublic: false });
    for (const internal of ['googleSub', 'sessionVersion', 'isVirtual', 'featuredBookmarkId']) expect(current).not.toHaveProperty(internal);
  });

  it('keys accounts on the identity provider subject: signing in again finds the same account', async () => {
    const first = (await (await signInWithBrowser(ctx.browser(), { email: 'same@example.com', name: 'Same One' })).json()) as { user: Json };
    const second = (await (await signInWithBrowser(ctx.browser(), { email: 'same@example.com', name: 'Same Renamed' })).json()) as { user: Json };
    expect(second.user.id).toBe(first.user.id);
    expect(second.user.lastName).toBe('Renamed');
    const [{ count }] = (await ctx.db.select({ count: sql<number>`count(*)::int` }).from(users).where(eq(users.email, 'same@example.com')))!;
    expect(count).toBe(1);
  });

  it('flags administrators by e-mail', async () => {
    const res = await signInWithBrowser(ctx.browser(), { email: 'admin@example.com', name: 'Ada Admin' });
    expect(((await res.json()) as { user: Json }).user.isAdmin).toBe(true);
  });

  it("refuses a state the server did not mint with 'Invalid authentication state'", async () => {
    const { browser, code, codeVerifier } = await startWebSignIn('forger@example.com');
    const forged = await new SignJWT({ flow: 'web' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('vidshelf')
      .setAudience('vidshelf:oauth-state')
      .setSubject('x')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    browser.cookies.set('vidshelf_oauth_state', forged);
    const res = await browser.request('/api/auth/google/callback', { method: 'POST', json: { code, state: forged, codeVerifier } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Invalid authentication state', code: 'INVALID_STATE' });
  });

  it('refuses a valid state presented by a browser that did not start the sign-in', async () => {
    const { code, state, codeVerifier } = await startWebSignIn('victim@example.com');
    const res = await ctx.browser().request('/api/auth/google/callback', { method: 'POST', json: { code, state, codeVerifier } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).message).toBe('Invalid authentication state');
  });

  it("refuses a web sign-in without its PKCE verifier with 'Missing PKCE verification data - please try logging in again'", async () => {
    const { browser, code, state } = await startWebSignIn('nopkce@example.com');
    const res = await browser.request('/api/auth/google/callback', { method: 'POST', json: { code, state } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Missing PKCE verification data - please try logging in again', code: 'MISSING_PKCE' });
  });

  it('refuses a code exchanged with the wrong PKCE verifier', async () => {
    const { browser, code, state } = await startWebSignIn('wrongpkce@example.com');
    const res = await browser.request('/api/auth/google/callback', { method: 'POST', json: { code, state, codeVerifier: randomVerifier() } });
    expect(res.status).toBe(401);
    expect(((await res.json()) as Json).code).toBe('INVALID_GRANT');
  });

  it('refuses a code used a second time', async () => {
    const { browser, code, state, codeVerifier } = await startWebSignIn('twice@example.com');
    expect((await browser.request('/api/auth/google/callback', { method: 'POST', json: { code, state, codeVerifier } })).status).toBe(200);
    // A second try from a fresh sign-in page, replaying the old code.
    const again = ctx.browser();
    const fresh = (await (await again.request('/api/google-oauth-state')).json()) as { state: string };
    const res = await again.request('/api/auth/google/callback', { method: 'POST', json: { code, state: fresh.state, codeVerifier } });
    expect(res.status).toBe(401);
    expect(((await res.json()) as Json).message).toBe('The sign-in code was refused. Please try logging in again.');
  });

  it('refuses a callback without a code or state as a validation error', async () => {
    const res = await ctx.browser().request('/api/auth/google/callback', { method: 'POST', json: { state: 'x' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).code).toBe('VALIDATION_ERROR');
  });

  it('refuses a cross-site sign-in callback (CSRF) with 403', async () => {
    const { browser, code, state, codeVerifier } = await startWebSignIn('csrf@example.com');
    const evil = await browser.request('/api/auth/google/callback', {
      method: 'POST',
      json: { code, state, codeVerifier },
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.status).toBe(403);
    expect(await evil.json()).toEqual({ message: 'This request must come from the Vidshelf site.', code: 'FORBIDDEN' });
  });

  it('signs an extension user in with the server-held verifier and clears the flow cookie', async () => {
    const browser = ctx.browser();
    const config = (await (await browser.request('/api/config/google-client-id')).json()) as {
      clientId: string;
      authorizationUrl: string;
      redirectUri: string;
    };
    const { state, codeChallenge } = (await (await browser.request('/api/google-oauth-state?source=extension')).json()) as {
      state: string;
      codeChallenge: string;
    };
    expect(browser.cookies.get('oauth_flow')).toBe('extension');
    const { code } = await authorizeAtIdp({ ...config, state, codeChallenge, email: 'ext@example.com', name: 'Ext User' });
    const res = await browser.request('/api/auth/google/callback', { method: 'POST', json: { code, state } });
    expect(res.status).toBe(200);
    expect(browser.cookies.has('oauth_flow')).toBe(false);

    const tokenRes = await browser.request('/api/auth/extension-token');
    expect(tokenRes.headers.get('cache-control')).toBe('no-store');
    const { token } = (await tokenRes.json()) as { token: string };
    const viaBearer = await ctx.browser().request('/api/auth/user', { headers: { authorization: `Bearer ${token}` } });
    expect(viaBearer.status).toBe(200);
    expect(((await viaBearer.json()) as Json).email).toBe('ext@example.com');
  });

  it('accepts the extension token only as a Bearer token, and only where the extension needs it', async () => {
    const browser = ctx.browser();
    await signInWithBrowser(browser, { email: 'bearer@example.com' });
    const session = browser.cookies.get('vidshelf_session')!;
    const { token } = (await (await browser.request('/api/auth/extension-token')).json()) as { token: string };

    const asCookie = ctx.browser();
    asCookie.cookies.set('vidshelf_session', token);
    expect((await asCookie.request('/api/auth/user')).status).toBe(401);

    const sessionAsBearer = await ctx.browser().request('/api/auth/user', { headers: { authorization: `Bearer ${session}` } });
    expect(sessionAsBearer.status).toBe(401);

    const mintWithBearer = await ctx.browser().request('/api/auth/extension-token', { headers: { authorization: `Bearer ${token}` } });
    expect(mintWithBearer.status).toBe(401);
  });

  it('answers 401 with the error envelope when nobody is signed in', async () => {
    for (const path of ['/api/auth/user', '/api/auth/extension-token']) {
      const res = await ctx.browser().request(path);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Please sign in to continue.', code: 'UNAUTHORIZED' });
    }
  });

  it('signs out: POST /api/logout clears the session and redirects to /', async () => {
    const browser = ctx.browser();
    await signInWithBrowser(browser, { email: 'leaving@example.com' });
    const res = await browser.request('/api/logout', { method: 'POST' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    expect(res.headers.getSetCookie().join('\n')).toMatch(/vidshelf_session=;.*Max-Age=0/);
    expect((await browser.request('/api/auth/user')).status).toBe(401);
  });

  it('revokes every session and extension token when session_version is bumped', async () => {
    const browser = ctx.browser();
    const { user } = (await (await signInWithBrowser(browser, { email: 'revoked@example.com' })).json()) as { user: Json };
    const { token } = (await (await browser.request('/api/auth/extension-token')).json()) as { token: string };
    await ctx.db.update(users).set({ sessionVersion: sql`${users.sessionVersion} + 1` }).where(eq(users.id, user.id as string));
    expect((await browser.request('/api/auth/user')).status).toBe(401);
    expect((await ctx.browser().request('/api/auth/user', { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it('renews a day-old session cookie on use (sliding expiry) and leaves a fresh one alone', async () => {
    const browser = ctx.browser();
    await signInWithBrowser(browser, { email: 'sliding@example.com' });
    const fresh = await browser.request('/api/auth/user');
    expect(fresh.headers.getSetCookie()).toEqual([]);
    ctx.setNow(new Date(Date.now() + 2 * 24 * 3600 * 1000));
    try {
      const later = await browser.request('/api/auth/user');
      expect(later.status).toBe(200);
      expect(later.headers.getSetCookie().find((c) => c.startsWith('vidshelf_session='))).toMatch(/Max-Age=2592000/);
    } finally {
      ctx.setNow(null);
    }
  });
});
