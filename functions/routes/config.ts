import { Hono } from 'hono';
import type { AppEnv } from '../deps.ts';
import { redirectUri } from '../services/oauth.ts';

/** /api/config/*: public settings the SPA reads at start. */
export const configRoutes = new Hono<AppEnv>()
  // GET /api/config/google-client-id
  .get('/google-client-id', (c) => {
    const { config } = c.var.deps;
    return c.json({ clientId: config.google.clientId, authorizationUrl: config.google.authUrl, redirectUri: redirectUri(config) });
  })

  // GET /api/config/client — runtime settings the SPA needs (the player script can be pointed
  // at a local stub for tests).
  .get('/client', (c) => c.json({ youtubeIframeApiUrl: c.var.deps.config.youtube.iframeApiUrl }));
