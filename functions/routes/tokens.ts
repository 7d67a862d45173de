import { Hono } from 'hono';
import * as z from 'zod';
import { createApiToken, deleteApiToken, listApiTokens, type ApiTokenRow } from '../../db/queries/api-tokens.ts';
import { API_TOKENS_PER_USER, TOKEN_FORBIDDEN_MESSAGE, generateApiToken, hashApiToken } from '../auth/api-tokens.ts';
import { requireUser } from '../auth/middleware.ts';
import type { AppEnv } from '../deps.ts';
import { ApiError, forbidden, notFound, validate } from '../errors.ts';
import { type ApiTokenView, type CreatedApiToken, createApiTokenBody } from '../schemas/api-token.ts';

const idParam = z.object({ id: z.uuid('must be an id') });

const toView = (row: ApiTokenRow): ApiTokenView => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** Token management needs the browser session: a token may not mint or revoke tokens. */
function requireSessionUser(c: { var: AppEnv['Variables'] }) {
  if (c.var.authVia === 'token') throw forbidden(TOKEN_FORBIDDEN_MESSAGE);
  return requireUser(c);
}

/** /api/tokens: the signed-in user's personal API tokens (Settings → API tokens). */
export const tokenRoutes = new Hono<AppEnv>()
  // GET /api/tokens
  .get('/', async (c) => {
    const user = requireSessionUser(c);
    const rows = await listApiTokens(c.var.deps.db, user.id);
    return c.json(rows.map(toView));
  })

  // POST /api/tokens — the secret is in this answer only; the database keeps its hash.
  .post('/', validate('json', createApiTokenBody), async (c) => {
    const user = requireSessionUser(c);
    const { db, clock } = c.var.deps;
    const token = generateApiToken();
    const row = await createApiToken(db, user.id, { name: c.req.valid('json').name, tokenHash: hashApiToken(token), now: clock.now() }, API_TOKENS_PER_USER);
    if (!row) {
      throw new ApiError(409, 'TOKEN_LIMIT_REACHED', `You have reached the maximum of ${API_TOKENS_PER_USER} API tokens. Revoke one to create another.`);
    }
    const created: CreatedApiToken = { id: row.id, name: row.name, token };
    return c.json(created, 201);
  })

  // DELETE /api/tokens/:id
  .delete('/:id', validate('param', idParam), async (c) => {
    const user = requireSessionUser(c);
    if (!(await deleteApiToken(c.var.deps.db, user.id, c.req.valid('param').id))) throw notFound('API token not found');
    return c.body(null, 204);
  });
