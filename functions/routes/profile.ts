import { Hono } from 'hono';
import { updateOwnProfile } from '../../db/queries/profiles.ts';
import { assertAccountStillExists } from '../auth/access.ts';
import { requireUser } from '../auth/middleware.ts';
import { isAdminEmail } from '../config.ts';
import type { AppEnv } from '../deps.ts';
import { validate } from '../errors.ts';
import { profileTextBody } from '../schemas/profile.ts';
import { toCurrentUser } from '../schemas/user.ts';

/** The profile page's texts (mounted at /auth/profile, the path the spec gives it). */
export const profileRoutes = new Hono<AppEnv>()
  // PUT /api/auth/profile
  .put('/', validate('json', profileTextBody), async (c) => {
    const user = requireUser(c);
    const updated = assertAccountStillExists(await updateOwnProfile(c.var.deps.db, user.id, c.req.valid('json')));
    return c.json(toCurrentUser(updated, isAdminEmail(c.var.deps.config, updated.email)));
  });
