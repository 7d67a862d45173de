import * as z from 'zod';
import type { Bookmark } from '../../db/schema.ts';
import {
  categoriesOfBookmarks,
  createBookmark,
  deleteBookmarks,
  editCategoriesOfBookmarks,
  findOwnBookmarks,
  listBookmarks,
  savedVideoIds,
  setWatchTime,
  updateBookmark,
} from '../../db/queries/bookmarks.ts';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { assertCategoryTakesBookmarks, assertOwnBookmark, assertVisibleCategory, bookmarkNotFound } from '../auth/access.ts';
import type { Deps } from '../deps.ts';
import { ApiError, type ErrorCode } from '../errors.ts';
import {
  batchDeleteResponse,
  bookmarkExistsResponse,
  bookmarkResponse,
  bulkEditCategoriesResponse,
  watchTimeResponse,
} from '../schemas/responses.ts';
import { byId, defineRoute, errorAnswer, jsonAnswer, jsonBody, routesApp } from '../openapi/route.ts';
import {
  batchDeleteBody,
  bulkEditCategoriesBody,
  createBookmarkBody,
  listBookmarksQuery,
  updateBookmarkBody,
  videoIdSchema,
  watchTimeBody,
} from '../schemas/bookmark.ts';
import { decodeCursor, encodeCursor } from '../lib/list-cursor.ts';
import { toBookmarkView } from '../views/bookmark.ts';
import { refreshDelaySeconds } from '../jobs/refresh-details.ts';
import { unavailableVideos } from '../../db/queries/availability.ts';
import { UpstreamError } from '../services/youtube.ts';
import { detailsFromId, placeholderTitle, videoColumns, watchUrl, type VideoDetails } from '../lib/youtube-video.ts';

const RECENT_DAYS = 7;

/** Bookmarks as their owner sees them (the list gets its categories in its own query). */
async function presentBookmarks(db: Database, rows: Bookmark[]) {
  const categories = await categoriesOfBookmarks(db, rows.map((b) => b.id));
  const unavailable = await unavailableVideos(db, rows.map((b) => b.videoId));
  return rows.map((b) => toBookmarkView(b, categories.get(b.id) ?? [], false, unavailable.get(b.videoId) ?? null));
}

/**
 * What YouTube knows of the video (the Data API with a key, oEmbed without): null when it does
 * not exist; when YouTube cannot answer, what the id alone tells, marked to be filled in later.
 */
async function lookUpVideo(deps: Deps, videoId: string): Promise<{ video: VideoDetails; needsDetails: boolean } | null> {
  try {
    const video = await deps.videos.getVideo(videoId);
    return video && { video, needsDetails: false };
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    console.warn(`YouTube lookup of ${videoId} failed (${err.reason}); saving from the id, details later.`);
    return { video: detailsFromId(videoId), needsDetails: true };
  }
}

/** The bookmark is saved either way; if the message cannot be sent, the flag waits for a later refresh. */
async function askForDetailsLater(deps: Deps, userId: string) {
  try {
    await deps.queue.send({ type: 'refresh-details', userId, attempt: 0 }, { delaySeconds: refreshDelaySeconds(0) });
  } catch (err) {
    console.error(`Could not queue the details of user ${userId}'s new bookmark:`, err);
  }
}

const BOOKMARK_NOT_FOUND = 'No such bookmark of yours (NOT_FOUND).';
const CATEGORY_REFUSED = 'A category named is only subscribed: read-only (FORBIDDEN).';
const CATEGORY_NOT_FOUND = 'A category named is not yours or does not exist (NOT_FOUND).';

const list = defineRoute({
  method: 'get', path: '/', tag: 'Bookmarks', access: 'user', extension: true, summary: 'List bookmarks',
  description: 'Filter by category (your own, or one you subscribe to: then read-only), favourites, the last 7 days, videos that no longer play (unavailable, for a viewer in region) or a search; sort and page with offset or cursor.',
  request: { query: listBookmarksQuery },
  responses: {
    200: {
      ...jsonAnswer(z.array(bookmarkResponse), 'One page of bookmarks.'),
      headers: { 'X-Next-Cursor': { description: 'The cursor of the next page under keyset paging; absent on the last page.', schema: { type: 'string' } } },
    },
    404: errorAnswer('The category is neither yours nor one you subscribe to (NOT_FOUND).'),
  },
});

