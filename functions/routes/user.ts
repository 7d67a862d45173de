import { Hono } from 'hono';
import { checkHandle, isHandleTaken, suggestHandle } from '../../db/queries/handles.ts';
import { updateOwnProfile } from '../../db/queries/profiles.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { assertAccountStillExists } from '../auth/access.ts';
import { requireUser } from '../auth/middleware.ts';
import { isAdminEmail } from '../config.ts';
import type { AppEnv } from '../deps.ts';
import { ApiError, validate } from '../errors.ts';
import { HANDLE_PROBLEM_MESSAGES, handleProblem, sanitizeSettingsHandle } from '../schemas/handle-rules.ts';
import { handleBody, handleQuery, userProfileBody } from '../schemas/profile.ts';
import { toCurrentUser } from '../schemas/user.ts';

const handleTaken = (suggestion: string) => new ApiError(409, 'HANDLE_TAKEN', 'This handle is already taken.', { suggestion });

export const userRoutes = new Hono<AppEnv>()
  // PATCH /api/user/profile
  .patch('/profile', validate('json', userProfileBody), async (c) => {
    const user = requireUser(c);
    const updated = assertAccountStillExists(await updateOwnProfile(c.var.deps.db, user.id, c.req.valid('json')));
    return c.json(toCurrentUser(updated, isAdminEmail(c.var.deps.config, updated.email)));
  })

  // GET /api/user/handle/default — proposed from the e-mail's local part, else the name.
  .get('/handle/default', async (c) => {
    const user = requireUser(c);
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
    const base = user.email?.split('@')[0] || name || 'vidshelf-user';
    return c.json({ handle: await suggestHandle(c.var.deps.db, base, user.id) });
  })

  // GET /api/user/handle/check?handle=x
  .get('/handle/check', validate('query', handleQuery), async (c) => {
    const user = requireUser(c);
    const handle = sanitizeSettingsHandle(c.req.valid('query').handle);
    return c.json(await checkHandle(c.var.deps.db, handle, user.id));
  })

  // POST /api/user/handle
  .post('/handle', validate('json', handleBody), async (c) => {
    const user = requireUser(c);
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
    return c.json(toCurrentUser(updated, isAdminEmail(c.var.deps.config, updated.email)));
  });
