// The video availability check on the Node side: the checker job against the fake Data API and the
// fake oEmbed (the production clients), through the API's bookmark list. The Worker's Cron
// Trigger and Queue run it in tests/worker/worker-availability.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { addQuotaUse, availabilityOf } from '../../db/queries/availability.ts';
import { fakeVideos } from '../../functions/dev/fake-youtube.ts';
import { checkEverythingNow, runAvailabilityCheck, scheduleAvailabilityChecks } from '../../functions/jobs/availability-check.ts';
import { consumeJob } from '../../functions/jobs/consumer.ts';
import { utcDay } from '../../functions/lib/visitors.ts';
import { type ApiContext, callJson, createApiContext, signInAs } from '../support/api-context.ts';
import { createBookmark } from '../support/builders.ts';
import { databaseKinds } from '../support/databases.ts';
import { startFakeYouTubeServer } from '../support/fake-services.ts';
import { startFakeOEmbed } from '../support/oembed-servers.ts';

const DAY = 24 * 3600 * 1000;
const ids = fakeVideos.filter((v) => v.embeddable).map((v) => v.id);

/** Runs one tick of the schedule and every batch it queued, as the in-process queue would. */
async function runTick(ctx: ApiContext) {
  ctx.sentJobs.length = 0;
  const batches = await scheduleAvailabilityChecks(ctx.deps);
  for (const job of ctx.sentJobs.splice(0)) await consumeJob(ctx.deps, job);
  return batches;
}

async function availabilityShown(person: Awaited<ReturnType<typeof signInAs>>, videoId: string) {
  const { body } = await person.get('/api/bookmarks?limit=100');
  return (body as { videoId: string; availability: unknown }[]).find((b) => b.videoId === videoId)?.availability;
}

