import { Hono } from 'hono';
import { s256CodeChallenge } from '../auth/pkce.ts';
import { z } from 'zod';
import { upsertGoogleUser } from '../../db/queries/users.ts';
import { isAdminEmail } from '../config.ts';
import type { AppEnv } from '../deps.ts';
import { ApiError, validate } from '../errors.ts';
import { OAUTH_STATE_COOKIE, clearOAuthCookies, clearSessionCookie, readCookie, setOAuthCookies, setSessionCookie } from '../auth/cookies.ts';
import { requireUser } from '../auth/middleware.ts';
import {
  extensionCodeVerifier,
  signExtensionToken,
  signOAuthState,
  signSession,
  verifyOAuthState,
} from '../auth/tokens.ts';
import { exchangeCode, redirectUri, verifyIdToken } from '../services/oauth.ts';
import { toCurrentUser } from '../schemas/user.ts';

const invalidState = () =>
  new ApiError(400, 'INVALID_STATE', 'Invalid authentication state');

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
    const { config, db } = c.var.deps;
    const body = c.req.valid('json');
    const state = await verifyOAuthState(config, body.state);
    // The state must be one we minted recently, for this very browser.
    if (!state || readCookie(c, OAUTH_STATE_COOKIE) !== body.state) throw invalidState();

    const codeVerifier = state.flow === 'extension' ? extensionCodeVerifier(config, state.nonce) : body.codeVerifier;
    if (!codeVerifier) {
      throw new ApiError(400, 'MISSING_PKCE', 'Missing PKCE verification data - please try logging in again');
    }
    const idToken = await exchangeCode(config, body.code, codeVerifier);
    const profile = await verifyIdToken(config, idToken);
    const user = await upsertGoogleUser(db, profile).catch((err: unknown) => {
      if (String((err as { cause?: { code?: string }; code?: string })?.cause?.code ?? (err as { code?: string })?.code) === '23505') {
        throw new ApiError(409, 'CONFLICT', 'This e-mail address already belongs to another account.');
      }
      throw err;
    });

    setSessionCookie(c, config, await signSession(config, user.id, user.sessionVersion));
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

  // GET /api/logout — reached by full page navigation.
  .get('/logout', (c) => {
    clearSessionCookie(c, c.var.deps.config);
    return c.redirect('/', 302);
  });
