import {
  addVideoToCategory,
  countCategoryBookmarks,
  finishJob,
  listRunJobs,
  recentCategoryBookmarks,
  recordProgress,
  startJob,
} from '../../db/queries/auto-bookmark-jobs.ts';
import type { AutoBookmarkJob } from '../../db/schema.ts';
import type { Deps } from '../deps.ts';
import { UpstreamError } from '../services/youtube.ts';

/** Spec 2 §9: one second between categories. */
export const CATEGORY_SPACING_MS = 1000;
/** Search pages asked for per category before giving up on reaching the target. */
export const MAX_SEARCH_PAGES = 4;
const PAGE_SIZE = 25;
/** Attempts per category when YouTube fails, before the category is marked failed. */
export const CATEGORY_ATTEMPTS = 3;
const RECENT_SHOWN = 3;

export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface AutoBookmarkOptions {
  /** Injectable so tests run on a fake clock. */
  sleep?: Sleep;
}

/**
 * Runs one auto-bookmarking run (DESIGN §7): the run's categories in position order, at least 1 s
 * apart. Completed and failed rows are skipped, so a redelivered message does no work twice; a row
 * left in_progress by a crash is resumed, counting the bookmarks already there. YouTube failures
 * are retried per category and then recorded on the row; anything else (the database) throws, so
 * the queue redelivers the message.
 */
export async function runAutoBookmark(deps: Deps, runId: string, options: AutoBookmarkOptions = {}): Promise<void> {
  const sleep = options.sleep ?? realSleep;
  const rows = await listRunJobs(deps.db, runId);
  let processed = 0;
  for (const { job } of rows) {
    if (job.status === 'completed' || job.status === 'failed') continue;
    if (processed > 0) await sleep(CATEGORY_SPACING_MS);
    processed++;
    if (!(await startJob(deps.db, job.id, deps.clock.now()))) continue;
    await runCategory(deps, job, sleep);
  }
}

async function runCategory(deps: Deps, job: AutoBookmarkJob, sleep: Sleep): Promise<void> {
  let lastError: UpstreamError | null = null;
  for (let attempt = 1; attempt <= CATEGORY_ATTEMPTS; attempt++) {
    try {
      const result = await fillCategory(deps, job);
      await finishJob(deps.db, job.id, { status: 'completed', error: null, now: deps.clock.now(), ...result });
      return;
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
      lastError = err;
      console.warn(`Auto-bookmark job ${job.id}: attempt ${attempt} failed: ${err.message}`);
      if (err.reason === 'unconfigured') break;
      if (attempt < CATEGORY_ATTEMPTS) await sleep(CATEGORY_SPACING_MS * 2 ** attempt);
    }
  }
  const db = deps.db;
  await finishJob(db, job.id, {
    status: 'failed',
    error: lastError?.message ?? 'Failed to create bookmarks',
    now: deps.clock.now(),
    bookmarksCreated: await countCategoryBookmarks(db, job.memberId, job.categoryId),
    videosFound: job.videosFound,
    recentBookmarks: await recentCategoryBookmarks(db, job.memberId, job.categoryId, RECENT_SHOWN),
  });
}

/** Searches page by page until the category holds targetCount bookmarks or results run out. */
async function fillCategory(deps: Deps, job: AutoBookmarkJob) {
  const { db, youtube } = deps;
  let inCategory = await countCategoryBookmarks(db, job.memberId, job.categoryId);
  let videosFound = 0;
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_SEARCH_PAGES && inCategory < job.targetCount; page++) {
    const { items, nextPageToken } = await youtube.search(job.topic, {
      regionCode: job.region,
      relevanceLanguage: job.language ?? undefined,
      maxResults: PAGE_SIZE,
      pageToken,
    });
    // search() keeps only videos that videos.list still knows (available) and that embed.
    const usable = items.filter((v) => v.embeddable !== false);
    videosFound += usable.length;
    for (const video of usable) {
      if (inCategory >= job.targetCount) break;
      const added = await addVideoToCategory(db, job.memberId, job.categoryId, {
        videoId: video.id,
        title: video.title,
        thumbnail: video.thumbnail,
        channel: video.channel,
        views: video.views,
        duration: video.duration,
        publishedAt: video.publishedAt ? new Date(video.publishedAt) : null,
      });
      if (added) inCategory++;
    }
    await recordProgress(db, job.id, {
      bookmarksCreated: inCategory,
      videosFound,
      recentBookmarks: await recentCategoryBookmarks(db, job.memberId, job.categoryId, RECENT_SHOWN),
    });
    if (!nextPageToken) break;
    pageToken = nextPageToken;
  }
  return {
    bookmarksCreated: inCategory,
    videosFound,
    recentBookmarks: await recentCategoryBookmarks(db, job.memberId, job.categoryId, RECENT_SHOWN),
  };
}
