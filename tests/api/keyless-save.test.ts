import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookmarks } from '../../db/schema.ts';
import { usersWithBookmarksNeedingDetails } from '../../db/queries/needs-details.ts';
import { parseConfig } from '../../functions/config.ts';
import type { Deps, SendOptions } from '../../functions/deps.ts';
import { nodeDevDefaults } from '../../functions/dev/defaults.ts';
import { createFakeYouTube, fakeVideos } from '../../functions/dev/fake-youtube.ts';
import { createNodeApp } from '../../functions/node-app.ts';
import { consumeJob } from '../../functions/jobs/consumer.ts';
import { createInProcessQueue } from '../../functions/jobs/in-process-queue.ts';
import type { JobMessage } from '../../functions/jobs/messages.ts';
import { REFRESH_MAX_ATTEMPTS } from '../../functions/jobs/refresh-details.ts';
import { type ApiContext, createApiContext, signInAs } from '../support/api-context.ts';
import { createBookmark, createUser } from '../support/builders.ts';
import { databaseKinds } from '../support/databases.ts';
import { startFakeOEmbed, startHangingServer } from '../support/oembed-servers.ts';

const API_KEY = 'keyless-test-youtube-key';
const RICK = 'dQw4w9WgXcQ';
const UNKNOWN = 'zzzzzzzzzzz';
const video = (title: string) => fakeVideos.find((v) => v.title.startsWith(title))!;
const potatoes = video('Crispy Smashed Potatoes');
const sourdough = fakeVideos.find((v) => v.id === 'myBwvvHUeOA')!;
const notEmbeddable = fakeVideos.find((v) => !v.embeddable)!;

