import { userStats } from '../../db/queries/stats.ts';
import { userStatsResponse } from '../schemas/responses.ts';
import { defineRoute, jsonAnswer, routesApp } from '../openapi/route.ts';
import { utcDay } from '../lib/visitors.ts';
import { regionQuery } from '../schemas/bookmark.ts';
import * as z from 'zod';

// Region-blocked videos count as unavailable where the viewer is.
const statsQuery = z.object({ region: regionQuery.default('US') });

const RECENT_DAYS = 7;

const stats = defineRoute({
  method: 'get', path: '/', tag: 'Profile and settings', access: 'user', summary: 'Your library and profile statistics',
  request: { query: statsQuery },
  responses: { 200: jsonAnswer(userStatsResponse, 'Counts of your bookmarks, and of your profile\'s visitors today.') },
});

export const statsRoutes = routesApp()
  // todayVisitors appears once the public profile has had a visitor today.
  .openapi(stats, async (c) => {
    const { db, clock } = c.var.deps;
    const now = clock.now();
    const { region } = c.req.valid('query');
    const { todayVisitors, ...counts } = await userStats(db, c.var.me.id, new Date(now.getTime() - RECENT_DAYS * 24 * 3600 * 1000), utcDay(now), region);
    return c.json({ ...counts, ...(todayVisitors > 0 ? { todayVisitors } : {}) }, 200);
  });
