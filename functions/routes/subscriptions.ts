import { Hono } from 'hono';
import { listSubscribedCategories } from '../../db/queries/categories.ts';
import type { Database } from '../../db/database.ts';
import { requireUser } from '../auth/middleware.ts';
import type { AppEnv } from '../deps.ts';
import { toCategoryView } from '../schemas/category.ts';

/** The other users' categories the user subscribes to, as the category list shows them. */
export async function subscribedViews(db: Database, userId: string) {
  const rows = await listSubscribedCategories(db, userId);
  return rows.map(({ category, bookmarkCount, owner }) =>
    toCategoryView(category, bookmarkCount, {
      id: owner.id,
      handle: owner.handle,
      // The owner's name is shown only where they publish it: on a public profile showing it.
      name: owner.isPublic && owner.showName ? [owner.firstName, owner.lastName].filter(Boolean).join(' ') || null : null,
    }),
  );
}

/** /api/subscriptions: the user's subscribed categories (subscribing is under /api/categories/:id). */
export const subscriptionRoutes = new Hono<AppEnv>()
  // GET /api/subscriptions
  .get('/', async (c) => {
    const user = requireUser(c);
    return c.json(await subscribedViews(c.var.deps.db, user.id));
  });
