// Seeds the bench's library straight into the database (before the server starts: PGlite allows
// one process), in set-based INSERT … SELECT generate_series statements so 1M rows take minutes.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

export const BENCH_EMAIL = 'bench@example.com';
/** The other users, whose rows every query must filter out. */
const OTHER_USERS = 4;
const CHUNK = 50_000;

/** The dev identity provider's subject for an e-mail (functions/dev/idp.ts): signing in finds this user. */
const devSubject = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 21);

/** Words of the titles and descriptions; 'sourdough' is in about one row in six. */
const WORDS = ['pasta', 'guitar', 'rust', 'tokyo', 'marathon', 'physics', 'sourdough', 'piano', 'kyoto', 'chess', 'yoga', 'drone'];
/** In one note of every RARE_EVERY rows: the rare search term. */
export const RARE_TERM = 'kombucha';
const RARE_EVERY = 5000;
/** In the note of one row in a hundred: a term in 1% of the rows. */
export const ONE_PERCENT_TERM = 'ferment';
/** In the description of one row in twenty: a Korean term (5% of the rows). */
export const KOREAN_TERM = '김치찌개';

/** The ids a RETURNING id gave (node-postgres and PGlite both answer { rows }). */
const idsOf = (result: unknown) => (result as { rows: { id: string }[] }).rows.map((r) => r.id);

async function insertUser(db: Database, email: string): Promise<string> {
  const rows = idsOf(await db.execute(sql`insert into users (email, google_sub, first_name) values (${email}, ${devSubject(email)}, 'Bench') returning id`));
  return rows[0]!;
}

async function insertCategories(db: Database, userId: string, count: number): Promise<string[]> {
  const result = await db.execute(sql`
    insert into categories (user_id, name, color, display_order)
    select ${userId}, 'Category ' || i, '#3b82f6', i from generate_series(1, ${sql.raw(String(count))}) i
    returning id`);
  return idsOf(result);
}

/** Bookmarks [from, to) of one user; each in category i mod K, every third also in the next one. */
async function insertBookmarks(db: Database, userId: string, categoryIds: string[], from: number, to: number) {
  const words = `{${WORDS.join(',')}}`;
  await db.execute(sql`
    insert into bookmarks (user_id, video_id, url, title, note, channel, description, thumbnail, duration,
                           duration_seconds, views, published_at, created_at, updated_at, is_favorite)
    select ${userId}::uuid, 'v' || lpad(i::text, 10, '0'), 'https://www.youtube.com/watch?v=v' || lpad(i::text, 10, '0'),
           (${words}::text[])[1 + i % 12] || ' lesson ' || (i % 997),
           case when i % ${sql.raw(String(RARE_EVERY))} = 0 then 'remember the ${sql.raw(RARE_TERM)} starter'
                when i % 100 = 50 then 'let it ${sql.raw(ONE_PERCENT_TERM)} overnight' end,
           'Channel ' || (i % 50), 'All about ' || (${words}::text[])[1 + (i * 7) % 12] || case when i % 20 = 7 then ' ${sql.raw(KOREAN_TERM)} 레시피' else '' end,
           'https://i.ytimg.com/vi/v' || lpad(i::text, 10, '0') || '/hqdefault.jpg', 'PT' || ((i * 31) % 3600) || 'S',
           (i * 31) % 3600, (i::int8 * 7919) % 100000,
           now() - (i % 1500) * interval '1 day', now() - (i % 400) * interval '1 day' - i * interval '1 second',
           now(), i % 9 = 0
    from generate_series(${sql.raw(String(from))}, ${sql.raw(String(to - 1))}) i`);
  if (categoryIds.length === 0) return;
  const ids = `{${categoryIds.join(',')}}`;
  await db.execute(sql`
    insert into bookmark_categories (bookmark_id, category_id)
    select b.id, (${ids}::uuid[])[1 + n % ${sql.raw(String(categoryIds.length))}]
    from (select id, substr(video_id, 2)::int as n from bookmarks where user_id = ${userId} and video_id >= ${`v${String(from).padStart(10, '0')}`} and video_id < ${`v${String(to).padStart(10, '0')}`}) b
    union all
    select b.id, (${ids}::uuid[])[1 + (n + 1) % ${sql.raw(String(categoryIds.length))}]
    from (select id, substr(video_id, 2)::int as n from bookmarks where user_id = ${userId} and video_id >= ${`v${String(from).padStart(10, '0')}`} and video_id < ${`v${String(to).padStart(10, '0')}`}) b
    where n % 3 = 0 and ${sql.raw(String(categoryIds.length))} > 1`);
}

async function seedUser(db: Database, email: string, bookmarks: number, categories: number, onProgress: (rows: number) => void) {
  const userId = await insertUser(db, email);
  const categoryIds = await insertCategories(db, userId, categories);
  for (let from = 0; from < bookmarks; from += CHUNK) {
    const to = Math.min(bookmarks, from + CHUNK);
    await insertBookmarks(db, userId, categoryIds, from, to);
    onProgress(to - from);
  }
  return userId;
}

/**
 * The measured user (BENCH_EMAIL) with `bookmarks` bookmarks in `categories` categories, and
 * OTHER_USERS users with as many bookmarks between them; then ANALYZE, as a live database has.
 */
export async function seedLibrary(db: Database, options: { bookmarks: number; categories: number }) {
  const total = options.bookmarks * 2;
  let done = 0;
  const progress = (rows: number) => {
    done += rows;
    if (total >= 200_000) process.stdout.write(`\r  seeded ${done.toLocaleString('en')} / ${total.toLocaleString('en')} bookmarks`);
  };
  await seedUser(db, BENCH_EMAIL, options.bookmarks, options.categories, progress);
  for (let k = 1; k <= OTHER_USERS; k++) {
    await seedUser(db, `other${k}@example.com`, Math.ceil(options.bookmarks / OTHER_USERS), options.categories, progress);
  }
  if (total >= 200_000) process.stdout.write('\n');
  await db.execute(sql`vacuum analyze`);
}
