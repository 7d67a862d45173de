// The Cloudflare Worker host: the API (static assets are served by Workers Assets), the job queue
// consumer and the Cron Trigger that schedules availability checks, on Neon Postgres.
import type { ExecutionContext, MessageBatch, Queue, ScheduledController } from '@cloudflare/workers-types';
import { neonConfig } from '@neondatabase/serverless';
import { openNeon } from '../db/client/neon.ts';
import { createApp } from './app.ts';
import { type Config, ConfigError, parseConfig } from './config.ts';
import { type Deps, buildDeps } from './deps.ts';
import { errorBody } from './errors.ts';
import { API_DOCUMENT_ASSET, type OpenApiDocument } from './openapi/document.ts';
import { EMBED_CONTENT_SECURITY_POLICY, isEmbedPath } from './http/csp.ts';
import { LANDING_ASSET_PATH, LANDING_VARY, wantsStaticLanding } from './http/landing-page.ts';
import { profilePageResponse, profilePath } from './http/profile-meta.ts';
import { scheduleAvailabilityChecks } from './jobs/availability-check.ts';
import { consumeJob } from './jobs/consumer.ts';
import { dropLeftoverUploads } from './jobs/import-run.ts';
import { isFeedPath } from './routes/feeds.ts';
import { type JobMessage, describeJob, jobMessageSchema } from './jobs/messages.ts';
import { createAiService } from './services/ai.ts';
import { createYouTubeClient } from './services/youtube.ts';

interface WorkerEnv {
  AUTO_BOOKMARK_QUEUE: Queue<JobMessage>;
  /** Workers Assets: the built SPA (web/dist). */
  ASSETS: { fetch(request: Request): Promise<Response> };
  [name: string]: unknown;
}

