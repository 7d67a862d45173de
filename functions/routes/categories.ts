import { Hono } from 'hono';
import * as z from 'zod';
import {
  countBookmarksInCategory,
  createCategory,
  deleteCategory,
  findOwnCategory,
  findSubscribableCategory,
  findVisibleCategory,
  isSubscribed,
  listOwnCategories,
  reorderCategories,
  subscribe,
  unsubscribe,
  updateCategory,
} from '../../db/queries/categories.ts';
import { assertOwnCategories, assertOwnCategory, categoryNotFound } from '../auth/access.ts';
import { requireUser } from '../auth/middleware.ts';
import type { AppEnv } from '../deps.ts';
import { ApiError, notFound, validate } from '../errors.ts';
import { subscribedViews } from './subscriptions.ts';
import { CATEGORY_LIMIT, createCategoryBody, reorderBody, toCategoryView, updateCategoryBody } from '../schemas/category.ts';

const idParam = z.object({ id: z.uuid('must be an id') });
const READ_ONLY = 'Subscribed categories are read-only.';

const limitReached = () =>
  new ApiError(409, 'CATEGORY_LIMIT_REACHED', 'You have reached the maximum of 10 categories. Delete some categories to add new ones.');

export const categoryRoutes = new Hono<AppEnv>()
  // GET /api/categories
  .get('/', async (c) => {
    const user = requireUser(c, { allowExtension: true });
    const rows = await listOwnCategories(c.var.deps.db, user.id);
    return c.json(rows.map(({ category, bookmarkCount }) => toCategoryView(category, bookmarkCount)));
  })

  // GET /api/categories/with-subscription-info
  .get('/with-subscription-info', async (c) => {
    const user = requireUser(c, { allowExtension: true });
    const { db } = c.var.deps;
    const own = await listOwnCategories(db, user.id);
    return c.json([...own.map(({ category, bookmarkCount }) => toCategoryView(category, bookmarkCount)), ...(await subscribedViews(db, user.id))]);
  })

  // POST /api/categories
  .post('/', validate('json', createCategoryBody), async (c) => {
    const user = requireUser(c);
    const body = c.req.valid('json');
    const created = await createCategory(c.var.deps.db, user.id, body, CATEGORY_LIMIT);
    if (!created) throw limitReached();
    return c.json(toCategoryView(created, 0), 201);
  })

  // PUT /api/categories/reorder
  .put('/reorder', validate('json', reorderBody), async (c) => {
    const user = requireUser(c);
    const items = c.req.valid('json');
    const { db } = c.var.deps;
    await assertOwnCategories(db, user.id, items.map((i) => i.id), 'Subscribed categories cannot be reordered.');
    await reorderCategories(db, user.id, items);
    const rows = await listOwnCategories(db, user.id);
    return c.json(rows.map(({ category, bookmarkCount }) => toCategoryView(category, bookmarkCount)));
  })

  // PATCH /api/categories/:id
  .patch('/:id', validate('param', idParam), validate('json', updateCategoryBody), async (c) => {
    const user = requireUser(c);
    const { db } = c.var.deps;
    const category = await assertOwnCategory(db, user.id, c.req.valid('param').id, READ_ONLY);
    const updated = await updateCategory(db, user.id, category.id, c.req.valid('json'));
    if (!updated) throw categoryNotFound();
    return c.json(toCategoryView(updated, await countBookmarksInCategory(db, category.id)));
  })

  // DELETE /api/categories/:id — its bookmarks stay; only their link to it goes.
  .delete('/:id', validate('param', idParam), async (c) => {
    const user = requireUser(c);
    const { db } = c.var.deps;
    const category = await assertOwnCategory(db, user.id, c.req.valid('param').id, READ_ONLY);
    await deleteCategory(db, user.id, category.id);
    return c.body(null, 204);
  })

  // GET /api/categories/:id/subscription-status
  .get('/:id/subscription-status', validate('param', idParam), async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid('param');
    const { db } = c.var.deps;
    // Like subscribe: another user's category exists for the caller only while it is public and
    // open to subscription (or already subscribed); the rest is 404, as for every other verb.
    const visible = (await findVisibleCategory(db, user.id, id)) ?? (await findSubscribableCategory(db, user.id, id));
    if (!visible) throw categoryNotFound();
    return c.json({ isSubscribed: await isSubscribed(db, user.id, id) });
  })

  // POST /api/categories/:id/subscribe
  .post('/:id/subscribe', validate('param', idParam), async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid('param');
    const { db } = c.var.deps;
    if (await findOwnCategory(db, user.id, id)) throw new ApiError(400, 'VALIDATION_ERROR', 'You cannot subscribe to your own category.');
    // Only other users' public, subscribable categories can be subscribed; the rest do not exist.
    if (!(await findSubscribableCategory(db, user.id, id))) throw categoryNotFound();
    if ((await subscribe(db, user.id, id, CATEGORY_LIMIT)) === 'limit') throw limitReached();
    return c.json({ isSubscribed: true });
  })

  // DELETE /api/categories/:id/unsubscribe
  .delete('/:id/unsubscribe', validate('param', idParam), async (c) => {
    const user = requireUser(c);
    if (!(await unsubscribe(c.var.deps.db, user.id, c.req.valid('param').id))) throw notFound('You are not subscribed to this category.');
    return c.json({ isSubscribed: false });
  });
