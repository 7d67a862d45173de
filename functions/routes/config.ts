import { clientConfigResponse, googleClientResponse } from '../schemas/responses.ts';
import { defineRoute, jsonAnswer, routesApp } from '../openapi/route.ts';
import { redirectUri } from '../services/oauth.ts';

const googleClient = defineRoute({
  method: 'get', path: '/google-client-id', tag: 'App', access: 'public', summary: 'Google sign-in settings',
  responses: { 200: jsonAnswer(googleClientResponse, 'Where the sign-in button sends the browser.') },
});

// The player script can be pointed at a local stub for tests.
const client = defineRoute({
  method: 'get', path: '/client', tag: 'App', access: 'public', summary: 'Runtime settings of the web app',
  responses: { 200: jsonAnswer(clientConfigResponse, 'Settings the SPA reads at start.') },
});

/** /api/config/*: public settings the SPA reads at start. */
export const configRoutes = routesApp()
  .openapi(googleClient, (c) => {
    const { config } = c.var.deps;
    return c.json({ clientId: config.google.clientId, authorizationUrl: config.google.authUrl, redirectUri: redirectUri(config) }, 200);
  })
  .openapi(client, (c) => c.json({ youtubeIframeApiUrl: c.var.deps.config.youtube.iframeApiUrl }, 200));
