import { Hono } from 'hono';
import { z } from 'zod';
import { findOwnBookmarkIdByVideo } from '../../db/queries/bookmarks.ts';
import { requireUser } from '../auth/middleware.ts';
import type { AppEnv } from '../deps.ts';
import { validate } from '../errors.ts';
import { videoIdSchema } from '../schemas/bookmark.ts';

const existsQuery = z.object({ videoId: videoIdSchema });

/** Whether the caller already saved a video: the extension shows 'Already saved' on load. */
export const bookmarkExistsRoutes = new Hono<AppEnv>()
  // GET /api/bookmarks/exists
  .get('/', validate('query', existsQuery), async (c) => {
    const user = requireUser(c, { allowExtension: true });
    const bookmarkId = await findOwnBookmarkIdByVideo(c.var.deps.db, user.id, c.req.valid('query').videoId);
    return c.json({ exists: bookmarkId !== null, bookmarkId });
  });
