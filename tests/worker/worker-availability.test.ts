// The availability check on the production architecture: the bundled worker in workerd (miniflare
// 4) gets the Cron Trigger of wrangler.toml, queues batches on its real Queue binding, consumes them
// and asks the fake YouTube Data API; the badge data shows through the API. Setup:
// tests/support/worker-harness.ts.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithBrowser } from '../support/browser.ts';
import { startFakeYouTubeServer } from '../support/fake-services.ts';
import { type WorkerHarness, kind, startWorkerHarness } from '../support/worker-harness.ts';
import { fakeVideos } from '../../functions/dev/fake-youtube.ts';

/** The Cron Trigger the Worker is deployed with. */
const CRON = /crons = \["([^"]+)"\]/.exec(readFileSync(new URL('../../wrangler.toml', import.meta.url), 'utf8'))![1]!;

describe(`the availability check through the Worker's Cron Trigger and Queue, on ${kind}`, () => {
  let worker: WorkerHarness;
  let youtube: Awaited<ReturnType<typeof startFakeYouTubeServer>>;

  beforeAll(async () => {
    youtube = await startFakeYouTubeServer();
    worker = await startWorkerHarness({ bindings: youtube.env, crons: [CRON] });
  });

  afterAll(async () => {
    await worker?.close();
    await youtube?.close();
  });

  it('marks a saved video that went private after one scheduled run, and leaves the one that still plays unmarked', async () => {
    const person = worker.browser();
    expect((await signInWithBrowser(person, { email: 'cron@example.com', name: 'Cron Person' })).status).toBe(200);
    const [privateOne, fine] = fakeVideos.filter((v) => v.embeddable).map((v) => v.id);
    for (const videoId of [privateOne, fine]) expect((await person.request('/api/bookmarks', { method: 'POST', json: { videoId } })).status).toBe(201);
    youtube.fake.availability.mark(privateOne!, { status: 'private' });

    await (await worker.mf.getWorker()).scheduled({ cron: CRON });

    type Listed = { videoId: string; availability: { status: string } | null }[];
    let listed: Listed = [];
    for (let i = 0; i < 60; i++) {
      listed = (await (await person.request('/api/bookmarks')).json()) as Listed;
      if (listed.some((b) => b.availability)) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(listed.find((b) => b.videoId === privateOne)?.availability).toMatchObject({ status: 'unavailable' });
    expect(listed.find((b) => b.videoId === fine)?.availability).toBeNull();
    expect(youtube.fake.requests.filter((r) => r.endpoint === 'videos' && r.params.part === 'status,contentDetails')).toHaveLength(1);
  }, 60_000);
});
