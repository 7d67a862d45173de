import { Hono } from 'hono';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { encodeBase64urlNoPadding, decodeBase64urlIgnorePadding } from '@oslojs/encoding';
import { bookmarkCategories, bookmarks, users, type Bookmark } from '../../db/schema.ts';
import {
  type BookmarkCursor,
  type BookmarkSort,
  categoriesOfBookmarks,
  cursorFitsSort,
  findOwnBookmark,
  listBookmarks,
  savedVideoIds,
  setBookmarkCategories,
} from '../../db/queries/bookmarks.ts';
import { findCategory, isSubscribed, ownCategoryIds } from '../../db/queries/categories.ts';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { requireUser } from '../auth/middleware.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { ApiError, forbidden, notFound, validate } from '../errors.ts';
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
import { refreshDelaySeconds } from '../services/refresh-details.ts';
import { UpstreamError, detailsFromId, placeholderTitle, watchUrl, type VideoDetails } from '../services/youtube.ts';

const idParam = z.object({ id: z.uuid('must be an id') });
const bookmarkNotFound = () => notFound('Bookmark not found.');
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

/** Bookmarks as their owner sees them, or (subscriberId) as a subscriber to one of their categories. */
async function presentBookmarks(db: Database, rows: Bookmark[], subscriberId?: string) {
  const categories = await categoriesOfBookmarks(db, rows.map((b) => b.id), { subscriberId });
  return rows.map((b) => toBookmarkView(b, categories.get(b.id) ?? [], subscriberId !== undefined));
}

