import { OpenAPIHono, createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as z from 'zod';
import type { User } from '../../db/schema.ts';
import { TOKEN_FORBIDDEN_MESSAGE } from '../auth/api-tokens.ts';
import { isAdminEmail } from '../config.ts';
import type { AppEnv } from '../deps.ts';
import { errorBody, forbidden, unauthorized } from '../errors.ts';
import { errorResponse } from '../schemas/responses.ts';

/**
 * Who may call a route:
 * - public: anyone; optional: anyone, and a signed-in caller gets more;
 * - user: a browser session or a personal API token (Bearer vs_…);
 * - session: a browser session only (a token may not manage tokens or mint the extension's);
 * - admin: an administrator's browser session (personal tokens are refused even for admins).
 * The browser extension's own Bearer token counts only where a route says `extension: true`.
 */
export type Access = 'public' | 'optional' | 'user' | 'session' | 'admin';

/** Tags in the order the reference page shows them. */
export const TAGS = [
  { name: 'Bookmarks', description: 'Saved YouTube videos: list, save, edit, delete.' },
  { name: 'Categories', description: 'Your categories, and public categories of others you subscribe to.' },
  { name: 'Profile and settings', description: 'Your account, handle, public profile and privacy.' },
  { name: 'Import and export', description: 'Moving a whole library in or out.' },
  { name: 'Discover', description: 'Trending videos and search (YouTube), public profiles.' },
  { name: 'Sign-in', description: 'Signing in with Google, sessions and the browser extension.' },
  { name: 'API tokens', description: 'Personal API tokens (browser session only).' },
  { name: 'Admin', description: 'The back office (administrators, browser session only).' },
  { name: 'App', description: 'Runtime settings the web app reads.' },
] as const;
export type Tag = (typeof TAGS)[number]['name'];

export const ACCESS_TEXT: Record<Access, string> = {
  public: 'No sign-in needed.',
  optional: 'No sign-in needed; a signed-in caller (session or token) is recognised.',
  user: 'A browser session or a personal API token.',
  session: 'A browser session only: personal API tokens are refused (403).',
  admin: "An administrator's browser session only: personal API tokens are refused (403), even an admin's.",
};

const SECURITY: Record<Access, Record<string, string[]>[]> = {
  public: [],
  optional: [{}, { apiToken: [] }, { session: [] }],
  user: [{ apiToken: [] }, { session: [] }],
  session: [{ session: [] }],
  admin: [{ session: [] }],
};

/** What a route's handler sees once its access check passed: the caller, never null. */
export type SignedIn = { Variables: AppEnv['Variables'] & { me: User } };

/** The signed-in caller, or 401; the extension's token only where the route takes it. */
function signedIn(c: Context<AppEnv>, extension: boolean): User {
  const user = c.var.user;
  if (!user) throw unauthorized();
  if (c.var.authVia === 'bearer' && !extension) throw unauthorized('This call needs a browser session.');
  return user;
}

/** The access rule of a declaration, as the middleware that enforces it. */
function accessCheck(access: Access, extension: boolean): MiddlewareHandler<any> {
  if (access === 'public' || access === 'optional') return async (_c, next) => next();
  return createMiddleware<SignedIn>(async (c, next) => {
    const user = signedIn(c as unknown as Context<AppEnv>, extension);
    if ((access === 'session' || access === 'admin') && c.var.authVia === 'token') throw forbidden(TOKEN_FORBIDDEN_MESSAGE);
    if (access === 'admin' && !isAdminEmail(c.var.deps.config, user.email)) throw forbidden("You don't have permission to access this page.");
    c.set('me', user);
    await next();
  });
}

/** The `{id}` path parameter of a resource. */
export const idParams = z.object({ id: z.uuid('must be an id') });

/** The request of a route on one resource: its `{id}`, and the JSON body when it takes one. */
export function byId(): { params: typeof idParams };
export function byId<S extends z.ZodType>(body: S): { params: typeof idParams; body: ReturnType<typeof jsonBody<S>> };
export function byId(body?: z.ZodType) {
  return body ? { params: idParams, body: jsonBody(body) } : { params: idParams };
}

/** An answer whose body is the {message, code} envelope. */
export const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: errorResponse } } });
/** A JSON answer with this schema. */
export const jsonAnswer = <S extends z.ZodType>(schema: S, description: string) => ({ description, content: { 'application/json': { schema } } });
/** A JSON request body with this schema. */
export const jsonBody = <S extends z.ZodType>(schema: S) => ({ required: true, content: { 'application/json': { schema } } });

