import * as z from 'zod';
import { listSubscribedCategories } from '../../db/queries/categories.ts';
import type { Database } from '../../db/database.ts';
import { categoryResponse } from '../schemas/responses.ts';
import { defineRoute, jsonAnswer, routesApp } from '../openapi/route.ts';
import { toCategoryView } from '../views/category.ts';

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
const list = defineRoute({
  method: 'get', path: '/', tag: 'Categories', access: 'user', summary: 'List your subscriptions',
  responses: { 200: jsonAnswer(z.array(categoryResponse), 'The categories you subscribe to, with their owners.') },
});

export const subscriptionRoutes = routesApp().openapi(list, async (c) => c.json(await subscribedViews(c.var.deps.db, c.var.me.id), 200));
