import { type Context, Hono } from 'hono';
import { s256CodeChallenge } from '../auth/pkce.ts';
import { z } from 'zod';
import { redeemOAuthState } from '../../db/queries/oauth-states.ts';
import { createSession, deleteSession, revokeAllSessions } from '../../db/queries/sessions.ts';
import { upsertGoogleUser } from '../../db/queries/users.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { isAdminEmail } from '../config.ts';
import type { AppEnv } from '../deps.ts';
import { ApiError, validate } from '../errors.ts';
import {
  OAUTH_STATE_COOKIE,
  SESSION_COOKIE,
  clearOAuthCookies,
  clearSessionCookie,
  readCookie,
  setOAuthCookies,
  setSessionCookie,
} from '../auth/cookies.ts';
import { requireUser } from '../auth/middleware.ts';
import {
  SESSION_TTL_SECONDS,
  extensionCodeVerifier,
  signExtensionToken,
  signOAuthState,
  signSession,
  verifyOAuthState,
  verifySession,
} from '../auth/tokens.ts';
import { exchangeCode, redirectUri, verifyIdToken } from '../services/oauth.ts';
import { toCurrentUser } from '../schemas/user.ts';

const invalidState = () =>
  new ApiError(400, 'INVALID_STATE', 'Invalid authentication state');
const usedState = () =>
  new ApiError(400, 'STATE_ALREADY_USED', 'This sign-in was already completed - please try logging in again');

/** The session row this browser's cookie names, if the cookie is one of ours. */
async function currentSession(c: Context<AppEnv>) {
  const cookie = readCookie(c, SESSION_COOKIE);
  return cookie ? verifySession(c.var.deps.config, cookie) : null;
}

/**
 * GET /api/logout signs nobody out (a cross-site link or image could call it). An old tab or a
 * bookmark that still navigates here gets one button that POSTs, with the Origin check. The API's
 * Referrer-Policy is no-referrer, under which browsers send `Origin: null` on a form POST; the
 * meta tag lets this page's own POST carry the real origin.
 */
const LOGOUT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>Sign Out - Vidshelf</title></head>
<body><form method="post" action="/api/logout"><button type="submit">Sign Out</button></form></body></html>
`;

const callbackBody = z.object({
  code: z.string().min(1, 'No authorization code received'),
  state: z.string().min(1, 'Missing authentication state'),
  codeVerifier: z.string().min(43).max(128).optional(),
});

export const authRoutes = new Hono<AppEnv>()
  // GET /api/config/google-client-id
  .get('/config/google-client-id', (c) => {
    const { config } = c.var.deps;
    return c.json({ clientId: config.google.clientId, authorizationUrl: config.google.authUrl, redirectUri: redirectUri(config) });
  })

  // GET /api/config/client — runtime settings the SPA needs (the player script can be pointed
  // at a local stub for tests).
  .get('/config/client', (c) => c.json({ youtubeIframeApiUrl: c.var.deps.config.youtube.iframeApiUrl }))

  // GET /api/google-oauth-state
  .get('/google-oauth-state', validate('query', z.object({ source: z.enum(['extension']).optional() })), async (c) => {
    const { config } = c.var.deps;
    const extension = c.req.valid('query').source === 'extension';
    const state = await signOAuthState(config, extension ? 'extension' : 'web');
    setOAuthCookies(c, config, state, extension);
    if (!extension) return c.json({ state });
    // Extension sign-in: the verifier stays on the server; the page only gets its challenge.
    const verified = await verifyOAuthState(config, state);
    return c.json({ state, codeChallenge: s256CodeChallenge(extensionCodeVerifier(config, verified!.nonce)) });
  })

  // POST /api/auth/google/callback
  .post('/auth/google/callback', validate('json', callbackBody), async (c) => {
    const { config, db, clock } = c.var.deps;
    const body = c.req.valid('json');
    const state = await verifyOAuthState(config, body.state);
    // The state must be one we minted recently, for this very browser, and not redeemed before.
    if (!state || readCookie(c, OAUTH_STATE_COOKIE) !== body.state) throw invalidState();
    if (!(await redeemOAuthState(db, state.nonce, state.expiresAt, clock.now()))) throw usedState();

    const codeVerifier = state.flow === 'extension' ? extensionCodeVerifier(config, state.nonce) : body.codeVerifier;
    if (!codeVerifier) {
      throw new ApiError(400, 'MISSING_PKCE', 'Missing PKCE verification data - please try logging in again');
    }
    const idToken = await exchangeCode(config, body.code, codeVerifier);
    const profile = await verifyIdToken(config, idToken);
    const user = await upsertGoogleUser(db, profile).catch((err: unknown) => {
      if (isUniqueViolation(err)) {
        throw new ApiError(409, 'CONFLICT', 'This e-mail address already belongs to another account.');
      }
      throw err;
    });

    // Signing in again from this browser replaces its previous session rather than orphaning it.
    const previous = await currentSession(c);
    if (previous) await deleteSession(db, previous.userId, previous.sessionId);
    const now = clock.now();
    const session = await createSession(db, user.id, {
      userAgent: c.req.header('user-agent') ?? null,
      now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
    });
    setSessionCookie(c, config, await signSession(config, { userId: user.id, sessionId: session.id, sessionVersion: user.sessionVersion }));
    clearOAuthCookies(c, config);
    return c.json({ user: toCurrentUser(user, isAdminEmail(config, user.email)) });
  })

  // GET /api/auth/user
  .get('/auth/user', (c) => {
    const user = requireUser(c, { allowExtension: true });
    return c.json(toCurrentUser(user, isAdminEmail(c.var.deps.config, user.email)));
  })

  // GET /api/auth/extension-token
  .get('/auth/extension-token', async (c) => {
    const user = requireUser(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ token: await signExtensionToken(c.var.deps.config, user.id, user.sessionVersion) });
  })

  // POST /api/auth/sign-out-everywhere — every session and extension token of the user dies.
  .post('/auth/sign-out-everywhere', async (c) => {
    const user = requireUser(c);
    await revokeAllSessions(c.var.deps.db, user.id);
    clearSessionCookie(c, c.var.deps.config);
    return c.body(null, 204);
  })

  // POST /api/logout — a form submission (full page navigation); originCheck refuses other sites.
  .post('/logout', async (c) => {
    const session = await currentSession(c);
    if (session) await deleteSession(c.var.deps.db, session.userId, session.sessionId);
    clearSessionCookie(c, c.var.deps.config);
    return c.redirect('/', 303);
  })

  // GET /api/logout — signs nobody out; offers the POST instead.
  .get('/logout', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(LOGOUT_PAGE);
  });
