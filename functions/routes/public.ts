import { Hono } from 'hono';
import { z } from 'zod';
import { findPublicProfileOwner, loadPublicProfile } from '../../db/queries/profiles.ts';
import { recordVisit } from '../../db/queries/visits.ts';
import type { AppEnv } from '../deps.ts';
import { notFound, validate } from '../errors.ts';
import { toPublicProfile } from '../schemas/public-profile.ts';
import { safeText } from '../schemas/text.ts';
import { clientIp, isBot, utcDay, visitorHash } from '../services/visitors.ts';

// A NUL in the address would fail in Postgres: refused as input, never a 500.
const handleParam = z.object({ handle: safeText().min(1).max(100) });
const visitBody = z.object({
  userAgent: z.string().max(512, 'User agent must be 512 characters or less').optional(),
  referrer: z.string().max(2048, 'Referrer must be 2048 characters or less').optional(),
});

/** Unknown, private and draft profiles look the same from outside, even to their owner. */
export const profileNotAvailable = () => notFound('This profile is private or does not exist.');

export const publicRoutes = new Hono<AppEnv>()
  // GET /api/public/:handle — signed in or not.
  .get('/:handle', validate('param', handleParam), async (c) => {
    const { db } = c.var.deps;
    const owner = await findPublicProfileOwner(db, c.req.valid('param').handle);
    if (!owner) throw profileNotAvailable();
    const viewerId = c.var.user?.id ?? null;
    const rows = await loadPublicProfile(db, owner, viewerId, { bookmarks: owner.showBookmarkList });
    return c.json(toPublicProfile(rows, viewerId));
  })

  // POST /api/public/:handle/visit — one per visitor per profile per UTC day; owners and bots
  // are not visitors.
  .post('/:handle/visit', validate('param', handleParam), validate('json', visitBody), async (c) => {
    const { db, clock, config } = c.var.deps;
    const owner = await findPublicProfileOwner(db, c.req.valid('param').handle);
    if (!owner) throw profileNotAvailable();
    const body = c.req.valid('json');
    const headerAgent = c.req.header('user-agent') ?? '';
    if (c.var.user?.id === owner.id || isBot(headerAgent) || isBot(body.userAgent)) return c.json({ counted: false });

    const day = utcDay(clock.now());
    const counted = await recordVisit(db, owner.id, {
      day,
      visitorHash: await visitorHash(config.sessionSecret, day, clientIp((name) => c.req.header(name)), headerAgent || body.userAgent || ''),
      userAgent: (body.userAgent || headerAgent || null)?.slice(0, 512) ?? null,
      referrer: body.referrer || null,
    });
    return c.json({ counted });
  });
