import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { type AutoBookmarkJob, autoBookmarkJobs, bookmarkCategories, bookmarks, categories } from '../schema.ts';

export type RecentBookmark = AutoBookmarkJob['recentBookmarks'][number];

export interface NewJob {
  memberId: string;
  categoryId: string;
  topic: string;
  region: string;
  language: string | null;
  targetCount: number;
}

/** One run: a job row per category, in the order given (spec 2 §4 processes them in order). */
export async function createRun(db: Database, jobs: NewJob[]): Promise<{ runId: string; jobs: AutoBookmarkJob[] }> {
  const runId = crypto.randomUUID();
  const rows = jobs.length ? await db.insert(autoBookmarkJobs).values(jobs.map((j, position) => ({ ...j, runId, position }))).returning() : [];
  return { runId, jobs: rows.sort((a, b) => a.position - b.position) };
}

/** The run's rows in order, with each category's current name. */
export async function listRunJobs(db: Database, runId: string) {
  return db
    .select({ job: autoBookmarkJobs, categoryName: categories.name })
    .from(autoBookmarkJobs)
    .innerJoin(categories, eq(categories.id, autoBookmarkJobs.categoryId))
    .where(eq(autoBookmarkJobs.runId, runId))
    .orderBy(asc(autoBookmarkJobs.position), asc(autoBookmarkJobs.createdAt));
}

/** Runs with work left (Node host start-up re-queues them). */
export async function unfinishedRunIds(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ runId: autoBookmarkJobs.runId })
    .from(autoBookmarkJobs)
    .where(inArray(autoBookmarkJobs.status, ['pending', 'in_progress']));
  return rows.map((r) => r.runId);
}

/** Claims a row for work: pending → in_progress, or resumes an in_progress one. False when done. */
export async function startJob(db: Database, jobId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(autoBookmarkJobs)
    .set({ status: 'in_progress', startedAt: sql`coalesce(${autoBookmarkJobs.startedAt}, ${now.toISOString()}::timestamptz)`, error: null })
    .where(and(eq(autoBookmarkJobs.id, jobId), inArray(autoBookmarkJobs.status, ['pending', 'in_progress'])))
    .returning({ id: autoBookmarkJobs.id });
  return rows.length > 0;
}

export async function finishJob(
  db: Database,
  jobId: string,
  result: { status: 'completed' | 'failed'; bookmarksCreated: number; videosFound: number; recentBookmarks: RecentBookmark[]; error: string | null; now: Date },
) {
  await db
    .update(autoBookmarkJobs)
    .set({
      status: result.status,
      bookmarksCreated: result.bookmarksCreated,
      videosFound: result.videosFound,
      recentBookmarks: result.recentBookmarks,
      error: result.error,
      finishedAt: result.now,
    })
    .where(eq(autoBookmarkJobs.id, jobId));
}

/** Progress while a category runs, so the polling screen sees counts grow. */
export async function recordProgress(db: Database, jobId: string, progress: { bookmarksCreated: number; videosFound: number; recentBookmarks: RecentBookmark[] }) {
  await db.update(autoBookmarkJobs).set(progress).where(eq(autoBookmarkJobs.id, jobId));
}

/** How many bookmarks of the member sit in the category (a resumed job counts what exists). */
export async function countCategoryBookmarks(db: Database, memberId: string, categoryId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookmarkCategories)
    .innerJoin(bookmarks, eq(bookmarks.id, bookmarkCategories.bookmarkId))
    .where(and(eq(bookmarkCategories.categoryId, categoryId), eq(bookmarks.userId, memberId)));
  return row?.n ?? 0;
}

/** The category's most recent bookmarks, as the result card shows them. */
export async function recentCategoryBookmarks(db: Database, memberId: string, categoryId: string, limit = 3): Promise<RecentBookmark[]> {
  const rows = await db
    .select({ bookmarkId: bookmarks.id, title: bookmarks.title, channelTitle: bookmarks.channel, viewCount: bookmarks.views })
    .from(bookmarkCategories)
    .innerJoin(bookmarks, eq(bookmarks.id, bookmarkCategories.bookmarkId))
    .where(and(eq(bookmarkCategories.categoryId, categoryId), eq(bookmarks.userId, memberId)))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
    .limit(limit);
  return rows;
}

export interface FoundVideo {
  videoId: string;
  title: string;
  thumbnail: string;
  channel: string | null;
  views: number | null;
  duration: string | null;
  publishedAt: Date | null;
}

/**
 * Saves a found video as the member's bookmark in the category. A video the member already has is
 * linked to the category rather than duplicated (unique (user_id, video_id)), unless it is in
 * another of the member's categories already: one persona's categories do not repeat each other
 * (a person may still put a video in two by hand). True when the category gained a bookmark.
 */
export async function addVideoToCategory(db: Database, memberId: string, categoryId: string, video: FoundVideo): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(bookmarks)
      .values({
        userId: memberId,
        videoId: video.videoId,
        url: `https://www.youtube.com/watch?v=${video.videoId}`,
        title: video.title || video.videoId,
        thumbnail: video.thumbnail,
        channel: video.channel,
        views: video.views,
        duration: video.duration,
        publishedAt: video.publishedAt,
        embeddable: true,
      })
      .onConflictDoNothing({ target: [bookmarks.userId, bookmarks.videoId] })
      .returning({ id: bookmarks.id });
    const bookmarkId =
      inserted?.id ??
      (await tx.select({ id: bookmarks.id }).from(bookmarks).where(and(eq(bookmarks.userId, memberId), eq(bookmarks.videoId, video.videoId))).limit(1))[0]?.id;
    if (!bookmarkId) return false;
    if (!inserted) {
      const [elsewhere] = await tx
        .select({ categoryId: bookmarkCategories.categoryId })
        .from(bookmarkCategories)
        .where(and(eq(bookmarkCategories.bookmarkId, bookmarkId), ne(bookmarkCategories.categoryId, categoryId)))
        .limit(1);
      if (elsewhere) return false;
    }
    const linked = await tx.insert(bookmarkCategories).values({ bookmarkId, categoryId }).onConflictDoNothing().returning({ b: bookmarkCategories.bookmarkId });
    return linked.length > 0;
  });
}
