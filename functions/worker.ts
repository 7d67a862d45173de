// The Cloudflare Worker host: the API (static assets are served by Workers Assets) and the
// auto-bookmark queue consumer, on Neon Postgres.
import type { ExecutionContext, MessageBatch, Queue } from '@cloudflare/workers-types';
import { neonConfig } from '@neondatabase/serverless';
import { openNeon } from '../db/client/neon.ts';
import { createApp } from './app.ts';
import { type Config, ConfigError, parseConfig } from './config.ts';
import { type Deps, systemClock } from './deps.ts';
import { errorBody } from './errors.ts';
import { consumeJob } from './services/consumer.ts';
import { type JobMessage, describeJob, jobMessageSchema } from './services/jobs.ts';
import { createAiService } from './services/ai.ts';
import { createYouTubeClient } from './services/youtube.ts';

interface WorkerEnv {
  AUTO_BOOKMARK_QUEUE: Queue<JobMessage>;
  [name: string]: unknown;
}

// Parsed once per isolate: the env of a deployed Worker does not change between requests.
let cachedConfig: Config | undefined;
function configFor(env: WorkerEnv): Config {
  if (cachedConfig) return cachedConfig;
  const vars = Object.fromEntries(Object.entries(env).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  // The Worker never runs the dev identity provider: it is always production-configured.
  const config = parseConfig({ ...vars, NODE_ENV: 'production' });
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

/** A Worker may not reuse sockets across requests: one pool per request, ended when done. */
function depsFor(env: WorkerEnv): { deps: Deps; end: () => Promise<void> } {
  const config = configFor(env);
  const { db, pool } = openNeon(config.databaseUrl!);
  const deps: Deps = {
    db,
    config,
    clock: systemClock,
    youtube: youtubeFor(config),
    ai: createAiService(config.openai),
    queue: { send: async (job) => void (await env.AUTO_BOOKMARK_QUEUE.send(job)) },
  };
  return { deps, end: () => pool.end() };
}

export default {
  async fetch(request: Request, env: WorkerEnv, ctx: ExecutionContext): Promise<Response> {
    let opened: ReturnType<typeof depsFor>;
    try {
      opened = depsFor(env);
    } catch (err) {
      console.error(err instanceof ConfigError ? err.message : err);
      return Response.json(errorBody('The server is not configured correctly.', 'SERVER_MISCONFIGURED'), { status: 500 });
    }
    try {
      return await createApp(opened.deps).fetch(request, env, ctx);
    } finally {
      ctx.waitUntil(opened.end());
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
