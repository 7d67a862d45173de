import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import type { AvailabilityView } from '../availability-view.ts';
import { goneForVisitors, unavailableVideos } from './availability.ts';
import { type BookmarkCursor, addedCursorOf } from './bookmarks.ts';
import { type Bookmark, type Category, type User, bookmarkCategories, bookmarkColumns, bookmarks, categories, categorySubscriptions, users } from '../schema.ts';

/** The profile and privacy fields a user may change about themself. */
export type OwnProfileChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'firstName' | 'lastName' | 'title' | 'description' | 'profileImageUrl' | 'handle' | 'isPublic' | 'showEmail' | 'showName'
    | 'showProfileImage' | 'showMainCard' | 'showBookmarkList' | 'showCategories' | 'showFavorites' | 'showFeaturedVideo' | 'showNotes' | 'publicTheme'
  >
>;

/** Applies changes to the acting user's own row and returns it; undefined when the account was deleted meanwhile. */
export async function updateOwnProfile(db: Database, userId: string, changes: OwnProfileChanges): Promise<User | undefined> {
  const [row] = await db.update(users).set({ ...changes, updatedAt: sql`now()` }).where(eq(users.id, userId)).returning();
  return row;
}

/** The public profile's owner: a user with this handle whose profile is public (drafts are not). */
export async function findPublicProfileOwner(db: Database, handle: string): Promise<User | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.handle, handle.toLowerCase()), eq(users.isPublic, true)))
    .limit(1);
  return row;
}

/** At most this many bookmarks go out on a public page. */
export const PUBLIC_BOOKMARK_LIMIT = 500;

/**
 * A bookmark is public when it has no category ("Uncategorized") or at least one public one; a
 * bookmark only in private categories is never shown or counted.
 */
export const isPublicBookmark = sql`(
  not exists (select 1 from ${bookmarkCategories} where ${bookmarkCategories.bookmarkId} = ${bookmarks.id})
  or exists (
    select 1 from ${bookmarkCategories} join ${categories} on ${categories.id} = ${bookmarkCategories.categoryId}
    where ${bookmarkCategories.bookmarkId} = ${bookmarks.id} and ${categories.isPublic}
  )
)`;

const publicCategoryBookmarkCount = sql<number>`(select count(*)::int from ${bookmarkCategories} where ${bookmarkCategories.categoryId} = ${categories.id})`;

export interface PublicProfileRows {
  owner: User;
  categories: { category: Category; bookmarkCount: number; isSubscribed: boolean }[];
  bookmarks: Bookmark[];
  /** Public category ids of each listed bookmark (and of the featured one). */
  categoryIdsOf: Map<string, string[]>;
  featured: Bookmark | null;
  /** Of the videos listed (and featured) that do not play everywhere, by video id. */
  availabilityOf: Map<string, AvailabilityView>;
  bookmarkCount: number;
  favoriteCount: number;
  /** Where the paged list goes on after `bookmarks`, when the limit cut it short. */
  bookmarksCursor: BookmarkCursor | null;
}

/**
 * Everything a public page may show of `owner`, already limited to what is public; the switches
 * are applied by the shaper. `viewerId` only marks the viewer's own subscriptions.
 */
export async function loadPublicProfile(
  db: Database,
  owner: User,
  viewerId: string | null,
  options: { bookmarks?: boolean } = {},
): Promise<PublicProfileRows> {
  // Visitors do not see videos that are gone from YouTube; the owner still does (with why, below).
  const ownPublic = and(eq(bookmarks.userId, owner.id), isPublicBookmark, viewerId === owner.id ? undefined : sql`not ${goneForVisitors}`);
  const [counts] = await db
    .select({
      bookmarkCount: sql<number>`count(*)::int`,
      favoriteCount: sql<number>`count(*) filter (where ${bookmarks.isFavorite})::int`,
    })
    .from(bookmarks)
    .where(ownPublic);

  const categoryRows = await db
    .select({ category: categories, bookmarkCount: publicCategoryBookmarkCount })
    .from(categories)
    .where(and(eq(categories.userId, owner.id), eq(categories.isPublic, true)))
    .orderBy(asc(categories.displayOrder), asc(categories.createdAt), asc(categories.id));

  const subscribed = viewerId && categoryRows.length > 0 ? await subscribedAmong(db, viewerId, categoryRows.map((r) => r.category.id)) : new Set<string>();

  // The paged list's order (ties by id ascending), so bookmarksCursor goes on exactly after these.
  const listed =
    options.bookmarks === false
      ? []
      : await db.select(bookmarkColumns).from(bookmarks).where(ownPublic).orderBy(desc(bookmarks.createdAt), asc(bookmarks.id)).limit(PUBLIC_BOOKMARK_LIMIT);

  let featured: Bookmark | null = null;
  if (owner.featuredBookmarkId) {
    const [row] = await db
      .select(bookmarkColumns)
      .from(bookmarks)
      .where(and(eq(bookmarks.id, owner.featuredBookmarkId), ownPublic))
      .limit(1);
    featured = row ?? null;
  }

  const shown = [...listed, ...(featured ? [featured] : [])];
  // Why a listed video does not play: the owner's gone ones, anyone's region-blocked ones.
  const availabilityOf = await unavailableVideos(db, shown.map((b) => b.videoId));
  const ids = shown.map((b) => b.id);
  const publicIds = categoryRows.map((r) => r.category.id);
  const categoryIdsOf = new Map<string, string[]>();
  if (ids.length > 0 && publicIds.length > 0) {
    const links = await db
      .select({ bookmarkId: bookmarkCategories.bookmarkId, categoryId: bookmarkCategories.categoryId })
      .from(bookmarkCategories)
      .where(and(inArray(bookmarkCategories.bookmarkId, ids), inArray(bookmarkCategories.categoryId, publicIds)));
    const order = new Map(publicIds.map((id, i) => [id, i]));
    for (const link of links.sort((a, b) => order.get(a.categoryId)! - order.get(b.categoryId)!)) {
      categoryIdsOf.set(link.bookmarkId, [...(categoryIdsOf.get(link.bookmarkId) ?? []), link.categoryId]);
    }
  }

  return {
    owner,
    categories: categoryRows.map((r) => ({ ...r, isSubscribed: subscribed.has(r.category.id) })),
    bookmarks: listed,
    categoryIdsOf,
    featured,
    availabilityOf,
    bookmarkCount: counts?.bookmarkCount ?? 0,
    favoriteCount: counts?.favoriteCount ?? 0,
    bookmarksCursor: listed.length === PUBLIC_BOOKMARK_LIMIT ? await addedCursorOf(db, listed.at(-1)!.id) : null,
  };
}

/** Which of these categories the viewer subscribes to. */
async function subscribedAmong(db: Database, viewerId: string, categoryIds: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ categoryId: categorySubscriptions.categoryId })
    .from(categorySubscriptions)
    .where(and(eq(categorySubscriptions.userId, viewerId), inArray(categorySubscriptions.categoryId, categoryIds)));
  return new Set(rows.map((r) => r.categoryId));
}


/** A public category of this public profile's owner; undefined for another's, a private one or none. */
export async function findPublicCategory(db: Database, ownerId: string, categoryId: string): Promise<Category | undefined> {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.userId, ownerId), eq(categories.isPublic, true)))
    .limit(1);
  return row;
}

/** The ids of the owner's public categories: what a visitor may see a bookmark filed under. */
export async function publicCategoryIds(db: Database, ownerId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.userId, ownerId), eq(categories.isPublic, true)));
  return new Set(rows.map((r) => r.id));
}
