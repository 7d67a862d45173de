import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rowsOf } from '../rows.ts';
import { type CategoryPlanner, type SearchPlan, type SearchSample, WALK_ROW_COST, narrowedSearchPiece, planCategorySearchesWith, termShare } from './search-narrowing.ts';

/**
 * A search inside a category. The table's sample (search-narrowing.ts) says how often a term is in
 * the owner's rows, not in the category's: a term in 5% of the library may be in none of the
 * category's rows, and a walk then checks the owner's whole library for a page it never fills
 * (234 ms at 100k rows; bench/README.md, "At 1M rows with the generic plans, and filtered
 * searches"). A sample of the category's own rows tells the two apart; where the walk would read
 * more than the term's rows or the category's, the trigram shape reads the smaller of those instead
 * (Postgres plans it for the category's size and the term's statistics).
 */

/** Texts of rows picked at random in one category, how many rows it holds, and how many the owner has. */
export interface FilterSample {
  texts: string[];
  rows: number;
  ownerRows: number;
}

/** About this many texts: a term in none of them is in fewer than about 1 row in 70 of the category (95%). */
const FILTER_SAMPLE_SIZE = 200;
/** A category of fewer rows than this is sampled from all of its rows; a larger one from random pages of bookmark_categories. */
const SMALL_CATEGORY = 4000;
/**
 * About this many rows of bookmark_categories are read to sample a large category (TABLESAMPLE
 * SYSTEM: 4 ms at 266,000 memberships on a loaded machine, about the same at any size). A category
 * found fewer than MIN_FILTER_SAMPLE times among them is sampled from all of its rows instead.
 */
const SAMPLED_MEMBERSHIPS = 10_000;
const FILTER_SAMPLE_TTL_MS = 10 * 60_000;
/** Fewer sampled rows than this (in a category that has more) say too little. */
const MIN_FILTER_SAMPLE = 20;
/** The cached samples of one database hold at most about this many characters (descriptions can be long). */
const MAX_CACHED_CHARS = 1_000_000;

const cachedSamples = new WeakMap<Database, { byCategory: Map<string, { sample: FilterSample; at: number; chars: number }>; chars: number }>();

/** A walk inside a category, refined from the category's sample (planInCategory); any other plan as it is. */
const planCategorySearch: CategoryPlanner = async (db, q, plan, sample) =>
  plan.kind === 'walk' ? planInCategory(plan, q.term, sample, await categorySample(db, q.ownerId, q.categoryId), q.pageSize) : plan;

/** Searches inside a category on this database (a long-lived one of the Node host) are planned from the category's sample. */
export function keepCategorySamples(db: Database) {
  planCategorySearchesWith(db, planCategorySearch);
}

/** A sample of the category's rows, at most 10 minutes old. Like the table's, it only steers how a search reads the table. */
export async function categorySample(db: Database, ownerId: string, categoryId: string, now = Date.now()): Promise<FilterSample> {
  let cache = cachedSamples.get(db);
  if (!cache) cachedSamples.set(db, (cache = { byCategory: new Map(), chars: 0 }));
  // The sample holds the owner's rows of the category: both name it.
  const key = `${ownerId}:${categoryId}`;
  const cached = cache.byCategory.get(key);
  if (cached && now - cached.at < FILTER_SAMPLE_TTL_MS) return cached.sample;
  const sample = await readCategorySample(db, ownerId, categoryId);
  if (cached) {
    cache.byCategory.delete(key);
    cache.chars -= cached.chars;
  }
  const chars = sample.texts.reduce((n, text) => n + text.length, 0);
  cache.byCategory.set(key, { sample, at: now, chars });
  cache.chars += chars;
  // Oldest first (a Map keeps insertion order), never the one just read.
  for (const [kept, entry] of cache.byCategory) {
    if (cache.chars <= MAX_CACHED_CHARS || kept === key) break;
    cache.byCategory.delete(kept);
    cache.chars -= entry.chars;
  }
  return sample;
}

async function readCategorySample(db: Database, ownerId: string, categoryId: string): Promise<FilterSample> {
  const [counted] = rowsOf<{ rows: number; owner_rows: number | null; memberships: number }>(
    await db.execute(sql`select
        (select count(*)::int from (select 1 from bookmark_categories where category_id = ${categoryId} limit ${sql.raw(String(SMALL_CATEGORY))}) c) as rows,
        (select total from bookmark_counts where user_id = ${ownerId}) as owner_rows,
        (select reltuples::float8 from pg_class where oid = 'bookmark_categories'::regclass) as memberships`),
  );
  const ownerRows = counted?.owner_rows ?? 0;
  let rows = counted?.rows ?? 0;
  let ids: string[] | null = null;
  if (rows >= SMALL_CATEGORY) {
    // A large category: its rows on random pages of the memberships (a few hundred pages at a
    // million rows), which also estimate its size.
    const memberships = Math.max(counted!.memberships, rows);
    const percent = Math.min(100, (SAMPLED_MEMBERSHIPS * 100) / memberships);
    const [sampled] = rowsOf<{ read: number; found: number; ids: string[] | string | null }>(
      await db.execute(sql`select count(*)::int as read, count(*) filter (where category_id = ${categoryId})::int as found,
          (array_agg(bookmark_id) filter (where category_id = ${categoryId}))[1:${sql.raw(String(FILTER_SAMPLE_SIZE))}] as ids
        from bookmark_categories tablesample system (${sql.raw(percent.toFixed(6))})`),
    );
    if (sampled && sampled.found >= MIN_FILTER_SAMPLE) {
      rows = Math.max(rows, Math.round((sampled.found / Math.max(sampled.read, 1)) * memberships));
      ids = typeof sampled.ids === 'string' ? sampled.ids.slice(1, -1).split(',') : (sampled.ids ?? []);
    }
  }
  const chosen = ids
    ? sql`b.id = any(${`{${ids.join(',')}}`}::uuid[])`
    : sql`b.id in (select bookmark_id from bookmark_categories where category_id = ${categoryId} order by random() limit ${sql.raw(String(FILTER_SAMPLE_SIZE))})`;
  const texts = rowsOf<{ text: string }>(await db.execute(sql`select b.search_text as text from bookmarks b where ${chosen} and b.user_id = ${ownerId}`)).map(
    (r) => r.text,
  );
  return { texts, rows, ownerRows: Math.max(ownerRows, rows) };
}


/**
 * The plan of a search inside a category: a walk where the category's sample says a page comes
 * soon enough, otherwise the trigram shape, whose rows Postgres reads from the trigram index or from
 * the category, whichever holds fewer. A walk in a category checks about n / (s × c) of the owner's
 * rows for a term in a share s of the category's rows and a category holding a share c of the
 * owner's; with the term in no sampled row, every one of them.
 */
export function planInCategory(plan: SearchPlan, term: string, sample: SearchSample, filter: FilterSample, pageSize: number): SearchPlan {
  if (plan.kind !== 'walk' || [...term].length < 3) return plan;
  if (filter.texts.length < Math.min(MIN_FILTER_SAMPLE, filter.rows)) return plan;
  const ownerRows = Math.max(filter.ownerRows, filter.rows, 1);
  const inFilter = termShare(term, filter.texts);
  const walked = inFilter > 0 ? Math.min(ownerRows, pageSize / inFilter / (filter.rows / ownerRows)) : ownerRows;
  const read = Math.min(termShare(term, sample.texts) * sample.rows, filter.rows);
  return walked * WALK_ROW_COST > read ? { kind: 'trigram', piece: narrowedSearchPiece(term, sample.texts) } : plan;
}
