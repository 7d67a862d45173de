import * as z from 'zod';
import { listBookmarks } from '../../db/queries/bookmarks.ts';
import { loadPublicProfile, publicCategoryIds } from '../../db/queries/profiles.ts';
import { assertPublicCategory, assertPublicProfile } from '../auth/access.ts';
import { profileNotAvailable } from '../errors.ts';
import { decodeCursor, encodeCursor } from '../lib/list-cursor.ts';
import { hitRateLimit } from '../../db/queries/admin.ts';
import { dropRateLimitsBefore, hasVisited, recordVisit } from '../../db/queries/visits.ts';
import { clientAddress } from '../http/client-address.ts';
import { limitPerMinute } from '../http/rate-limit.ts';
import { publicBookmark, publicProfileResponse } from '../schemas/public-profile.ts';
import { visitResponse } from '../schemas/responses.ts';
import { defineRoute, errorAnswer, jsonAnswer, jsonBody, routesApp } from '../openapi/route.ts';
import { isGoneEverywhere } from '../schemas/availability.ts';
import { visitBody } from '../schemas/profile.ts';
import { toPublicBookmark, toPublicProfile } from '../views/public-profile.ts';
import { isBot, utcDay, visitorHash } from '../lib/visitors.ts';

// Any text may be typed after the slash; what cannot be a handle is simply no profile (404).
const handleParam = z.object({ handle: z.string().max(100) });

/** Visit calls one client address may make a minute, over every profile. */
export const VISITS_PER_MINUTE = 30;
/**
 * Visitors one client address may add to one profile's count in a day. A household or an office
 * shares an address, so a few browsers count; a script varying its user agent does not.
 */
export const VISITORS_PER_ADDRESS = 3;
const DAY_MS = 24 * 3600 * 1000;

const NO_PROFILE = 'No public profile has this handle: unknown, private and draft profiles look the same from outside, even to their owner (NOT_FOUND).';

const profileQuery = z.object({
  bookmarks: z.enum(['true', 'false']).optional().meta({ description: "'false' leaves the bookmark list out (the embed pages page through /bookmarks instead)." }),
});

const profile = defineRoute({
  method: 'get', path: '/{handle}', tag: 'Discover', access: 'optional', summary: "A member's public profile",
  description: 'Every privacy switch is applied here: a hidden field is never sent. Watch times and descriptions never are, notes only when the owner shows them; bookmarks in private categories only are neither sent nor counted.',
  request: { params: handleParam, query: profileQuery },
  responses: { 200: jsonAnswer(publicProfileResponse, 'Their profile, public categories and bookmarks, as their privacy settings allow.'), 404: errorAnswer(NO_PROFILE) },
});

