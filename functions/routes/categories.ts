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
import { ApiError, notFound } from '../errors.ts';
import { categoryResponse, subscriptionStatusResponse } from '../schemas/responses.ts';
import { byId, defineRoute, errorAnswer, jsonAnswer, jsonBody, routesApp } from '../openapi/route.ts';
import { subscribedViews } from './subscriptions.ts';
import { CATEGORY_LIMIT, createCategoryBody, reorderBody, updateCategoryBody } from '../schemas/category.ts';
import { toCategoryView } from '../views/category.ts';

const READ_ONLY = 'Subscribed categories are read-only.';

const limitReached = () =>
  new ApiError(409, 'CATEGORY_LIMIT_REACHED', 'You have reached the maximum of 10 categories. Delete some categories to add new ones.');

const OWN_ONLY = 'Subscribed categories are read-only (FORBIDDEN).';
const NOT_YOURS = 'No such category of yours (NOT_FOUND).';
const LIMIT = `You have ${CATEGORY_LIMIT} categories, subscribed ones included (CATEGORY_LIMIT_REACHED).`;
const categoryList = z.array(categoryResponse);

const list = defineRoute({
  method: 'get', path: '/', tag: 'Categories', access: 'user', extension: true, summary: 'List your categories',
  responses: { 200: jsonAnswer(categoryList, 'Your categories in display order, with bookmark counts.') },
});

const listWithSubscriptions = defineRoute({
  method: 'get', path: '/with-subscription-info', tag: 'Categories', access: 'user', extension: true, summary: 'List your and subscribed categories',
  responses: { 200: jsonAnswer(categoryList, 'Your categories, then the ones you subscribe to (isSubscribed, owner).') },
});

const create = defineRoute({
  method: 'post', path: '/', tag: 'Categories', access: 'user', summary: 'Create a category',
  description: `At most ${CATEGORY_LIMIT} categories, subscribed ones included.`,
  request: { body: jsonBody(createCategoryBody) },
  responses: { 201: jsonAnswer(categoryResponse, 'The new category.'), 409: errorAnswer(LIMIT) },
});

const reorder = defineRoute({
  method: 'put', path: '/reorder', tag: 'Categories', access: 'user', summary: 'Reorder categories',
  request: { body: jsonBody(reorderBody) },
  responses: {
    200: jsonAnswer(categoryList, 'Your categories in their new order.'),
    403: errorAnswer('A category named is only subscribed: it cannot be reordered (FORBIDDEN).'),
    404: errorAnswer('A category named is not yours or does not exist (NOT_FOUND).'),
  },
});

const edit = defineRoute({
  method: 'patch', path: '/{id}', tag: 'Categories', access: 'user', summary: 'Edit a category',
  request: byId(updateCategoryBody),
  responses: { 200: jsonAnswer(categoryResponse, 'The updated category.'), 403: errorAnswer(OWN_ONLY), 404: errorAnswer(NOT_YOURS) },
});

const remove = defineRoute({
  method: 'delete', path: '/{id}', tag: 'Categories', access: 'user', summary: 'Delete a category',
  description: 'Its bookmarks stay; only their link to it goes.',
  request: byId(),
  responses: { 204: { description: 'Deleted.' }, 403: errorAnswer(OWN_ONLY), 404: errorAnswer(NOT_YOURS) },
});

const subscriptionStatus = defineRoute({
  method: 'get', path: '/{id}/subscription-status', tag: 'Categories', access: 'user', summary: 'Whether you subscribe to a category',
  request: byId(),
  responses: {
    200: jsonAnswer(subscriptionStatusResponse, 'Whether you subscribe to it.'),
    404: errorAnswer('Neither yours, subscribed, nor open to subscription (NOT_FOUND).'),
  },
});

const subscribeTo = defineRoute({
  method: 'post', path: '/{id}/subscribe', tag: 'Categories', access: 'user', summary: "Subscribe to someone's public category",
  request: byId(),
  responses: {
    200: jsonAnswer(subscriptionStatusResponse, 'Subscribed: `{isSubscribed: true}`.'),
    400: errorAnswer('It is your own category (VALIDATION_ERROR).'),
    404: errorAnswer("Not another user's public category open to subscription (NOT_FOUND)."),
    409: errorAnswer(LIMIT),
  },
});

