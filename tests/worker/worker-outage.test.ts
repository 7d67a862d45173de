// The Worker's Neon driver when the database goes away under load: the WebSocket proxy cuts every
// connection at once (mid-query and mid-transaction) and refuses new ones, then a proxy comes back
// on the same port. workerd must keep serving, answer only 2xx or 503, keep every acknowledged
// write whole, and write again within 5 s.
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkWrites, secondsToFirstWrite, startWorkload } from '../../bench/fault/workload.ts';
import { signInWithBrowser } from '../support/browser.ts';
import { freePort } from '../support/free-port.ts';
import { startNeonWsProxy } from '../support/neon-ws-proxy.ts';
import { type WorkerHarness, kind, startWorkerHarness } from '../support/worker-harness.ts';

const EMAIL = 'worker-outage@example.com';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(kind !== 'postgres')('the Cloudflare Worker when every Neon connection is cut under load', () => {
  let worker: WorkerHarness;
  beforeAll(async () => {
    // oEmbed unreachable: every bookmark is saved from its id alone, so any id will do.
    worker = await startWorkerHarness({ bindings: { YOUTUBE_OEMBED_URL: `http://127.0.0.1:${await freePort()}/oembed` } });
  });
  afterAll(async () => {
    await worker?.close();
  });

  it('keeps serving, answers only 2xx or 503, keeps every acknowledged write whole, and writes again within 5 s', async () => {
    const browser = worker.browser();
    expect((await signInWithBrowser(browser, { email: EMAIL })).status).toBe(200);
    const categoryIds: string[] = [];
    for (const name of ['Cut', 'Kept']) {
      const res = await browser.request('/api/categories', { method: 'POST', json: { name } });
      expect(res.status).toBe(201);
      categoryIds.push(((await res.json()) as { id: string }).id);
    }
    const port = Number(worker.proxy.address.split(':')[1]);
    const load = startWorkload({ send: (path, init) => browser.request(path, init), categoryIds, clients: 6 });
    await sleep(1_500);
    await worker.proxy.close();
    await sleep(1_500);
    const back = await startNeonWsProxy({ port });
    const restored = performance.now();
    try {
      await sleep(3_000);
      await load.stop();
      expect(load.answers.filter((a) => a.note).map((a) => a.note)).toEqual([]);
      expect(load.answers.some((a) => a.status === 503)).toBe(true);
      const recovery = secondsToFirstWrite(load.answers, restored);
      expect(recovery).not.toBeNull();
      expect(recovery!).toBeLessThan(5);
      expect((await browser.request('/api/auth/user')).status).toBe(200);

      const check = await checkWrites(worker.database.url, EMAIL, load.writes);
      expect(load.writes.created.size).toBeGreaterThan(0);
      expect(check.lostBookmarks).toEqual([]);
      expect(check.lostNotes).toEqual([]);
      expect(check.halfWritten).toEqual([]);
    } finally {
      await back.close();
    }
  }, 60_000);
});
