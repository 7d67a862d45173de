import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rowsOf } from '../rows.ts';

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

/**
 * The term's trigram found in the fewest sampled texts, for a search read in windows: each window
 * ANDs the trigram index with a range of the sort and checks the whole term on the few rows of
 * both, so one posting list (the rarest) narrows as well as all of them at a fraction of the
 * cost. Null where narrowedSearchPiece would not narrow either.
 */
export function rarestTrigram(term: string, sample: readonly string[]): string | null {
  if (sample.length < MIN_SAMPLE || !/^[A-Za-z0-9]{4,}$/.test(term)) return null;
  const word = term.toLowerCase();
  let best: { trigram: string; count: number } | null = null;
  for (let i = 0; i + 3 <= word.length; i++) {
    const trigram = word.slice(i, i + 3);
    const count = sample.reduce((n, text) => n + (text.includes(trigram) ? 1 : 0), 0);
    if (!best || count < best.count) best = { trigram, count };
  }
  return best!.trigram;
}

const SAMPLE_TTL_MS = 10 * 60_000;
/** About this many texts make a sample: a term in 1% of rows shows in ~20 of them. */
const SAMPLE_SIZE = 2000;

/** Texts picked at random from the bookmarks table, and the table's row count as ANALYZE last saw it. */
export interface SearchSample {
  texts: string[];
  rows: number;
}
const NO_SAMPLE: SearchSample = { texts: [], rows: 0 };

const samples = new WeakMap<Database, { sample: SearchSample; at: number }>();
const keepsSample = new WeakSet<Database>();

/**
 * Databases that live across requests (the Node host's) keep a sample; the Worker's database is
 * made per request, where fetching one for each search would cost more than it saves.
 */
export function keepSearchSample(db: Database) {
  keepsSample.add(db);
}

/**
 * How a database plans a search inside a category, where it keeps samples (search-filter.ts, set by
 * the Node host's clients; the Worker's bundle does without it): a walk refined from the category's
 * own sample.
 */
export type CategoryPlanner = (db: Database, q: { ownerId: string; categoryId: string; term: string; pageSize: number }, plan: SearchPlan, sample: SearchSample) => Promise<SearchPlan>;
const categoryPlanners = new WeakMap<Database, CategoryPlanner>();

export function planCategorySearchesWith(db: Database, planner: CategoryPlanner) {
  categoryPlanners.set(db, planner);
}

export const categoryPlannerOf = (db: Database): CategoryPlanner | undefined => categoryPlanners.get(db);

/** The share of these texts that hold the term (0 for no texts). */
export function termShare(term: string, texts: readonly string[]): number {
  if (texts.length === 0) return 0;
  const lower = term.toLowerCase();
  return texts.reduce((n, text) => n + (text.includes(lower) ? 1 : 0), 0) / texts.length;
}


/**
 * About 2,000 search texts read from random pages of the table (TABLESAMPLE SYSTEM: a few dozen
 * pages at a million rows), at most every 10 minutes. Empty on a database that keeps no sample.
 * It only steers how a search reads the table: the rows a search returns never depend on it.
 */
export async function searchTextSample(db: Database, now = Date.now()): Promise<SearchSample> {
  if (!keepsSample.has(db)) return NO_SAMPLE;
  const cached = samples.get(db);
  if (cached && now - cached.at < SAMPLE_TTL_MS) return cached.sample;
  // reltuples is -1 before the first ANALYZE (or VACUUM): then the table is read whole.
  const [stats] = rowsOf<{ rows: number }>(await db.execute(sql`select reltuples::float8 as rows from pg_class where oid = 'bookmarks'::regclass`));
  const rows = Math.max(0, stats?.rows ?? 0);
  const percent = rows > 0 ? Math.min(100, (SAMPLE_SIZE * 100) / rows) : 100;
  const texts = rowsOf<{ text: string }>(
    await db.execute(sql`select search_text as text from bookmarks tablesample system (${sql.raw(percent.toFixed(6))}) limit ${sql.raw(String(SAMPLE_SIZE * 2))}`),
  ).map((r) => r.text);
  const sample = { texts, rows: Math.max(rows, texts.length) };
  samples.set(db, { sample, at: now });
  return sample;
}