const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);

/**
 * The answers every route of this access and shape can give besides its own: bad input, not
 * signed in, refused, a body over the limit, a token over its rate, the database unreachable.
 */
function commonAnswers(route: RouteConfig, access: Access) {
  const answers: Record<number, ReturnType<typeof errorAnswer>> = {};
  const r = route.request;
  if (r?.params || r?.query || r?.body || r?.headers) answers[400] = errorAnswer('Invalid input (VALIDATION_ERROR): the message names the first problem.');
  if (access !== 'public' && access !== 'optional') answers[401] = errorAnswer('Not signed in, or the token is unknown or revoked (UNAUTHORIZED).');
  const refusals = [
    UNSAFE.has(route.method) ? 'a cookie-carrying call came from another site' : null,
    access === 'session' || access === 'admin' ? 'a personal API token was used' : null,
    access === 'admin' ? 'the caller is not an administrator' : null,
  ].filter(Boolean);
  if (refusals.length) answers[403] = errorAnswer(`Refused (FORBIDDEN): ${refusals.join(', or ')}.`);
  if (UNSAFE.has(route.method)) answers[413] = errorAnswer('The request body is too large (PAYLOAD_TOO_LARGE).');
  answers[429] = errorAnswer('A personal API token went over its limit per minute (RATE_LIMIT_EXCEEDED); see Retry-After.');
  answers[503] = errorAnswer('The database cannot be reached right now (DATABASE_UNAVAILABLE); see Retry-After.');
  return answers;
}

/** The route's own answers and the common ones; where both name a status, both reasons are given. */
function withCommonAnswers(route: RouteConfig, access: Access) {
  const answers: Record<string, object> = { ...commonAnswers(route, access) };
  for (const [status, answer] of Object.entries(route.responses)) {
    const common = answers[status] as { description: string } | undefined;
    answers[status] = common ? { ...answer, description: `${(answer as { description: string }).description} Or: ${common.description}` } : answer;
  }
  return answers;
}

/** "List your categories" → listYourCategories: a name for generated clients, unique as summaries are. */
const operationIdOf = (summary: string) =>
  summary
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((word, i) => (i === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1)))
    .join('');

type Declaration = Omit<RouteConfig, 'middleware' | 'security' | 'tags'> & {
  tag: Tag;
  access: Access;
  /** The browser extension's Bearer token may call it too. */
  extension?: boolean;
};
type AccessEnv<A extends Access> = A extends 'public' | 'optional' ? AppEnv : SignedIn;

/**
 * One route, declared once: method, path, input, every answer and who may call it. The router,
 * the validation, the access check and /api/openapi.json all come from this.
 */
export function defineRoute<const R extends Declaration>(declaration: R) {
  const { tag, access, extension = false, ...route } = declaration;
  return createRoute({
    ...(route as Omit<R, 'tag' | 'access' | 'extension'>),
    operationId: route.operationId ?? operationIdOf(route.summary ?? `${route.method} ${route.path}`),
    tags: [tag],
    description: [route.description, `Access: ${ACCESS_TEXT[access]}`].filter(Boolean).join('\n\n'),
    security: SECURITY[access],
    'x-access': access,
    responses: withCommonAnswers(route as RouteConfig, access) as R['responses'],
    middleware: accessCheck(access, extension) as MiddlewareHandler<AccessEnv<R['access']>>,
  });
}

/**
 * Zod failures of a route's input become the VALIDATION_ERROR envelope naming the first
 * problem (`field: message`).
 */
export function validationHook(result: { success: boolean; error?: z.ZodError }, c: Context) {
  if (!result.success) {
    const first = result.error?.issues[0];
    const where = first?.path.length ? `${first.path.join('.')}: ` : '';
    return c.json(errorBody(`${where}${first?.message ?? 'Invalid input'}`, 'VALIDATION_ERROR', result.error?.issues), 400);
  }
}

/** A resource's sub-app: its routes are added with `.openapi(declaration, handler)`. */
export const routesApp = () => new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
