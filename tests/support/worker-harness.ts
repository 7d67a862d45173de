// The Cloudflare Worker host under test: the bundled worker in workerd (miniflare 4), its Neon
// driver going through a local WebSocket proxy to a real database, Google pointed at the dev
// identity provider, and a real Queue binding. Shared by the tests in tests/worker/.
import { readFileSync } from 'node:fs';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { Log, LogLevel, Miniflare, type MiniflareOptions } from 'miniflare';
import { inject } from 'vitest';
import { openPglite } from '../../db/client/pglite.ts';
import { openPostgres } from '../../db/client/postgres.ts';
import type { Database } from '../../db/database.ts';
import { TestBrowser } from './browser.ts';
import { type DevIdpServer, startDevIdp } from './dev-idp-server.ts';
import { type NeonWsProxy, startNeonWsProxy } from './neon-ws-proxy.ts';
import { createDatabaseFromTemplate } from './postgres.ts';
import { bundleWorker } from './worker-bundle.ts';

export const APP_ORIGIN = 'http://localhost:8787';
export const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

export type WorkerDatabase = { url: string; db: Database; close: () => Promise<void> };

/** A fresh migrated database reachable over TCP: its URL for the worker, a client for the test. */
export async function startDatabase(): Promise<WorkerDatabase> {
  if (kind === 'postgres') {
    // The worker connects with DATABASE_URL's own credentials (trust or password, whatever the
    // server's pg_hba asks of them), to a fresh copy of the migrated template.
    const copy = await createDatabaseFromTemplate(process.env.DATABASE_URL!, inject('postgresTemplate')!);
    const handle = openPostgres(copy.url, { max: 2 });
    return {
      url: copy.url,
      db: handle.db,
      close: async () => {
        await handle.close();
        await copy.drop();
      },
    };
  }
  const handle = await openPglite({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
  // PGlite has one session: the socket server multiplexes connections onto it (a transaction
  // holds the others back), which is enough for a worker that opens a pool per request. Unlike
  // Postgres it does not hang up when a client sends Terminate, so the connection of every ended
  // pool would stay open behind the WebSocket proxy: idle ones are closed after 5 s, so a test
  // with many requests (a polled import) does not run into maxConnections.
  const server = new PGLiteSocketServer({ db: handle.client, host: '127.0.0.1', port: 0, maxConnections: 64, idleTimeout: 5_000 });
  await server.start();
  return {
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    db: handle.db,
    close: async () => {
      await server.stop();
      await handle.close();
    },
  };
}

/** Hands a request to the worker and gives back a plain Response, as TestBrowser expects. */
export function workerFetch(mf: Miniflare) {
  return async (request: Request): Promise<Response> => {
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    const res = await mf.dispatchFetch(request.url, { method: request.method, headers: [...request.headers], body, redirect: 'manual' });
    const headers = new Headers();
    for (const [name, value] of res.headers) if (name !== 'set-cookie') headers.append(name, value);
    for (const cookie of res.headers.getSetCookie()) headers.append('set-cookie', cookie);
    const nullBody = [101, 204, 205, 304].includes(res.status);
    return new Response(nullBody ? null : await res.arrayBuffer(), { status: res.status, headers });
  };
}

export interface WorkerHarness {
  database: WorkerDatabase;
  proxy: NeonWsProxy;
  idp: DevIdpServer;
  mf: Miniflare;
  /** A fresh browser (own cookies) talking to the worker. */
  browser(): TestBrowser;
  close(): Promise<void>;
}

interface HarnessOptions {
  bindings?: Record<string, string>;
  assets?: MiniflareOptions['assets'];
  crons?: string[];
}

/**
 * Starts the database, the Neon proxy, the identity provider and the worker. `bindings` adds to
 * (or overrides) the worker's vars; `assets` is Workers Assets, for the tests that need pages;
 * `crons` are Cron Triggers (dispatched with `(await mf.getWorker()).scheduled({ cron })`).
 */
export async function startWorkerHarness(options: HarnessOptions = {}): Promise<WorkerHarness> {
  const [database, proxy, idp] = await Promise.all([startDatabase(), startNeonWsProxy(), startDevIdp([`${APP_ORIGIN}/auth/callback`])]);
  const stopServers = async () => {
    await Promise.all([proxy.close(), idp.close()]);
    await database.close();
  };
  let mf: Miniflare;
  try {
    mf = await startMiniflare({ database, proxy, idp }, options);
  } catch (err) {
    await stopServers();
    throw err;
  }
  return {
    database,
    proxy,
    idp,
    mf,
    browser: () => new TestBrowser(workerFetch(mf), APP_ORIGIN),
    close: async () => {
      await mf.dispose();
      await stopServers();
    },
  };
}

async function startMiniflare(
  { database, proxy, idp }: { database: WorkerDatabase; proxy: NeonWsProxy; idp: DevIdpServer },
  options: HarnessOptions,
): Promise<Miniflare> {
  const mf = new Miniflare({
    modules: true,
    script: await bundleWorker(),
    compatibilityDate: '2026-04-01',
    compatibilityFlags: ['nodejs_compat'],
    bindings: {
      APP_ORIGIN,
      SESSION_SECRET: 'worker-test-session-secret-that-is-long-enough-0123',
      DATABASE_URL: database.url,
      NEON_WS_PROXY: proxy.address,
      ADMIN_EMAILS: 'admin@example.com',
      ...idp.env,
      ...options.bindings,
    },
    ...(options.assets ? { assets: options.assets } : {}),
    ...(options.crons ? { crons: options.crons } : {}),
    // As wrangler.toml, but a batch waits 1 s, not 5, so the tests do not sit idle.
    queueProducers: { AUTO_BOOKMARK_QUEUE: 'auto-bookmark' },
    queueConsumers: { 'auto-bookmark': { maxBatchSize: 1, maxBatchTimeout: 1, maxRetries: 3 } },
    // The worker's console.error (a failed query, a refused token exchange) shows in the output.
    log: new Log(LogLevel.WARN),
  });
  await mf.ready;
  return mf;
}
