import { updateOwnProfile } from '../../db/queries/profiles.ts';
import { assertAccountStillExists } from '../auth/access.ts';
import { isAdminEmail } from '../config.ts';
import { ApiError } from '../errors.ts';
import { currentUserResponse } from '../schemas/responses.ts';
import { defineRoute, errorAnswer, jsonAnswer, jsonBody, routesApp } from '../openapi/route.ts';
import { privacyBody } from '../schemas/profile.ts';
import { toCurrentUser } from '../views/user.ts';

const setPrivacy = defineRoute({
  method: 'put', path: '/privacy', tag: 'Profile and settings', access: 'user', summary: 'Set what your public profile shows',
  request: { body: jsonBody(privacyBody) },
  responses: {
    200: jsonAnswer(currentUserResponse, 'The updated user.'),
    400: errorAnswer('Making the profile public without a handle (HANDLE_REQUIRED).'),
  },
});

export const settingsRoutes = routesApp().openapi(setPrivacy, async (c) => {
  const user = c.var.me;
  const changes = c.req.valid('json');
  // A public profile lives at /{handle}: without a handle there is no page to publish.
  if (changes.isPublic === true && !user.handle) {
    throw new ApiError(400, 'HANDLE_REQUIRED', 'Choose a handle before making your profile public.');
  }
  const updated = assertAccountStillExists(await updateOwnProfile(c.var.deps.db, user.id, changes));
  return c.json(toCurrentUser(updated, isAdminEmail(c.var.deps.config, updated.email)), 200);
});
