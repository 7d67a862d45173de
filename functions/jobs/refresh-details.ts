import { bookmarksNeedingDetails, fillBookmarkDetails } from '../../db/queries/needs-details.ts';
import type { Deps } from '../deps.ts';
import { UpstreamError } from '../services/youtube.ts';
import { placeholderTitle } from '../lib/youtube-video.ts';

/** Tries before giving up; the Node host tries again at its next start. */
export const REFRESH_MAX_ATTEMPTS = 10;
/** The Data API takes 50 ids per call. */
const BATCH = 50;
/** Bookmarks per message; a user with more gets a follow-up message at once. */
const PER_RUN = 500;

/** The wait before the next try: 1, 2, 4 … minutes, at most 6 hours (Cloudflare Queues delay ≤ 12 h). */
export function refreshDelaySeconds(attempt: number): number {
  return Math.min(60 * 2 ** attempt, 6 * 3600);
}

/**
 * Fetches the details of one user's bookmarks that were saved while YouTube could not be reached
 * (`needs_details`), and clears the flag of each one YouTube answered for. While YouTube is still
 * out of reach it sends itself again later, with a growing delay, a bounded number of times.
 */
export async function refreshDetails(deps: Deps, job: { userId: string; attempt: number }): Promise<void> {
  const { db, videos, queue } = deps;
  const pending = await bookmarksNeedingDetails(db, job.userId, PER_RUN);
  let unreachable = false;
  for (let i = 0; i < pending.length && !unreachable; i += BATCH) {
    const batch = pending.slice(i, i + BATCH);
    let answered: Awaited<ReturnType<typeof videos.getVideos>>;
    try {
      answered = await videos.getVideos(batch.map((b) => b.videoId));
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
      unreachable = true;
      break;
    }
    for (const bookmark of batch) {
      if (!answered.has(bookmark.videoId)) unreachable = true;
      else await fillBookmarkDetails(db, job.userId, bookmark.id, placeholderTitle(bookmark.videoId), answered.get(bookmark.videoId)!);
    }
  }

  if (unreachable) {
    const attempt = job.attempt + 1;
    if (attempt >= REFRESH_MAX_ATTEMPTS) {
      console.warn(`Details of user ${job.userId}'s bookmarks: YouTube still unreachable after ${attempt} tries; giving up for now.`);
      return;
    }
    await queue.send({ type: 'refresh-details', userId: job.userId, attempt }, { delaySeconds: refreshDelaySeconds(attempt) });
  } else if (pending.length === PER_RUN) {
    await queue.send({ type: 'refresh-details', userId: job.userId, attempt: job.attempt });
  }
}