const bookmarksQuery = z.object({
  categoryId: z.string().max(100).optional().meta({ description: 'One public category of the profile; the whole public list without it.' }),
  favorites: z
    .enum(['true', 'false'])
    .optional()
    .meta({ description: "'true': only the owner's favourites among these public bookmarks (the Favorites row); refused with 404 while the owner hides favourites." }),
  cursor: z.string().max(4096).optional().meta({ description: "The previous page's X-Next-Cursor." }),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

const bookmarksPage = defineRoute({
  method: 'get', path: '/{handle}/bookmarks', tag: 'Discover', access: 'optional', summary: "A page of a public profile's bookmarks",
  description: "The whole public collection (or one public category; or only its favourites), newest saved first, keyset-paged past the profile answer's 500: what the embed pages and the public page scroll through. The same privacy switches apply as on the profile answer.",
  request: { params: handleParam, query: bookmarksQuery },
  responses: {
    200: {
      ...jsonAnswer(z.array(publicBookmark), 'One page of public bookmarks.'),
      headers: { 'X-Next-Cursor': { description: 'The cursor of the next page; absent on the last page.', schema: { type: 'string' } } },
    },
    404: errorAnswer(`${NO_PROFILE} Also when the profile hides its list, the category is not public on it, or favourites are asked for while the profile hides them.`),
  },
});

const visit = defineRoute({
  method: 'post', path: '/{handle}/visit', tag: 'Discover', access: 'optional', summary: 'Count a visit to a public profile',
  description: `One per visitor per profile per UTC day; owners and bots are not counted, nor more than ${VISITORS_PER_ADDRESS} visitors from one address to one profile a day. A visitor is a salted daily hash: no address is stored.`,
  request: { params: handleParam, body: jsonBody(visitBody) },
  responses: {
    200: jsonAnswer(visitResponse, 'Whether the visit counted.'),
    404: errorAnswer(NO_PROFILE),
    429: errorAnswer(`More than ${VISITS_PER_MINUTE} visits a minute from one address (RATE_LIMIT_EXCEEDED); see Retry-After.`),
  },
});

/** /api/public: public profiles, for anyone. */
export const publicRoutes = routesApp()
  .openapi(profile, async (c) => {
    const { db } = c.var.deps;
    const owner = await assertPublicProfile(db, c.req.valid('param').handle);
    const viewerId = c.var.user?.id ?? null;
    const withList = owner.showBookmarkList && c.req.valid('query').bookmarks !== 'false';
    const rows = await loadPublicProfile(db, owner, viewerId, { bookmarks: withList });
    return c.json(toPublicProfile(rows, viewerId), 200);
  })

  // GET /api/public/:handle/bookmarks
  .openapi(bookmarksPage, async (c) => {
    const { db } = c.var.deps;
    const owner = await assertPublicProfile(db, c.req.valid('param').handle);
    const q = c.req.valid('query');
    const favorites = q.favorites === 'true';
    // Hidden favourites stay hidden: no filter may tell a visitor which bookmarks they are.
    if (!owner.showBookmarkList || (favorites && !owner.showFavorites)) throw profileNotAvailable();
    const category = q.categoryId === undefined ? null : await assertPublicCategory(db, owner, q.categoryId);
    const { rows, nextCursor } = await listBookmarks(db, {
      ownerId: owner.id,
      ...(category ? { categoryId: category.id } : { publicOnly: true }),
      favorites,
      sort: 'added',
      limit: q.limit,
      cursor: q.cursor === undefined ? undefined : decodeCursor(q.cursor, 'added'),
    });
    if (nextCursor) c.header('X-Next-Cursor', encodeCursor('added', nextCursor));
    const shown = await publicCategoryIds(db, owner.id);
    // As on the profile answer: visitors do not see videos gone from YouTube; the owner still does.
    const isOwner = c.var.user?.id === owner.id;
    const visible = rows.filter((r) => isOwner || !isGoneEverywhere(r.availability?.status));
    return c.json(visible.map((r) => toPublicBookmark(owner, r.bookmark, r.categories.map((x) => x.id).filter((id) => shown.has(id)), r.availability)), 200);
  })

  // Owners and bots are not visitors.
  .openapi(visit, async (c) => {
    const { db, clock, config } = c.var.deps;
    const owner = await assertPublicProfile(db, c.req.valid('param').handle);
    const body = c.req.valid('json');
    const headerAgent = c.req.header('user-agent') ?? '';
    if (c.var.user?.id === owner.id || isBot(headerAgent) || isBot(body.userAgent)) return c.json({ counted: false }, 200);

    const now = clock.now();
    const day = utcDay(now);
    const address = clientAddress(c);
    // The address only as a salted daily hash, as the visitor itself (services/visitors.ts).
    const addressKey = await visitorHash(config.sessionSecret, day, address, '');
    await limitPerMinute(c, `visits:${addressKey}`, VISITS_PER_MINUTE);
    const hash = await visitorHash(config.sessionSecret, day, address, headerAgent || body.userAgent || '');
    if (await hasVisited(db, owner.id, day, hash)) return c.json({ counted: false }, 200);
    const visitorsFromAddress = await hitRateLimit(db, `visitors:${owner.id}:${addressKey}`, new Date(`${day}T00:00:00Z`));
    if (visitorsFromAddress === 1) await dropRateLimitsBefore(db, new Date(now.getTime() - 2 * DAY_MS));
    if (visitorsFromAddress > VISITORS_PER_ADDRESS) return c.json({ counted: false }, 200);
    const counted = await recordVisit(db, owner.id, {
      day,
      visitorHash: hash,
      userAgent: (body.userAgent || headerAgent || null)?.slice(0, 512) ?? null,
      referrer: body.referrer || null,
    });
    return c.json({ counted }, 200);
  });
