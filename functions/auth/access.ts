import { findOwnBookmark } from '../../db/queries/bookmarks.ts';
import { findOwnCategory, findVisibleCategory, isSubscribed, ownCategoryIds } from '../../db/queries/categories.ts';
import { findPublicCategory, findPublicProfileOwner } from '../../db/queries/profiles.ts';
import type { Database } from '../../db/database.ts';
import type { Bookmark, Category, User } from '../../db/schema.ts';
import { bookmarkNotFound, categoryNotFound, forbidden, profileNotAvailable, unauthorized } from '../errors.ts';
import { HANDLE_PATTERN } from '../schemas/handle-rules.ts';

export { bookmarkNotFound, categoryNotFound };

/*
 * One assertion per access rule, used by every route that needs it (Karakeep's
 * assertOwnership(..., notFoundOnDeny)). Another user's resource is a 404, never revealing that
 * it exists; only a subscriber, who knows the category anyway, is told it is read-only (403).
 */

/** One of the user's own bookmarks, else 404. */
export async function assertOwnBookmark(db: Database, userId: string, id: string): Promise<Bookmark> {
  const bookmark = await findOwnBookmark(db, userId, id);
  if (!bookmark) throw bookmarkNotFound();
  return bookmark;
}

/**
 * Every id is one of the user's own categories, for changing it or what is in it. A subscribed
 * one is read-only: 403 with `readOnlyMessage`; anything else 404. Checked in the given order.
 */
export async function assertOwnCategories(db: Database, userId: string, ids: string[], readOnlyMessage: string): Promise<void> {
  const own = await ownCategoryIds(db, userId, ids);
  for (const id of ids) {
    if (own.has(id)) continue;
    if (await isSubscribed(db, userId, id)) throw forbidden(readOnlyMessage);
    throw categoryNotFound();
  }
}

/** Why a bookmark may not go into a category the user only subscribes to. */
export const SUBSCRIBED_READ_ONLY = 'Bookmarks cannot be added to a subscribed category.';

/** A category bookmarks may go into (saving, editing, importing): the user's own, by the rule above. */
export const assertCategoryTakesBookmarks = (db: Database, userId: string, ids: string[]) => assertOwnCategories(db, userId, ids, SUBSCRIBED_READ_ONLY);

/** One of the user's own categories, by the same rule as assertOwnCategories. */
export async function assertOwnCategory(db: Database, userId: string, id: string, readOnlyMessage: string): Promise<Category> {
  const own = await findOwnCategory(db, userId, id);
  if (own) return own;
  await assertOwnCategories(db, userId, [id], readOnlyMessage);
  throw categoryNotFound();
}

/** A category the user may look into (own, or public and subscribed), else 404. */
export async function assertVisibleCategory(db: Database, userId: string, id: string): Promise<Category> {
  const category = await findVisibleCategory(db, userId, id);
  if (!category) throw categoryNotFound();
  return category;
}

/** The public owner of a handle, or 404 for anything else (unknown, private, not a handle). */
export async function assertPublicProfile(db: Database, handle: string): Promise<User> {
  const owner = HANDLE_PATTERN.test(handle.toLowerCase()) ? await findPublicProfileOwner(db, handle) : undefined;
  if (!owner) throw profileNotAvailable();
  return owner;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A category a visitor of this public profile may see: public, the owner's, and the profile
 * shows its categories. Anything else, even text that is no id, is a 404.
 */
export async function assertPublicCategory(db: Database, owner: User, id: string): Promise<Category> {
  const category = owner.showCategories && UUID.test(id) ? await findPublicCategory(db, owner.id, id) : undefined;
  if (!category) throw categoryNotFound();
  return category;
}

/**
 * The caller's own user row as a write returned it. None means an administrator deleted the
 * account while the request ran: 401, as every request after it gets.
 */
export function assertAccountStillExists<T>(row: T | undefined): T {
  if (!row) throw unauthorized();
  return row;
}
