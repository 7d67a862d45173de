// Builds the Node host's app: dev identity provider (dev mode), API, static SPA.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { openPgliteThread } from '../db/client/pglite-thread.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { createRoutes } from './app.ts';
import { handleError } from './errors.ts';
import type { Config } from './config.ts';
import type { Deps } from './deps.ts';
import { createDevIdp } from './dev/idp.ts';
import { DEV_OPENAI_KEY, DEV_YOUTUBE_KEY } from './dev/defaults.ts';
import { createFakeAvailability, fakeAvailabilityRoutes } from './dev/fake-availability.ts';
import { createFakeOEmbed } from './dev/fake-oembed.ts';
import { createFakeOpenAI } from './dev/fake-openai.ts';
import { createFakeYouTube } from './dev/fake-youtube.ts';
import { iframeApiStubScript } from './dev/iframe-api-stub.ts';
import { checkEverythingNow } from './jobs/availability-check.ts';
import { builtPage } from './http/built-page.ts';
import { compressResponses } from './http/compress.ts';
import { EMBED_CONTENT_SECURITY_POLICY, SPA_CONTENT_SECURITY_POLICY, isEmbedPath } from './http/csp.ts';
import { LANDING_FILE, LANDING_VARY, wantsStaticLanding } from './http/landing-page.ts';
import { loopbackToAppOrigin } from './http/loopback-origin.ts';
import { profilePageResponse } from './http/profile-meta.ts';

const DEFAULT_WEB_DIST = new URL('../web/dist', import.meta.url).pathname;

/**
 * The SPA's pages, as web/public/_headers gives them on Workers: the Content-Security-Policy
 * (functions/http/csp.ts, sent beside these), no framing, no sniffing. The
 * referrer stays (YouTube embeds refuse to play without one) and there is no opener policy (the
 * extension's sign-in window must reach window.opener).
 */
const SPA_SECURITY_HEADERS = {
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  crossOriginEmbedderPolicy: false,
} as const;

/**
 * What a hashed, immutable asset never needs: a document's policies (scripts, styles and images
 * ignore them; the referrer policy is the browsers' default, which module imports then follow),
 * HSTS (the pages carry it) and a date to revalidate by. Workers Assets leaves them out too
 * (web/public/_headers); nosniff stays.
 */
const NEEDLESS_ASSET_HEADERS = [
  'Content-Security-Policy',
  'X-Frame-Options',
  'X-XSS-Protection',
  'X-Download-Options',
  'X-DNS-Prefetch-Control',
  'X-Permitted-Cross-Domain-Policies',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'Strict-Transport-Security',
  'Last-Modified',
];

/** web/public's scripts, named by index.html and landing.html (never the service worker, whose policy is its own CSP). */
const PLAIN_SCRIPTS = ['/theme-init.js', '/landing-language.js'];

export async function openDatabase(config: Config): Promise<DatabaseHandle> {
  // Loaded only for Postgres: the embedded database's host never holds pg and its drizzle driver
  // (~0.6 MiB of heap). The bundle keeps it in a chunk of its own (scripts/build-server.mjs).
  if (config.databaseUrl) return (await import('../db/client/postgres.ts')).openPostgres(config.databaseUrl);
  mkdirSync(config.dataDir, { recursive: true });
  const dataDir = join(config.dataDir, 'pglite');
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    // Creating a database (initdb) grows PGlite's WebAssembly memory to ~600 MiB, which never
    // shrinks while its thread lives: a thread of its own creates and migrates it, then ends, so
    // a first start serves as lean as every later one (≈190 MiB instead of ≈670 MiB).
    const creating = await openPgliteThread({ dataDir });
    await creating.migrate();
    await creating.close();
  }
  return openPgliteThread({ dataDir });
}

