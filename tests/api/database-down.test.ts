// When the database cannot be reached, every call answers 503 DATABASE_UNAVAILABLE with
// Retry-After (not a generic 500), and the app recovers on its own once the database is back.
// The database "stops" by closing a TCP proxy (node-postgres) or WebSocket proxy (Neon driver)
// that this test controls between the app and a real Postgres; those parts need DATABASE_URL.
import { neonConfig } from '@neondatabase/serverless';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { openNeon } from '../../db/client/neon.ts';
import { openPostgres } from '../../db/client/postgres.ts';
import type { Database } from '../../db/database.ts';
import { createApp } from '../../functions/app.ts';
import { isDatabaseUnavailable } from '../../functions/errors.ts';
import { parseConfig } from '../../functions/config.ts';
import { type ApiContext, TEST_ORIGIN, createApiContext } from '../support/api-context.ts';
import { TestBrowser, signInWithBrowser } from '../support/browser.ts';
import { type DevIdpServer, startDevIdp } from '../support/dev-idp-server.ts';
import { type NeonWsProxy, startNeonWsProxy } from '../support/neon-ws-proxy.ts';
import { offlineDeps } from '../support/offline-deps.ts';
import { createDatabaseFromTemplate } from '../support/postgres.ts';
import { type TcpProxy, startTcpProxy } from '../support/tcp-proxy.ts';

const databaseUrl = process.env.DATABASE_URL;
const UNAVAILABLE = { message: 'The service is temporarily unavailable. Please try again in a moment.', code: 'DATABASE_UNAVAILABLE' };

/** The API on the given database, with the dev identity provider, and a signed-in browser. */
async function appOn(db: Database, idp: DevIdpServer, email: string) {
  const config = parseConfig({ NODE_ENV: 'test', APP_ORIGIN: TEST_ORIGIN, SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789', ...idp.env });
  const app = createApp(offlineDeps(db, config));
  const browser = new TestBrowser((request) => app.fetch(request), TEST_ORIGIN);
  expect((await signInWithBrowser(browser, { email })).status).toBe(200);
  return browser;
}

async function expectUnavailable(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('5');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(await res.json()).toEqual(UNAVAILABLE);
}

/** The calls a page makes: plain reads and a write in a transaction. */
const reads = ['/api/auth/user', '/api/categories', '/api/bookmarks', '/api/stats'];
const write = (browser: TestBrowser, name: string) => browser.request('/api/categories', { method: 'POST', json: { name } });

describe('errors that mean the database is unreachable', () => {
  let ctx: ApiContext;
  let cookie: string;
  beforeAll(async () => {
    ctx = await createApiContext('pglite');
    const browser = ctx.browser();
    await signInWithBrowser(browser, { email: 'shapes@example.com' });
    cookie = `vidshelf_session=${browser.cookies.get('vidshelf_session')}`;
  });
  afterAll(() => ctx.close());
  afterEach(() => vi.restoreAllMocks());

  const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
  // The driver passes on the WebSocket's error event as it is: an object, not an Error.
  const event = { type: 'error', message: 'WebSocket connection closed' } as unknown as Error;
  it.each([
    ['a refused connection (node-postgres)', new DrizzleQueryError('select 1', [], socketError('ECONNREFUSED'))],
    ['a reset connection', new DrizzleQueryError('select 1', [], socketError('ECONNRESET'))],
    ['a refused connection tried on IPv4 and IPv6', new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')])],
    ['an administrator shutdown (57P01)', new DrizzleQueryError('select 1', [], Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))],
    ['a server starting up (57P03)', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a connection ended mid-query', new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly'))],
    ['a connection timeout', new Error('timeout exceeded when trying to connect')],
    ["the Neon driver's WebSocket error event", new DrizzleQueryError('select 1', [], event)],
    ["the Neon driver's failed WebSocket", new Error('All attempts to open a WebSocket to connect to the database failed.')],
  ])('answers %s with 503 DATABASE_UNAVAILABLE and Retry-After', async (_, error) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = Object.assign(Object.create(Object.getPrototypeOf(ctx.db)), ctx.db, {
      select: () => {
        throw error;
      },
    });
    const app = createApp(offlineDeps(broken, ctx.config));
    await expectUnavailable(await app.request('/api/auth/user', { headers: { cookie } }));
    expect(logged).toHaveBeenCalled();
  });

  it('keeps a query the database refuses (not an outage) a generic 500', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = Object.assign(Object.create(Object.getPrototypeOf(ctx.db)), ctx.db, {
      select: () => {
        throw new DrizzleQueryError('select 1', [], Object.assign(new Error('relation "x" does not exist'), { code: '42P01' }));
      },
    });
    const app = createApp(offlineDeps(broken, ctx.config));
    const res = await app.request('/api/auth/user', { headers: { cookie } });
    expect(res.status).toBe(500);
    expect((await res.json()).code).toBe('INTERNAL_ERROR');
  });
});

