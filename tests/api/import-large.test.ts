import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarks } from '../../db/schema.ts';
import { createFakeYouTube, fakeVideos } from '../../functions/dev/fake-youtube.ts';
import { consumeJob } from '../../functions/jobs/consumer.ts';
import { type ApiContext, createApiContext, signInAs } from '../support/api-context.ts';
import { databaseKinds } from '../support/databases.ts';
import { importFile, upload } from '../support/import-helpers.ts';

const API_KEY = 'import-test-youtube-key';

/** n distinct valid video ids, deterministic. */
function ids(n: number, prefix = 'L'): string[] {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
  return Array.from({ length: n }, (_, i) => {
    let s = '';
    for (let k = i, d = 0; d < 6; d++, k = Math.floor(k / 64)) s = alphabet[k % 64] + s;
    return `${prefix}vid_${s}`.slice(0, 11).padEnd(11, 'x');
  });
}

describe.each(databaseKinds)('a large import (%s)', (kind) => {
  let ctx: ApiContext;
  beforeAll(async () => {
    ctx = await createApiContext(kind);
  });
  afterAll(() => ctx.close());

  it('imports 10,000 lines in resumable chunks, with progress after each message and the right counts', { timeout: 240_000 }, async () => {
    const me = await signInAs(ctx, `large-${kind}@example.com`);
    const videoIds = ids(10_000);
    expect(new Set(videoIds).size).toBe(10_000);
    const lines = videoIds.map((id, i) => (i % 1000 === 999 ? `https://example.com/page/${i}` : `https://www.youtube.com/watch?v=${id}`));
    // 200 of them twice: counted once.
    lines.push(...videoIds.slice(0, 200).map((id) => `https://youtu.be/${id}`));
    const started = await upload(me, lines.join('\n'));
    expect(started.status).toBe(202);

    // The first message reads the file and queues the import of its entries.
    const job = ctx.sentJobs.splice(ctx.sentJobs.findIndex((j) => j.type === 'import'), 1)[0]!;
    await consumeJob(ctx.deps, job);
    expect((await me.get(`/api/import/${started.body.id}`)).body).toMatchObject({ status: 'running', format: 'url-list', total: 9_990, processed: 0 });
    expect(ctx.sentJobs.filter((j) => j.type === 'import')).toEqual([job]);
    ctx.sentJobs.splice(ctx.sentJobs.findIndex((j) => j.type === 'import'), 1);
    await consumeJob(ctx.deps, job);
    const midway = (await me.get(`/api/import/${started.body.id}`)).body;
    expect(midway).toMatchObject({ status: 'running', processed: 2_000, imported: 2_000 });
    // A redelivered message resumes where the last one stopped: nothing twice.
    await consumeJob(ctx.deps, job);
    let runs = 3;
    for (let next = ctx.sentJobs.findIndex((j) => j.type === 'import'); next >= 0; next = ctx.sentJobs.findIndex((j) => j.type === 'import')) {
      await consumeJob(ctx.deps, ctx.sentJobs.splice(next, 1)[0]!);
      runs++;
    }
    expect(runs).toBeGreaterThanOrEqual(5);
    const report = (await me.get(`/api/import/${started.body.id}`)).body;
    expect(report).toMatchObject({ status: 'completed', total: 9_990, processed: 9_990, imported: 9_990, skipped: 0 });
    expect(report).toMatchObject({ failedCount: 10 });
    expect(report.failed).toHaveLength(10);
    expect(report.failed[0]).toEqual({ line: 1000, url: 'https://example.com/page/999', reason: 'Not a YouTube video' });
    const [row] = await ctx.db.select({ n: count() }).from(bookmarks).where(eq(bookmarks.userId, me.user.id));
    expect(row!.n).toBe(9_990);
    expect(ctx.sentJobs.filter((j) => j.type === 'refresh-details')).toHaveLength(1);

    // The same file again: every video is skipped, none is an error.
    ctx.sentJobs.length = 0;
    const again = await importFile(ctx, me, lines.join('\n'));
    expect(again.report).toMatchObject({ status: 'completed', imported: 0, skipped: 9_990 });
    expect(again.report.failed).toHaveLength(10);
  });
});

describe.each(databaseKinds)('an import with a Data API key (%s)', (kind) => {
  let ctx: ApiContext;
  let close: () => Promise<void>;
  const fake = createFakeYouTube({ apiKey: API_KEY });
  beforeAll(async () => {
    const server = serve({ fetch: new Hono().route('/youtube/v3', fake).fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    close = () => new Promise<void>((resolve) => server.close(() => resolve()));
    ctx = await createApiContext(kind, { YOUTUBE_API_KEY: API_KEY, YOUTUBE_API_BASE: `http://127.0.0.1:${(server.address() as AddressInfo).port}/youtube/v3` });
  });
  afterAll(async () => {
    await ctx.close();
    await close();
  });

  it('fetches details 50 ids per call, fills them in, and reports videos YouTube does not know', async () => {
    const me = await signInAs(ctx, `keyed-${kind}@example.com`);
    const known = fakeVideos.slice(0, 3);
    const unknown = ids(60, 'U');
    fake.reset();
    const { report } = await importFile(ctx, me, [...known.map((v) => `https://www.youtube.com/watch?v=${v.id}`), ...unknown].join('\n'));
    expect(report).toMatchObject({ status: 'completed', total: 63, imported: 3, skipped: 0 });
    expect(report.failed).toHaveLength(60);
    expect(report.failed[0]).toEqual({ line: 4, url: unknown[0], reason: 'This YouTube video does not exist or is private.' });
    expect(fake.requestCount('videos')).toBe(2);
    const [saved] = await ctx.db.select().from(bookmarks).where(eq(bookmarks.videoId, known[0]!.id));
    expect(saved).toMatchObject({ title: known[0]!.title, needsDetails: false });
  });
});
