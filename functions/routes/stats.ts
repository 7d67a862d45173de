import { Hono } from 'hono';
import { userStats } from '../../db/queries/stats.ts';
import { requireUser } from '../auth/middleware.ts';
import type { AppEnv } from '../deps.ts';
import { utcDay } from '../lib/visitors.ts';

const RECENT_DAYS = 7;

export const statsRoutes = new Hono<AppEnv>()
  // GET /api/stats — todayVisitors appears once the public profile has had a visitor today.
  .get('/', async (c) => {
    const user = requireUser(c);
    const { db, clock } = c.var.deps;
    const now = clock.now();
    const { todayVisitors, ...counts } = await userStats(db, user.id, new Date(now.getTime() - RECENT_DAYS * 24 * 3600 * 1000), utcDay(now));
    return c.json({ ...counts, ...(todayVisitors > 0 ? { todayVisitors } : {}) });
  });
