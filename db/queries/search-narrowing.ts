import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';

/**
 * Which part of a search term the trigram index should look up (decision 014).
 *
 * `search_text LIKE '%kombucha%'` asks the GIN index for every trigram of the term. GIN's fast
 * scan starts from the rarest one, then, for every candidate row, steps into the posting tree of
 * each other trigram. A trigram that is in most rows ("cha" of "Channel", "the", "ing") has a
 * tree as large as the table, so each candidate costs a descent and a page decode: at 1M
 * bookmarks, 3 ms of a 3.3 ms scan for one such trigram. Looking up only the longest run of the
 * term whose trigrams are rare (`%kombuch%`), and checking the whole term on those few rows, gives
 * the same rows for a fraction of the work.
 */

/** A trigram in more than this share of the sampled texts is left out of the index lookup. */
const FREQUENT_SHARE = 0.2;
/** Fewer sampled texts than this say too little about frequencies: no narrowing. */
const MIN_SAMPLE = 20;

/**
 * The piece of `term` to look up in the trigram index, or null to look up the whole term. Only a
 * plain ASCII word (letters and digits, 4 or more) is narrowed: its trigrams are exactly its
 * 3-letter windows, and lowercasing it is the same in JavaScript and in every Postgres locale.
 */
export function narrowedSearchPiece(term: string, sample: readonly string[]): string | null {
  if (sample.length < MIN_SAMPLE || !/^[A-Za-z0-9]{4,}$/.test(term)) return null;
  const word = term.toLowerCase();
  const rare: boolean[] = [];
  for (let i = 0; i + 3 <= word.length; i++) {
    const trigram = word.slice(i, i + 3);
    const containing = sample.reduce((n, text) => n + (text.includes(trigram) ? 1 : 0), 0);
    rare.push(containing / sample.length <= FREQUENT_SHARE);
  }
  if (rare.every(Boolean)) return null;
  // The longest run of consecutive rare trigrams; windows i..j cover characters i..j+2.
  let best: [number, number] | null = null;
  for (let start = 0; start < rare.length; start++) {
    if (!rare[start]) continue;
    let end = start;
    while (end + 1 < rare.length && rare[end + 1]) end++;
    if (!best || end - start > best[1] - best[0]) best = [start, end];
    start = end;
  }
  return best ? word.slice(best[0], best[1] + 3) : null;
}

const SAMPLE_TTL_MS = 10 * 60_000;
const samples = new WeakMap<Database, { texts: string[]; at: number }>();
const keepsSample = new WeakSet<Database>();

/**
 * Databases that live across requests (the Node host's) keep a sample; the Worker's database is
 * made per request, where fetching one for each search would cost more than it saves.
 */
export function keepSearchSample(db: Database) {
  keepsSample.add(db);
}

/**
 * Up to 101 search texts Postgres's ANALYZE already picked (pg_stats's histogram of
 * bookmarks.search_text), read at most every 10 minutes. Empty before the first ANALYZE, and on
 * a database that keeps no sample. It only steers which index entries a search reads: the rows a
 * search returns never depend on it.
 */
export async function searchTextSample(db: Database, now = Date.now()): Promise<string[]> {
  if (!keepsSample.has(db)) return [];
  const cached = samples.get(db);
  if (cached && now - cached.at < SAMPLE_TTL_MS) return cached.texts;
  const result = await db.execute(
    sql`select histogram_bounds::text::text[] as texts from pg_stats
        where schemaname = current_schema() and tablename = 'bookmarks' and attname = 'search_text'`,
  );
  const rows = (result as unknown as { rows: { texts: string[] | null }[] }).rows;
  const texts = rows[0]?.texts ?? [];
  samples.set(db, { texts, at: now });
  return texts;
}
