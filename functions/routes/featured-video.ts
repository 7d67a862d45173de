import { Hono } from 'hono';
import * as z from 'zod';
import { setFeaturedBookmark } from '../../db/queries/bookmarks.ts';
import { assertOwnBookmark } from '../auth/access.ts';
import { requireUser } from '../auth/middleware.ts';
import type { AppEnv } from '../deps.ts';
import { validate } from '../errors.ts';

/** /api/featured-video: the one bookmark a user features on their public profile. */
export const featuredVideoRoutes = new Hono<AppEnv>()
  // POST /api/featured-video
  .post('/', validate('json', z.object({ bookmarkId: z.uuid('must be an id') })), async (c) => {
    const user = requireUser(c);
    const { db } = c.var.deps;
    const bookmark = await assertOwnBookmark(db, user.id, c.req.valid('json').bookmarkId);
    await setFeaturedBookmark(db, user.id, bookmark.id);
    return c.json({ featuredVideoId: bookmark.id });
  })

  // DELETE /api/featured-video
  .delete('/', async (c) => {
    const user = requireUser(c);
    await setFeaturedBookmark(c.var.deps.db, user.id, null);
    return c.json({ featuredVideoId: null });
  });
