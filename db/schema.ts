import { getTableColumns, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Virtual members have no e-mail and no Google account.
    email: text('email').unique(),
    googleSub: text('google_sub').unique(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    title: text('title'),
    description: text('description'),
    handle: text('handle').unique(),
    isPublic: boolean('is_public').notNull().default(false),
    showEmail: boolean('show_email').notNull().default(false),
    showName: boolean('show_name').notNull().default(true),
    showProfileImage: boolean('show_profile_image').notNull().default(true),
    showMainCard: boolean('show_main_card').notNull().default(true),
    showBookmarkList: boolean('show_bookmark_list').notNull().default(true),
    showCategories: boolean('show_categories').notNull().default(true),
    showFavorites: boolean('show_favorites').notNull().default(false),
    showFeaturedVideo: boolean('show_featured_video').notNull().default(true),
    // Beyond the spec: the owner's notes on the public page, its embed and its feeds.
    showNotes: boolean('show_notes').notNull().default(false),
    publicTheme: text('public_theme', { enum: ['light', 'dark', 'system', 'auto'] })
      .notNull()
      .default('light'),
    featuredBookmarkId: uuid('featured_bookmark_id').references((): AnyPgColumn => bookmarks.id, {
      onDelete: 'set null',
    }),
    isVirtual: boolean('is_virtual').notNull().default(false),
    // Bumped to revoke every session cookie and extension token of the user at once.
    sessionVersion: integer('session_version').notNull().default(1),
    createdAt: createdAt(),
    // The last change of the profile or its switches: what a public feed's Last-Modified counts.
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_created_at_idx').on(t.createdAt), index('users_is_virtual_idx').on(t.isVirtual)],
);

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull().default('#3b82f6'),
    isPublic: boolean('is_public').notNull().default(true),
    subscribable: boolean('subscribable').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('categories_user_id_display_order_idx').on(t.userId, t.displayOrder)],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: text('video_id').notNull(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    note: text('note'),
    description: text('description'),
    thumbnail: text('thumbnail'),
    duration: text('duration'),
    durationSeconds: integer('duration_seconds'),
    channel: text('channel'),
    channelId: text('channel_id'),
    channelIcon: text('channel_icon'),
    // The most-watched videos are past 2^31 views.
    views: bigint('views', { mode: 'number' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    embeddable: boolean('embeddable').notNull().default(true),
    // Saved while YouTube could not be reached: title and thumbnail come from the id alone, and
    // the details are fetched again later.
    needsDetails: boolean('needs_details').notNull().default(false),
    isFavorite: boolean('is_favorite').notNull().default(false),
    watchTime: integer('watch_time').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // What the owner's search looks through, lowercased once when a row is written: a search
    // then compares bytes (LIKE) instead of case-folding every row it walks (ILIKE), about three
    // times less work per row (decision 014). Never selected (bookmarkColumns leaves it out).
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce("title", '') || ' ' || coalesce("note", '') || ' ' || coalesce("channel", '') || ' ' || coalesce("description", ''))`,
    ),
  },
  (t) => [
    uniqueIndex('bookmarks_user_id_video_id_idx').on(t.userId, t.videoId),
    // One index per sort order of the bookmark list (same expressions as db/queries/bookmarks.ts),
    // each ending in id so the order is total and keyset pages are stable.
    index('bookmarks_user_id_recent_idx').on(t.userId, sql`coalesce(${t.publishedAt}, ${t.createdAt}) desc`, t.id),
    index('bookmarks_user_id_created_at_idx').on(t.userId, sql`${t.createdAt} desc`, t.id),
    index('bookmarks_user_id_title_idx').on(t.userId, sql`lower(${t.title})`, t.id),
    index('bookmarks_user_id_views_idx').on(t.userId, sql`coalesce(${t.views}, -1) desc`, t.id),
    index('bookmarks_user_id_duration_idx').on(t.userId, sql`coalesce(${t.durationSeconds}, -1) desc`, t.id),
    index('bookmarks_user_id_is_favorite_idx').on(t.userId).where(sql`${t.isFavorite}`),
    // A user's bookmarks still needing details, oldest first (bookmarksNeedingDetails): after a big
    // import without a key that is the whole import, which the order must not sort.
    index('bookmarks_needs_details_idx').on(t.userId, t.createdAt, t.id).where(sql`${t.needsDetails}`),
    // Substring search (LIKE '%q%' on the lowercased text) for rare terms, served by pg_trgm.
    index('bookmarks_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`).with({ gin_pending_list_limit: 64 }),
    // The owner's search of the newest rows ('recent' sort): per owner and 30-day period of the sort
    // key, the rows holding each trigram (function in migration 0015; db/queries/search-windows.ts).
    index('bookmarks_search_keys_idx')
      .using('gin', sql`bookmark_search_keys(${t.userId}, coalesce(${t.publishedAt}, ${t.createdAt}), ${t.searchText})`)
      .with({ gin_pending_list_limit: 64 }),
    // The availability checker skips videos nobody keeps any more.
    index('bookmarks_video_id_idx').on(t.videoId),
  ],
);

