import * as z from 'zod';
import { createApiToken, deleteApiToken, listApiTokens, type ApiTokenRow } from '../../db/queries/api-tokens.ts';
import { API_TOKENS_PER_USER, generateApiToken, hashApiToken } from '../auth/api-tokens.ts';
import { ApiError, notFound } from '../errors.ts';
import { type ApiTokenView, type CreatedApiToken, apiTokenResponse, createdApiTokenResponse } from '../schemas/responses.ts';
import { byId, defineRoute, errorAnswer, jsonAnswer, jsonBody, routesApp } from '../openapi/route.ts';
import { createApiTokenBody } from '../schemas/api-token.ts';

const toView = (row: ApiTokenRow): ApiTokenView => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

// Token management needs the browser session: a token may not mint or revoke tokens.
const list = defineRoute({
  method: 'get', path: '/', tag: 'API tokens', access: 'session', summary: 'List your API tokens',
  responses: { 200: jsonAnswer(z.array(apiTokenResponse), 'Names and dates, never the secrets.') },
});

const create = defineRoute({
  method: 'post', path: '/', tag: 'API tokens', access: 'session', summary: 'Create an API token',
  description: `At most ${API_TOKENS_PER_USER} per user (409 TOKEN_LIMIT_REACHED).`,
  request: { body: jsonBody(createApiTokenBody) },
  responses: {
    201: jsonAnswer(createdApiTokenResponse, 'The token with its secret: the only time it is shown.'),
    409: errorAnswer(`You hold ${API_TOKENS_PER_USER} tokens already (TOKEN_LIMIT_REACHED).`),
  },
});

const revoke = defineRoute({
  method: 'delete', path: '/{id}', tag: 'API tokens', access: 'session', summary: 'Revoke an API token',
  description: 'Calls with it get 401 from then on.',
  request: byId(),
  responses: { 204: { description: 'Revoked.' }, 404: errorAnswer('No such token of yours (NOT_FOUND).') },
});

/** /api/tokens: the signed-in user's personal API tokens (Settings → API tokens). */
export const tokenRoutes = routesApp()
  .openapi(list, async (c) => {
    const rows = await listApiTokens(c.var.deps.db, c.var.me.id);
    return c.json(rows.map(toView), 200);
  })

  // The secret is in this answer only; the database keeps its hash.
  .openapi(create, async (c) => {
    const { db, clock } = c.var.deps;
    const token = generateApiToken();
    const row = await createApiToken(db, c.var.me.id, { name: c.req.valid('json').name, tokenHash: hashApiToken(token), now: clock.now() }, API_TOKENS_PER_USER);
    if (!row) {
      throw new ApiError(409, 'TOKEN_LIMIT_REACHED', `You have reached the maximum of ${API_TOKENS_PER_USER} API tokens. Revoke one to create another.`);
    }
    const created: CreatedApiToken = { id: row.id, name: row.name, token };
    return c.json(created, 201);
  })

  .openapi(revoke, async (c) => {
    if (!(await deleteApiToken(c.var.deps.db, c.var.me.id, c.req.valid('param').id))) throw notFound('API token not found');
    return c.body(null, 204);
  });
