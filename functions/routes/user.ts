import { isHandleTaken } from '../../db/queries/handles.ts';
import { checkHandle, suggestHandle } from '../lib/handles.ts';
import { updateOwnProfile } from '../../db/queries/profiles.ts';
import { assertAccountStillExists } from '../auth/access.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { isAdminEmail } from '../config.ts';
import { ApiError, handleTaken } from '../errors.ts';
import { currentUserResponse, handleAvailabilityResponse, proposedHandleResponse } from '../schemas/responses.ts';
import { defineRoute, errorAnswer, jsonAnswer, jsonBody, routesApp } from '../openapi/route.ts';
import { HANDLE_PROBLEM_MESSAGES, handleProblem, sanitizeSettingsHandle } from '../schemas/handle-rules.ts';
import { handleBody, handleQuery, userProfileBody } from '../schemas/profile.ts';
import { toCurrentUser } from '../views/user.ts';

const editProfile = defineRoute({
  method: 'patch', path: '/profile', tag: 'Profile and settings', access: 'user', summary: 'Edit your name and profile',
  request: { body: jsonBody(userProfileBody) },
  responses: { 200: jsonAnswer(currentUserResponse, 'The updated user.') },
});

const defaultHandle = defineRoute({
  method: 'get', path: '/handle/default', tag: 'Profile and settings', access: 'user', summary: 'A proposed handle',
  description: "Proposed from the e-mail's local part, else the name.",
  responses: { 200: jsonAnswer(proposedHandleResponse, 'A free handle.') },
});

const checkHandleRoute = defineRoute({
  method: 'get', path: '/handle/check', tag: 'Profile and settings', access: 'user', summary: 'Whether a handle is free',
  request: { query: handleQuery },
  responses: { 200: jsonAnswer(handleAvailabilityResponse, 'Whether you may take it, and if not why, with a suggestion.') },
});

const claimHandle = defineRoute({
  method: 'post', path: '/handle', tag: 'Profile and settings', access: 'user', summary: 'Claim a handle',
  request: { body: jsonBody(handleBody) },
  responses: {
    200: jsonAnswer(currentUserResponse, 'The updated user.'),
    400: errorAnswer('The handle breaks a rule (VALIDATION_ERROR); a reserved one comes with `details.suggestion`.'),
    409: errorAnswer('Someone has it (HANDLE_TAKEN), with `details.suggestion`.'),
  },
});

export const userRoutes = routesApp()
  .openapi(editProfile, async (c) => {
    const updated = assertAccountStillExists(await updateOwnProfile(c.var.deps.db, c.var.me.id, c.req.valid('json')));
    return c.json(toCurrentUser(updated, isAdminEmail(c.var.deps.config, updated.email)), 200);
  })

  .openapi(defaultHandle, async (c) => {
    const user = c.var.me;
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
    const base = user.email?.split('@')[0] || name || 'vidshelf-user';
    return c.json({ handle: await suggestHandle(c.var.deps.db, base, user.id) }, 200);
  })

  .openapi(checkHandleRoute, async (c) => {
    const handle = sanitizeSettingsHandle(c.req.valid('query').handle);
    return c.json(await checkHandle(c.var.deps.db, handle, c.var.me.id), 200);
  })

  .openapi(claimHandle, async (c) => {
    const user = c.var.me;
    const { db } = c.var.deps;
    const handle = sanitizeSettingsHandle(c.req.valid('json').handle);
    const problem = handleProblem(handle);
    if (problem) {
      const details = problem === 'reserved' ? { suggestion: await suggestHandle(db, handle, user.id) } : undefined;
      throw new ApiError(400, 'VALIDATION_ERROR', HANDLE_PROBLEM_MESSAGES[problem], details);
    }
    if (await isHandleTaken(db, handle, user.id)) throw handleTaken(await suggestHandle(db, handle, user.id));
    // Two people saving the same free handle at once: the unique index decides, the loser gets 409.
    const saved = await updateOwnProfile(db, user.id, { handle }).catch(async (err: unknown) => {
      if (isUniqueViolation(err)) throw handleTaken(await suggestHandle(db, handle, user.id));
      throw err;
    });
    const updated = assertAccountStillExists(saved);
    return c.json(toCurrentUser(updated, isAdminEmail(c.var.deps.config, updated.email)), 200);
  });
