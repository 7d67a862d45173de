import { Hono } from 'hono';
import { updateOwnProfile } from '../../db/queries/profiles.ts';
import { assertAccountStillExists } from '../auth/access.ts';
import { requireUser } from '../auth/middleware.ts';
import { isAdminEmail } from '../config.ts';
import type { AppEnv } from '../deps.ts';
import { ApiError, validate } from '../errors.ts';
import { privacyBody } from '../schemas/profile.ts';
import { toCurrentUser } from '../schemas/user.ts';

export const settingsRoutes = new Hono<AppEnv>()
  // PUT /api/settings/privacy
  .put('/privacy', validate('json', privacyBody), async (c) => {
    const user = requireUser(c);
    const changes = c.req.valid('json');
    // A public profile lives at /{handle}: without a handle there is no page to publish.
    if (changes.isPublic === true && !user.handle) {
      throw new ApiError(400, 'HANDLE_REQUIRED', 'Choose a handle before making your profile public.');
    }
    const updated = assertAccountStillExists(await updateOwnProfile(c.var.deps.db, user.id, changes));
    return c.json(toCurrentUser(updated, isAdminEmail(c.var.deps.config, updated.email)));
  });