/** Checks every id is the user's own category: subscribed ones are read-only, others unknown. */
async function assertOwnCategories(db: Database, userId: string, ids: string[]) {
  const own = await ownCategoryIds(db, userId, ids);
  for (const id of ids) {
    if (own.has(id)) continue;
    if (await isSubscribed(db, userId, id)) throw forbidden('Bookmarks cannot be added to a subscribed category.');
    throw notFound('Category not found.');
  }
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
  .get('/bookmarks', validate('query', listBookmarksQuery), async (c) => {
    const user = requireUser(c, { allowExtension: true });
    const q = c.req.valid('query');
    const { db, clock } = c.var.deps;

    // A category is the user's own, or a subscribed one: then its owner's bookmarks, read-only.
    let ownerId = user.id;
    let readOnly = false;
    if (q.categoryId) {
      const category = await findCategory(db, q.categoryId);
      const visible = category && (category.userId === user.id || (category.isPublic && (await isSubscribed(db, user.id, category.id))));
      if (!visible) throw notFound('Category not found.');
      ownerId = category.userId;
      readOnly = category.userId !== user.id;
    }
    const { rows, nextCursor } = await listBookmarks(db, {
      ownerId,
      categoryId: q.categoryId,
      favorites: q.favorites,
      addedSince: q.recent ? new Date(clock.now().getTime() - RECENT_DAYS * 24 * 3600 * 1000) : undefined,
      search: q.search || undefined,
      asVisitor: readOnly,
      sort: q.sort,
      limit: q.limit,
      offset: q.offset,
      cursor: q.cursor ? decodeCursor(q.cursor, q.sort) : undefined,
    });
    if (nextCursor) c.header('X-Next-Cursor', encodeCursor(q.sort, nextCursor));
    return c.json(await presentBookmarks(db, rows, readOnly ? user.id : undefined));
  })

  // POST /api/bookmarks
  .post('/bookmarks', validate('json', createBookmarkBody), async (c) => {
    const user = requireUser(c, { allowExtension: true });
    const body = c.req.valid('json');
    const { db } = c.var.deps;
    const categoryIds = [...new Set([...(body.categoryIds ?? []), ...(body.categoryId && body.categoryId !== 'no-category' ? [body.categoryId] : [])])];
    await assertOwnCategories(db, user.id, categoryIds);
    const [existing] = await db.select({ id: bookmarks.id }).from(bookmarks).where(and(eq(bookmarks.userId, user.id), eq(bookmarks.videoId, body.videoId)));
    if (existing) throw duplicate();

    const found = await lookUpVideo(c.var.deps, body.videoId);
    if (found === null) throw new ApiError(400, 'VIDEO_NOT_FOUND', 'This YouTube video does not exist or is private.');
    const { video, needsDetails } = found;
    const created = await db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(bookmarks)
          .values({
            userId: user.id,
            videoId: body.videoId,
            // Shown as 'Open in YouTube': built from the id, never the address the client sent.
            url: watchUrl(body.videoId, body.url),
            title: body.title ?? (video.title || placeholderTitle(body.videoId)),
            description: body.description ?? video.description,
            thumbnail: video.thumbnail,
            duration: video.duration,
            durationSeconds: video.durationSeconds,
            channel: video.channel,
            channelId: video.channelId,
            channelIcon: video.channelIcon,
            views: video.views,
            publishedAt: video.publishedAt,
            embeddable: video.embeddable,
            needsDetails,
          })
          .returning();
        await setBookmarkCategories(tx, row!.id, categoryIds);
        return row!;
      })
      .catch((err: unknown) => {
        throw isUniqueViolation(err) ? duplicate() : err;
      });
    if (needsDetails) await askForDetailsLater(c.var.deps, user.id);
    const [view] = await presentBookmarks(db, [created]);
    return c.json(view, 201);
  })

  // DELETE /api/bookmarks/batch — deletes what it may and says why each other id was not deleted.
  .delete('/bookmarks/batch', validate('json', batchDeleteBody), async (c) => {
    const user = requireUser(c);
    const ids = [...new Set(c.req.valid('json').ids)];
    const deleted = await c.var.deps.db
      .delete(bookmarks)
      .where(and(eq(bookmarks.userId, user.id), inArray(bookmarks.id, ids)))
      .returning({ id: bookmarks.id });
    const gone = new Set(deleted.map((d) => d.id));
    return c.json({
      deletedCount: gone.size,
      errors: ids.filter((id) => !gone.has(id)).map((id) => ({ id, code: 'NOT_FOUND', message: 'Bookmark not found.' })),
    });
  })

  // POST /api/bookmarks/bulk/edit-categories — all or nothing, in one transaction.
  .post('/bookmarks/bulk/edit-categories', validate('json', bulkEditCategoriesBody), async (c) => {
    const user = requireUser(c);
    const body = c.req.valid('json');
    const bookmarkIds = [...new Set(body.bookmarkIds)];
    const { db } = c.var.deps;
    await db.transaction(async (tx) => {
      const owned = await tx.select({ id: bookmarks.id }).from(bookmarks).where(and(eq(bookmarks.userId, user.id), inArray(bookmarks.id, bookmarkIds)));
      if (owned.length !== bookmarkIds.length) throw bookmarkNotFound();
      if (body.removeAll) {
        await tx.delete(bookmarkCategories).where(inArray(bookmarkCategories.bookmarkId, bookmarkIds));
        return;
      }
      const categoryIds = [...new Set(body.categoryIds)];
      await assertOwnCategories(tx, user.id, categoryIds);
      // Added to the categories each bookmark already has, not replacing them.
      await tx
        .insert(bookmarkCategories)
        .values(bookmarkIds.flatMap((bookmarkId) => categoryIds.map((categoryId) => ({ bookmarkId, categoryId }))))
        .onConflictDoNothing();
    });
    const rows = await db.select().from(bookmarks).where(and(eq(bookmarks.userId, user.id), inArray(bookmarks.id, bookmarkIds)));
    return c.json({ updatedCount: rows.length, bookmarks: await presentBookmarks(db, rows) });
  })

  // PATCH /api/bookmarks/:id — {isFavorite} | {title, note, categories} | {note}
  .patch('/bookmarks/:id', validate('param', idParam), validate('json', updateBookmarkBody), async (c) => {
    const user = requireUser(c);
    const body = c.req.valid('json');
    const { db, clock } = c.var.deps;
    const bookmark = await findOwnBookmark(db, user.id, c.req.valid('param').id);
    if (!bookmark) throw bookmarkNotFound();
    if (body.categories) await assertOwnCategories(db, user.id, [...new Set(body.categories)]);
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(bookmarks)
        .set({
          ...(body.isFavorite !== undefined ? { isFavorite: body.isFavorite } : {}),
          ...(body.title !== undefined ? { title: body.title } : {}),
          ...(body.note !== undefined ? { note: body.note?.trim() ? body.note : null } : {}),
          updatedAt: clock.now(),
        })
        .where(and(eq(bookmarks.id, bookmark.id), eq(bookmarks.userId, user.id)))
        .returning();
      if (body.categories) await setBookmarkCategories(tx, bookmark.id, [...new Set(body.categories)]);
      return row!;
    });
    const [view] = await presentBookmarks(db, [updated]);
    return c.json(view);
  })

  // PATCH /api/bookmarks/:id/watch-time
  .patch('/bookmarks/:id/watch-time', validate('param', idParam), validate('json', watchTimeBody), async (c) => {
    const user = requireUser(c);
    const [row] = await c.var.deps.db
      .update(bookmarks)
      .set({ watchTime: c.req.valid('json').watchTime })
      .where(and(eq(bookmarks.id, c.req.valid('param').id), eq(bookmarks.userId, user.id)))
      .returning({ id: bookmarks.id, watchTime: bookmarks.watchTime });
    if (!row) throw bookmarkNotFound();
    return c.json(row);
  })

  // DELETE /api/bookmarks/:id
  .delete('/bookmarks/:id', validate('param', idParam), async (c) => {
    const user = requireUser(c);
    const deleted = await c.var.deps.db
      .delete(bookmarks)
      .where(and(eq(bookmarks.id, c.req.valid('param').id), eq(bookmarks.userId, user.id)))
      .returning({ id: bookmarks.id });
    if (deleted.length === 0) throw bookmarkNotFound();
    return c.body(null, 204);
  })

  // POST /api/featured-video
  .post('/featured-video', validate('json', z.object({ bookmarkId: z.uuid('must be an id') })), async (c) => {
    const user = requireUser(c);
    const { db } = c.var.deps;
    const bookmark = await findOwnBookmark(db, user.id, c.req.valid('json').bookmarkId);
    if (!bookmark) throw bookmarkNotFound();
    await db.update(users).set({ featuredBookmarkId: bookmark.id }).where(eq(users.id, user.id));
    return c.json({ featuredVideoId: bookmark.id });
  })

  // DELETE /api/featured-video
  .delete('/featured-video', async (c) => {
    const user = requireUser(c);
    await c.var.deps.db.update(users).set({ featuredBookmarkId: null }).where(eq(users.id, user.id));
    return c.json({ featuredVideoId: null });
  })

  // GET /api/bookmarks/exists?videoId= — lets the clipboard dialog offer only videos not yet saved.
  .get('/bookmarks/exists', validate('query', z.object({ videoId: videoIdSchema })), async (c) => {
    const user = requireUser(c, { allowExtension: true });
    const { videoId } = c.req.valid('query');
    const bookmarkId = (await savedVideoIds(c.var.deps.db, user.id, [videoId])).get(videoId) ?? null;
    return c.json({ exists: bookmarkId !== null, bookmarkId });
  });

function duplicate() {
  return new ApiError(409, 'DUPLICATE_BOOKMARK', 'This video is already in your bookmarks.');
}
