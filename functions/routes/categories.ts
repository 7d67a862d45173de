import { Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { categories, categorySubscriptions } from '../../db/schema.ts';
import {
  countBookmarksInCategory,
  countCategorySlots,
  findCategory,
  findOwnCategory,
  isSubscribed,
  listOwnCategories,
  listSubscribedCategories,
  lockUser,
  nextDisplayOrder,
  ownCategoryIds,
} from '../../db/queries/categories.ts';
import type { Database } from '../../db/database.ts';
import { requireUser } from '../auth/middleware.ts';
import type { AppEnv } from '../deps.ts';
import { ApiError, forbidden, notFound, validate } from '../errors.ts';
import { CATEGORY_LIMIT, createCategoryBody, reorderBody, toCategoryView, updateCategoryBody } from '../schemas/category.ts';

const idParam = z.object({ id: z.uuid('must be an id') });
const categoryNotFound = () => notFound('Category not found.');

const limitReached = () =>
  new ApiError(409, 'CATEGORY_LIMIT_REACHED', 'You have reached the maximum of 10 categories. Delete some categories to add new ones.');

async function subscribedViews(db: Database, userId: string) {
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

/**
 * A category the user owns, for changing it. A subscribed one is read-only (403: the subscriber
 * knows it exists); anyone else's is 404, never revealing it exists.
 */
async function ownCategoryForChange(db: Database, userId: string, id: string) {
  const own = await findOwnCategory(db, userId, id);
  if (own) return own;
  if (await isSubscribed(db, userId, id)) throw forbidden('Subscribed categories are read-only.');
  throw categoryNotFound();
}

export const categoryRoutes = new Hono<AppEnv>()
  // GET /api/categories
  .get('/categories', async (c) => {
    const user = requireUser(c, { allowExtension: true });
    const rows = await listOwnCategories(c.var.deps.db, user.id);
    return c.json(rows.map(({ category, bookmarkCount }) => toCategoryView(category, bookmarkCount)));
  })

  // GET /api/categories/with-subscription-info
  .get('/categories/with-subscription-info', async (c) => {
    const user = requireUser(c, { allowExtension: true });
    const { db } = c.var.deps;
    const own = await listOwnCategories(db, user.id);
    return c.json([...own.map(({ category, bookmarkCount }) => toCategoryView(category, bookmarkCount)), ...(await subscribedViews(db, user.id))]);
  })

  // GET /api/subscriptions
  .get('/subscriptions', async (c) => {
    const user = requireUser(c);
    return c.json(await subscribedViews(c.var.deps.db, user.id));
  })

  // POST /api/categories
  .post('/categories', validate('json', createCategoryBody), async (c) => {
    const user = requireUser(c);
    const body = c.req.valid('json');
    const created = await c.var.deps.db.transaction(async (tx) => {
      await lockUser(tx, user.id);
      if ((await countCategorySlots(tx, user.id)) >= CATEGORY_LIMIT) throw limitReached();
      const [row] = await tx
        .insert(categories)
        .values({ ...body, userId: user.id, displayOrder: await nextDisplayOrder(tx, user.id) })
        .returning();
      return row!;
    });
    return c.json(toCategoryView(created, 0), 201);
  })

  // PUT /api/categories/reorder
  .put('/categories/reorder', validate('json', reorderBody), async (c) => {
    const user = requireUser(c);
    const items = c.req.valid('json');
    const { db } = c.var.deps;
    await db.transaction(async (tx) => {
      const own = await ownCategoryIds(tx, user.id, items.map((i) => i.id));
      const foreign = items.find((i) => !own.has(i.id));
      if (foreign) {
        if (await isSubscribed(tx, user.id, foreign.id)) throw forbidden('Subscribed categories cannot be reordered.');
        throw categoryNotFound();
      }
      for (const item of items) {
        await tx.update(categories).set({ displayOrder: item.order }).where(and(eq(categories.id, item.id), eq(categories.userId, user.id)));
      }
    });
    const rows = await listOwnCategories(db, user.id);
    return c.json(rows.map(({ category, bookmarkCount }) => toCategoryView(category, bookmarkCount)));
  })

  // PATCH /api/categories/:id
  .patch('/categories/:id', validate('param', idParam), validate('json', updateCategoryBody), async (c) => {
    const user = requireUser(c);
    const { db } = c.var.deps;
    const category = await ownCategoryForChange(db, user.id, c.req.valid('param').id);
    const changes = c.req.valid('json');
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(categories)
        .set(changes)
        .where(and(eq(categories.id, category.id), eq(categories.userId, user.id)))
        .returning();
      // Subscribers lose a category its owner makes private. Their subscription ends with it, so
      // publishing it again cannot push anyone past the limit of 10 behind their back.
      if (changes.isPublic === false) await tx.delete(categorySubscriptions).where(eq(categorySubscriptions.categoryId, category.id));
      return row!;
    });
    return c.json(toCategoryView(updated, await countBookmarksInCategory(db, category.id)));
  })

  // DELETE /api/categories/:id — its bookmarks stay; only their link to it goes.
  .delete('/categories/:id', validate('param', idParam), async (c) => {
    const user = requireUser(c);
    const { db } = c.var.deps;
    const category = await ownCategoryForChange(db, user.id, c.req.valid('param').id);
    await db.delete(categories).where(and(eq(categories.id, category.id), eq(categories.userId, user.id)));
    return c.body(null, 204);
  })

  // GET /api/categories/:id/subscription-status
  .get('/categories/:id/subscription-status', validate('param', idParam), async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid('param');
    const { db } = c.var.deps;
    const category = await findCategory(db, id);
    const subscribed = !!category && (await isSubscribed(db, user.id, id));
    // Like subscribe: another user's category exists for the caller only while it is public and
    // open to subscription (or already subscribed); the rest is 404, as for every other verb.
    const visible = category && (category.userId === user.id || (category.isPublic && (category.subscribable || subscribed)));
    if (!visible) throw categoryNotFound();
    return c.json({ isSubscribed: subscribed });
  })

  // POST /api/categories/:id/subscribe
  .post('/categories/:id/subscribe', validate('param', idParam), async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid('param');
    const { db } = c.var.deps;
    const category = await findCategory(db, id);
    // Only other users' public, subscribable categories can be subscribed; the rest do not exist.
    if (!category || !category.isPublic || !category.subscribable || category.userId === user.id) {
      if (category?.userId === user.id) throw new ApiError(400, 'VALIDATION_ERROR', 'You cannot subscribe to your own category.');
      throw categoryNotFound();
    }
    await db.transaction(async (tx) => {
      await lockUser(tx, user.id);
      if (await isSubscribed(tx, user.id, id)) return;
      if ((await countCategorySlots(tx, user.id)) >= CATEGORY_LIMIT) throw limitReached();
      await tx.insert(categorySubscriptions).values({ userId: user.id, categoryId: id }).onConflictDoNothing();
    });
    return c.json({ isSubscribed: true });
  })

  // DELETE /api/categories/:id/unsubscribe
  .delete('/categories/:id/unsubscribe', validate('param', idParam), async (c) => {
    const user = requireUser(c);
    const deleted = await c.var.deps.db
      .delete(categorySubscriptions)
      .where(and(eq(categorySubscriptions.userId, user.id), eq(categorySubscriptions.categoryId, c.req.valid('param').id)))
      .returning();
    if (deleted.length === 0) throw notFound('You are not subscribed to this category.');
    return c.json({ isSubscribed: false });
  });
