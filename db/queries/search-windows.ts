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
