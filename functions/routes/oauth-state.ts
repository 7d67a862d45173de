import { Hono } from 'hono';
import * as z from 'zod';
import { setOAuthCookies } from '../auth/cookies.ts';
import { s256CodeChallenge } from '../auth/pkce.ts';
import { extensionCodeVerifier, signOAuthState, verifyOAuthState } from '../auth/tokens.ts';
import type { AppEnv } from '../deps.ts';
import { validate } from '../errors.ts';

/** /api/google-oauth-state: the start of a Google sign-in (the callback is in auth.ts). */
export const oauthStateRoutes = new Hono<AppEnv>()
  // GET /api/google-oauth-state
  .get('/', validate('query', z.object({ source: z.enum(['extension']).optional() })), async (c) => {
    const { config } = c.var.deps;
    const extension = c.req.valid('query').source === 'extension';
    const state = await signOAuthState(config, extension ? 'extension' : 'web');
    setOAuthCookies(c, config, state, extension);
    if (!extension) return c.json({ state });
    // Extension sign-in: the verifier stays on the server; the page only gets its challenge.
    const verified = await verifyOAuthState(config, state);
    return c.json({ state, codeChallenge: s256CodeChallenge(extensionCodeVerifier(config, verified!.nonce)) });
  });