describe.each(databaseKinds)('the availability check with a Data API key, on %s', (kind) => {
  let youtube: Awaited<ReturnType<typeof startFakeYouTubeServer>>;
  let ctx: ApiContext;
  let now = new Date('2026-06-01T10:00:00Z');
  const later = (ms: number) => ctx.setNow((now = new Date(now.getTime() + ms)));

  beforeAll(async () => {
    youtube = await startFakeYouTubeServer();
    ctx = await createApiContext(kind, youtube.env);
    ctx.setNow(now);
  });
  afterAll(async () => {
    await ctx?.close();
    await youtube?.close();
  });

  it('marks a video YouTube leaves out (private or deleted: videos.list does not say which) unavailable, marks region-blocked and non-embeddable ones, and asks about a video two people saved once', async () => {
    const ada = await signInAs(ctx, 'ada@example.com');
    const bob = await signInAs(ctx, 'bob@example.com');
    const [priv, gone, blocked, noEmbed, fine] = ids.slice(0, 5) as [string, string, string, string, string];
    for (const videoId of [priv, gone, blocked, noEmbed, fine]) await createBookmark(ctx.db, ada.user, { videoId, title: `Saved ${videoId}` });
    await createBookmark(ctx.db, bob.user, { videoId: priv, title: 'Bob saved it too' });
    youtube.fake.availability.mark(priv, { status: 'private' });
    youtube.fake.availability.mark(gone, { status: 'deleted' });
    youtube.fake.availability.mark(blocked, { status: 'blocked', regions: ['KR', 'de'] });
    youtube.fake.availability.mark(noEmbed, { status: 'not_embeddable' });
    const before = youtube.fake.requests.length;

    expect(await runTick(ctx)).toBe(1);

    const asked = youtube.fake.requests.slice(before).flatMap((r) => (r.endpoint === 'videos' ? r.params.id!.split(',') : []));
    expect(asked.filter((id) => id === priv)).toHaveLength(1);
    expect(youtube.fake.requests.slice(before).every((r) => r.params.part === 'status,contentDetails')).toBe(true);
    expect(await availabilityShown(ada, priv)).toMatchObject({ status: 'unavailable' });
    expect(await availabilityShown(bob, priv)).toMatchObject({ status: 'unavailable' });
    expect(await availabilityShown(ada, gone)).toMatchObject({ status: 'unavailable' });
    expect(await availabilityShown(ada, blocked)).toMatchObject({ status: 'blocked', blockedRegions: ['DE', 'KR'], allowedRegions: null });
    expect(await availabilityShown(ada, noEmbed)).toMatchObject({ status: 'not_embeddable' });
    expect(await availabilityShown(ada, fine)).toBeNull();
    // The saved title stays what it was.
    const { body } = await ada.get('/api/bookmarks?limit=100');
    expect(body.find((b: { videoId: string }) => b.videoId === gone).title).toBe(`Saved ${gone}`);

    // The Unavailable filter: everything that does not play in the viewer's region.
    const inKorea = await ada.get('/api/bookmarks?unavailable=true&region=kr');
    expect(inKorea.body.map((b: { videoId: string }) => b.videoId).sort()).toEqual([priv, gone, blocked, noEmbed].sort());
    const inFrance = await ada.get('/api/bookmarks?unavailable=true&region=FR');
    expect(inFrance.body.map((b: { videoId: string }) => b.videoId).sort()).toEqual([priv, gone, noEmbed].sort());
    expect((await ada.get('/api/bookmarks?unavailable=true&region=KOR')).status).toBe(400);

    // A week on, a video made public again plays again; until then nothing is due.
    expect(await runTick(ctx)).toBe(0);
    youtube.fake.availability.mark(priv, { status: 'available' });
    later(7 * DAY + 1000);
    await runTick(ctx);
    expect(await availabilityShown(ada, priv)).toBeNull();
    const [row] = await availabilityOf(ctx.db, [priv]);
    expect(row!.changedAt!.getTime()).toBe(now.getTime());
  });

  it('never marks anything when YouTube fails or times out, and asks again after a growing back-off', async () => {
    const cy = await signInAs(ctx, 'cy@example.com');
    const videoId = ids[10]!;
    await createBookmark(ctx.db, cy.user, { videoId });
    youtube.fake.availability.mark(videoId, { status: 'deleted' });

    const waits: number[] = [];
    for (const failure of [() => youtube.fake.setMode('down'), () => youtube.fake.failNext(429, 'rateLimitExceeded'), () => youtube.fake.setMode('quota')]) {
      failure();
      const run = await runAvailabilityCheck(ctx.deps);
      youtube.fake.setMode('ok');
      expect(run.checked).toBe(0);
      expect(run.deferred).toBeGreaterThan(0);
      const [row] = await availabilityOf(ctx.db, [videoId]);
      expect(row!.status).toBe('available');
      expect(row!.checkedAt).toBeNull();
      // Waiting: the next check, right away, leaves it alone.
      expect((await runAvailabilityCheck(ctx.deps)).checked).toBe(0);
      waits.push(row!.retryAfter!.getTime() - now.getTime());
      later(waits.at(-1)!);
    }
    // 15 minutes after the first failure, 30 after the second, an hour after the third.
    expect(waits).toEqual([15, 30, 60].map((m) => m * 60_000));
    await runAvailabilityCheck(ctx.deps);
    const [checked] = await availabilityOf(ctx.db, [videoId]);
    expect(checked).toMatchObject({ status: 'unavailable', failures: 0, retryAfter: null });
    expect(await availabilityShown(cy, videoId)).toMatchObject({ status: 'unavailable' });
  });

  it('stays inside the daily quota: with it spent, YouTube is not asked until the next day', async () => {
    const dee = await signInAs(ctx, 'dee@example.com');
    const videoId = ids[12]!;
    await createBookmark(ctx.db, dee.user, { videoId });
    youtube.fake.availability.mark(videoId, { status: 'private' });
    await addQuotaUse(ctx.db, utcDay(now), ctx.config.availability.dailyQuota);
    const before = youtube.fake.requestCount('videos');
    expect(await runTick(ctx)).toBe(0);
    expect(await runAvailabilityCheck(ctx.deps)).toMatchObject({ checked: 0, quotaSpent: true });
    expect(youtube.fake.requestCount('videos')).toBe(before);
    later(DAY);
    expect(await runTick(ctx)).toBe(1);
    expect(await availabilityShown(dee, videoId)).toMatchObject({ status: 'unavailable' });
  });

  it('counts unavailable videos on the stats screen where the viewer is, and hides gone ones from visitors of the public page but not from its owner', async () => {
    const gil = await signInAs(ctx, 'gil@example.com');
    const [gone, blocked, fine] = ids.slice(30, 33) as [string, string, string];
    for (const videoId of [gone, blocked, fine]) await createBookmark(ctx.db, gil.user, { videoId });
    youtube.fake.availability.mark(gone, { status: 'deleted' });
    youtube.fake.availability.mark(blocked, { status: 'blocked', regions: ['KR'] });
    await checkEverythingNow(ctx.deps);

    expect((await gil.get('/api/stats?region=KR')).body.unavailableBookmarks).toBe(2);
    expect((await gil.get('/api/stats?region=fr')).body.unavailableBookmarks).toBe(1);
    expect((await gil.get('/api/stats')).body).toMatchObject({ totalBookmarks: 3, unavailableBookmarks: 1 });
    expect((await gil.get('/api/stats?region=Korea')).status).toBe(400);

    await ctx.db.update(users).set({ handle: 'gil-shelf', isPublic: true }).where(eq(users.id, gil.user.id));
    const visitor = await signInAs(ctx, 'visitor@example.com');
    const shown = async (person: typeof gil) => {
      const { body } = await person.get('/api/public/gil-shelf');
      return { videos: (body.bookmarks as { videoId: string }[]).map((b) => b.videoId).sort(), count: body.user.bookmarkCount };
    };
    expect(await shown(visitor)).toEqual({ videos: [blocked, fine].sort(), count: 2 });
    expect(await shown(gil)).toEqual({ videos: [gone, blocked, fine].sort(), count: 3 });
    // The owner's page says why, as the library does (badge, player message, Play All skipping
    // it); a visitor learns of the region block only.
    const why = async (person: typeof gil) => {
      const { body } = await person.get('/api/public/gil-shelf');
      return Object.fromEntries((body.bookmarks as { videoId: string; availability: { status: string } | null }[]).map((b) => [b.videoId, b.availability?.status ?? null]));
    };
    expect(await why(gil)).toEqual({ [gone]: 'unavailable', [blocked]: 'blocked', [fine]: null });
    expect(await why(visitor)).toEqual({ [blocked]: 'blocked', [fine]: null });
    const anonymous = await callJson(ctx.browser(), 'GET', '/api/public/gil-shelf');
    expect((anonymous.body.bookmarks as { videoId: string }[]).map((b) => b.videoId)).not.toContain(gone);
  });

  it("shows admins the videos gone unavailable this week and the checker's quota use today", async () => {
    const admin = await signInAs(ctx, 'admin@example.com');
    const hal = await signInAs(ctx, 'hal@example.com');
    const before = (await admin.get('/api/admin/stats')).body;
    expect(before.checkerDailyQuota).toBe(ctx.config.availability.dailyQuota);
    const [gone, fine] = ids.slice(40, 42) as [string, string];
    for (const videoId of [gone, fine]) await createBookmark(ctx.db, hal.user, { videoId });
    youtube.fake.availability.mark(gone, { status: 'deleted' });
    await runAvailabilityCheck(ctx.deps);
    const after = (await admin.get('/api/admin/stats')).body;
    expect(after.goneUnavailable).toBe(before.goneUnavailable + 1);
    expect(after.checkerQuotaUsed).toBe(before.checkerQuotaUsed + 1);
    expect((await hal.get('/api/admin/stats')).status).toBe(403);
  });

  it('checks the least recently checked videos first, in batches of 50', async () => {
    const eve = await signInAs(ctx, 'eve@example.com');
    const many = Array.from({ length: 120 }, (_, i) => `avail${String(i).padStart(6, '0')}`);
    for (const videoId of many) await createBookmark(ctx.db, eve.user, { videoId });
    const before = youtube.fake.requests.length;
    const run = await runAvailabilityCheck(ctx.deps);
    expect(run.checked).toBe(50);
    const asked = youtube.fake.requests.slice(before)[0]!.params.id!.split(',');
    expect(asked).toHaveLength(50);
    // Never checked before: ids the fake does not know are left out, so unavailable.
    expect(run.changed).toHaveLength(50);
    expect(await runTick(ctx)).toBe(2);
    const rows = await availabilityOf(ctx.db, many);
    expect(rows.every((r) => r.checkedAt !== null && r.status === 'unavailable')).toBe(true);
  });
});

