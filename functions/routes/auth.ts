import { Hono } from 'hono';
import * as z from 'zod';
import { redeemOAuthState } from '../../db/queries/oauth-states.ts';
import { createSession, deleteSession, revokeAllSessions } from '../../db/queries/sessions.ts';
import { upsertGoogleUser } from '../../db/queries/users.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { isAdminEmail } from '../config.ts';
import type { AppEnv } from '../deps.ts';
import { ApiError, validate } from '../errors.ts';
import { OAUTH_STATE_COOKIE, clearOAuthCookies, clearSessionCookie, readCookie, setSessionCookie } from '../auth/cookies.ts';
import { currentSession } from '../auth/current-session.ts';
import { requireUser } from '../auth/middleware.ts';
import { SESSION_TTL_SECONDS, extensionCodeVerifier, signExtensionToken, signSession, verifyOAuthState } from '../auth/tokens.ts';
import { exchangeCode, verifyIdToken } from '../services/oauth.ts';
import { toCurrentUser } from '../schemas/user.ts';

const invalidState = () =>
  new ApiError(400, 'INVALID_STATE', 'Invalid authentication state');
const usedState = () =>
  new ApiError(400, 'STATE_ALREADY_USED', 'This sign-in was already completed - please try logging in again');

const callbackBody = z.object({
  code: z.string().min(1, 'No authorization code received'),
  state: z.string().min(1, 'Missing authentication state'),
  codeVerifier: z.string().min(43).max(128).optional(),
});

/** /api/auth/*: signing in with Google and the signed-in user's own session. */
export const authRoutes = new Hono<AppEnv>()
  // POST /api/auth/google/callback
  .post('/google/callback', validate('json', callbackBody), async (c) => {
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
  .get('/user', (c) => {
    const user = requireUser(c, { allowExtension: true });
    return c.json(toCurrentUser(user, isAdminEmail(c.var.deps.config, user.email)));
  })

  // GET /api/auth/extension-token
  .get('/extension-token', async (c) => {
    const user = requireUser(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ token: await signExtensionToken(c.var.deps.config, user.id, user.sessionVersion) });
  })

  // POST /api/auth/sign-out-everywhere — every session and extension token of the user dies.
  .post('/sign-out-everywhere', async (c) => {
    const user = requireUser(c);
    await revokeAllSessions(c.var.deps.db, user.id);
    clearSessionCookie(c, c.var.deps.config);
    return c.body(null, 204);
  });
