import { userStats } from '../../db/queries/stats.ts';
import { userStatsResponse } from '../openapi/response-schemas.ts';
import { defineRoute, jsonAnswer, routesApp } from '../openapi/route.ts';
import { utcDay } from '../lib/visitors.ts';

const RECENT_DAYS = 7;

const stats = defineRoute({
  method: 'get', path: '/', tag: 'Profile and settings', access: 'user', summary: 'Your library and profile statistics',
  responses: { 200: jsonAnswer(userStatsResponse, 'Counts of your bookmarks, and of your profile\'s visitors today.') },
});

export const statsRoutes = routesApp()
  // todayVisitors appears once the public profile has had a visitor today.
  .openapi(stats, async (c) => {
    const { db, clock } = c.var.deps;
    const now = clock.now();
    const { todayVisitors, ...counts } = await userStats(db, c.var.me.id, new Date(now.getTime() - RECENT_DAYS * 24 * 3600 * 1000), utcDay(now));
    return c.json({ ...counts, ...(todayVisitors > 0 ? { todayVisitors } : {}) }, 200);
  });
