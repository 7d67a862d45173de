import { type SQL, and, asc, count, eq, gte, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rowsOf } from '../rows.ts';
import type { AvailabilityView } from '../availability-view.ts';
import { type AvailabilityStatus, availabilityQuota, bookmarks, videoAvailability } from '../schema.ts';

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Checked before `dueBefore` (or never), not waiting on a lease or a back-off, and still saved by someone. */
function due(dueBefore: Date, now: Date) {
  return and(
    or(isNull(videoAvailability.checkedAt), lt(videoAvailability.checkedAt, dueBefore)),
    or(isNull(videoAvailability.retryAfter), lte(videoAvailability.retryAfter, now)),
    sql`exists (select 1 from ${bookmarks} where ${bookmarks.videoId} = ${videoAvailability.videoId})`,
  );
}

/**
 * Takes up to `limit` due videos, least-recently-checked first (the checked_at index), and leases
 * them until `leaseUntil` so a check running beside this one takes others. A check that dies
 * leaves its lease to run out; the videos are due again after it.
 */
export async function claimDueVideos(db: Database, { dueBefore, now, leaseUntil, limit }: { dueBefore: Date; now: Date; leaseUntil: Date; limit: number }): Promise<string[]> {
  const next = db
    .select({ videoId: videoAvailability.videoId })
    .from(videoAvailability)
    .where(due(dueBefore, now))
    .orderBy(sql`${videoAvailability.checkedAt} asc nulls first`)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db.update(videoAvailability).set({ retryAfter: leaseUntil }).where(inArray(videoAvailability.videoId, next)).returning({ videoId: videoAvailability.videoId });
  return rows.map((r) => r.videoId);
}

/** Due videos, counted up to `max` (the checked_at index stops there). */
export async function countDueVideos(db: Database, dueBefore: Date, now: Date, max: number): Promise<number> {
  const some = db.select({ one: sql`1` }).from(videoAvailability).where(due(dueBefore, now)).orderBy(sql`${videoAvailability.checkedAt} asc nulls first`).limit(max).as('some');
  const [row] = await db.select({ n: count() }).from(some);
  return Number(row?.n ?? 0);
}

/**
 * True once these videos' rows are locked for update in id order, the order a save or delete of
 * bookmarks share-locks them in (migration 0011): an uncorrelated subquery, so the update runs it
 * before touching any row, and the two never deadlock.
 */
function lockedInIdOrder(videoIds: string[]) {
  return sql`(select count(*) from (select 1 from video_availability l
    where l.video_id in (select value from jsonb_array_elements_text(${JSON.stringify(videoIds)}::jsonb)) order by l.video_id for update) s) >= 0`;
}

export interface RecordedVerdict {
  videoId: string;
  status: AvailabilityStatus;
  blockedRegions: string[] | null;
  allowedRegions: string[] | null;
}

/**
 * Writes what YouTube answered, in one statement: the state, checked now, the lease and any
 * back-off gone; `changed_at` moves only when the state differs from the one kept. Returns the ids
 * whose state changed.
 */
export async function recordVerdicts(db: Database, now: Date, verdicts: RecordedVerdict[]): Promise<string[]> {
  if (verdicts.length === 0) return [];
  const input = JSON.stringify(verdicts.map((v) => ({ video_id: v.videoId, status: v.status, blocked_regions: v.blockedRegions, allowed_regions: v.allowedRegions })));
  const rows = rowsOf<{ video_id: string }>(
    await db.execute(sql`
      with answered as (
        select v.video_id, v.status, v.blocked_regions, v.allowed_regions
        from jsonb_to_recordset(${input}::jsonb) as v(video_id text, status text, blocked_regions text[], allowed_regions text[])
      ), updated as (
        update video_availability va set
          changed_at = case when (va.status, va.blocked_regions, va.allowed_regions) is distinct from (a.status, a.blocked_regions, a.allowed_regions)
            then ${at(now)} else va.changed_at end,
          status = a.status, blocked_regions = a.blocked_regions, allowed_regions = a.allowed_regions,
          checked_at = ${at(now)}, failures = 0, retry_after = null
        from answered a where va.video_id = a.video_id and ${lockedInIdOrder(verdicts.map((v) => v.videoId))}
        returning va.video_id, va.changed_at
      )
      select video_id from updated where changed_at = ${at(now)}`),
  );
  return rows.map((r) => r.video_id);
}

/**
 * YouTube did not answer for these: their state stays as it is; they wait 15 minutes, then 30, an
 * hour … at most a day before a check takes them again.
 */
