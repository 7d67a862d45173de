// Postgres failing under load must cost a few requests, never the process or a saved write. The
// real Node host (the bundle `npm start` runs) is a child process whose DATABASE_URL goes through
// a TCP proxy this test controls; clients keep saving and editing bookmarks while the proxy cuts
// every connection at once (both sides, mid-query and mid-transaction, as a terminated backend
// does) and refuses new ones, then comes back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkWrites, secondsToFirstWrite, sendWithCookie, startWorkload } from '../../bench/fault/workload.ts';
import { type ServerProcess, startServer } from '../../bench/http/server-process.ts';
import { signInThroughDevIdp } from '../../bench/http/sign-in.ts';
import { freePort } from '../support/free-port.ts';
import { createDatabaseFromTemplate } from '../support/postgres.ts';
import { buildServerBundle } from '../support/server-bundle.ts';
import { type TcpProxy, startTcpProxy } from '../support/tcp-proxy.ts';

const databaseUrl = process.env.DATABASE_URL;
const EMAIL = 'outage@example.com';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!databaseUrl)('the Node host on Postgres when every connection is cut under load', () => {
  let bundle: ReturnType<typeof buildServerBundle>;
  let copy: Awaited<ReturnType<typeof createDatabaseFromTemplate>>;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let dataDir: string;
  let cookie: string;
  let categoryIds: string[];

  beforeAll(async () => {
    bundle = buildServerBundle();
    copy = await createDatabaseFromTemplate(databaseUrl!, inject('postgresTemplate')!);
    const real = new URL(copy.url);
    proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
    const viaProxy = new URL(copy.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    dataDir = mkdtempSync(join(tmpdir(), 'vidshelf-outage-'));
    server = await startServer({
      entry: bundle.entry,
      port: await freePort(),
      nodeFlags: [],
      // oEmbed unreachable: every bookmark is saved from its id alone, so any id will do.
      env: { DATABASE_URL: viaProxy.toString(), DATA_DIR: dataDir, YOUTUBE_OEMBED_URL: `http://127.0.0.1:${await freePort()}/oembed` },
    });
    cookie = await signInThroughDevIdp(server.origin, EMAIL);
    categoryIds = [];
    for (const name of ['Cut', 'Kept']) {
      const res = await fetch(`${server.origin}/api/categories`, { method: 'POST', headers: { cookie, origin: server.origin, 'content-type': 'application/json' }, body: JSON.stringify({ name }) });
      expect(res.status).toBe(201);
      categoryIds.push(((await res.json()) as { id: string }).id);
    }
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await copy?.drop();
    bundle?.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('stays up, answers only 2xx or 503, keeps every acknowledged write whole, and writes again within 5 s', async () => {
    const load = startWorkload({ send: sendWithCookie(server.origin, cookie), categoryIds, clients: 8 });
    await sleep(1_500);
    const busy = proxy.open;
    await proxy.close();
    await sleep(1_500);
    await proxy.reopen();
    const restored = performance.now();
    await sleep(3_000);
    await load.stop();

    // The cut caught connections at work, and the load went on through it.
    expect(busy).toBeGreaterThan(0);
    expect(server.alive(), server.log()).toBe(true);
    const odd = load.answers.filter((a) => a.note);
    expect(odd.map((a) => a.note), server.log()).toEqual([]);
    expect(load.answers.some((a) => a.status === 503)).toBe(true);
    const recovery = secondsToFirstWrite(load.answers, restored);
    expect(recovery).not.toBeNull();
    expect(recovery!).toBeLessThan(5);

    const check = await checkWrites(copy.url, EMAIL, load.writes);
    expect(load.writes.created.size).toBeGreaterThan(0);
    expect(check.lostBookmarks).toEqual([]);
    expect(check.lostNotes).toEqual([]);
    expect(check.halfWritten).toEqual([]);
  }, 60_000);
});