describe.skipIf(!databaseUrl)('when Postgres goes away under a running Node host (node-postgres pool)', () => {
  let idp: DevIdpServer;
  let copy: Awaited<ReturnType<typeof createDatabaseFromTemplate>>;
  let proxy: TcpProxy;
  let handle: ReturnType<typeof openPostgres>;
  let browser: TestBrowser;
  beforeAll(async () => {
    idp = await startDevIdp([`${TEST_ORIGIN}/auth/callback`]);
    copy = await createDatabaseFromTemplate(databaseUrl!, inject('postgresTemplate')!);
    const real = new URL(copy.url);
    proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
    const viaProxy = new URL(copy.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    handle = openPostgres(viaProxy.toString(), { max: 3 });
    browser = await appOn(handle.db, idp, 'outage@example.com');
  });
  afterAll(async () => {
    await proxy?.reopen().catch(() => {});
    await handle?.close();
    await proxy?.close();
    await copy?.drop();
    await idp?.close();
  });
  afterEach(() => vi.restoreAllMocks());

  it('answers 503 with Retry-After while the database is down, and 200 again once it is back', async () => {
    for (const path of reads) expect((await browser.request(path)).status, path).toBe(200);
    expect((await write(browser, 'Before')).status).toBe(201);

    vi.spyOn(console, 'error').mockImplementation(() => {});
    await proxy.close();
    for (const path of reads) await expectUnavailable(await browser.request(path));
    await expectUnavailable(await write(browser, 'During'));

    await proxy.reopen();
    for (const path of reads) expect((await browser.request(path)).status, path).toBe(200);
    expect((await write(browser, 'After')).status).toBe(201);
    const names = ((await (await browser.request('/api/categories')).json()) as { name: string }[]).map((c) => c.name);
    expect(names).toEqual(['Before', 'After']);
  });

  it('recovers by itself after the server ends every connection (admin shutdown, 57P01)', async () => {
    expect((await browser.request('/api/categories')).status).toBe(200);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const admin = openPostgres(databaseUrl!, { max: 1 });
    try {
      await admin.pool.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [new URL(copy.url).pathname.slice(1)]);
    } finally {
      await admin.close();
    }
    // A call racing the shutdown may see it (503); none is ever a 500, and the pool heals.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await browser.request('/api/categories')).status);
    expect(statuses.every((s) => s === 200 || s === 503), String(statuses)).toBe(true);
    expect(statuses.at(-1)).toBe(200);
  });
});

describe.skipIf(!databaseUrl)("when Postgres goes away under the Neon driver (the Worker's)", () => {
  let idp: DevIdpServer;
  let copy: Awaited<ReturnType<typeof createDatabaseFromTemplate>>;
  let proxy: NeonWsProxy;
  let pool: ReturnType<typeof openNeon>['pool'];
  let db: Database;
  let browser: TestBrowser;
  beforeAll(async () => {
    idp = await startDevIdp([`${TEST_ORIGIN}/auth/callback`]);
    copy = await createDatabaseFromTemplate(databaseUrl!, inject('postgresTemplate')!);
    proxy = await startNeonWsProxy();
    // As worker.ts configures it for a local WebSocket proxy; the proxy can change under the pool.
    neonConfig.webSocketConstructor = WebSocket;
    neonConfig.wsProxy = (host, port) => `${proxy.address}/v2?address=${host}:${port}`;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineTLS = false;
    neonConfig.pipelineConnect = false;
    ({ pool, db } = openNeon(copy.url));
    browser = await appOn(db, idp, 'neon-outage@example.com');
  });
  afterAll(async () => {
    await pool?.end();
    await proxy?.close();
    await copy?.drop();
    await idp?.close();
  });
  afterEach(() => vi.restoreAllMocks());

  it('answers 503 with Retry-After while the WebSocket proxy is gone, and 200 once one is back', async () => {
    expect((await browser.request('/api/categories')).status).toBe(200);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await proxy.close();
    for (const path of reads) await expectUnavailable(await browser.request(path));
    await expectUnavailable(await write(browser, 'During'));
    // The driver rejects a failed connect with the WebSocket's error event, which is no Error
    // (Hono's error handler would never see it); a transaction meets it first-hand.
    const failure = await db.transaction(async () => {}).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(failure)).toBe(true);

    proxy = await startNeonWsProxy();
    for (const path of reads) expect((await browser.request(path)).status, path).toBe(200);
    expect((await write(browser, 'After')).status).toBe(201);
  });
});