/**
 * Each user's bookmark counts, kept by triggers on bookmarks (migration 0005), so the stats card
 * costs one row read however large the library (decision 008): counting a million rows per
 * request does not. The triggers are statement-level, so a bulk insert or delete updates each
 * user's row once.
 */
export const bookmarkCounts = pgTable('bookmark_counts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
  favorites: integer('favorites').notNull().default(0),
  /**
   * Bookmarks whose video plays nowhere (every state but available and blocked), kept by the
   * bookmark triggers and by a trigger on video_availability's status (migration 0011).
   */
  gone: integer('gone').notNull().default(0),
});

export const bookmarkCategories = pgTable(
  'bookmark_categories',
  {
    bookmarkId: uuid('bookmark_id')
      .notNull()
      .references(() => bookmarks.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.bookmarkId, t.categoryId] }),
    index('bookmark_categories_category_id_idx').on(t.categoryId),
  ],
);

export const categorySubscriptions = pgTable(
  'category_subscriptions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.categoryId] }),
    index('category_subscriptions_category_id_idx').on(t.categoryId),
  ],
);

export const profileVisits = pgTable(
  'profile_visits',
  {
    profileUserId: uuid('profile_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    // A salted hash of the visitor (never the raw IP), so one visitor counts once per day.
    visitorHash: text('visitor_hash').notNull(),
    userAgent: text('user_agent'),
    referrer: text('referrer'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.profileUserId, t.day, t.visitorHash] })],
);

/**
 * One row per signed-in browser session. The session cookie names its row; signing out deletes
 * it, so a copied cookie is dead afterwards while the user's other devices stay signed in.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** OAuth states already redeemed: a state is single-use, so a replayed callback is refused. */
export const usedOAuthStates = pgTable(
  'used_oauth_states',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_oauth_states_expires_at_idx').on(t.expiresAt)],
);

/**
 * Fixed-window counters for rate limits that must hold across Worker isolates (the AI suggestion
 * per admin, personal API tokens): one row per key and window.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limit_counters_window_start_idx').on(t.windowStart)],
);

/**
 * Personal API tokens (Settings → API tokens): random secrets shown once, stored only as their
 * SHA-256 hash, sent as `Authorization: Bearer`. Revoking deletes the row.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('api_tokens_user_id_idx').on(t.userId)],
);

export const jobStatuses = ['pending', 'in_progress', 'completed', 'failed'] as const;

export const autoBookmarkJobs = pgTable(
  'auto_bookmark_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // All categories of one request share a run id; the queue carries the run id.
    runId: uuid('run_id').notNull(),
    position: integer('position').notNull().default(0),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    region: text('region').notNull().default('US'),
    language: text('language'),
    targetCount: integer('target_count').notNull().default(10),
    status: text('status', { enum: jobStatuses }).notNull().default('pending'),
    bookmarksCreated: integer('bookmarks_created').notNull().default(0),
    videosFound: integer('videos_found').notNull().default(0),
    error: text('error'),
    recentBookmarks: jsonb('recent_bookmarks')
      .$type<{ bookmarkId: string; title: string; channelTitle: string | null; viewCount: number | null }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('auto_bookmark_jobs_run_id_position_idx').on(t.runId, t.position),
    index('auto_bookmark_jobs_member_id_idx').on(t.memberId),
  ],
);

/** What an import brings in, one entry per line of the file that named a YouTube video. */
export interface ImportItem {
  line: number;
  url: string;
  videoId: string;
  title?: string;
  note?: string;
  isFavorite?: boolean;
  watchTime?: number;
  createdAt?: string;
  /** Category names (folders, playlists, our export's categories). */
  categories?: string[];
}

export const importStatuses = ['pending', 'running', 'completed', 'failed'] as const;
/** What an import does with a video already in the library: leave it, or take the file's state of it. */
export const importExistingModes = ['skip', 'update'] as const;
export type ImportExistingMode = (typeof importExistingModes)[number];

/** A category an import's file names, with the colour (and, from our own export, more) it gets when created. */
export interface ImportCategorySpec {
  name: string;
  color: string;
  displayOrder?: number;
  isPublic?: boolean;
  subscribable?: boolean;
}

/** Categories an import made, found or could not make (over the limit). */
export interface ImportCategoriesReport {
  created: string[];
  reused: string[];
  uncategorised: string[];
}