/** The fake Data API on a real port. */
async function startFakeDataApi() {
  const fake = createFakeYouTube({ apiKey: API_KEY });
  const server = serve({ fetch: new Hono().route('/youtube/v3', fake).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/youtube/v3`;
  return { fake, apiBase, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Runs a queued job the way both hosts do, recording what it sends in turn. */
function jobRunner(ctx: ApiContext) {
  const sent: { job: JobMessage; options?: SendOptions }[] = [];
  const deps: Deps = { ...ctx.deps, queue: { send: async (job, options) => void sent.push({ job, options }) } };
  return { sent, run: (job: JobMessage) => consumeJob(deps, job) };
}

describe.each(databaseKinds)('saving a video without a YouTube key, on %s', (kind) => {
  let oembed: Awaited<ReturnType<typeof startFakeOEmbed>>;
  let dataApi: Awaited<ReturnType<typeof startFakeDataApi>>;
  /** No key, oEmbed answered by the fake. */
  let ctx: ApiContext;
  /** No key, oEmbed on a closed port (the test context's default). */
  let offline: ApiContext;
  /** A Data API key: the Data API is the source. */
  let keyed: ApiContext;
  let people = 0;

  beforeAll(async () => {
    oembed = await startFakeOEmbed();
    dataApi = await startFakeDataApi();
    ctx = await createApiContext(kind, { YOUTUBE_OEMBED_URL: oembed.url });
    offline = await createApiContext(kind);
    keyed = await createApiContext(kind, { YOUTUBE_API_KEY: API_KEY, YOUTUBE_API_BASE: dataApi.apiBase, YOUTUBE_OEMBED_URL: oembed.url });
  });
  afterAll(async () => {
    await Promise.all([ctx.close(), offline.close(), keyed.close()]);
    await Promise.all([oembed.close(), dataApi.close()]);
  });
  afterEach(async () => {
    if (!(await fetch(oembed.url).then(() => true, () => false))) await oembed.start();
    oembed.fake.reset();
    dataApi.fake.reset();
    vi.restoreAllMocks();
  });

  const signIn = (on: ApiContext) => signInAs(on, `keyless-${++people}@example.com`);
  const rowOf = async (on: ApiContext, id: string) => (await on.db.select().from(bookmarks).where(eq(bookmarks.id, id)))[0]!;
  const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

  describe('through oEmbed', () => {
    it('fills title, channel and thumbnail from oEmbed', async () => {
      const me = await signIn(ctx);
      const res = await me.send('POST', '/api/bookmarks', { videoId: potatoes.id });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        videoId: potatoes.id,
        url: `https://www.youtube.com/watch?v=${potatoes.id}`,
        title: potatoes.title,
        channel: 'Hearth & Pan',
        thumbnail: `https://i.ytimg.com/vi/${potatoes.id}/hqdefault.jpg`,
        duration: null,
        views: null,
        embeddable: true,
      });
      expect(oembed.fake.requests).toEqual([potatoes.id]);
      expect((await rowOf(ctx, res.body.id)).needsDetails).toBe(false);
      expect(ctx.sentJobs.filter((j) => j.type === 'refresh-details' && j.userId === me.user.id)).toEqual([]);
    });

    it("keeps the user's own title and description", async () => {
      const me = await signIn(ctx);
      const res = await me.send('POST', '/api/bookmarks', { videoId: potatoes.id, title: 'My potatoes', description: 'Sunday' });
      expect(res.body).toMatchObject({ title: 'My potatoes', description: 'Sunday', channel: 'Hearth & Pan' });
    });

    it('refuses a video oEmbed does not know (404) with VIDEO_NOT_FOUND, saving nothing', async () => {
      const me = await signIn(ctx);
      const res = await me.send('POST', '/api/bookmarks', { videoId: UNKNOWN });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'VIDEO_NOT_FOUND', message: 'This YouTube video does not exist or is private.' });
      expect((await me.get('/api/bookmarks')).body).toEqual([]);
    });

    it('saves a video oEmbed refuses to embed (401) as not embeddable', async () => {
      const me = await signIn(ctx);
      const res = await me.send('POST', '/api/bookmarks', { videoId: notEmbeddable.id });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ title: `YouTube video ${notEmbeddable.id}`, embeddable: false, thumbnail: `https://i.ytimg.com/vi/${notEmbeddable.id}/hqdefault.jpg` });
      expect((await rowOf(ctx, res.body.id)).needsDetails).toBe(false);
    });

    it('saves from the id when oEmbed fails (5xx), marked for a refresh', async () => {
      quiet();
      oembed.fake.setMode('down');
      const me = await signIn(ctx);
      const res = await me.send('POST', '/api/bookmarks', { videoId: potatoes.id });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ title: `YouTube video ${potatoes.id}`, channel: null, thumbnail: `https://i.ytimg.com/vi/${potatoes.id}/hqdefault.jpg`, embeddable: true });
      expect((await rowOf(ctx, res.body.id)).needsDetails).toBe(true);
      expect(ctx.sentJobs).toContainEqual({ type: 'refresh-details', userId: me.user.id, attempt: 0 });
    });
  });

  describe('with YouTube out of reach', () => {
    it('saves any video from its id at once when nothing listens, with the canonical URL', async () => {
      quiet();
      const me = await signIn(offline);
      const started = Date.now();
      const res = await me.send('POST', '/api/bookmarks', { videoId: RICK, url: `https://youtu.be/${RICK}?t=1m5s` });
      expect(Date.now() - started).toBeLessThan(1000);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        videoId: RICK,
        url: `https://www.youtube.com/watch?v=${RICK}&t=65s`,
        title: `YouTube video ${RICK}`,
        thumbnail: `https://i.ytimg.com/vi/${RICK}/hqdefault.jpg`,
        channel: null,
        embeddable: true,
      });
      expect((await rowOf(offline, res.body.id)).needsDetails).toBe(true);
      expect(offline.sentJobs).toContainEqual({ type: 'refresh-details', userId: me.user.id, attempt: 0 });
    });

    it('saves from the id when YouTube does not answer within the timeout', async () => {
      quiet();
      const hanging = await startHangingServer();
      const slow = await createApiContext(kind, { YOUTUBE_OEMBED_URL: hanging.url });
      try {
        const me = await signIn(slow);
        const started = Date.now();
        const res = await me.send('POST', '/api/bookmarks', { videoId: RICK });
        expect(Date.now() - started).toBeLessThan(5000);
        expect(res.status).toBe(201);
        expect(res.body.title).toBe(`YouTube video ${RICK}`);
        expect((await rowOf(slow, res.body.id)).needsDetails).toBe(true);
      } finally {
        await slow.close();
        await hanging.close();
      }
    });

    it('never keeps an address the client sent: the link is built from the id', async () => {
      quiet();
      const me = await signIn(offline);
      const res = await me.send('POST', '/api/bookmarks', { videoId: RICK, url: `https://phish.example/watch?v=${RICK}&start=30` });
      expect(res.body.url).toBe(`https://www.youtube.com/watch?v=${RICK}&t=30s`);
    });
  });

  describe('the refresh job', () => {
    it("fills the details once YouTube is reachable again, keeping a title the user changed meanwhile", async () => {
      quiet();
      oembed.fake.setMode('down');
      const me = await signIn(ctx);
      const renamed = (await me.send('POST', '/api/bookmarks', { videoId: potatoes.id })).body;
      const untouched = (await me.send('POST', '/api/bookmarks', { videoId: sourdough.id, description: 'Mine' })).body;
      expect((await me.send('PATCH', `/api/bookmarks/${renamed.id}`, { title: 'Potatoes!' })).status).toBe(200);
      const other = await signIn(ctx);
      const othersBookmark = (await other.send('POST', '/api/bookmarks', { videoId: potatoes.id })).body;

      // Still out of reach (the port is closed now): it sends itself again, later.
      await oembed.stop();
      const queue = jobRunner(ctx);
      await queue.run({ type: 'refresh-details', userId: me.user.id, attempt: 0 });
      expect(queue.sent).toEqual([{ job: { type: 'refresh-details', userId: me.user.id, attempt: 1 }, options: { delaySeconds: 120 } }]);
      expect((await rowOf(ctx, renamed.id)).needsDetails).toBe(true);

      await oembed.start();
      oembed.fake.setMode('ok');
      await queue.run(queue.sent[0]!.job);
      expect(queue.sent).toHaveLength(1);
      const list = (await me.get('/api/bookmarks')).body as { id: string; title: string; channel: string; description: string }[];
      expect(list.find((b) => b.id === renamed.id)).toMatchObject({ title: 'Potatoes!', channel: 'Hearth & Pan' });
      expect(list.find((b) => b.id === untouched.id)).toMatchObject({ title: sourdough.title, description: 'Mine', channel: expect.any(String) });
      expect((await rowOf(ctx, renamed.id)).needsDetails).toBe(false);
      expect((await rowOf(ctx, untouched.id)).needsDetails).toBe(false);
      // Only that user's bookmarks.
      expect(await rowOf(ctx, othersBookmark.id)).toMatchObject({ needsDetails: true, title: `YouTube video ${potatoes.id}` });
    });

    it('waits longer each time and gives up after a bounded number of tries', async () => {
      quiet();
      oembed.fake.setMode('down');
      const user = await createUser(ctx.db);
      const saved = await createBookmark(ctx.db, user, { videoId: potatoes.id, title: `YouTube video ${potatoes.id}`, needsDetails: true });
      const queue = jobRunner(ctx);
      let job: JobMessage | undefined = { type: 'refresh-details', userId: user.id, attempt: 0 };
      for (let i = 0; i < REFRESH_MAX_ATTEMPTS * 2 && job; i++) {
        const before = queue.sent.length;
        await queue.run(job);
        job = queue.sent.length > before ? queue.sent.at(-1)!.job : undefined;
      }
      const delays = queue.sent.map((s) => s.options!.delaySeconds!);
      expect(queue.sent).toHaveLength(REFRESH_MAX_ATTEMPTS - 1);
      expect(delays.every((d, i) => i === 0 || d >= delays[i - 1]!)).toBe(true);
      expect(delays[0]).toBe(120);
      expect(Math.max(...delays)).toBeLessThanOrEqual(12 * 3600);
      // Not lost: the next start-up of the Node host asks again.
      expect((await rowOf(ctx, saved.id)).needsDetails).toBe(true);
      expect(await usersWithBookmarksNeedingDetails(ctx.db)).toContain(user.id);
    });

    it('clears the flag of a video that no longer exists, and does nothing when nothing waits', async () => {
      const user = await createUser(ctx.db);
      const gone = await createBookmark(ctx.db, user, { videoId: UNKNOWN, title: `YouTube video ${UNKNOWN}`, needsDetails: true });
      const queue = jobRunner(ctx);
      await queue.run({ type: 'refresh-details', userId: user.id, attempt: 0 });
      expect(await rowOf(ctx, gone.id)).toMatchObject({ needsDetails: false, title: `YouTube video ${UNKNOWN}` });
      expect(await usersWithBookmarksNeedingDetails(ctx.db)).not.toContain(user.id);
      oembed.fake.reset();
      await queue.run({ type: 'refresh-details', userId: user.id, attempt: 0 });
      expect(oembed.fake.requests).toEqual([]);
      expect(queue.sent).toEqual([]);
    });
  });

  it('has the fake oEmbed endpoint served by the Node host in dev mode, at /dev/youtube/oembed', async () => {
    const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'vidshelf-dev-')), PORT: '9999' };
    const config = parseConfig(env, nodeDevDefaults(env));
    const app = await createNodeApp({ ...ctx.deps, config }, { webDist: mkdtempSync(join(tmpdir(), 'vidshelf-dist-')) });
    const res = await app.request(`/dev/youtube/oembed?url=${encodeURIComponent(`https://www.youtube.com/watch?v=${potatoes.id}`)}&format=json`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ title: potatoes.title, provider_name: 'YouTube' });
    expect((await app.request(`/dev/youtube/oembed?url=${encodeURIComponent(`https://youtu.be/${UNKNOWN}`)}`)).status).toBe(404);
  });

  describe('with a Data API key', () => {
    it('asks the Data API, not oEmbed', async () => {
      const me = await signIn(keyed);
      const res = await me.send('POST', '/api/bookmarks', { videoId: potatoes.id });
      expect(res.body).toMatchObject({ title: potatoes.title, duration: '12:41', views: potatoes.viewCount, channelId: potatoes.channelId });
      expect(dataApi.fake.requestCount('videos')).toBe(1);
      expect(oembed.fake.requests).toEqual([]);
      expect((await me.send('POST', '/api/bookmarks', { videoId: UNKNOWN })).body.code).toBe('VIDEO_NOT_FOUND');
    });

    it('saves from the id while the Data API fails, then fills every detail in batches of 50', async () => {
      quiet();
      dataApi.fake.setMode('down');
      const me = await signIn(keyed);
      const res = await me.send('POST', '/api/bookmarks', { videoId: potatoes.id });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ title: `YouTube video ${potatoes.id}`, duration: null });
      expect(keyed.sentJobs).toContainEqual({ type: 'refresh-details', userId: me.user.id, attempt: 0 });
      const others = [notEmbeddable, ...fakeVideos.filter((v) => v.id !== potatoes.id && v.id !== notEmbeddable.id)].slice(0, 59);
      await keyed.db.insert(bookmarks).values(
        others.map((v) => ({ userId: me.user.id, videoId: v.id, url: `https://www.youtube.com/watch?v=${v.id}`, title: `YouTube video ${v.id}`, needsDetails: true })),
      );

      dataApi.fake.reset();
      await jobRunner(keyed).run({ type: 'refresh-details', userId: me.user.id, attempt: 0 });
      expect(dataApi.fake.requestCount('videos')).toBe(2);
      expect(oembed.fake.requests).toEqual([]);
      const rows = await keyed.db.select().from(bookmarks).where(eq(bookmarks.userId, me.user.id));
      expect(rows).toHaveLength(60);
      expect(rows.filter((r) => r.needsDetails)).toEqual([]);
      expect(rows.find((r) => r.videoId === potatoes.id)).toMatchObject({ title: potatoes.title, duration: '12:41', durationSeconds: 761, views: potatoes.viewCount, channel: 'Hearth & Pan' });
      expect(rows.find((r) => r.videoId === notEmbeddable.id)).toMatchObject({ embeddable: false, title: notEmbeddable.title });
    });
  });
});

describe('the in-process queue', () => {
  it('runs a delayed message after its delay, not before', async () => {
    vi.useFakeTimers();
    try {
      const ran: JobMessage[] = [];
      const queue = createInProcessQueue(async (job) => void ran.push(job));
      const job: JobMessage = { type: 'refresh-details', userId: '00000000-0000-4000-8000-000000000000', attempt: 1 };
      await queue.send(job, { delaySeconds: 60 });
      await vi.advanceTimersByTimeAsync(59_000);
      await queue.idle();
      expect(ran).toEqual([]);
      await vi.advanceTimersByTimeAsync(1_000);
      await queue.idle();
      expect(ran).toEqual([job]);
    } finally {
      vi.useRealTimers();
    }
  });
});
