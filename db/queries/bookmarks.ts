import { type Placeholder, type SQL, and, asc, desc, eq, gt, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { BOOKMARK_COLUMN_COUNT, type ListedBookmark, bookmarkOfRow } from '../bookmark-rows.ts';
import { genericPlansOf, preparedOnce, preparedWithRows } from '../prepared.ts';
import { type Bookmark, bookmarkCategories, bookmarkColumns, bookmarks, categories, users } from '../schema.ts';
import type { AvailabilityView } from '../availability-view.ts';
import { availabilityColumn, availabilityView, unavailableIn } from './availability.ts';
import { isPublicBookmark } from './profiles.ts';
import { type SearchPlan, categoryPlannerOf, chooseSearchPlan, searchTextSample } from './search-narrowing.ts';
import { type KeyRange, type KeySpan, PERIOD_SECONDS, type PeriodRange, keySpan, keyWindows, periodKeys, periodWindows } from './search-windows.ts';

export const bookmarkSorts = ['recent', 'added', 'alphabetical', 'popular', 'duration'] as const;
export type BookmarkSort = (typeof bookmarkSorts)[number];

/** The text a subscriber's search looks through: the search text without the owner's private note (no index: one category). */
const visibleText = sql`(coalesce(${bookmarks.title}, '') || ' ' || coalesce(${bookmarks.channel}, '') || ' ' || coalesce(${bookmarks.description}, ''))`;

interface SortKey {
  key: SQL;
  direction: 'asc' | 'desc';
  /** The key exactly as a cursor carries it, so the next page starts right after the last row. */
  cursorValue: SQL;
  /** Whether a cursor's value is a value of this key (a cursor is client input). */
  fits: (value: unknown) => boolean;
  /** The cursor's value (a placeholder) as SQL comparable with the key. */
  castCursor: (value: Placeholder) => SQL;
}

const EXACT_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** A cursor timestamp that names a real moment: Postgres fails on 2024-02-30 or year 0. */
function isExactTimestamp(v: unknown): v is string {
  if (typeof v !== 'string' || !EXACT_TIMESTAMP.test(v) || v.startsWith('0000')) return false;
  const date = new Date(`${v.slice(0, 23)}Z`);
  // Date rolls an impossible day or hour over into the next; a real one reads back the same.
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === v.slice(0, 19);
}

// Postgres keeps microseconds and a JS Date only milliseconds: a timestamp cursor is exact text,
// or rows sharing the last row's timestamp (one now() of a multi-row insert) would be skipped.
const timestampKey = (key: SQL): SortKey => ({
  key,
  direction: 'desc',
  cursorValue: sql`to_char(${key} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  fits: isExactTimestamp,
  castCursor: (v) => sql`${v}::timestamptz`,
});
// Drivers hand int8 back as a string; as float8 it arrives as a number, exact below 2^53.
// A cursor value outside the column's range (missing values sort as -1) would fail in Postgres.
const integerKey = (key: SQL, max: number): SortKey => ({
  key,
  direction: 'desc',
  cursorValue: sql`(${key})::float8`,
  fits: (v) => Number.isSafeInteger(v) && (v as number) >= -1 && (v as number) <= max,
  // As int8 whatever the column: the parameter's type is fixed when the statement is prepared.
  castCursor: (v) => sql`${v}::int8`,
});
const INT4_MAX = 2 ** 31 - 1;

/**
 * Each sort is one key plus the id as a tiebreak, so every order is total: pages never overlap or
 * skip. Nullable keys are coalesced so keyset comparisons stay simple and match the ordering.
 */
const sortKeys: Record<BookmarkSort, SortKey> = {
  recent: timestampKey(sql`coalesce(${bookmarks.publishedAt}, ${bookmarks.createdAt})`),
  added: timestampKey(sql`${bookmarks.createdAt}`),
  alphabetical: {
    key: sql`lower(${bookmarks.title})`,
    direction: 'asc',
    cursorValue: sql`lower(${bookmarks.title})`,
    // Text Postgres cannot store (NUL, a lone surrogate) is refused where the API decodes the cursor.
    fits: (v) => typeof v === 'string',
    castCursor: (v) => sql`${v}::text`,
  },
  popular: integerKey(sql`coalesce(${bookmarks.views}, -1)`, Number.MAX_SAFE_INTEGER),
  duration: integerKey(sql`coalesce(${bookmarks.durationSeconds}, -1)`, INT4_MAX),
};

/** The cursor of a page that starts right after this bookmark, newest saved first (sort 'added'). */
export async function addedCursorOf(db: Database, bookmarkId: string): Promise<BookmarkCursor | null> {
  const [row] = await db.select({ value: sql<string>`${sortKeys.added.cursorValue}` }).from(bookmarks).where(eq(bookmarks.id, bookmarkId)).limit(1);
  return row ? { value: row.value, id: bookmarkId } : null;
}

/** Whether a cursor value can come from a page in this sort (a cursor is client input). */
export function cursorFitsSort(sort: BookmarkSort, value: unknown): boolean {
  return sortKeys[sort].fits(value);
}

export interface BookmarkListQuery {
  /** Whose bookmarks: the signed-in user, or the owner of a subscribed category. */
  ownerId: string;
  categoryId?: string;
  favorites?: boolean;
  /** Added on or after this moment. */
  addedSince?: Date;
  /** Only videos that do not play for a viewer in this region (ISO 3166-1 alpha-2). */
  unavailableIn?: string;
  search?: string;
  /**
   * A subscriber looking at someone else's bookmarks: the owner's notes and favourites are
   * private, so they neither match a search nor make a favourites filter, and of the owner's
   * categories only the public ones this subscriber subscribes to are named.
   */
  subscriberId?: string;
  /** Only what a public page may show: bookmarks without a category or in a public one. */
  publicOnly?: boolean;
  sort: BookmarkSort;
  limit: number;
  offset?: number;
  cursor?: BookmarkCursor;
}

export interface BookmarkCursor {
  value: string | number;
  id: string;
}

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * The list owner's categories (those the subscriber may see, for a subscriber), once per
 * statement, as a JSON object by id: each with its place in display order (`rank`). Joined to
 * every row, so each row's categories are looked up in it rather than joined to the categories
 * table row by row, which cost half the list statement's time in Postgres (decision 016).
 */
function ownerCategoriesMap(asSubscriber: boolean) {
  const p = sql.placeholder;
  const seenBySubscriber = asSubscriber
    ? sql` and c.is_public and c.id in (select s.category_id from category_subscriptions s where s.user_id = ${p('subscriberId')})`
    : sql``;
  return sql`(select jsonb_object_agg(r.id, jsonb_build_object('id', r.id, 'name', r.name, 'color', r.color, 'rank', r.rank)) as map
    from (select c.id, c.name, c.color, row_number() over (order by c.display_order, c.created_at) as rank
      from categories c where c.user_id = ${p('ownerId')}${seenBySubscriber}) r) owner_categories`;
}

/**
 * The categories of the bookmark in the outer query's row, as a JSON array in no particular order
 * (inCategoryOrder puts them in display order): the same rule as categoriesOfBookmarks, in the
 * list's own statement (one round trip less). Spelled out: drizzle drops table names inside a
 * selected sql field. As json, not jsonb: the array is only read, and building it as text spares
 * Postgres a conversion per row (a tenth of the list statement's time on PGlite, bench/README.md).
 */
const categoriesColumn = sql<RankedCategoryRef[] | string | null>`(select json_agg(owner_categories.map -> bc.category_id::text)
    from bookmark_categories bc where bc.bookmark_id = bookmarks.id and owner_categories.map ? bc.category_id::text)`;

type RankedCategoryRef = CategoryRef & { rank: number };

/** A row's categories in display order, as the API shows them (without their rank). */
function inCategoryOrder(value: RankedCategoryRef[] | string | null): CategoryRef[] {
  // Parsed here where a driver hands json over as text (PGlite parses it, node-postgres too; Neon may not).
  const ranked = typeof value === 'string' ? (JSON.parse(value) as RankedCategoryRef[]) : (value ?? []);
  // Insertion sort: a bookmark has a few categories, and Array.prototype.sort allocates work space
  // even for two (3% of the list request's allocations on the Node host).
  for (let i = 1; i < ranked.length; i++) {
    const category = ranked[i]!;
    let j = i;
    for (; j > 0 && ranked[j - 1]!.rank > category.rank; j--) ranked[j] = ranked[j - 1]!;
    ranked[j] = category;
  }
  return ranked.map(({ id, name, color }) => ({ id, name, color }));
}

/** The statement's LIMIT is a multiple of this (at most 10 statements per shape for limits up to 100). */
const LIMIT_STEP = 10;

/**
 * Which parts a list query has: each combination is one statement, built once (db/prepared.ts).
 * `search`: how the owner's search reads the table (search-narrowing.ts); `narrowed`: the trigram
 * index looks up a piece of the term.
 *
 * The LIMIT is written into the statement (`limit`, the page's size rounded up to LIMIT_STEP) and
 * an OFFSET only where one is asked: with either as a parameter Postgres cannot tell how much of
 * the table a page reads, prices its reusable (generic) plan for a tenth of it, and so plans the
 * statement again on every call. Written in, the plan is made once per statement: on PGlite, the
 * list's statement 1.43 -> 0.94 ms of database time (bench/README.md, "The list before and after").
 */
function listShape(q: BookmarkListQuery, plan: SearchPlan | null, window: KeyRange | PeriodWindow | undefined, limit: number) {
  const { range, periods } = splitWindow(window);
  return {
    sort: q.sort,
    limit: Math.ceil(limit / LIMIT_STEP) * LIMIT_STEP,
    offset: !q.cursor && (q.offset ?? 0) > 0,
    category: q.categoryId !== undefined,
    favorites: Boolean(q.favorites),
    addedSince: q.addedSince !== undefined,
    unavailable: q.unavailableIn !== undefined,
    search: plan?.kind ?? 'none',
    narrowed: (plan?.kind === 'trigram' || plan?.kind === 'window') && plan.piece !== null,
    // A window's range of the sort key (listInWindows): from a lower bound, up to an upper one.
    from: range?.from !== undefined,
    until: range?.until !== undefined,
    // A window of whole periods read in the search keys index (listInPeriods), and whether it also
    // takes every row above (the first window) or below (the last) the periods it names.
    periods: periods !== undefined,
    above: periods?.above !== undefined,
    below: periods?.below !== undefined,
    cursor: q.cursor !== undefined,
    asVisitor: q.subscriberId !== undefined,
    publicOnly: Boolean(q.publicOnly),
  };
}
type ListShape = ReturnType<typeof listShape>;

/** A window as listPage reads it: a range of the sort key, or whole periods of it (the search keys index). */
function splitWindow(window: KeyRange | PeriodWindow | undefined): { range?: KeyRange; periods?: PeriodWindow } {
  if (!window) return {};
  return 'periods' in window ? { periods: window } : { range: window };
}

/**
 * Whether the shape alone fixes how the statement reads the table, so that its plan can be made
 * once without its values and reused (db/prepared.ts, genericPlansOf): a search walked along the
 * sort's index, read from the trigram index, or in windows of whole periods, with no filter but the
 * owner and a cursor. Their generic plans were checked with EXPLAIN at 10k and 100k rows
 * (bench/README.md). Not a window of the key's range: a generic plan cannot see how wide the range
 * is, and took 63 ms for a window the plan made for its values read in 2.5.
 */
function planFixedByShape(shape: ListShape) {
  const fixed = shape.search === 'walk' || shape.search === 'trigram' || shape.periods;
  const filtered = shape.offset || shape.category || shape.favorites || shape.addedSince || shape.unavailable || shape.asVisitor || shape.publicOnly;
  return fixed && !filtered;
}

const shapeName = (shape: ListShape) =>
  `list_${shape.sort}_${shape.search}_${shape.limit}_${[shape.category, shape.favorites, shape.addedSince, shape.narrowed, shape.cursor, shape.asVisitor, shape.unavailable, shape.publicOnly, shape.from, shape.until, shape.offset, shape.periods, shape.above, shape.below].map(Number).join('')}`;

/** The list statement of one shape; every value is a placeholder, filled by listBookmarks. */
function listStatement(db: Database, shape: ListShape, name: string) {
  const { key, direction, cursorValue, castCursor } = sortKeys[shape.sort];
  const p = sql.placeholder;
  const owner = eq(bookmarks.userId, p('ownerId'));
  // The term lowered once per statement (a subquery), not on every row checked: a plan made without
  // the values keeps `lower($n)` as an expression of each row, which was a third of a walk's time
  // at 1M rows (bench/README.md). strpos has no estimate to lose by it; LIKE's pattern keeps its own.
  const holdsTerm = sql`strpos(${bookmarks.searchText}, (select lower(${p('term')}))) > 0`;
  const conditions: (SQL | undefined)[] = [
    // Checked on the rows the trigram index or the search keys index finds, in a form no index of
    // the owner's rows serves: a plan made without the values ANDs that bitmap with every row of
    // the owner otherwise (trigram: at 100k rows 4.4 ms, against 0.3 checking the few rows found;
    // a window of periods with no rows above or below: at 1M rows 117 ms against 0.15).
    shape.search === 'trigram' || shape.periods ? sql`(${owner}) is true` : owner,
  ];
  if (shape.category) {
    conditions.push(
      inArray(bookmarks.id, db.select({ id: bookmarkCategories.bookmarkId }).from(bookmarkCategories).where(eq(bookmarkCategories.categoryId, p('categoryId')))),
    );
  }
  // A visitor never sees the owner's favourites.
  if (shape.favorites) conditions.push(shape.asVisitor ? sql`false` : eq(bookmarks.isFavorite, true));
  if (shape.publicOnly) conditions.push(isPublicBookmark);
  if (shape.addedSince) conditions.push(gte(bookmarks.createdAt, p('addedSince')));
  if (shape.unavailable) conditions.push(unavailableIn(sql`${p('region')}::text`));
  if (shape.asVisitor && shape.search !== 'none') conditions.push(sql`${visibleText} ilike ${p('pattern')}`);
  else if (shape.periods) {
    // The owner's rows holding the term's rarest trigram in the window's periods (the search keys
    // index; its expression exactly), then the whole term checked on them.
    conditions.push(holdsTerm);
    conditions.push(
      or(
        sql`bookmark_search_keys(${bookmarks.userId}, ${key}, ${bookmarks.searchText}) && ${p('keys')}::text[]`,
        // The span is up to a minute old: rows above its newest key or below its oldest are read
        // from the sort index (usually none, one probe each). Each range is bounded on both sides,
        // though no key lies beyond infinity: the plan made without the values (genericPlansOf)
        // then prices it at Postgres's default for a range (0.5% of the owner's rows), not at a
        // third of them (its default for one bound), which could tip it into reading the table.
        // The owner named in each range too, so the sort index serves it (the owner's check above serves no index).
        shape.above ? and(owner, gte(key, sql`to_timestamp(${p('above')}::float8)`), sql`${key} <= 'infinity'::timestamptz`) : undefined,
        shape.below ? and(owner, lt(key, sql`to_timestamp(${p('below')}::float8)`), sql`${key} >= '-infinity'::timestamptz`) : undefined,
      ),
    );
  } else if (shape.search === 'walk') {
    // strpos, which no index serves: Postgres can only walk the sort's index and stop at a full page.
    conditions.push(holdsTerm);
  } else if (shape.search !== 'none') {
    // The owner's search: the stored lowercased text (schema.ts) against the lowercased pattern,
    // the same folding ILIKE does, once per row written rather than per row walked.
    conditions.push(sql`${bookmarks.searchText} like lower(${p('pattern')})`);
    // The pattern holds only a piece of the term: the whole term is checked on the rows it finds.
    if (shape.narrowed) conditions.push(holdsTerm);
  }
  if (shape.from) conditions.push(gte(key, sql`to_timestamp(${p('from')}::float8)`));
  if (shape.until) conditions.push(lt(key, sql`to_timestamp(${p('until')}::float8)`));
  if (shape.cursor) {
    const value = castCursor(p('cursorValue'));
    const after = direction === 'desc' ? lt : gt;
    conditions.push(or(after(key, value), and(eq(key, value), gt(bookmarks.id, p('cursorId')))));
  }
  const genericPlan = planFixedByShape(shape);
  const target = genericPlan ? genericPlansOf(db) : db;
  // The bookmark's columns first, then these three: the order listedRows reads them in.
  const page = target
    .select({ ...bookmarkColumns, categories: categoriesColumn, availability: availabilityColumn, sortValue: sql`${cursorValue}`.as('sort_value') })
    .from(bookmarks)
    .crossJoin(ownerCategoriesMap(shape.asVisitor))
    .where(and(...conditions))
    // A window is ordered NULLS LAST, unlike its index (a time key is never null: the same
    // order), so Postgres cannot walk the index for it and reads the trigram and range bitmaps.
    .orderBy(shape.search === 'window' ? sql`${key} desc nulls last` : direction === 'desc' ? desc(key) : asc(key), asc(bookmarks.id))
    // A number would become a parameter; drizzle writes an SQL chunk as it is (listShape says why).
    .limit(sql.raw(String(shape.limit)) as unknown as number);
  // Any other search runs unnamed, so Postgres plans it for its values each time: a window's range
  // or a filter's size decide its plan.
  const named = shape.search === 'none' || shape.search === 'walk' || genericPlan;
  return preparedWithRows(target, shape.offset ? page.offset(p('offset')) : page, named ? name : '', listedRows);
}

/** A row of the list as listBookmarks returns it, plus the value of its sort key (for the cursor). */
interface ListedRow {
  bookmark: ListedBookmark;
  categories: CategoryRef[];
  availability: AvailabilityView | null;
  sortValue: string | number;
}

/** The list statement's rows: the bookmark's columns, then its categories, availability and sort value. */
function listedRows(rows: unknown[][]): ListedRow[] {
  const at = BOOKMARK_COLUMN_COUNT;
  return rows.map((row) => ({
    bookmark: bookmarkOfRow(row),
    categories: inCategoryOrder(row[at] as RankedCategoryRef[] | string | null),
    availability: availabilityView(row[at + 1]),
    sortValue: row[at + 2] as string | number,
  }));
}

/**
 * A page of the list, each bookmark with its categories (as its owner, or the subscriber, sees them).
 * A search is read as `plan` says, chosen from the sample by default (a test may name one).
 */
export async function listBookmarks(
  db: Database,
  q: BookmarkListQuery,
  plan?: SearchPlan,
): Promise<{ rows: Omit<ListedRow, 'sortValue'>[]; nextCursor: BookmarkCursor | null }> {
  if (q.cursor && !cursorFitsSort(q.sort, q.cursor.value)) {
    throw new Error(`A cursor value that does not fit the ${q.sort} sort reached the query.`);
  }
  const rows = await searchPage(db, q, plan);

  const last = rows.at(-1);
  const nextCursor = rows.length === q.limit && last ? { value: last.sortValue, id: last.bookmark.id } : null;
  return { rows, nextCursor };
}

/** The page's rows: a search is read as its plan says (search-narrowing.ts), in windows where the sort allows. */
async function searchPage(db: Database, q: BookmarkListQuery, forced?: SearchPlan) {
  if (!q.search) return listPage(db, q, null);
  if (q.subscriberId !== undefined) return listPage(db, q, { kind: 'planner' });
  const windows = windowSorts.has(q.sort) && !q.offset;
  const plan = forced ?? (await searchPlanFor(db, q, q.search, windows));
  return plan.kind === 'window' && windows ? listInWindows(db, q, plan) : listPage(db, q, plan.kind === 'window' ? { kind: 'trigram', piece: plan.piece } : plan);
}

/** How the owner's search reads the table: from the table's sample, and within a category from the category's own sample too (search-filter.ts). */
export async function searchPlanFor(db: Database, q: BookmarkListQuery, term: string, windows = windowSorts.has(q.sort) && !q.offset): Promise<SearchPlan> {
  const sample = await searchTextSample(db);
  const plan = chooseSearchPlan(term, sample, q.limit, { windows });
  const inCategory = categoryPlannerOf(db);
  return inCategory && q.categoryId !== undefined ? inCategory(db, { ownerId: q.ownerId, categoryId: q.categoryId, term, pageSize: q.limit }, plan, sample) : plan;
}

/** The sorts whose key is a time that is never null, which a search may read in windows. */
const windowSorts: ReadonlySet<BookmarkSort> = new Set(['recent', 'added']);

/** Up to `limit` rows of the list in its order (only those in `window`, if given). */
async function listPage(db: Database, q: BookmarkListQuery, plan: SearchPlan | null, window?: KeyRange | PeriodWindow, limit = q.limit) {
  const shape = listShape(q, plan, window, limit);
  const { range, periods } = splitWindow(window);
  const piece = plan?.kind === 'trigram' || plan?.kind === 'window' ? plan.piece : null;
  const statement = preparedOnce(db, shapeName(shape), (name) => listStatement(db, shape, name));
  const rows = await statement.execute({
    ownerId: q.ownerId,
    categoryId: q.categoryId,
    addedSince: q.addedSince?.toISOString(),
    region: q.unavailableIn,
    pattern: q.search && plan?.kind !== 'walk' ? `%${escapeLike(piece ?? q.search)}%` : undefined,
    term: plan?.kind === 'walk' || piece !== null || periods ? q.search : undefined,
    from: range?.from,
    until: range?.until,
    keys: periods?.keys,
    above: periods?.above,
    below: periods?.below,
    cursorValue: q.cursor?.value,
    cursorId: q.cursor?.id,
    subscriberId: q.subscriberId,
    offset: shape.offset ? q.offset : undefined,
  });
  // The statement may read up to LIMIT_STEP - 1 rows more than the page holds.
  rows.length = Math.min(rows.length, limit);
  return rows;
}

/**
 * A search read in windows of the sort key (search-narrowing.ts, `window`; search-windows.ts):
 * the matches among about the newest `plan.rows` rows below the page's top, then, while the page
 * is short, among the rows before them, and so on. Each window is one statement, so Postgres
 * reads only the matches inside it (a bitmap AND of the trigram index and the key's range)
 * instead of every match or every row; the windows go back in time without overlap, so their
 * rows, in order, are the page.
 */
async function listInWindows(db: Database, q: BookmarkListQuery, plan: SearchPlan & { kind: 'window' }) {
  const span = await keySpan(db, q.ownerId, sortKeys[q.sort].key, q.sort);
  if (!span) return listPage(db, q, plan);
  const top = q.cursor ? Math.min(span.newest, Date.parse(`${String(q.cursor.value).slice(0, 23)}Z`) / 1000) : span.newest;
  if (q.sort === 'recent' && plan.trigram !== null && Number.isFinite(span.newest) && Number.isFinite(span.oldest) && Number.isFinite(top)) {
    const rows = await listInPeriods(db, q, { ...plan, trigram: plan.trigram }, span, top);
    if (rows) return rows;
  }
  const rows: Awaited<ReturnType<typeof listPage>> = [];
  for (const range of keyWindows(span, top, plan.rows)) {
    rows.push(...(await listPage(db, q, plan, range, q.limit - rows.length)));
    if (rows.length >= q.limit) break;
  }
  return rows;
}

/** A window of whole periods as listPage reads it: the search index's keys, and the bounds of the rows taken besides them. */
interface PeriodWindow {
  periods: PeriodRange;
  keys: string;
  /** Every row with a key from here up (epoch seconds): the first window. */
  above?: number;
  /** Every row with a key below this (epoch seconds): the last window. */
  below?: number;
}

/**
 * A search of the 'recent' sort read in windows of whole periods of its key (search-windows.ts,
 * `periodWindows`): each window is one statement that reads, from the search keys index, only the
 * owner's rows holding the term's rarest trigram in those periods, where a window of the key's
 * range ANDs the trigram index (every user's rows) with the sort index's whole range. A window
 * then costs about the matches in it, so the first is sized to the rows a page needs (`pageRows`),
 * not to the cost of a bitmap. A window that would name more than MAX_WINDOW_PERIODS periods is
 * read as a range of the key instead (every row below the periods read so far).
 */
async function listInPeriods(db: Database, q: BookmarkListQuery, plan: SearchPlan & { kind: 'window'; trigram: string }, span: KeySpan, top: number) {
  const rows: Awaited<ReturnType<typeof listPage>> = [];
  let below: number | undefined;
  let first = true;
  const oldestPeriod = Math.floor(span.oldest / PERIOD_SECONDS);
  for (const periods of periodWindows(span, top, plan.pageRows)) {
    const window: PeriodWindow = {
      periods,
      keys: periodKeys(q.ownerId, plan.trigram, periods),
      above: first ? (periods.newest + 1) * PERIOD_SECONDS : undefined,
      below: periods.oldest <= oldestPeriod ? periods.oldest * PERIOD_SECONDS : undefined,
    };
    first = false;
    rows.push(...(await listPage(db, q, plan, window, q.limit - rows.length)));
    if (rows.length >= q.limit || window.below !== undefined) return rows;
    below = periods.oldest * PERIOD_SECONDS;
  }
  // The first window would name too many periods (null: read in windows of the key's range), or
  // the next one would: the rest as a range of the key, below the periods read.
  if (first) return null;
  rows.push(...(await listPage(db, q, plan, { until: below }, q.limit - rows.length)));
  return rows;
}

export interface CategoryRef {
  id: string;
  name: string;
  color: string;
}

/** The categories of each of these bookmarks (their owner's), in display order. */
export async function categoriesOfBookmarks(db: Database, bookmarkIds: string[]): Promise<Map<string, CategoryRef[]>> {
  const result = new Map<string, CategoryRef[]>(bookmarkIds.map((id) => [id, []]));
  if (bookmarkIds.length === 0) return result;
  const rows = await db
    .select({ bookmarkId: bookmarkCategories.bookmarkId, id: categories.id, name: categories.name, color: categories.color })
    .from(bookmarkCategories)
    .innerJoin(categories, eq(categories.id, bookmarkCategories.categoryId))
    .where(inArray(bookmarkCategories.bookmarkId, bookmarkIds))
    .orderBy(asc(categories.displayOrder), asc(categories.createdAt));
  for (const { bookmarkId, ...category } of rows) result.get(bookmarkId)!.push(category);
  return result;
}

export async function findOwnBookmark(db: Database, userId: string, id: string): Promise<Bookmark | undefined> {
  const [row] = await db.select(bookmarkColumns).from(bookmarks).where(and(eq(bookmarks.id, id), eq(bookmarks.userId, userId))).limit(1);
  return row;
}

/** Replaces a bookmark's categories. Callers check the categories are the user's own. */
export async function setBookmarkCategories(db: Database, bookmarkId: string, categoryIds: string[]) {
  await db.delete(bookmarkCategories).where(eq(bookmarkCategories.bookmarkId, bookmarkId));
  if (categoryIds.length) {
    await db.insert(bookmarkCategories).values(categoryIds.map((categoryId) => ({ bookmarkId, categoryId }))).onConflictDoNothing();
  }
}

/** Which of these videos the user has already saved: video id → bookmark id. */
export async function savedVideoIds(db: Database, userId: string, videoIds: string[]): Promise<Map<string, string>> {
  if (videoIds.length === 0) return new Map();
  const rows = await db
    .select({ id: bookmarks.id, videoId: bookmarks.videoId })
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), inArray(bookmarks.videoId, videoIds)));
  return new Map(rows.map((r) => [r.videoId, r.id]));
}

/** The user's own bookmarks among these ids. */
export async function findOwnBookmarks(db: Database, userId: string, ids: string[]): Promise<Bookmark[]> {
  if (ids.length === 0) return [];
  return db.select(bookmarkColumns).from(bookmarks).where(and(eq(bookmarks.userId, userId), inArray(bookmarks.id, ids)));
}

export type NewBookmark = Omit<typeof bookmarks.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

/** Saves a bookmark of the user in these categories (callers check they are the user's own). */
export async function createBookmark(db: Database, userId: string, fields: NewBookmark, categoryIds: string[]): Promise<Bookmark> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bookmarks)
      .values({ ...fields, userId })
      .returning(bookmarkColumns);
    await setBookmarkCategories(tx, row!.id, categoryIds);
    return row!;
  });
}

export interface BookmarkChanges {
  isFavorite?: boolean;
  title?: string;
  note?: string | null;
  /** Replaces the bookmark's categories (callers check they are the user's own). */
  categoryIds?: string[];
}

/** Changes one of the user's bookmarks; undefined when it is not theirs. */
export async function updateBookmark(db: Database, userId: string, id: string, changes: BookmarkChanges, now: Date): Promise<Bookmark | undefined> {
  const { categoryIds, ...fields } = changes;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookmarks)
      .set({ ...fields, updatedAt: now })
      .where(and(eq(bookmarks.id, id), eq(bookmarks.userId, userId)))
      .returning(bookmarkColumns);
    if (row && categoryIds) await setBookmarkCategories(tx, row.id, categoryIds);
    return row;
  });
}

/** Records how far the user watched one of their bookmarks; undefined when it is not theirs. */
export async function setWatchTime(db: Database, userId: string, id: string, watchTime: number) {
  const [row] = await db
    .update(bookmarks)
    .set({ watchTime })
    .where(and(eq(bookmarks.id, id), eq(bookmarks.userId, userId)))
    .returning({ id: bookmarks.id, watchTime: bookmarks.watchTime });
  return row;
}

/** Deletes those of these bookmarks that are the user's own; returns the ids deleted. */
export async function deleteBookmarks(db: Database, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const deleted = await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.userId, userId), inArray(bookmarks.id, ids)))
    .returning({ id: bookmarks.id });
  return new Set(deleted.map((d) => d.id));
}

/**
 * Adds these categories to each of the user's bookmarks (keeping the ones they have), or with
 * null takes every category off them; one transaction. Callers check the ids are the user's own.
 */
export async function editCategoriesOfBookmarks(db: Database, userId: string, bookmarkIds: string[], categoryIds: string[] | null) {
  await db.transaction(async (tx) => {
    const owned = (await findOwnBookmarks(tx, userId, bookmarkIds)).map((b) => b.id);
    if (owned.length === 0) return;
    if (categoryIds === null) {
      await tx.delete(bookmarkCategories).where(inArray(bookmarkCategories.bookmarkId, owned));
      return;
    }
    if (categoryIds.length === 0) return;
    await tx
      .insert(bookmarkCategories)
      .values(owned.flatMap((bookmarkId) => categoryIds.map((categoryId) => ({ bookmarkId, categoryId }))))
      .onConflictDoNothing();
  });
}

/** Features one of the user's bookmarks on their public profile, or (null) none. */
export async function setFeaturedBookmark(db: Database, userId: string, bookmarkId: string | null) {
  // The public page's face changed: its updated_at dates it (feeds' Last-Modified).
  await db.update(users).set({ featuredBookmarkId: bookmarkId, updatedAt: sql`now()` }).where(eq(users.id, userId));
}