/** Builds the Node host's full app: dev identity provider (dev mode), API, then the SPA. */
export async function createNodeApp(deps: Deps, options: { webDist?: string } = {}) {
  const webDist = options.webDist ?? DEFAULT_WEB_DIST;
  const { config } = deps;
  const root = new Hono();
  // What has become of the fakes' invented videos: one story told by the fake Data API and oEmbed.
  const fakeAvailability = createFakeAvailability();
  root.use('*', loopbackToAppOrigin(config.appOrigin));
  // Before every route, so API answers are compressed too (Cloudflare's edge does this for the Worker).
  root.use('*', compressResponses());
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
    root.get('/dev/youtube/iframe_api.js', (c) => c.body(iframeApiStubScript(), 200, { 'Content-Type': 'text/javascript' }));
    // The offline oEmbed fake; YOUTUBE_OEMBED_URL points the app at it (e2e tests).
    root.route('/dev/youtube/oembed', createFakeOEmbed({ availability: fakeAvailability }));
    // Mark an invented video private, deleted, blocked or not embeddable (fake-availability.ts) …
    root.route('/dev/youtube/videos', fakeAvailabilityRoutes(fakeAvailability));
    // … and see it on its cards after one availability check of every saved video, run now.
    root.post('/dev/availability/check', async (c) => c.json(await checkEverythingNow(deps)));
  }
  if (config.devMode && config.youtube.apiKey === DEV_YOUTUBE_KEY) {
    root.route('/dev/youtube/v3', createFakeYouTube({ apiKey: DEV_YOUTUBE_KEY, availability: fakeAvailability }));
  }
  if (config.devMode && config.openai.apiKey === DEV_OPENAI_KEY) {
    root.route('/dev/openai/v1', createFakeOpenAI({ apiKey: DEV_OPENAI_KEY }));
  }
  root.route('/', createRoutes(deps));
  // The API's errors as createApp answers them; pages and files fail the same way (app.ts, createRoutes).
  root.onError(handleError);

  // Read again after a rebuild of web/dist (built-page.ts), so a running host names its new scripts.
  const indexHtml = builtPage(join(webDist, 'index.html'));
  const landingHtml = builtPage(join(webDist, LANDING_FILE));
  // Their ~0.8 KB per file outweighed many small chunks of a first visit. Registered first, so it
  // runs after the headers below are set.
  root.use('/assets/*', async (c, next) => {
    await next();
    for (const name of NEEDLESS_ASSET_HEADERS) c.res.headers.delete(name);
  });
  // The classic scripts the pages name by a fixed path (web/public): a document's policies too
  // (1 KB of the signed-in home's first load); they keep Last-Modified, since they revalidate.
  for (const path of PLAIN_SCRIPTS) {
    root.use(path, async (c, next) => {
      await next();
      for (const name of NEEDLESS_ASSET_HEADERS) if (name !== 'Last-Modified') c.res.headers.delete(name);
    });
  }
  // Embed pages may be framed by any site: outside secureHeaders, so its X-Frame-Options is dropped after it.
  root.use('*', async (c, next) => {
    await next();
    if (isEmbedPath(c.req.path)) c.res.headers.delete('X-Frame-Options');
  });
  root.use('*', secureHeaders(SPA_SECURITY_HEADERS));
  root.use('*', async (c, next) => {
    await next();
    c.header('Content-Security-Policy', isEmbedPath(c.req.path) ? EMBED_CONTENT_SECURITY_POLICY : SPA_CONTENT_SECURITY_POLICY);
  });
  // Hashed file names change with their content: cache them for a year. Everything else revalidates.
  // (serveStatic's onFound runs after its response is built, so the headers are set around it.)
  root.use('*', async (c, next) => {
    await next();
    if (c.res.ok && !c.req.path.startsWith('/api/')) {
      c.header('Cache-Control', c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
  });
  // The build writes source maps for local debugging only, and the chunk manifest for
  // scripts/page-weight.mjs (web/dist/.vite/): neither is served.
  root.get('*', async (c, next) => (c.req.path.endsWith('.map') || c.req.path.startsWith('/.vite/') ? c.text('Not found', 404) : next()));
  // "/" without a session cookie: the prerendered landing page, no SPA. With one: the SPA
  // (serveStatic's index.html), so a signed-in visitor never sees the landing flash by.
  root.get('/', async (c, next) => {
    const landing = wantsStaticLanding(c.req.header('cookie')) ? landingHtml() : null;
    if (landing) {
      c.header('Vary', LANDING_VARY);
      return c.html(landing);
    }
    await next();
    c.res.headers.append('Vary', LANDING_VARY);
  });
  // Hashed assets have .br/.gz twins written at build time (vite.config.ts), served as they are.
  root.use('*', serveStatic({ root: webDist, precompressed: true }));
  // A missing hashed asset (an old tab after a deploy) is a 404, never the SPA's HTML.
  root.get('/assets/*', (c) => c.text('Not found', 404));
  // /{handle} gets the profile's meta tags (404 for an unknown or private one); /p/{handle} redirects.
  root.get('*', async (c, next) => {
    const html = indexHtml();
    const page = html ? await profilePageResponse(deps.db, config.appOrigin, c.req.path, () => html) : null;
    return page ?? next();
  });
  // Client-side routes (/, /categories, /{handle}, ...) all load the SPA, which renders its own 404.
  root.get('*', (c) => {
    const html = indexHtml();
    if (!html) return c.text('The web app is not built. Run `npm run build` (or `npm start`, which builds it).', 503);
    return c.html(html);
  });
  return root;
}
