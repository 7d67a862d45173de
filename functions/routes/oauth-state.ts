import * as z from 'zod';
import { setOAuthCookies } from '../auth/cookies.ts';
import { s256CodeChallenge } from '../auth/pkce.ts';
import { extensionCodeVerifier, signOAuthState, verifyOAuthState } from '../auth/tokens.ts';
import { oauthStateResponse } from '../schemas/responses.ts';
import { defineRoute, jsonAnswer, routesApp } from '../openapi/route.ts';

const start = defineRoute({
  method: 'get', path: '/', tag: 'Sign-in', access: 'public', summary: 'Start signing in',
  request: { query: z.object({ source: z.enum(['extension']).optional() }) },
  responses: { 200: jsonAnswer(oauthStateResponse, 'The state (and for the extension the PKCE challenge) of the Google authorisation request; sets its cookies.') },
});

/** /api/google-oauth-state: the start of a Google sign-in (the callback is in auth.ts). */
export const oauthStateRoutes = routesApp().openapi(start, async (c) => {
  const { config } = c.var.deps;
  const extension = c.req.valid('query').source === 'extension';
  const state = await signOAuthState(config, extension ? 'extension' : 'web');
  setOAuthCookies(c, config, state, extension);
  if (!extension) return c.json({ state }, 200);
  // Extension sign-in: the verifier stays on the server; the page only gets its challenge.
  const verified = await verifyOAuthState(config, state);
  return c.json({ state, codeChallenge: s256CodeChallenge(extensionCodeVerifier(config, verified!.nonce)) }, 200);
});
