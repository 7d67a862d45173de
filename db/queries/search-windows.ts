import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rowsOf } from '../rows.ts';
import { bookmarkCounts, bookmarks } from '../schema.ts';

/**
 * The windows a search reads a time sort in (search-narrowing.ts, `window`). A window is a range
 * of the sort key: from `from` (inclusive) until `until` (exclusive), epoch seconds (any year
 * Postgres keeps, which an ISO string from a Date does not); a missing bound is open.
 */
export interface KeyRange {
  from?: number;
  until?: number;
}

/** Where an owner's rows lie on a time key: newest and oldest (epoch seconds), and how many. */
export interface KeySpan {
  newest: number;
  oldest: number;
  rows: number;
}

/** Each window after a short one reaches this many times as far back from the page's top. */
export const WIDEN = 4;

/**
 * The windows, newest first, below `top` (epoch seconds): the first holds about `rows` of the
 * owner's rows, taking them as evenly spread over the span; each next one reaches WIDEN times as
 * far back from `top` as the one before; the last, once the oldest row is reached, has no lower
 * bound. They do not overlap and leave no gap, whatever the span says: it only sets their widths.
 */
export function* keyWindows(span: KeySpan, top: number, rows: number): Generator<KeyRange> {
  let width = (rows * Math.max(span.newest - span.oldest, 1)) / Math.max(span.rows, 1);
  let until: number | undefined;
  for (;;) {
    const from = top - width > span.oldest ? top - width : undefined;
    yield { from, until };
    if (from === undefined) return;
    until = from;
    width *= WIDEN;
  }
}

/** A span is an estimate (it only sizes the windows): kept this long per owner and key. */
const SPAN_TTL_MS = 60_000;
const MAX_SPANS = 10_000;
const spans = new WeakMap<Database, Map<string, { span: KeySpan | null; at: number }>>();

/**
 * The owner's span on `key` (a time sort's key, named `keyName`), at most a minute old: the
 * newest and oldest keys are the two ends of the sort's index, the count is the owner's
 * bookmark_counts row. Null when the owner has no bookmark.
 */
export async function keySpan(db: Database, ownerId: string, key: SQL, keyName: string, now = Date.now()): Promise<KeySpan | null> {
  let cache = spans.get(db);
  if (!cache) spans.set(db, (cache = new Map()));
  const cached = cache.get(`${keyName} ${ownerId}`);
  if (cached && now - cached.at < SPAN_TTL_MS) return cached.span;
  const end = (direction: SQL) => sql`extract(epoch from (select ${key} from ${bookmarks} where ${bookmarks.userId} = ${ownerId} order by ${key} ${direction} limit 1))::float8`;
  const [row] = rowsOf<{ newest: number | null; oldest: number | null; rows: number | null }>(
    await db.execute(
      sql`select ${end(sql`desc`)} as newest, ${end(sql`asc`)} as oldest,
        (select ${bookmarkCounts.total} from ${bookmarkCounts} where ${bookmarkCounts.userId} = ${ownerId}) as rows`,
    ),
  );
  const span = row && row.newest !== null && row.oldest !== null && row.rows ? { newest: row.newest, oldest: row.oldest, rows: row.rows } : null;
  if (cache.size >= MAX_SPANS) cache.clear();
  cache.set(`${keyName} ${ownerId}`, { span, at: now });
  return span;
}

/**
 * The search index's period of a time key (bookmarks_search_keys_idx, function in migration 0015):
 * 30 days, counted from the epoch in whole seconds. Period p holds the keys from p × PERIOD_SECONDS
 * (inclusive) to (p + 1) × PERIOD_SECONDS (exclusive), epoch seconds.
 */
export const PERIOD_SECONDS = 2_592_000;
export const periodOf = (epochSeconds: number) => Math.floor(epochSeconds / PERIOD_SECONDS);

/** A window of whole periods, `newest` down to `oldest` (both included). */
export interface PeriodRange {
  newest: number;
  oldest: number;
}

/** Past this many periods (about 5 years) a window's key list is long: the rest is read as a range of the key. */
export const MAX_WINDOW_PERIODS = 64;

/**
 * The windows of whole periods, newest first, from the period of `top` down: the first holds about
 * `rows` of the owner's rows (at least one period), taking them as evenly spread over the span;
 * each next one WIDEN times as many periods; the last ends at the period of the span's oldest key.
 * They do not overlap and leave no gap. A window of more than MAX_WINDOW_PERIODS periods is not
 * given: the generator stops and the caller reads the rest below the last window given another way.
 */
export function* periodWindows(span: KeySpan, top: number, rows: number): Generator<PeriodRange> {
  const rowsPerPeriod = (span.rows * PERIOD_SECONDS) / Math.max(span.newest - span.oldest, 1);
  let count = Math.max(1, Math.ceil(rows / rowsPerPeriod));
  const oldest = periodOf(span.oldest);
  let newest = periodOf(top);
  for (;;) {
    const last = Math.max(newest - count + 1, Math.min(oldest, newest));
    if (newest - last + 1 > MAX_WINDOW_PERIODS) return;
    yield { newest, oldest: last };
    if (last <= oldest) return;
    newest = last - 1;
    count *= WIDEN;
  }
}

/** The search index keys of one owner's trigram in each period of a window (the function in migration 0015), as a Postgres array literal. */
export function periodKeys(ownerId: string, trigram: string, window: PeriodRange): string {
  const keys: string[] = [];
  for (let period = window.newest; period >= window.oldest; period--) keys.push(`${ownerId.slice(0, 8).toLowerCase()}:${period}:${trigram}`);
  return `{${keys.join(',')}}`;
}
