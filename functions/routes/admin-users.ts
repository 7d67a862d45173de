import * as z from 'zod';
import { adminStats, deleteRegisteredUser, findRegisteredUser, listRegisteredUsers } from '../../db/queries/admin.ts';
import { countGoneUnavailableSince, quotaUsed } from '../../db/queries/availability.ts';
import { utcDay } from '../lib/visitors.ts';
import { isAdminEmail } from '../config.ts';
import { ApiError, notFound } from '../errors.ts';
import { adminStatsResponse, adminUserResponse } from '../schemas/admin-responses.ts';
import { messageResponse } from '../schemas/responses.ts';
import { byId, defineRoute, errorAnswer, jsonAnswer, routesApp } from '../openapi/route.ts';

const NEW_USERS_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

const stats = defineRoute({
  method: 'get', path: '/stats', tag: 'Admin', access: 'admin', summary: 'Dashboard counts',
  responses: { 200: jsonAnswer(adminStatsResponse, "Users, new users, virtual members, published members; saved videos gone this week and the availability check's quota use today.") },
});

const list = defineRoute({
  method: 'get', path: '/users', tag: 'Admin', access: 'admin', summary: 'List registered users',
  responses: { 200: jsonAnswer(z.array(adminUserResponse), 'Users with their admin flag.') },
});

const remove = defineRoute({
  method: 'delete', path: '/users/{id}', tag: 'Admin', access: 'admin', summary: 'Delete a user and everything of theirs',
  request: byId(),
  responses: {
    200: jsonAnswer(messageResponse, 'Deleted.'),
    400: errorAnswer('It is your own account (CANNOT_DELETE_SELF).'),
    404: errorAnswer('No such registered user (NOT_FOUND).'),
  },
});

/** /api/admin: the dashboard and the registered users. */
export const adminUserRoutes = routesApp()
  .openapi(stats, async (c) => {
    const { db, clock, config, availability } = c.var.deps;
    const now = clock.now();
    const weekAgo = new Date(now.getTime() - NEW_USERS_WINDOW_MS);
    const [users, goneUnavailable, checkerQuotaUsed] = await Promise.all([adminStats(db, weekAgo), countGoneUnavailableSince(db, weekAgo), quotaUsed(db, utcDay(now))]);
    const checkerDailyQuota = availability.source === 'data-api' ? config.availability.dailyQuota : null;
    return c.json({ ...users, goneUnavailable, checkerQuotaUsed, checkerDailyQuota }, 200);
  })

  .openapi(list, async (c) => {
    const { db, config } = c.var.deps;
    const rows = await listRegisteredUsers(db);
    return c.json(
      rows.map((u) => ({
        id: u.id,
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        createdAt: u.createdAt.toISOString(),
        isAdmin: isAdminEmail(config, u.email),
      })),
      200,
    );
  })

  .openapi(remove, async (c) => {
    const admin = c.var.me;
    const { id } = c.req.valid('param');
    if (id === admin.id) throw new ApiError(400, 'CANNOT_DELETE_SELF', 'You cannot delete your own account');
    const { db } = c.var.deps;
    if (!(await findRegisteredUser(db, id)) || !(await deleteRegisteredUser(db, admin.id, id))) throw notFound('User not found');
    return c.json({ message: 'User deleted successfully' }, 200);
  });
