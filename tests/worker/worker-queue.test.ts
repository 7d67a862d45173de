// Auto-bookmarking through a real Cloudflare Queue binding: the bundled worker in workerd
// (miniflare 4) queues a run when an admin creates a member, its queue() handler consumes it and
// fills the categories from the fake YouTube API. Setup: tests/support/worker-harness.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithBrowser } from '../support/browser.ts';
import { startFakeYouTubeServer } from '../support/fake-services.ts';
import { type WorkerDatabase, type WorkerHarness, kind, startWorkerHarness } from '../support/worker-harness.ts';
import { autoBookmarkJobs } from '../../db/schema.ts';

describe(`auto-bookmarking through the Worker's queue, on ${kind}`, () => {
  let worker: WorkerHarness;
  let database: WorkerDatabase;
  let youtube: Awaited<ReturnType<typeof startFakeYouTubeServer>>;
  const browser = () => worker.browser();

  beforeAll(async () => {
    youtube = await startFakeYouTubeServer();
    worker = await startWorkerHarness({ bindings: youtube.env });
    database = worker.database;
  });

  afterAll(async () => {
    await worker?.close();
    await youtube?.close();
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
