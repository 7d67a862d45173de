import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type Bookmark, type Category, type User, bookmarkCategories, bookmarks, categories, categorySubscriptions, users } from '../../db/schema.ts';

let sequence = 0;
const next = () => ++sequence;

/** A random, valid 11-character YouTube video id. */
export function videoId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
  return Array.from(crypto.getRandomValues(new Uint8Array(11)), (b) => alphabet[b % 64]).join('');
}

export async function createUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}): Promise<User> {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({ email: `user${n}-${Date.now()}@example.com`, googleSub: `sub-${n}-${Math.random()}`, firstName: 'User', lastName: String(n), ...overrides })
    .returning();
  return row!;
}

export async function createCategory(db: Database, user: User, overrides: Partial<typeof categories.$inferInsert> = {}): Promise<Category> {
  const [row] = await db.insert(categories).values({ userId: user.id, name: `Category ${next()}`, ...overrides }).returning();
  return row!;
}

export async function createBookmark(
  db: Database,
  user: User,
  overrides: Partial<typeof bookmarks.$inferInsert> & { categoryIds?: string[] } = {},
): Promise<Bookmark> {
  const { categoryIds, ...fields } = overrides;
  const id = fields.videoId ?? videoId();
  const [row] = await db
    .insert(bookmarks)
    .values({ userId: user.id, videoId: id, url: `https://www.youtube.com/watch?v=${id}`, title: `Video ${next()}`, ...fields })
    .returning();
  if (categoryIds?.length) await db.insert(bookmarkCategories).values(categoryIds.map((categoryId) => ({ bookmarkId: row!.id, categoryId })));
  return row!;
}

export async function subscribe(db: Database, user: User, category: Category) {
  await db.insert(categorySubscriptions).values({ userId: user.id, categoryId: category.id });
}

/**
 * `count` bookmarks of one user in a single statement (for plan tests that need a table of some
 * size): video ids `<prefix>0000000001` on, titled "Video 1" on.
 */
export async function insertNumberedBookmarks(db: Database, userId: string, count: number, prefix: string) {
  await db.execute(sql`insert into bookmarks (user_id, video_id, url, title)
    select ${userId}::uuid, ${prefix} || lpad(g::text, 10, '0'), 'https://www.youtube.com/watch?v=' || ${prefix} || g, 'Video ' || g
    from generate_series(1, ${count}) g`);
}