const unsubscribeFrom = defineRoute({
  method: 'delete', path: '/{id}/unsubscribe', tag: 'Categories', access: 'user', summary: 'Unsubscribe from a category',
  request: byId(),
  responses: {
    200: jsonAnswer(subscriptionStatusResponse, 'Unsubscribed: `{isSubscribed: false}`.'),
    404: errorAnswer('You do not subscribe to it (NOT_FOUND).'),
  },
});

export const categoryRoutes = routesApp()
  .openapi(list, async (c) => {
    const user = c.var.me;
    const rows = await listOwnCategories(c.var.deps.db, user.id);
    return c.json(rows.map(({ category, bookmarkCount }) => toCategoryView(category, bookmarkCount)), 200);
  })

  .openapi(listWithSubscriptions, async (c) => {
    const user = c.var.me;
    const { db } = c.var.deps;
    const own = await listOwnCategories(db, user.id);
    return c.json([...own.map(({ category, bookmarkCount }) => toCategoryView(category, bookmarkCount)), ...(await subscribedViews(db, user.id))], 200);
  })

  .openapi(create, async (c) => {
    const user = c.var.me;
    const body = c.req.valid('json');
    const created = await createCategory(c.var.deps.db, user.id, body, CATEGORY_LIMIT);
    if (!created) throw limitReached();
    return c.json(toCategoryView(created, 0), 201);
  })

  .openapi(reorder, async (c) => {
    const user = c.var.me;
    const items = c.req.valid('json');
    const { db } = c.var.deps;
    await assertOwnCategories(db, user.id, items.map((i) => i.id), 'Subscribed categories cannot be reordered.');
    await reorderCategories(db, user.id, items);
    const rows = await listOwnCategories(db, user.id);
    return c.json(rows.map(({ category, bookmarkCount }) => toCategoryView(category, bookmarkCount)), 200);
  })

  .openapi(edit, async (c) => {
    const user = c.var.me;
    const { db } = c.var.deps;
    const category = await assertOwnCategory(db, user.id, c.req.valid('param').id, READ_ONLY);
    const updated = await updateCategory(db, user.id, category.id, c.req.valid('json'));
    if (!updated) throw categoryNotFound();
    return c.json(toCategoryView(updated, await countBookmarksInCategory(db, category.id)), 200);
  })

  .openapi(remove, async (c) => {
    const user = c.var.me;
    const { db } = c.var.deps;
    const category = await assertOwnCategory(db, user.id, c.req.valid('param').id, READ_ONLY);
    await deleteCategory(db, user.id, category.id);
    return c.body(null, 204);
  })

  .openapi(subscriptionStatus, async (c) => {
    const user = c.var.me;
    const { id } = c.req.valid('param');
    const { db } = c.var.deps;
    // Like subscribe: another user's category exists for the caller only while it is public and
    // open to subscription (or already subscribed); the rest is 404, as for every other verb.
    const visible = (await findVisibleCategory(db, user.id, id)) ?? (await findSubscribableCategory(db, user.id, id));
    if (!visible) throw categoryNotFound();
    return c.json({ isSubscribed: await isSubscribed(db, user.id, id) }, 200);
  })

  .openapi(subscribeTo, async (c) => {
    const user = c.var.me;
    const { id } = c.req.valid('param');
    const { db } = c.var.deps;
    if (await findOwnCategory(db, user.id, id)) throw new ApiError(400, 'VALIDATION_ERROR', 'You cannot subscribe to your own category.');
    // Only other users' public, subscribable categories can be subscribed; the rest do not exist.
    if (!(await findSubscribableCategory(db, user.id, id))) throw categoryNotFound();
    if ((await subscribe(db, user.id, id, CATEGORY_LIMIT)) === 'limit') throw limitReached();
    return c.json({ isSubscribed: true }, 200);
  })

  .openapi(unsubscribeFrom, async (c) => {
    const user = c.var.me;
    if (!(await unsubscribe(c.var.deps.db, user.id, c.req.valid('param').id))) throw notFound('You are not subscribed to this category.');
    return c.json({ isSubscribed: false }, 200);
  });
