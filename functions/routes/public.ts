import { Hono } from 'hono';
import * as z from 'zod';
import { findPublicProfileOwner, loadPublicProfile } from '../../db/queries/profiles.ts';
import { hitRateLimit } from '../../db/queries/admin.ts';
import { dropRateLimitsBefore, hasVisited, recordVisit } from '../../db/queries/visits.ts';
import type { AppEnv } from '../deps.ts';
import { ApiError, profileNotAvailable, validate } from '../errors.ts';
import { clientAddress } from '../http/client-address.ts';
import { HANDLE_PATTERN } from '../schemas/handle-rules.ts';
import { searchText } from '../schemas/text.ts';
import type { Database } from '../../db/database.ts';
import { toPublicProfile } from '../schemas/public-profile.ts';
import { isBot, utcDay, visitorHash } from '../lib/visitors.ts';

// Any text may be typed after the slash; what cannot be a handle is simply no profile (404).
const handleParam = z.object({ handle: z.string().max(100) });
// Browser-reported details: kept only as text Postgres can store.
const visitBody = z.object({
  userAgent: searchText().max(512, 'User agent must be 512 characters or less').optional(),
  referrer: searchText().max(2048, 'Referrer must be 2048 characters or less').optional(),
});

/** Visit calls one client address may make a minute, over every profile. */
export const VISITS_PER_MINUTE = 30;
/**
 * Visitors one client address may add to one profile's count in a day. A household or an office
 * shares an address, so a few browsers count; a script varying its user agent does not.
 */
export const VISITORS_PER_ADDRESS = 3;
const DAY_MS = 24 * 3600 * 1000;

/** The public owner of a handle, or 404 for anything else (unknown, private, not a handle). */
async function publicOwner(db: Database, handle: string) {
  const owner = HANDLE_PATTERN.test(handle.toLowerCase()) ? await findPublicProfileOwner(db, handle) : undefined;
  if (!owner) throw profileNotAvailable();
  return owner;
}

/** Unknown, private and draft profiles look the same from outside, even to their owner. */

export const publicRoutes = new Hono<AppEnv>()
  // GET /api/public/:handle — signed in or not.
  .get('/:handle', validate('param', handleParam), async (c) => {
    const { db } = c.var.deps;
    const owner = await publicOwner(db, c.req.valid('param').handle);
    const viewerId = c.var.user?.id ?? null;
    const rows = await loadPublicProfile(db, owner, viewerId, { bookmarks: owner.showBookmarkList });
    return c.json(toPublicProfile(rows, viewerId));
  })

  // POST /api/public/:handle/visit — one per visitor per profile per UTC day; owners and bots
  // are not visitors.
  .post('/:handle/visit', validate('param', handleParam), validate('json', visitBody), async (c) => {
    const { db, clock, config } = c.var.deps;
    const owner = await publicOwner(db, c.req.valid('param').handle);
    const body = c.req.valid('json');
    const headerAgent = c.req.header('user-agent') ?? '';
    if (c.var.user?.id === owner.id || isBot(headerAgent) || isBot(body.userAgent)) return c.json({ counted: false });

    const now = clock.now();
    const day = utcDay(now);
    const address = clientAddress(c);
    // The address only as a salted daily hash, as the visitor itself (services/visitors.ts).
    const addressKey = await visitorHash(config.sessionSecret, day, address, '');
    const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
    if ((await hitRateLimit(db, `visits:${addressKey}`, minute)) > VISITS_PER_MINUTE) {
      c.header('Retry-After', String(60 - now.getUTCSeconds()));
      throw new ApiError(429, 'RATE_LIMIT_EXCEEDED', 'Too many requests. Please wait a minute before trying again');
    }
    const hash = await visitorHash(config.sessionSecret, day, address, headerAgent || body.userAgent || '');
    if (await hasVisited(db, owner.id, day, hash)) return c.json({ counted: false });
    const visitorsFromAddress = await hitRateLimit(db, `visitors:${owner.id}:${addressKey}`, new Date(`${day}T00:00:00Z`));
    if (visitorsFromAddress === 1) await dropRateLimitsBefore(db, new Date(now.getTime() - 2 * DAY_MS));
    if (visitorsFromAddress > VISITORS_PER_ADDRESS) return c.json({ counted: false });
    const counted = await recordVisit(db, owner.id, {
      day,
      visitorHash: hash,
      userAgent: (body.userAgent || headerAgent || null)?.slice(0, 512) ?? null,
      referrer: body.referrer || null,
    });
    return c.json({ counted });
  });