/**
 * A library import, run in the background on the job queue: its file's entries are kept
 * (import_items), so a redelivered message resumes at `processed` instead of starting over.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: importStatuses }).notNull().default('pending'),
    // Null until the job has read the file (its parts are in import_file_parts until then).
    format: text('format'),
    fileName: text('file_name').notNull().default(''),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    // 'update' changes bookmarks already in the library only for our own exports (JSON, CSV).
    existing: text('existing', { enum: importExistingModes }).notNull().default('skip'),
    categories: jsonb('categories').$type<ImportCategoriesReport>(),
    // The categories the file names, created as the first bookmark lands in each.
    categorySpecs: jsonb('category_specs').$type<ImportCategorySpec[]>().notNull().default([]),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('import_jobs_user_id_created_at_idx').on(t.userId, t.createdAt)],
);

// 'unavailable': private or deleted; YouTube does not tell which (oEmbed answers 404 for both,
// videos.list with an API key leaves both out). 'private' is for an answer that says so.
export const availabilityStatuses = ['available', 'private', 'deleted', 'unavailable', 'blocked', 'not_embeddable'] as const;
export type AvailabilityStatus = (typeof availabilityStatuses)[number];

/**
 * Whether each saved video still plays on YouTube, one row per video id however many people saved
 * it (a trigger on bookmarks adds the row, migration 0007). The availability checker
 * (functions/jobs/availability-check.ts) walks the rows least-recently-checked first. A failed
 * check never changes `status`: it only counts `failures` and waits until `retry_after`.
 */
export const videoAvailability = pgTable(
  'video_availability',
  {
    videoId: text('video_id').primaryKey(),
    status: text('status', { enum: availabilityStatuses }).notNull().default('available'),
    /** Status 'blocked': the regions YouTube blocks it in, or (allowedRegions) the only ones it plays in. */
    blockedRegions: text('blocked_regions').array(),
    allowedRegions: text('allowed_regions').array(),
    /** Null until the first check: such rows come first. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** When `status` last changed (null: never, since the video was first seen). */
    changedAt: timestamp('changed_at', { withTimezone: true }),
    /** Checks in a row YouTube could not answer; reset by an answer. */
    failures: integer('failures').notNull().default(0),
    /** Not claimed by a check before this moment: a running check's lease, or the back-off after a failure. */
    retryAfter: timestamp('retry_after', { withTimezone: true }),
  },
  (t) => [
    index('video_availability_checked_at_idx').on(t.checkedAt.asc().nullsFirst()),
    index('video_availability_changed_at_idx').on(t.changedAt).where(sql`${t.status} <> 'available'`),
    // The stats' region-blocked count starts from these few rows, not from every unavailable one.
    index('video_availability_blocked_idx').on(t.videoId).where(sql`${t.status} = 'blocked'`),
  ],
);

/** Data API units (oEmbed: calls) the availability checker spent per UTC day, against its daily quota. */
export const availabilityQuota = pgTable('availability_quota', {
  day: date('day').primaryKey(),
  units: integer('units').notNull().default(0),
});

/** Bytes as Postgres stores them (bytea). */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres and Neon hand back a Buffer, PGlite a Uint8Array: both are Uint8Arrays.
  fromDriver: (value) => (value instanceof Uint8Array ? value : new Uint8Array(value as ArrayLike<number>)),
});

/**
 * An uploaded file until its job has read it, in parts of 64 KB: each statement stays small, so
 * storing or reading 10 MB never holds the database (PGlite runs one statement at a time) or
 * the event loop for long.
 */
export const importFileParts = pgTable(
  'import_file_parts',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => importJobs.id, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    bytes: bytes('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.part] })],
);

/** The entries of an import's file, in file order, taken in chunks by position. */
export const importItems = pgTable(
  'import_items',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => importJobs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    item: jsonb('item').$type<ImportItem>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.position] })],
);

/**
 * The entries an import could not take, and why. `position` orders them and makes a rewrite by
 * a redelivered message harmless: the file's own failures count from 0, those found while
 * importing (a video YouTube does not know) from FAILED_WHILE_IMPORTING plus the item's position.
 */
export const importFailures = pgTable(
  'import_failures',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => importJobs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    line: integer('line').notNull(),
    url: text('url').notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.position] }), index('import_failures_import_id_line_idx').on(t.importId, t.line, t.position)],
);

export type User = typeof users.$inferSelect;
export type Category = typeof categories.$inferSelect;
/** Every column of a bookmark but the search text, which only the search reads: what queries select. */
export const { searchText: _searchText, ...bookmarkColumns } = getTableColumns(bookmarks);
export type Bookmark = Omit<typeof bookmarks.$inferSelect, 'searchText'>;
export type AutoBookmarkJob = typeof autoBookmarkJobs.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type ImportJob = typeof importJobs.$inferSelect;
export type VideoAvailability = typeof videoAvailability.$inferSelect;
