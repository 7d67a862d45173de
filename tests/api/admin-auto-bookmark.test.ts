import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { unfinishedRunIds } from '../../db/queries/auto-bookmark-jobs.ts';
import { createRun } from '../../db/queries/auto-bookmark-jobs.ts';
import { autoBookmarkJobs, bookmarkCategories, bookmarks, type Category, type User } from '../../db/schema.ts';
import { CATEGORY_ATTEMPTS, CATEGORY_SPACING_MS } from '../../functions/jobs/auto-bookmark.ts';
import { consumeJob } from '../../functions/jobs/consumer.ts';
import { createInProcessQueue } from '../../functions/jobs/in-process-queue.ts';
import { type ApiContext, createApiContext, signInAs } from '../support/api-context.ts';
import { createBookmark, createCategory, createUser } from '../support/builders.ts';
import { databaseKinds } from '../support/databases.ts';
import { startFakeYouTubeServer } from '../support/fake-services.ts';

describe.each(databaseKinds)('auto-bookmarking consumer on %s', (kind) => {
  let ctx: ApiContext;
  let youtube: Awaited<ReturnType<typeof startFakeYouTubeServer>>;
  beforeAll(async () => {
    youtube = await startFakeYouTubeServer();
    ctx = await createApiContext(kind, youtube.env);
  });
  afterAll(async () => {
    await ctx.close();
    await youtube.close();
  });

  // A fake clock: sleeping moves it forward instantly, and every test starts an hour later so the
  // YouTube client's 10-minute search cache never carries over between tests.
  let now = new Date('2031-01-01T00:00:00Z');
  const sleeps: number[] = [];
  const sleep = async (ms: number) => {
    sleeps.push(ms);
    now = new Date(now.getTime() + ms);
    ctx.setNow(now);
  };
  afterEach(() => {
    youtube.fake.reset();
    sleeps.length = 0;
    now = new Date(now.getTime() + 3_600_000);
    ctx.setNow(now);
  });

  let n = 0;
  async function memberWith(names: string[]): Promise<{ member: User; categories: Category[] }> {
    const member = await createUser(ctx.db, { email: null, googleSub: null, isVirtual: true, handle: `auto-${kind}-${++n}` });
    const categories = [];
    for (const [i, name] of names.entries()) categories.push(await createCategory(ctx.db, member, { name, displayOrder: i }));
    return { member, categories };
  }
  async function startRun(member: User, categories: Category[], targetCount = 10) {
    const { runId } = await createRun(
      ctx.db,
      categories.map((c) => ({ memberId: member.id, categoryId: c.id, topic: c.name, region: 'US', language: 'en', targetCount })),
    );
    return runId;
  }
  const jobsOf = async (runId: string) => (await ctx.db.select().from(autoBookmarkJobs).where(eq(autoBookmarkJobs.runId, runId))).sort((a, b) => a.position - b.position);
  const linkedCount = async (member: User, category: Category) =>
    (await ctx.db.select().from(bookmarkCategories).innerJoin(bookmarks, eq(bookmarks.id, bookmarkCategories.bookmarkId)).where(and(eq(bookmarkCategories.categoryId, category.id), eq(bookmarks.userId, member.id)))).length;

  it('fills each category in position order, at least 1 s apart, up to the target count', async () => {
    ctx.setNow(now);
    const { member, categories } = await memberWith(['Cooking Essentials', 'Music Highlights', 'Travel Vlogs']);
    const runId = await startRun(member, categories);
    await consumeJob(ctx.deps, { type: 'auto-bookmark', runId }, { sleep });

    const jobs = await jobsOf(runId);
    expect(jobs.map((j) => j.status)).toEqual(['completed', 'completed', 'completed']);
    expect(sleeps).toEqual([CATEGORY_SPACING_MS, CATEGORY_SPACING_MS]);
    for (let i = 1; i < jobs.length; i++) {
      expect(jobs[i]!.startedAt!.getTime() - jobs[i - 1]!.finishedAt!.getTime()).toBeGreaterThanOrEqual(CATEGORY_SPACING_MS);
    }
    const searches = youtube.fake.requests.filter((r) => r.endpoint === 'search');
    expect(searches.map((r) => r.params.q)).toEqual(['Cooking Essentials', 'Music Highlights', 'Travel Vlogs']);
    expect(searches[0]!.params).toMatchObject({ regionCode: 'US', relevanceLanguage: 'en', videoEmbeddable: 'true' });
    for (const [i, job] of jobs.entries()) {
      // The fake finds a handful of videos per topic: each becomes a bookmark, up to 10, unless an
      // earlier category has it already.
      expect(job.videosFound).toBeGreaterThan(3);
      expect(job.bookmarksCreated).toBeGreaterThan(3);
      expect(job.bookmarksCreated).toBeLessThanOrEqual(Math.min(10, job.videosFound));
      expect(await linkedCount(member, categories[i]!)).toBe(job.bookmarksCreated);
      expect(job.recentBookmarks).toHaveLength(3);
      expect(job.recentBookmarks[0]).toEqual({ bookmarkId: expect.any(String), title: expect.any(String), channelTitle: expect.any(String), viewCount: expect.any(Number) });
      expect(job.error).toBeNull();
    }
    // The member's bookmarks are embeddable and each video once, though searches share videos.
    const saved = await ctx.db.select().from(bookmarks).where(eq(bookmarks.userId, member.id));
    expect(new Set(saved.map((b) => b.videoId)).size).toBe(saved.length);
    expect(saved.every((b) => b.embeddable)).toBe(true);
  });

  it('does nothing twice when a message is delivered again', async () => {
    const { member, categories } = await memberWith(['Fitness Workouts']);
    const runId = await startRun(member, categories);
    await consumeJob(ctx.deps, { type: 'auto-bookmark', runId }, { sleep });
    const calls = youtube.fake.requests.length;
    const before = await ctx.db.select().from(bookmarks).where(eq(bookmarks.userId, member.id));
    await consumeJob(ctx.deps, { type: 'auto-bookmark', runId }, { sleep });
    expect(youtube.fake.requests.length).toBe(calls);
    expect(await ctx.db.select().from(bookmarks).where(eq(bookmarks.userId, member.id))).toHaveLength(before.length);
    expect((await jobsOf(runId))[0]).toMatchObject({ status: 'completed', bookmarksCreated: before.length });
  });

  // A topic nothing matches: the fake (like YouTube) still answers, with its most popular videos.
  const BROAD = 'Qzxv Miscellany';

  it('resumes a category left in progress by a crash, counting the bookmarks already there', async () => {
    const { member, categories } = await memberWith([BROAD]);
    const runId = await startRun(member, categories);
    for (let i = 0; i < 4; i++) await createBookmark(ctx.db, member, { categoryIds: [categories[0]!.id] });
    await ctx.db.update(autoBookmarkJobs).set({ status: 'in_progress', startedAt: now }).where(eq(autoBookmarkJobs.runId, runId));
    expect(await unfinishedRunIds(ctx.db)).toContain(runId);

    // What the Node host does at start-up: one message per unfinished run, through its queue.
    const queue = createInProcessQueue((job) => consumeJob(ctx.deps, job, { sleep }));
    for (const id of await unfinishedRunIds(ctx.db)) await queue.send({ type: 'auto-bookmark', runId: id });
    await queue.idle();

    expect((await jobsOf(runId))[0]).toMatchObject({ status: 'completed', bookmarksCreated: 10 });
    expect(await linkedCount(member, categories[0]!)).toBe(10);
    expect(await unfinishedRunIds(ctx.db)).not.toContain(runId);
  });

  it('links a video the member already has, outside any category, instead of duplicating it', async () => {
    const { member, categories } = await memberWith([BROAD]);
    const runId = await startRun(member, categories, 5);
    await consumeJob(ctx.deps, { type: 'auto-bookmark', runId }, { sleep });
    // Taken out of its category by hand: the video is the member's, in no category.
    await ctx.db.delete(bookmarkCategories).where(eq(bookmarkCategories.categoryId, categories[0]!.id));
    const all = await ctx.db.select().from(bookmarks).where(eq(bookmarks.userId, member.id));
    const second = await createCategory(ctx.db, member, { name: BROAD, displayOrder: 1 });
    const again = await startRun(member, [second], 5);
    await consumeJob(ctx.deps, { type: 'auto-bookmark', runId: again }, { sleep });
    expect(await ctx.db.select().from(bookmarks).where(eq(bookmarks.userId, member.id))).toHaveLength(all.length);
    expect(await linkedCount(member, second)).toBe(5);
  });

  it("never puts one video into two of a persona's categories, whose searches overlap", async () => {
    // Both names find the same cooking videos first; each category searches by its own name.
    const { member, categories } = await memberWith(['Food Highlights', 'Food Deep Dives']);
    const runId = await startRun(member, categories, 3);
    await consumeJob(ctx.deps, { type: 'auto-bookmark', runId }, { sleep });
    const searches = youtube.fake.requests.filter((r) => r.endpoint === 'search');
    expect(searches.map((r) => r.params.q)).toEqual(['Food Highlights', 'Food Deep Dives']);
    const jobs = await jobsOf(runId);
    expect(jobs.map((j) => [j.status, j.bookmarksCreated])).toEqual([['completed', 3], ['completed', 3]]);
    const videosOf = async (category: Category) =>
      (await ctx.db.select({ videoId: bookmarks.videoId }).from(bookmarkCategories).innerJoin(bookmarks, eq(bookmarks.id, bookmarkCategories.bookmarkId)).where(eq(bookmarkCategories.categoryId, category.id))).map((r) => r.videoId);
    const [first, second] = [await videosOf(categories[0]!), await videosOf(categories[1]!)];
    expect(first).toHaveLength(3);
    expect(second).toHaveLength(3);
    expect(first.filter((id) => second.includes(id))).toEqual([]);
  });

  it('pages through search results when the first page is not enough (bounded)', async () => {
    const { member, categories } = await memberWith([BROAD]);
    const runId = await startRun(member, categories, 50);
    await consumeJob(ctx.deps, { type: 'auto-bookmark', runId }, { sleep });
    const searches = youtube.fake.requests.filter((r) => r.endpoint === 'search');
    expect(searches.length).toBeGreaterThan(1);
    expect(searches.length).toBeLessThanOrEqual(4);
    expect(searches[1]!.params.pageToken).toBeTruthy();
    const [job] = await jobsOf(runId);
    expect(job).toMatchObject({ status: 'completed', bookmarksCreated: 50 });
    expect(await linkedCount(member, categories[0]!)).toBe(50);
  });

  it('retries a category when YouTube fails once, then completes it', async () => {
    const { member, categories } = await memberWith(['News Briefing']);
    const runId = await startRun(member, categories);
    youtube.fake.failNext(500);
    await consumeJob(ctx.deps, { type: 'auto-bookmark', runId }, { sleep });
    const [job] = await jobsOf(runId);
    expect(job).toMatchObject({ status: 'completed', error: null });
    expect(job!.bookmarksCreated).toBe(Math.min(10, job!.videosFound));
    expect(job!.bookmarksCreated).toBeGreaterThan(0);
  });

  it('marks a category failed with its message after the retries, and goes on with the next', async () => {
    const { member, categories } = await memberWith(['Tech Reviews', 'Travel Diaries']);
    const runId = await startRun(member, categories);
    youtube.fake.setMode('down');
    await consumeJob(ctx.deps, { type: 'auto-bookmark', runId }, { sleep });
    const jobs = await jobsOf(runId);
    expect(jobs.map((j) => [j.status, j.error])).toEqual([
      ['failed', 'YouTube is unavailable right now.'],
      ['failed', 'YouTube is unavailable right now.'],
    ]);
    expect(youtube.fake.requests.filter((r) => r.endpoint === 'search')).toHaveLength(2 * CATEGORY_ATTEMPTS);
    // Progress view: the admin's screen reads the same rows.
    const admin = await signInAs(ctx, 'admin@example.com');
    const view = await admin.get(`/api/admin/auto-bookmark-runs/${runId}`);
    expect(view.body.running).toBe(false);
    expect(view.body.categories.map((c: { status: string; error: string }) => [c.status, c.error])).toEqual([
      ['failed', 'YouTube is unavailable right now.'],
      ['failed', 'YouTube is unavailable right now.'],
    ]);
  });

  it('shows live progress to the admin as the run completes', async () => {
    const admin = await signInAs(ctx, 'admin@example.com');
    const created = await admin.send('POST', '/api/admin/virtual-members', {
      firstName: 'Live',
      handle: `live-${kind}-${++n}`,
      categories: [{ name: 'Cooking Recipes' }, { name: 'Yoga Stretching' }],
      autoBookmark: { region: 'US', language: 'en' },
    });
    const runId = created.body.runId as string;
    expect((await admin.get(`/api/admin/auto-bookmark-runs/${runId}`)).body.categories.map((c: { status: string }) => c.status)).toEqual(['pending', 'pending']);
    await consumeJob(ctx.deps, { type: 'auto-bookmark', runId }, { sleep });
    const view = (await admin.get(`/api/admin/auto-bookmark-runs/${runId}`)).body;
    expect(view.running).toBe(false);
    expect(view.categories.map((c: { categoryName: string; status: string }) => [c.categoryName, c.status])).toEqual([
      ['Cooking Recipes', 'completed'],
      ['Yoga Stretching', 'completed'],
    ]);
    expect(view.categories[0].bookmarksCreated).toBeGreaterThan(3);
    expect(view.categories[0].totalVideosFound).toBeGreaterThanOrEqual(view.categories[0].bookmarksCreated);
    expect(view.categories[0].bookmarks).toHaveLength(3);
  });
});
