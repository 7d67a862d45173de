// Builds the Node host's app: dev identity provider (dev mode), API, static SPA.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { openPglite } from '../db/client/pglite.ts';
import { openPostgres } from '../db/client/postgres.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { createApp } from './app.ts';
import type { Config } from './config.ts';
import type { Deps } from './deps.ts';
import { createDevIdp } from './dev/idp.ts';
import { DEV_YOUTUBE_KEY } from './dev/defaults.ts';
import { createFakeYouTube } from './dev/fake-youtube.ts';
import { IFRAME_API_STUB_JS } from './dev/iframe-api-stub.ts';

const WEB_DIST = new URL('../web/dist', import.meta.url).pathname;

export async function openDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  mkdirSync(config.dataDir, { recursive: true });
  return openPglite({ dataDir: join(config.dataDir, 'pglite') });
}

/** Builds the Node host's full app: dev identity provider (dev mode), API, then the SPA. */
export async function createNodeApp(deps: Deps) {
  const { config } = deps;
  const root = new Hono();
  if (config.devMode) {
    if (process.env.NODE_ENV === 'production') throw new Error('The dev identity provider must not run in production.');
    root.route(
      '/dev/idp',
      await createDevIdp({
        issuer: config.google.issuer,
        clientId: config.google.clientId,
        clientSecret: config.google.clientSecret,
        redirectUris: [`${config.appOrigin}/auth/callback`],
        adminEmails: config.adminEmails,
      }),
    );
    // The offline IFrame API stub; YOUTUBE_IFRAME_API_URL points the SPA at it (e2e tests).
    root.get('/dev/youtube/iframe_api.js', (c) => c.body(IFRAME_API_STUB_JS, 200, { 'Content-Type': 'text/javascript' }));
  }
  if (config.devMode && config.youtube.apiKey === DEV_YOUTUBE_KEY) {
    root.route('/dev/youtube/v3', createFakeYouTube({ apiKey: DEV_YOUTUBE_KEY }));
  }
  root.route('/', createApp(deps));

  const indexHtml = existsSync(join(WEB_DIST, 'index.html')) ? readFileSync(join(WEB_DIST, 'index.html'), 'utf8') : null;
  root.use('*', compress());
  root.use(
    '/assets/*',
    serveStatic({
      root: WEB_DIST,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  root.use('*', serveStatic({ root: WEB_DIST, onFound: (_path, c) => c.header('Cache-Control', 'no-cache') }));
  // Client-side routes (/, /categories, /{handle}, ...) all load the SPA, which renders its own 404.
  root.get('*', (c) => {
    if (!indexHtml) return c.text('The web app is not built. Run `npm run build` (or `npm start`, which builds it).', 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
  return root;
}
