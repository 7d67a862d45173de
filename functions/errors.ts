import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from './schemas/error-codes.ts';
import { HANDLE_TAKEN_MESSAGE } from './schemas/handle-rules.ts';
import { type ForeignKey, violatedForeignKey } from '../db/errors.ts';

export { ERROR_CODES, type ErrorCode } from './schemas/error-codes.ts';

/** The one error type routes throw; app.onError turns it into {message, code}. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new ApiError(404, 'NOT_FOUND', message);
export const unauthorized = (message = 'Please sign in to continue.') => new ApiError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'Forbidden') => new ApiError(403, 'FORBIDDEN', message);
export const bookmarkNotFound = () => notFound('Bookmark not found.');
export const categoryNotFound = () => notFound('Category not found.');
export const profileNotAvailable = () => notFound('This profile is private or does not exist.');
/** 409 HANDLE_TAKEN, with a free handle like it when there is one. */
export const handleTaken = (suggestion?: string, message = HANDLE_TAKEN_MESSAGE) =>
  new ApiError(409, 'HANDLE_TAKEN', message, suggestion ? { suggestion } : undefined);

export function errorBody(message: string, code: ErrorCode, details?: unknown) {
  return details === undefined ? { message, code } : { message, code, details };
}

// node-postgres (and the Neon driver, which is node-postgres over a WebSocket) report a lost or
// refused connection with a socket error code, a server shutdown SQLSTATE or one of these texts.
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '08000', // connection_exception
  '08001', // unable to establish a connection
  '08003', // connection_does_not_exist
  '08006', // connection_failure
  '53300', // too_many_connections
]);
const UNREACHABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|WebSocket|PGlite is closed/i;

/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, network
 * gone) rather than a fault of the request. Looks through wrappers such as drizzle's
 * DrizzleQueryError (`cause`) and Node's AggregateError (`errors`).
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as { code?: unknown; message?: unknown; type?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && UNREACHABLE_CODES.has(e.code)) return true;
  if (typeof e.message === 'string' && UNREACHABLE_MESSAGES.test(e.message) && !e.message.startsWith('Failed query:')) return true;
  // A WebSocket's error event (the Neon driver passes it on as it is).
  if (e.type === 'error' && !(err instanceof Error)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

/** Seconds a client should wait before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** app.onError: known errors keep their status and code; anything else is a logged 500. */
export function handleError(err: Error, c: Context) {
  if (err instanceof ApiError) {
    return c.json(errorBody(err.message, err.code, err.details), err.status);
  }
  const fk = violatedForeignKey(err);
  if (fk) {
    const answer = lostRaceAnswer(fk, c.req.path);
    return c.json(errorBody(answer.message, answer.code), answer.status);
  }
  if (isDatabaseUnavailable(err)) {
    // Not the request's fault and not a bug: the client may simply try again shortly.
    console.error(`Database unreachable on ${c.req.method} ${c.req.path}: ${innermostMessage(err)}`);
    c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return c.json(errorBody('The service is temporarily unavailable. Please try again in a moment.', 'DATABASE_UNAVAILABLE'), 503);
  }
  if (err instanceof HTTPException) {
    // Hono raises these for malformed JSON bodies and over-large bodies.
    const status = err.status as ContentfulStatusCode;
    if (status === 413) return c.json(errorBody('Request body is too large.', 'PAYLOAD_TOO_LARGE'), 413);
    if (status === 400) return c.json(errorBody('Malformed request body.', 'VALIDATION_ERROR'), 400);
    return c.json(errorBody(err.message || 'Request failed.', 'HTTP_ERROR'), status);
  }
  console.error(`Unhandled error on ${c.req.method} ${c.req.path}:`, err);
  return c.json(errorBody('Something went wrong. Please try again.', 'INTERNAL_ERROR'), 500);
}

/**
 * A write that lost a race with a delete: the row it points at went between the route's check and
 * its write, so Postgres refused it (foreign key violation) and rolled its transaction back. The
 * client gets what the same request gets a moment later, when the route's check sees the row gone.
 */
function lostRaceAnswer(fk: ForeignKey, path: string): ApiError {
  if (fk.references === 'bookmarks') return bookmarkNotFound();
  if (fk.references === 'categories') return categoryNotFound();
  if (fk.references === 'users') {
    if (fk.table === 'profile_visits') return profileNotAvailable();
    // An administrator acting on an account another administrator deleted meanwhile.
    if (path.startsWith('/api/admin/')) return notFound('User not found');
    // The caller's own account was deleted meanwhile, and every session and token with it.
    return unauthorized();
  }
  console.error(`A write on ${path} broke an unknown foreign key:`, fk);
  return new ApiError(409, 'CONFLICT', 'This changed while you were saving it. Please try again.');
}

/** The innermost error's message: drizzle's wrapper repeats the whole query and its parameters. */
function innermostMessage(err: unknown): string {
  let inner = err as { cause?: unknown; message?: unknown };
  while (inner?.cause) inner = inner.cause as typeof inner;
  return typeof inner?.message === 'string' && inner.message ? inner.message : String(inner);
}