/**
 * How the owner's search reads the table:
 * - `walk`: along the sort's index, checking each row for the term, until the page is full. A
 *   term in a share s of the rows fills a page of n after about n / s rows: cheap for a frequent
 *   term, whatever the table's size, and the only way for a term too short for trigrams.
 * - `trigram`: the rows the trigram index finds for the term (or its rare `piece`), then sorted:
 *   about s × rows rows, cheap for a rare term.
 * - `window`: the trigram index ANDed with a range of the sort's index (the newest `rows` rows or
 *   so), widened until the page is full (listBookmarks): only the matches inside the range are
 *   read from the table. On the 'recent' sort, for a term with a `trigram` (a plain ASCII word),
 *   windows of whole periods of the key read the owner's rows holding that trigram from the
 *   search keys index instead, the first over about `pageRows` rows (search-windows.ts). For a term too frequent for `trigram` and too rare for `walk` (1% of a
 *   large table: 10,000 matches to sort, or 2,000 rows walked, far more where the term is absent
 *   from the newest rows). Only where the caller can read in windows (a sort by time, no offset).
 * The sample gives s; Postgres's own estimate for `LIKE '%word%'` knows nothing of s (it guessed
 * 1 row for a word in a fifth of them).
 * Without a sample (the Worker's per-request database), Postgres plans as it sees fit.
 */
export type SearchPlan =
  | { kind: 'walk' }
  | { kind: 'trigram'; piece: string | null }
  | { kind: 'window'; piece: string | null; rows: number; trigram: string | null; pageRows: number }
  | { kind: 'planner' };

/**
 * What a row the walk checks costs against a row the trigram index finds (read from the heap,
 * rechecked, sorted), measured with EXPLAIN (ANALYZE, BUFFERS) at 100k and 1M rows on Postgres:
 * 0.5–1.1 µs against ~5 µs (bench/README.md, "Search"). So the walk wins from
 * n / s × 0.25 = s × rows on, not only where the two read as many rows.
 */
export const WALK_ROW_COST = 0.25;
/**
 * The window's costs, in rows the walk checks (0.87 µs each at 1M rows; bench/README.md,
 * "Search"): an entry of the sort index's range (a bitmap bit, no table read: ~0.045 µs), and a
 * row of the trigram index's posting lists (~0.12 µs: each window builds the term's bitmap anew).
 */
const RANGE_ROW_COST = 0.05;
const POSTING_COST = 0.14;
/** The first window holds at least this many times the rows a page needs on average: a page of 20 then fills in one window 97 times in 100 (Poisson). */
const WINDOW_SPAN = 1.5;
/**
 * A walk expected to check more rows than this may read far more: the term can be absent from
 * the newest rows altogether (a word common last year), and the walk reads until it finds it.
 * Past it a window reads the same rows at RANGE_ROW_COST each.
 */
const WALK_MAX_ROWS = 500;

export function chooseSearchPlan(term: string, sample: SearchSample, pageSize: number, options: { windows?: boolean } = {}): SearchPlan {
  // A term of one or two characters has no trigram of its own: the index would be read whole.
  if ([...term].length < 3) return { kind: 'walk' };
  if (sample.texts.length < MIN_SAMPLE) return { kind: 'planner' };
  const share = termShare(term, sample.texts);
  const walked = share > 0 ? pageSize / share : Infinity;
  const found = share * sample.rows;
  const piece = narrowedSearchPiece(term, sample.texts);
  const walkBeatsTrigram = walked * WALK_ROW_COST <= found;
  if (!options.windows || walked <= WALK_MAX_ROWS) return walkBeatsTrigram ? { kind: 'walk' } : { kind: 'trigram', piece };
  // As many rows as a page needs, 1.5 times over, or, where the term's bitmap costs more than that
  // range, as many as its cost would pay for: each further window builds the bitmap again.
  const windowRows = Math.max(WINDOW_SPAN * walked, (found * POSTING_COST) / RANGE_ROW_COST);
  const windowCost = windowRows * RANGE_ROW_COST + found * POSTING_COST + (WINDOW_SPAN * pageSize) / WALK_ROW_COST;
  if (windowCost >= found / WALK_ROW_COST) return { kind: 'trigram', piece };
  const trigram = rarestTrigram(term, sample.texts);
  // A window of periods costs about the matches in it (no bitmap to build): as many rows as a page needs, 1.5 times over.
  return { kind: 'window', piece: trigram ?? piece, rows: Math.round(windowRows), trigram, pageRows: Math.round(WINDOW_SPAN * walked) };
}
