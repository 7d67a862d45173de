// Auto-bookmarking through a real Cloudflare Queue binding: the bundled worker in workerd
// (miniflare 4) queues a run when an admin creates a member, its queue() handler consumes it and
// fills the categories from the fake YouTube API. Same setup as worker.test.ts.
import { readFileSync } from 'node:fs';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { eq } from 'drizzle-orm';
import { Log, LogLevel, Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite } from '../../db/client/pglite.ts';
import { openPostgres } from '../../db/client/postgres.ts';
import type { Database } from '../../db/database.ts';
import { TestBrowser, signInWithBrowser } from '../support/browser.ts';
import { type DevIdpServer, startDevIdp } from '../support/dev-idp-server.ts';
import { type NeonWsProxy, startNeonWsProxy } from '../support/neon-ws-proxy.ts';
import { createDatabaseFromTemplate } from '../support/postgres.ts';
import { bundleWorker } from '../support/worker-bundle.ts';
import { startFakeYouTubeServer } from '../support/fake-services.ts';
import { autoBookmarkJobs } from '../../db/schema.ts';


const APP_ORIGIN = 'http://localhost:8787';
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/** A fresh migrated database reachable over TCP: its URL for the worker, a client for the test. */
async function startDatabase(): Promise<{ url: string; db: Database; close: () => Promise<void> }> {
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
  // holds the others back), which is enough for a worker that opens a pool per request.
  const server = new PGLiteSocketServer({ db: handle.client, host: '127.0.0.1', port: 0, maxConnections: 16 });
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
function workerFetch(mf: Miniflare) {
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

describe(`auto-bookmarking through the Worker's queue, on ${kind}`, () => {
  let database: Awaited<ReturnType<typeof startDatabase>>;
  let proxy: NeonWsProxy;
  let idp: DevIdpServer;
  let youtube: Awaited<ReturnType<typeof startFakeYouTubeServer>>;
  let mf: Miniflare;
  const browser = () => new TestBrowser(workerFetch(mf), APP_ORIGIN);

  beforeAll(async () => {
    [database, proxy, idp, youtube] = await Promise.all([startDatabase(), startNeonWsProxy(), startDevIdp([`${APP_ORIGIN}/auth/callback`]), startFakeYouTubeServer()]);
    mf = new Miniflare({
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
        ...youtube.env,
      },
      queueProducers: { AUTO_BOOKMARK_QUEUE: 'auto-bookmark' },
      queueConsumers: { 'auto-bookmark': { maxBatchTimeout: 1 } },
      log: new Log(LogLevel.WARN),
    });
    await mf.ready;
  });

  afterAll(async () => {
    await mf?.dispose();
    await Promise.all([proxy?.close(), idp?.close(), youtube?.close()]);
    await database?.close();
  });

  it('creates a member, queues one run and fills both categories in order, 1 s apart', async () => {
    const admin = browser();
    expect((await signInWithBrowser(admin, { email: 'admin@example.com', name: 'Ada Admin' })).status).toBe(200);
    const res = await admin.request('/api/admin/virtual-members', {
      method: 'POST',
      json: { firstName: 'Queue', handle: 'queue-member', categories: [{ name: 'Cooking Recipes' }, { name: 'Jazz Piano' }], autoBookmark: { region: 'US', language: 'en' } },
    });
    expect(res.status).toBe(201);
    const { runId } = (await res.json()) as { runId: string };

    type RunView = { running: boolean; categories: { status: string; bookmarksCreated: number }[] };
    let view: RunView | undefined;
    for (let i = 0; i < 60; i++) {
      view = (await (await admin.request(`/api/admin/auto-bookmark-runs/${runId}`)).json()) as RunView;
      if (!view.running) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(view!.categories.map((c) => c.status)).toEqual(['completed', 'completed']);
    expect(view!.categories.every((c) => c.bookmarksCreated > 0)).toBe(true);
    const jobs = (await database.db.select().from(autoBookmarkJobs).where(eq(autoBookmarkJobs.runId, runId))).sort((a, b) => a.position - b.position);
    expect(jobs[1]!.startedAt!.getTime() - jobs[0]!.finishedAt!.getTime()).toBeGreaterThanOrEqual(1000);
  }, 60_000);
});
