import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';

/** The one error type routes throw; app.onError turns it into {message, code}. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new ApiError(404, 'NOT_FOUND', message);
export const unauthorized = (message = 'Please sign in to continue.') => new ApiError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'Forbidden') => new ApiError(403, 'FORBIDDEN', message);

export function errorBody(message: string, code: string, details?: unknown) {
  return details === undefined ? { message, code } : { message, code, details };
}

/** app.onError: known errors keep their status and code; anything else is a logged 500. */
export function handleError(err: Error, c: Context) {
  if (err instanceof ApiError) {
    return c.json(errorBody(err.message, err.code, err.details), err.status);
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
 * Input validation for routes: zValidator with the shared hook that turns zod failures into the
 * VALIDATION_ERROR envelope, naming the first problem.
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const first = result.error.issues[0];
      const where = first?.path.length ? `${first.path.join('.')}: ` : '';
      return c.json(errorBody(`${where}${first?.message ?? 'Invalid input'}`, 'VALIDATION_ERROR', result.error.issues), 400);
    }
  });
}