describe.each(databaseKinds)('the availability check without a key (oEmbed), on %s', (kind) => {
  let oembed: Awaited<ReturnType<typeof startFakeOEmbed>>;
  let ctx: ApiContext;

  beforeAll(async () => {
    oembed = await startFakeOEmbed();
    ctx = await createApiContext(kind, { YOUTUBE_OEMBED_URL: oembed.url });
  });
  afterAll(async () => {
    await ctx?.close();
    await oembed?.close();
  });

  it("takes 404 for unavailable (private or deleted: oEmbed cannot tell which), 401 for not embeddable, and a 503 or a closed port for nothing", async () => {
    const fay = await signInAs(ctx, 'fay@example.com');
    const [gone, noEmbed, fine, deleted] = ids.slice(20, 24) as [string, string, string, string];
    for (const videoId of [gone, noEmbed, fine, deleted]) await createBookmark(ctx.db, fay.user, { videoId });
    oembed.fake.availability.mark(gone, { status: 'private' });
    oembed.fake.availability.mark(deleted, { status: 'deleted' });
    oembed.fake.availability.mark(noEmbed, { status: 'not_embeddable' });

    oembed.fake.setMode('down');
    expect(await runAvailabilityCheck(ctx.deps)).toMatchObject({ checked: 0, deferred: 4 });
    oembed.fake.setMode('ok');
    await oembed.stop();
    ctx.setNow(new Date(Date.now() + 20 * 60_000));
    expect(await runAvailabilityCheck(ctx.deps)).toMatchObject({ checked: 0, deferred: 4 });
    expect((await availabilityOf(ctx.db, [gone, noEmbed, fine, deleted])).every((r) => r.status === 'available' && r.checkedAt === null)).toBe(true);

    await oembed.start();
    ctx.setNow(new Date(Date.now() + 2 * 3600_000));
    expect(await runAvailabilityCheck(ctx.deps)).toMatchObject({ checked: 4, deferred: 0 });
    // Private and deleted look the same to oEmbed: neither is claimed.
    expect(await availabilityShown(fay, gone)).toMatchObject({ status: 'unavailable' });
    expect(await availabilityShown(fay, deleted)).toMatchObject({ status: 'unavailable' });
    expect(await availabilityShown(fay, noEmbed)).toMatchObject({ status: 'not_embeddable' });
    expect(await availabilityShown(fay, fine)).toBeNull();
    // Unavailable is gone like the others: counted, filtered, hidden from visitors.
    expect((await fay.get('/api/stats')).body.unavailableBookmarks).toBe(3);
    await ctx.db.update(users).set({ handle: 'fay-shelf', isPublic: true }).where(eq(users.id, fay.user.id));
    const visitor = await callJson(ctx.browser(), 'GET', '/api/public/fay-shelf');
    expect((visitor.body.bookmarks as { videoId: string }[]).map((b) => b.videoId)).toEqual([fine]);
  });
});