export async function deferVideos(db: Database, now: Date, videoIds: string[]): Promise<void> {
  if (videoIds.length === 0) return;
  await db
    .update(videoAvailability)
    .set({
      failures: sql`${videoAvailability.failures} + 1`,
      retryAfter: sql`${at(now)} + least(interval '15 minutes' * power(2, least(${videoAvailability.failures}, 10)), interval '1 day')`,
    })
    .where(and(inArray(videoAvailability.videoId, videoIds), lockedInIdOrder(videoIds)));
}

/** Quota units the checker spent on a UTC day (YYYY-MM-DD). */
export async function quotaUsed(db: Database, day: string): Promise<number> {
  const [row] = await db.select({ units: availabilityQuota.units }).from(availabilityQuota).where(eq(availabilityQuota.day, day));
  return row?.units ?? 0;
}

export async function addQuotaUse(db: Database, day: string, units: number): Promise<void> {
  if (units <= 0) return;
  await db
    .insert(availabilityQuota)
    .values({ day, units })
    .onConflictDoUpdate({ target: availabilityQuota.day, set: { units: sql`${availabilityQuota.units} + ${units}` } });
}

/** Saved videos that became unavailable since a moment (the partial changed_at index). */
export async function countGoneUnavailableSince(db: Database, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(videoAvailability)
    .where(and(ne(videoAvailability.status, 'available'), gte(videoAvailability.changedAt, since)));
  return Number(row?.n ?? 0);
}

/** For tests and the dev trigger: the kept state of some videos. */
export function availabilityOf(db: Database, videoIds: string[]) {
  return db.select().from(videoAvailability).where(inArray(videoAvailability.videoId, videoIds)).orderBy(asc(videoAvailability.videoId));
}

/**
 * A bookmark row's video availability as JSON, or null while it plays (or was never checked), for
 * the outer query's `bookmarks` row. Spelled out: drizzle drops table names inside a selected sql field.
 * The status is tested outside the lookup, so the lookup is by primary key alone: with the status in
 * it, a planner that last counted no unavailable video (PGlite never analyzes on its own) read the
 * whole partial changed_at index for every row, 20 × every unavailable video per page.
 */
export const availabilityColumn = sql<unknown>`(select case when va.status <> 'available' then jsonb_build_object('status', va.status,
    'blockedRegions', va.blocked_regions, 'allowedRegions', va.allowed_regions, 'checkedAt', va.checked_at) end
  from video_availability va where va.video_id = bookmarks.video_id)`;

/**
 * The outer query's bookmark does not play for a viewer in `region`: private, deleted, unavailable
 * and not embeddable videos nowhere, region-blocked ones where blocked (the rule of isUnavailableIn).
 */
export function unavailableIn(region: SQL) {
  return sql`exists (select 1 from video_availability va where va.video_id = bookmarks.video_id and va.status <> 'available'
    and (va.status <> 'blocked' or ${blockedIn(sql`va`, region)}))`;
}

/** A blocked video row `va` does not play in `region`: blocked there, or not among the only regions it plays in. */
export function blockedIn(va: SQL, region: SQL) {
  return sql`(${region} = any(${va}.blocked_regions) or (${va}.allowed_regions is not null and not (${region} = any(${va}.allowed_regions))))`;
}

/**
 * The outer query's bookmark is gone for anyone, wherever they are: every state but available and
 * blocked (a region block leaves it to those outside the region). The rule of isGoneEverywhere.
 */
export const goneForVisitors = sql`exists (select 1 from video_availability va where va.video_id = bookmarks.video_id
  and va.status not in ('available', 'blocked'))`;

/** availabilityColumn's JSON as the API shows it (some drivers hand JSON over as text). */
export function availabilityView(value: unknown): AvailabilityView | null {
  if (value === null || value === undefined) return null;
  const v = (typeof value === 'string' ? JSON.parse(value) : value) as AvailabilityView;
  return {
    status: v.status,
    blockedRegions: v.blockedRegions ?? null,
    allowedRegions: v.allowedRegions ?? null,
    checkedAt: v.checkedAt ? new Date(v.checkedAt).toISOString() : null,
  };
}

/** The availability of each of these videos that does not play (absent: it plays, or is unchecked). */
export async function unavailableVideos(db: Database, videoIds: string[]): Promise<Map<string, AvailabilityView>> {
  if (videoIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(videoAvailability)
    .where(and(inArray(videoAvailability.videoId, [...new Set(videoIds)]), ne(videoAvailability.status, 'available')));
  return new Map(
    rows.map((r) => [
      r.videoId,
      { status: r.status as AvailabilityView['status'], blockedRegions: r.blockedRegions, allowedRegions: r.allowedRegions, checkedAt: r.checkedAt?.toISOString() ?? null },
    ]),
  );
}
