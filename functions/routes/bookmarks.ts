import { Hono } from 'hono';
import * as z from 'zod';
import { encodeBase64urlNoPadding, decodeBase64urlIgnorePadding } from '@oslojs/encoding';
import type { Bookmark } from '../../db/schema.ts';
import {
  type BookmarkCursor,
  type BookmarkSort,
  categoriesOfBookmarks,
  createBookmark,
  cursorFitsSort,
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
import { assertOwnBookmark, assertOwnCategories, assertVisibleCategory, bookmarkNotFound } from '../auth/access.ts';
import { requireUser } from '../auth/middleware.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { ApiError, type ErrorCode, validate } from '../errors.ts';
import {
  batchDeleteBody,
  bulkEditCategoriesBody,
  createBookmarkBody,
  listBookmarksQuery,
  toBookmarkView,
  updateBookmarkBody,
  videoIdSchema,
  watchTimeBody,
} from '../schemas/bookmark.ts';
import { refreshDelaySeconds } from '../jobs/refresh-details.ts';
import { UpstreamError } from '../services/youtube.ts';
import { detailsFromId, placeholderTitle, videoColumns, watchUrl, type VideoDetails } from '../lib/youtube-video.ts';

const idParam = z.object({ id: z.uuid('must be an id') });
/** What the user is told when a bookmark would go into a category they only subscribe to. */
const SUBSCRIBED_READ_ONLY = 'Bookmarks cannot be added to a subscribed category.';
const RECENT_DAYS = 7;

// A cursor names its sort: a value of one sort's key means nothing under another.
function encodeCursor(sort: BookmarkSort, cursor: BookmarkCursor) {
  return encodeBase64urlNoPadding(new TextEncoder().encode(JSON.stringify([sort, cursor.value, cursor.id])));
}

function decodeCursor(text: string, sort: BookmarkSort): BookmarkCursor {
  try {
    const [cursorSort, value, id] = JSON.parse(new TextDecoder().decode(decodeBase64urlIgnorePadding(text))) as [unknown, unknown, unknown];
    if (cursorSort === sort && cursorFitsSort(sort, value) && typeof id === 'string' && z.uuid().safeParse(id).success) return { value: value as string | number, id };
  } catch {
    // fall through
  }
  throw new ApiError(400, 'VALIDATION_ERROR', 'cursor: is not a cursor this server gave out for this sort.');
}

/** Bookmarks as their owner sees them (the list gets its categories in its own query). */
async function presentBookmarks(db: Database, rows: Bookmark[]) {
  const categories = await categoriesOfBookmarks(db, rows.map((b) => b.id));
  return rows.map((b) => toBookmarkView(b, categories.get(b.id) ?? []));
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

export const bookmarkRoutes = new Hono<AppEnv>()
  // GET /api/bookmarks
  .get('/', validate('query', listBookmarksQuery), async (c) => {
    const user = requireUser(c, { allowExtension: true });
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
      search: q.search || undefined,
      subscriberId: readOnly ? user.id : undefined,
      sort: q.sort,
      limit: q.limit,
      offset: q.offset,
      cursor: q.cursor ? decodeCursor(q.cursor, q.sort) : undefined,
    });
    if (nextCursor) c.header('X-Next-Cursor', encodeCursor(q.sort, nextCursor));
    return c.json(rows.map((r) => toBookmarkView(r.bookmark, r.categories, readOnly)));
  })

  // POST /api/bookmarks
  .post('/', validate('json', createBookmarkBody), async (c) => {
    const user = requireUser(c, { allowExtension: true });
    const body = c.req.valid('json');
    const { db } = c.var.deps;
    const categoryIds = [...new Set([...(body.categoryIds ?? []), ...(body.categoryId && body.categoryId !== 'no-category' ? [body.categoryId] : [])])];
    await assertOwnCategories(db, user.id, categoryIds, SUBSCRIBED_READ_ONLY);
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
    return c.json(view, 201);
  })

  // DELETE /api/bookmarks/batch — deletes what it may and says why each other id was not deleted.
  .delete('/batch', validate('json', batchDeleteBody), async (c) => {
    const user = requireUser(c);
    const ids = [...new Set(c.req.valid('json').ids)];
    const gone = await deleteBookmarks(c.var.deps.db, user.id, ids);
    return c.json({
      deletedCount: gone.size,
      errors: ids.filter((id) => !gone.has(id)).map((id) => ({ id, code: 'NOT_FOUND' satisfies ErrorCode, message: 'Bookmark not found.' })),
    });
  })

  // POST /api/bookmarks/bulk/edit-categories — all or nothing, in one transaction.
  .post('/bulk/edit-categories', validate('json', bulkEditCategoriesBody), async (c) => {
    const user = requireUser(c);
    const body = c.req.valid('json');
    const bookmarkIds = [...new Set(body.bookmarkIds)];
    const { db } = c.var.deps;
    if ((await findOwnBookmarks(db, user.id, bookmarkIds)).length !== bookmarkIds.length) throw bookmarkNotFound();
    const categoryIds = body.removeAll ? null : [...new Set(body.categoryIds)];
    if (categoryIds) await assertOwnCategories(db, user.id, categoryIds, SUBSCRIBED_READ_ONLY);
    // Added to the categories each bookmark already has, not replacing them.
    await editCategoriesOfBookmarks(db, user.id, bookmarkIds, categoryIds);
    const rows = await findOwnBookmarks(db, user.id, bookmarkIds);
    return c.json({ updatedCount: rows.length, bookmarks: await presentBookmarks(db, rows) });
  })

  // PATCH /api/bookmarks/:id — {isFavorite} | {title, note, categories} | {note}
  .patch('/:id', validate('param', idParam), validate('json', updateBookmarkBody), async (c) => {
    const user = requireUser(c);
    const body = c.req.valid('json');
    const { db, clock } = c.var.deps;
    const bookmark = await assertOwnBookmark(db, user.id, c.req.valid('param').id);
    const categoryIds = body.categories && [...new Set(body.categories)];
    if (categoryIds) await assertOwnCategories(db, user.id, categoryIds, SUBSCRIBED_READ_ONLY);
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
    return c.json(view);
  })

  // PATCH /api/bookmarks/:id/watch-time
  .patch('/:id/watch-time', validate('param', idParam), validate('json', watchTimeBody), async (c) => {
    const user = requireUser(c);
    const row = await setWatchTime(c.var.deps.db, user.id, c.req.valid('param').id, c.req.valid('json').watchTime);
    if (!row) throw bookmarkNotFound();
    return c.json(row);
  })

  // DELETE /api/bookmarks/:id
  .delete('/:id', validate('param', idParam), async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid('param');
    if (!(await deleteBookmarks(c.var.deps.db, user.id, [id])).has(id)) throw bookmarkNotFound();
    return c.body(null, 204);
  })

  // GET /api/bookmarks/exists?videoId= — lets the clipboard dialog offer only videos not yet saved.
  .get('/exists', validate('query', z.object({ videoId: videoIdSchema })), async (c) => {
    const user = requireUser(c, { allowExtension: true });
    const { videoId } = c.req.valid('query');
    const bookmarkId = (await savedVideoIds(c.var.deps.db, user.id, [videoId])).get(videoId) ?? null;
    return c.json({ exists: bookmarkId !== null, bookmarkId });
  });

function duplicate() {
  return new ApiError(409, 'DUPLICATE_BOOKMARK', 'This video is already in your bookmarks.');
}
