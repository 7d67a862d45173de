import { updateOwnProfile } from '../../db/queries/profiles.ts';
import { assertAccountStillExists } from '../auth/access.ts';
import { isAdminEmail } from '../config.ts';
import { currentUserResponse } from '../schemas/responses.ts';
import { defineRoute, jsonAnswer, jsonBody, routesApp } from '../openapi/route.ts';
import { profileTextBody } from '../schemas/profile.ts';
import { toCurrentUser } from '../views/user.ts';

const setTexts = defineRoute({
  method: 'put', path: '/', tag: 'Profile and settings', access: 'user', summary: "Set your public profile's title and description",
  request: { body: jsonBody(profileTextBody) },
  responses: { 200: jsonAnswer(currentUserResponse, 'The updated profile.') },
});

/** The profile page's texts (mounted at /auth/profile, the path the spec gives it). */
export const profileRoutes = routesApp().openapi(setTexts, async (c) => {
  const updated = assertAccountStillExists(await updateOwnProfile(c.var.deps.db, c.var.me.id, c.req.valid('json')));
  return c.json(toCurrentUser(updated, isAdminEmail(c.var.deps.config, updated.email)), 200);
});