const save = defineRoute({
  method: 'post', path: '/', tag: 'Bookmarks', access: 'user', extension: true, summary: 'Save a video',
  description: 'The video is looked up on YouTube (title, channel, duration).',
  request: { body: jsonBody(createBookmarkBody) },
  responses: {
    201: jsonAnswer(bookmarkResponse, 'The new bookmark.'),
    400: errorAnswer('The video does not exist or is private (VIDEO_NOT_FOUND).'),
    403: errorAnswer(CATEGORY_REFUSED),
    404: errorAnswer(CATEGORY_NOT_FOUND),
    409: errorAnswer('The video is saved already (DUPLICATE_BOOKMARK).'),
  },
});

const batchDelete = defineRoute({
  method: 'delete', path: '/batch', tag: 'Bookmarks', access: 'user', summary: 'Delete several bookmarks',
  request: { body: jsonBody(batchDeleteBody) },
  responses: { 200: jsonAnswer(batchDeleteResponse, 'Which ids were deleted, and why each other one was not.') },
});

const bulkEditCategories = defineRoute({
  method: 'post', path: '/bulk/edit-categories', tag: 'Bookmarks', access: 'user', summary: 'Set the categories of several bookmarks',
  description: 'Adds the categories to those each bookmark has, or removes them all. All or nothing.',
  request: { body: jsonBody(bulkEditCategoriesBody) },
  responses: {
    200: jsonAnswer(bulkEditCategoriesResponse, 'The bookmarks as they are now.'),
    403: errorAnswer(CATEGORY_REFUSED),
    404: errorAnswer(`A bookmark or category named is not yours or does not exist (NOT_FOUND).`),
  },
});

const edit = defineRoute({
  method: 'patch', path: '/{id}', tag: 'Bookmarks', access: 'user', summary: 'Edit a bookmark',
  description: 'Favourite, title, note or categories.',
  request: byId(updateBookmarkBody),
  responses: {
    200: jsonAnswer(bookmarkResponse, 'The updated bookmark.'),
    403: errorAnswer(CATEGORY_REFUSED),
    404: errorAnswer('The bookmark or a category named is not yours or does not exist (NOT_FOUND).'),
  },
});

const watchTime = defineRoute({
  method: 'patch', path: '/{id}/watch-time', tag: 'Bookmarks', access: 'user', summary: 'Record how far a video was watched',
  request: byId(watchTimeBody),
  responses: { 200: jsonAnswer(watchTimeResponse, "The bookmark's id and stored watch time."), 404: errorAnswer(BOOKMARK_NOT_FOUND) },
});

const remove = defineRoute({
  method: 'delete', path: '/{id}', tag: 'Bookmarks', access: 'user', summary: 'Delete a bookmark',
  request: byId(),
  responses: { 204: { description: 'Deleted.' }, 404: errorAnswer(BOOKMARK_NOT_FOUND) },
});

const exists = defineRoute({
  method: 'get', path: '/exists', tag: 'Bookmarks', access: 'user', extension: true, summary: 'Whether a video is saved',
  request: { query: z.object({ videoId: videoIdSchema }) },
  responses: { 200: jsonAnswer(bookmarkExistsResponse, 'Whether it is saved, and as which bookmark.') },
});

