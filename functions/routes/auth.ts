import { redeemOAuthState } from '../../db/queries/oauth-states.ts';
import { createSession, deleteSession, revokeAllSessions } from '../../db/queries/sessions.ts';
import { upsertGoogleUser } from '../../db/queries/users.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { isAdminEmail } from '../config.ts';
import { ApiError } from '../errors.ts';
import { currentUserResponse, extensionTokenResponse, signedInResponse } from '../schemas/responses.ts';
import { defineRoute, errorAnswer, jsonAnswer, jsonBody, routesApp } from '../openapi/route.ts';
import { OAUTH_STATE_COOKIE, clearOAuthCookies, clearSessionCookie, readCookie, setSessionCookie } from '../auth/cookies.ts';
import { currentSession } from '../auth/current-session.ts';
import { SESSION_TTL_SECONDS, extensionCodeVerifier, signExtensionToken, signSession, verifyOAuthState } from '../auth/tokens.ts';
import { exchangeCode, verifyIdToken } from '../services/oauth.ts';
import { googleCallbackBody } from '../schemas/sign-in.ts';
import { toCurrentUser } from '../views/user.ts';

const invalidState = () =>
  new ApiError(400, 'INVALID_STATE', 'Invalid authentication state');
const usedState = () =>
  new ApiError(400, 'STATE_ALREADY_USED', 'This sign-in was already completed - please try logging in again');


const callback = defineRoute({
  method: 'post', path: '/google/callback', tag: 'Sign-in', access: 'public', summary: 'Finish signing in with Google',
  request: { body: jsonBody(googleCallbackBody) },
  responses: {
    200: jsonAnswer(signedInResponse, 'Signed in: `{user}`; sets the session cookie.'),
    400: errorAnswer('The sign-in state is not one this browser started (INVALID_STATE), was used already (STATE_ALREADY_USED), or the PKCE verifier is missing (MISSING_PKCE).'),
    401: errorAnswer('Google refused the code (INVALID_GRANT) or its identity could not be verified (INVALID_ID_TOKEN).'),
    403: errorAnswer('The Google e-mail address is not verified (EMAIL_NOT_VERIFIED).'),
    409: errorAnswer('The e-mail address belongs to another account (CONFLICT).'),
    502: errorAnswer('The sign-in service could not be reached or answered oddly (UPSTREAM_UNAVAILABLE).'),
  },
});

const currentUser = defineRoute({
  method: 'get', path: '/user', tag: 'Profile and settings', access: 'user', extension: true, summary: 'The signed-in user',
  responses: { 200: jsonAnswer(currentUserResponse, 'Your account and profile settings.') },
});

// A personal token may not mint a second credential that would outlive revoking it.
const extensionToken = defineRoute({
  method: 'get', path: '/extension-token', tag: 'Sign-in', access: 'session', summary: "Mint the browser extension's token",
  responses: { 200: jsonAnswer(extensionTokenResponse, 'The token; the extension sends it as `Authorization: Bearer …`.') },
});

const signOutEverywhere = defineRoute({
  method: 'post', path: '/sign-out-everywhere', tag: 'Sign-in', access: 'session', summary: 'Sign out of all devices',
  description: 'Ends every browser session and extension token. Personal API tokens stay: revoke them under Settings → API tokens.',
  responses: { 204: { description: 'Signed out everywhere; no body.' } },
});

/** /api/auth/*: signing in with Google and the signed-in user's own session. */
export const authRoutes = routesApp()
  .openapi(callback, async (c) => {
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
    return c.json({ user: toCurrentUser(user, isAdminEmail(config, user.email)) }, 200);
  })

  .openapi(currentUser, (c) => c.json(toCurrentUser(c.var.me, isAdminEmail(c.var.deps.config, c.var.me.email)), 200))

  .openapi(extensionToken, async (c) => {
    const user = c.var.me;
    c.header('Cache-Control', 'no-store');
    return c.json({ token: await signExtensionToken(c.var.deps.config, user.id, user.sessionVersion) }, 200);
  })

  // Every session and extension token of the user dies.
  .openapi(signOutEverywhere, async (c) => {
    await revokeAllSessions(c.var.deps.db, c.var.me.id);
    clearSessionCookie(c, c.var.deps.config);
    return c.body(null, 204);
  });
