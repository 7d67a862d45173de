import { addQuotaUse, claimDueVideos, countDueVideos, deferVideos, quotaUsed, recordVerdicts } from '../../db/queries/availability.ts';
import type { Deps } from '../deps.ts';
import { utcDay } from '../lib/visitors.ts';

/** Each saved video is asked about about once a week. */
export const CHECK_INTERVAL_MS = 7 * 24 * 3600 * 1000;
/**
 * Batches one tick queues at most. Ticks come hourly (the Cron Trigger in wrangler.toml, the Node
 * host's timer: AVAILABILITY_SCHEDULE_SECONDS): with the Data API 2,000 videos an hour (336,000 a
 * week), with oEmbed 800 (134,400 a week), each batch one small queue message.
 */
export const MAX_BATCHES_PER_TICK = 40;
/** How long a batch keeps its videos from other checks; a check that dies frees them after it. */
const LEASE_MS = 10 * 60_000;

const dueBefore = (now: Date) => new Date(now.getTime() - CHECK_INTERVAL_MS);

/** Units left today under AVAILABILITY_DAILY_QUOTA (oEmbed has no quota: unbounded). */
async function quotaLeft(deps: Deps, now: Date): Promise<number> {
  if (deps.availability.source !== 'data-api') return Infinity;
  return Math.max(0, deps.config.availability.dailyQuota - (await quotaUsed(deps.db, utcDay(now))));
}

/**
 * One tick of the schedule (the Worker's Cron Trigger, the Node host's timer): one queue message
 * per batch of due videos, bounded per tick and by the quota left today. Returns the batches sent.
 */
export async function scheduleAvailabilityChecks(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const batchSize = deps.availability.batchSize;
  const maxBatches = Math.min(MAX_BATCHES_PER_TICK, await quotaLeft(deps, now));
  if (maxBatches <= 0) return 0;
  const due = await countDueVideos(deps.db, dueBefore(now), now, maxBatches * batchSize);
  const batches = Math.ceil(due / batchSize);
  for (let i = 0; i < batches; i++) await deps.queue.send({ type: 'availability-check' });
  return batches;
}

export interface AvailabilityCheckResult {
  checked: number;
  changed: string[];
  /** Videos YouTube did not answer for: unchanged, tried again after a back-off. */
  deferred: number;
  /** Nothing was asked: today's quota is spent. */
  quotaSpent: boolean;
}

/**
 * Checks one batch of due videos (one queue message). What YouTube answers is recorded; a video it
 * did not answer for (a timeout, 5xx, 429, a quota refusal) keeps its state and waits, longer after
 * each failure: a failure is never taken to mean the video is gone. `dueBefore` now checks every
 * video not checked since that moment (the dev trigger).
 */
export async function runAvailabilityCheck(deps: Deps, options: { dueBefore?: Date } = {}): Promise<AvailabilityCheckResult> {
  const { db, clock, availability } = deps;
  const now = clock.now();
  if ((await quotaLeft(deps, now)) <= 0) return { checked: 0, changed: [], deferred: 0, quotaSpent: true };
  const ids = await claimDueVideos(db, { dueBefore: options.dueBefore ?? dueBefore(now), now, leaseUntil: new Date(now.getTime() + LEASE_MS), limit: availability.batchSize });
  if (ids.length === 0) return { checked: 0, changed: [], deferred: 0, quotaSpent: false };

  const { verdicts, units, failure } = await availability.check(ids);
  await addQuotaUse(db, utcDay(now), units);
  const answered = [...verdicts].map(([videoId, v]) => ({ videoId, ...v }));
  const changed = await recordVerdicts(db, clock.now(), answered);
  const unanswered = ids.filter((id) => !verdicts.has(id));
  await deferVideos(db, clock.now(), unanswered);
  if (failure) console.warn(`Availability check: YouTube did not answer for ${unanswered.length} video(s) (${failure.reason}); they wait and are asked again.`);
  return { checked: answered.length, changed, deferred: unanswered.length, quotaSpent: false };
}

/** Dev mode: every saved video checked now, batch after batch, whenever it was last checked. */
export async function checkEverythingNow(deps: Deps): Promise<AvailabilityCheckResult> {
  const since = deps.clock.now();
  const total: AvailabilityCheckResult = { checked: 0, changed: [], deferred: 0, quotaSpent: false };
  for (;;) {
    const run = await runAvailabilityCheck(deps, { dueBefore: since });
    total.checked += run.checked;
    total.changed.push(...run.changed);
    total.deferred += run.deferred;
    total.quotaSpent ||= run.quotaSpent;
    // Nothing left, or YouTube stopped answering (what waits is asked again after its back-off).
    if (run.checked === 0 || run.deferred > 0) return total;
  }
}