export const bookmarkRoutes = routesApp()
  .openapi(list, async (c) => {
    const user = c.var.me;
    const q = c.req.valid('query');
    const { db, clock } = c.var.deps;

    // A category is the user's own, or a subscribed one: then its owner's bookmarks, read-only.
    let ownerId = user.id;
    let readOnly = false;
    if (q.categoryId) {
      const category = await assertVisibleCategory(db, user.id, q.categoryId);
      ownerId = category.userId;
      readOnly = category.userId !== user.id;
    }
    const { rows, nextCursor } = await listBookmarks(db, {
      ownerId,
      categoryId: q.categoryId,
      favorites: q.favorites,
      addedSince: q.recent ? new Date(clock.now().getTime() - RECENT_DAYS * 24 * 3600 * 1000) : undefined,
      unavailableIn: q.unavailable ? (q.region ?? 'US') : undefined,
      search: q.search || undefined,
      subscriberId: readOnly ? user.id : undefined,
      sort: q.sort,
      limit: q.limit,
      offset: q.offset,
      cursor: q.cursor ? decodeCursor(q.cursor, q.sort) : undefined,
    });
    if (nextCursor) c.header('X-Next-Cursor', encodeCursor(q.sort, nextCursor));
    return c.json(rows.map((r) => toBookmarkView(r.bookmark, r.categories, readOnly, r.availability)), 200);
  })

  .openapi(save, async (c) => {
    const user = c.var.me;
    const body = c.req.valid('json');
    const { db } = c.var.deps;
    const categoryIds = [...new Set([...(body.categoryIds ?? []), ...(body.categoryId && body.categoryId !== 'no-category' ? [body.categoryId] : [])])];
    await assertCategoryTakesBookmarks(db, user.id, categoryIds);
    if ((await savedVideoIds(db, user.id, [body.videoId])).has(body.videoId)) throw duplicate();

    const found = await lookUpVideo(c.var.deps, body.videoId);
    if (found === null) throw new ApiError(400, 'VIDEO_NOT_FOUND', 'This YouTube video does not exist or is private.');
    const { video, needsDetails } = found;
    const fields = {
      videoId: body.videoId,
      // Shown as 'Open in YouTube': built from the id, never the address the client sent.
      url: watchUrl(body.videoId, body.url),
      title: body.title ?? (video.title || placeholderTitle(body.videoId)),
      description: body.description ?? video.description,
      ...videoColumns(video),
      needsDetails,
    };
    const created = await createBookmark(db, user.id, fields, categoryIds)
      .catch((err: unknown) => {
        throw isUniqueViolation(err) ? duplicate() : err;
      });
    if (needsDetails) await askForDetailsLater(c.var.deps, user.id);
    const [view] = await presentBookmarks(db, [created]);
    return c.json(view!, 201);
  })

  // Deletes what it may and says why each other id was not deleted.
  .openapi(batchDelete, async (c) => {
    const user = c.var.me;
    const ids = [...new Set(c.req.valid('json').ids)];
    const gone = await deleteBookmarks(c.var.deps.db, user.id, ids);
    return c.json({
      deletedCount: gone.size,
      errors: ids.filter((id) => !gone.has(id)).map((id) => ({ id, code: 'NOT_FOUND' as const satisfies ErrorCode, message: 'Bookmark not found.' })),
    }, 200);
  })

  // All or nothing, in one transaction.
  .openapi(bulkEditCategories, async (c) => {
    const user = c.var.me;
    const body = c.req.valid('json');
    const bookmarkIds = [...new Set(body.bookmarkIds)];
    const { db } = c.var.deps;
    if ((await findOwnBookmarks(db, user.id, bookmarkIds)).length !== bookmarkIds.length) throw bookmarkNotFound();
    const categoryIds = body.removeAll ? null : [...new Set(body.categoryIds)];
    if (categoryIds) await assertCategoryTakesBookmarks(db, user.id, categoryIds);
    // Added to the categories each bookmark already has, not replacing them.
    await editCategoriesOfBookmarks(db, user.id, bookmarkIds, categoryIds);
    const rows = await findOwnBookmarks(db, user.id, bookmarkIds);
    return c.json({ updatedCount: rows.length, bookmarks: await presentBookmarks(db, rows) }, 200);
  })

  // {isFavorite} | {title, note, categories} | {note}
  .openapi(edit, async (c) => {
    const user = c.var.me;
    const body = c.req.valid('json');
    const { db, clock } = c.var.deps;
    const bookmark = await assertOwnBookmark(db, user.id, c.req.valid('param').id);
    const categoryIds = body.categories && [...new Set(body.categories)];
    if (categoryIds) await assertCategoryTakesBookmarks(db, user.id, categoryIds);
    const updated = await updateBookmark(
      db,
      user.id,
      bookmark.id,
      {
        ...(body.isFavorite !== undefined ? { isFavorite: body.isFavorite } : {}),
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.note !== undefined ? { note: body.note?.trim() ? body.note : null } : {}),
        categoryIds,
      },
      clock.now(),
    );
    if (!updated) throw bookmarkNotFound();
    const [view] = await presentBookmarks(db, [updated]);
    return c.json(view!, 200);
  })

  .openapi(watchTime, async (c) => {
    const user = c.var.me;
    const row = await setWatchTime(c.var.deps.db, user.id, c.req.valid('param').id, c.req.valid('json').watchTime);
    if (!row) throw bookmarkNotFound();
    return c.json(row, 200);
  })

  .openapi(remove, async (c) => {
    const user = c.var.me;
    const { id } = c.req.valid('param');
    if (!(await deleteBookmarks(c.var.deps.db, user.id, [id])).has(id)) throw bookmarkNotFound();
    return c.body(null, 204);
  })

  // Lets the clipboard dialog offer only videos not yet saved.
  .openapi(exists, async (c) => {
    const user = c.var.me;
    const { videoId } = c.req.valid('query');
    const bookmarkId = (await savedVideoIds(c.var.deps.db, user.id, [videoId])).get(videoId) ?? null;
    return c.json({ exists: bookmarkId !== null, bookmarkId }, 200);
  });

function duplicate() {
  return new ApiError(409, 'DUPLICATE_BOOKMARK', 'This video is already in your bookmarks.');
}