// Parsed once per isolate: the env of a deployed Worker does not change between requests.
let cachedConfig: Config | undefined;
function configFor(env: WorkerEnv): Config {
  if (cachedConfig) return cachedConfig;
  const vars = Object.fromEntries(Object.entries(env).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  // The Worker never runs the dev identity provider: it is always production-configured.
  // Cloudflare sets CF-Connecting-IP on every request (a client's own value never gets through).
  const config: Config = { ...parseConfig({ ...vars, NODE_ENV: 'production' }), trustProxy: 'cloudflare' };
  if (!config.databaseUrl) throw new ConfigError('Missing configuration: DATABASE_URL must be set.');
  if (config.neonWsProxy) {
    const proxy = config.neonWsProxy;
    neonConfig.wsProxy = (host, port) => `${proxy}/v2?address=${host}:${port}`;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineTLS = false;
    neonConfig.pipelineConnect = false;
  }
  cachedConfig = config;
  return config;
}

// Kept per isolate so its response cache outlives a request.
let cachedYouTube: ReturnType<typeof createYouTubeClient> | undefined;
function youtubeFor(config: Config) {
  cachedYouTube ??= createYouTubeClient({ apiKey: config.youtube.apiKey, apiBase: config.youtube.apiBase });
  return cachedYouTube;
}

// The OpenAPI document, read from the assets once per isolate (the value, not a promise: a promise
// settled by one request's I/O must not be awaited by another's).
let cachedApiDocument: OpenApiDocument | undefined;
/**
 * The document the build wrote into the assets (scripts/build-openapi.ts): the Worker never
 * generates it, so the generator stays out of its bundle (wrangler.toml [alias]).
 */
async function apiDocumentFrom(env: WorkerEnv): Promise<OpenApiDocument> {
  if (cachedApiDocument) return cachedApiDocument;
  // Any origin will do: the binding serves the assets whatever the host.
  const res = await env.ASSETS.fetch(new Request(`https://assets.invalid/${API_DOCUMENT_ASSET}`));
  // Without the file the assets answer with the SPA's index.html (not_found_handling).
  if (!res.ok || !res.headers.get('content-type')?.includes('json')) throw new Error(`${API_DOCUMENT_ASSET} is missing from the assets: deploy with \`npm run deploy\`, which builds it.`);
  cachedApiDocument = (await res.json()) as OpenApiDocument;
  return cachedApiDocument;
}

/** A Worker may not reuse sockets across requests: one pool per request, ended when done. */
function depsFor(env: WorkerEnv): { deps: Deps; end: () => Promise<void> } {
  const config = configFor(env);
  const { db, pool } = openNeon(config.databaseUrl!);
  const deps = buildDeps({
    db,
    config,
    youtube: youtubeFor(config),
    ai: createAiService(config.openai),
    apiDocument: () => apiDocumentFrom(env),
    queue: { send: async (job, options) => void (await env.AUTO_BOOKMARK_QUEUE.send(job, options?.delaySeconds ? { delaySeconds: options.delaySeconds } : undefined)) },
  });
  return { deps, end: () => pool.end() };
}

// Headers of index.html that must not follow it onto a page with different content.
const CONTENT_HEADERS = /^(content-length|content-encoding|etag|last-modified|cache-control)$/i;

/** /{handle} with the profile's meta tags, on the SPA's index.html from Workers Assets. */
async function profilePage(deps: Deps, env: WorkerEnv, request: Request): Promise<Response> {
  const url = new URL(request.url);
  let assetHeaders = new Headers();
  const page = await profilePageResponse(deps.db, deps.config.appOrigin, url.pathname, async () => {
    const index = await env.ASSETS.fetch(new Request(new URL('/', url)));
    assetHeaders = index.headers;
    return index.text();
  });
  if (!page) return env.ASSETS.fetch(request);
  // The security headers of web/public/_headers came with index.html: the page keeps them.
  for (const [name, value] of assetHeaders) if (!CONTENT_HEADERS.test(name) && !page.headers.has(name)) page.headers.set(name, value);
  if (page.status === 200) page.headers.set('Cache-Control', 'no-cache');
  return page;
}

/**
 * "/": the prerendered landing page without a session cookie, the SPA's index.html with one
 * (functions/http/landing-page.ts). Were landing.html missing, the assets' SPA fallback answers
 * with index.html.
 */
async function homePage(env: WorkerEnv, request: Request): Promise<Response> {
  const landing = wantsStaticLanding(request.headers.get('cookie'));
  const page = await env.ASSETS.fetch(landing ? new Request(new URL(LANDING_ASSET_PATH, request.url), request) : request);
  const response = new Response(page.body, page);
  response.headers.append('Vary', LANDING_VARY);
  return response;
}

/** An embed page: the SPA's index.html, framable by any site (its _headers say DENY for every page). */
async function embedPage(env: WorkerEnv, request: Request): Promise<Response> {
  const index = await env.ASSETS.fetch(new Request(new URL('/', request.url), request));
  const page = new Response(index.body, index);
  page.headers.set('Content-Security-Policy', EMBED_CONTENT_SECURITY_POLICY);
  page.headers.delete('X-Frame-Options');
  return page;
}

export default {
  async fetch(request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> {
    // Pages reach the Worker first (wrangler.toml) so "/" can be the prerendered landing page and
    // /{handle} can carry its meta tags; every other page and file is the static SPA.
    const { pathname } = new URL(request.url);
    if (pathname === '/' && (request.method === 'GET' || request.method === 'HEAD')) return homePage(env, request);
    if (isEmbedPath(pathname) && (request.method === 'GET' || request.method === 'HEAD')) return embedPage(env, request);
    const isReading = request.method === 'GET' || request.method === 'HEAD';
    // The app answers /api/* and the feeds; of the other pages the Worker answers only /{handle}.
    const isApi = pathname.startsWith('/api/') || (isReading && isFeedPath(pathname));
    if (!isApi && (request.method !== 'GET' || !profilePath(pathname))) return env.ASSETS.fetch(request);
    let opened: ReturnType<typeof depsFor>;
    try {
      opened = depsFor(env);
    } catch (err) {
      console.error(err instanceof ConfigError ? err.message : err);
      if (!isApi) return env.ASSETS.fetch(request);
      return Response.json(errorBody('The server is not configured correctly.', 'SERVER_MISCONFIGURED'), { status: 500 });
    }
    try {
      if (!isApi) return await profilePage(opened.deps, env, request);
      return await createApp(opened.deps).fetch(request, env, ctx);
    } finally {
      ctx.waitUntil(opened.end());
    }
  },

  /** The Cron Trigger (wrangler.toml): queues this hour's batches of the video availability check, drops uploads cut short. */
  async scheduled(_controller: ScheduledController, env: WorkerEnv): Promise<void> {
    const { deps, end } = depsFor(env);
    try {
      await dropLeftoverUploads(deps);
      await scheduleAvailabilityChecks(deps);
    } finally {
      await end();
    }
  },

  async queue(batch: MessageBatch<unknown>, env: WorkerEnv): Promise<void> {
    const { deps, end } = depsFor(env);
    try {
      for (const message of batch.messages) {
        const job = jobMessageSchema.safeParse(message.body);
        if (!job.success) {
          console.error('Dropping a malformed queue message:', job.error.issues);
          message.ack();
          continue;
        }
        try {
          await consumeJob(deps, job.data);
          message.ack();
        } catch (err) {
          console.error(`Job ${describeJob(job.data)} failed; it will be retried:`, err);
          message.retry({ delaySeconds: 5 });
        }
      }
    } finally {
      await end();
    }
  },
};
