// A large library import on the Worker host: the bundled worker in workerd (miniflare 4) takes
// the file, queues the job on a real Queue binding, and its queue() handler imports it in
// resumable messages (the job re-sends itself every CHUNKS_PER_MESSAGE chunks).
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarks } from '../../db/schema.ts';
import { signInWithBrowser } from '../support/browser.ts';
import { closedPortUrl } from '../support/oembed-servers.ts';
import { type WorkerHarness, kind, startWorkerHarness } from '../support/worker-harness.ts';

// The 10,000 lines on Postgres (CI runs the worker suites there: about 15 s). PGlite
// behind the socket server is several times slower, so a plain `npm test` imports fewer (still more than one
// queue message, so the job's re-sending is exercised).
const LINES = kind === 'postgres' ? 10_000 : 2_500;

/** n distinct valid video ids, deterministic. */
function videoIds(n: number): string[] {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
  return Array.from({ length: n }, (_, i) => {
    let s = '';
    for (let k = i, d = 0; d < 4; d++, k = Math.floor(k / 64)) s = alphabet[k % 64] + s;
    return `Wrkimp_${s}`;
  });
}

type Report = { status: string; format: string | null; total: number; processed: number; imported: number; skipped: number; failed: unknown[] };

describe(`a ${LINES.toLocaleString('en')}-line import through the Worker's queue, on ${kind}`, () => {
  let worker: WorkerHarness;

  beforeAll(async () => {
    // No Data API key: the import saves every bookmark from its id and asks for the details
    // afterwards, from an oEmbed endpoint that is out of reach here (so that job waits its turn).
    worker = await startWorkerHarness({ bindings: { YOUTUBE_OEMBED_URL: await closedPortUrl() } });
  });

  afterAll(async () => {
    await worker?.close();
  });

  /** Uploads the file as the file picker does and waits (bounded) for the job's final report. */
  async function importAndWait(person: ReturnType<WorkerHarness['browser']>, file: string): Promise<Report> {
    const form = new FormData();
    form.set('file', new File([file], 'videos.txt', { type: 'text/plain' }));
    const res = await person.request('/api/import', { method: 'POST', body: form });
    expect(res.status).toBe(202);
    const started = (await res.json()) as { id: string; status: string; fileName: string };
    expect(started).toMatchObject({ id: expect.any(String), status: 'pending', fileName: 'videos.txt' });

    const deadline = Date.now() + 120_000;
    for (;;) {
      const poll = await person.request(`/api/import/${started.id}`);
      expect(poll.status).toBe(200);
      const report = (await poll.json()) as Report;
      if (report.status === 'completed' || report.status === 'failed') return report;
      if (Date.now() > deadline) throw new Error(`import still ${report.status} after 120 s: ${JSON.stringify(report)}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  it('imports every line in the background with a correct report, and skips them all the second time', { timeout: 300_000 }, async () => {
    const person = worker.browser();
    const signIn = await signInWithBrowser(person, { email: 'importer@example.com', name: 'Ida Importer' });
    expect(signIn.status).toBe(200);
    const { user } = (await signIn.json()) as { user: { id: string } };
    const ids = videoIds(LINES);
    expect(new Set(ids).size).toBe(LINES);
    const file = ids.map((id) => `https://www.youtube.com/watch?v=${id}`).join('\n');

    const first = await importAndWait(person, file);
    expect(first).toMatchObject({ status: 'completed', format: 'url-list', total: LINES, processed: LINES, imported: LINES, skipped: 0, failed: [] });
    const [row] = await worker.database.db.select({ n: count() }).from(bookmarks).where(eq(bookmarks.userId, user.id));
    expect(row!.n).toBe(LINES);

    const second = await importAndWait(person, file);
    expect(second).toMatchObject({ status: 'completed', total: LINES, processed: LINES, imported: 0, skipped: LINES, failed: [] });
    const [after] = await worker.database.db.select({ n: count() }).from(bookmarks).where(eq(bookmarks.userId, user.id));
    expect(after!.n).toBe(LINES);
  });
});
