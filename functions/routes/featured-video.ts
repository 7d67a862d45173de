import { setFeaturedBookmark } from '../../db/queries/bookmarks.ts';
import { assertOwnBookmark } from '../auth/access.ts';
import { featuredVideoResponse } from '../schemas/responses.ts';
import { featuredVideoBody } from '../schemas/bookmark.ts';
import { defineRoute, errorAnswer, jsonAnswer, jsonBody, routesApp } from '../openapi/route.ts';

const feature = defineRoute({
  method: 'post', path: '/', tag: 'Profile and settings', access: 'user', summary: 'Feature a bookmark on your public profile',
  request: { body: jsonBody(featuredVideoBody) },
  responses: { 200: jsonAnswer(featuredVideoResponse, 'The bookmark now featured.'), 404: errorAnswer('No such bookmark of yours (NOT_FOUND).') },
});

const unfeature = defineRoute({
  method: 'delete', path: '/', tag: 'Profile and settings', access: 'user', summary: 'Stop featuring a video',
  responses: { 200: jsonAnswer(featuredVideoResponse, 'Nothing featured: `{featuredVideoId: null}`.') },
});

/** /api/featured-video: the one bookmark a user features on their public profile. */
export const featuredVideoRoutes = routesApp()
  .openapi(feature, async (c) => {
    const { db } = c.var.deps;
    const bookmark = await assertOwnBookmark(db, c.var.me.id, c.req.valid('json').bookmarkId);
    await setFeaturedBookmark(db, c.var.me.id, bookmark.id);
    return c.json({ featuredVideoId: bookmark.id }, 200);
  })

  .openapi(unfeature, async (c) => {
    await setFeaturedBookmark(c.var.deps.db, c.var.me.id, null);
    return c.json({ featuredVideoId: null }, 200);
  });
