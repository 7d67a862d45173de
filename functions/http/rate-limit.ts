import type { Context } from 'hono';
import { hitRateLimit } from '../../db/queries/admin.ts';
import type { AppEnv } from '../deps.ts';
import { ApiError } from '../errors.ts';

const MINUTE_MS = 60_000;

/** What the limit needs of a request's context, whatever its route's variables. */
type Ctx = Pick<Context, 'header'> & { var: Pick<AppEnv['Variables'], 'deps'> };

/**
 * Counts one call against a per-minute fixed window kept in the database (it holds across Worker
 * isolates and Node restarts): the calls in this minute, this one included, and the seconds until
 * the next minute starts.
 */
export async function countThisMinute(c: Ctx, key: string): Promise<{ used: number; resetSeconds: number }> {
  const { db, clock } = c.var.deps;
  const now = clock.now().getTime();
  const windowStart = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  const used = await hitRateLimit(db, key, new Date(windowStart));
  return { used, resetSeconds: Math.max(1, Math.ceil((windowStart + MINUTE_MS - now) / 1000)) };
}

/** 429 RATE_LIMIT_EXCEEDED, telling the client when to try again. */
export function tooManyRequests(c: Ctx, resetSeconds: number, message = 'Too many requests. Please wait a minute before trying again'): ApiError {
  c.header('Retry-After', String(resetSeconds));
  return new ApiError(429, 'RATE_LIMIT_EXCEEDED', message);
}

/** At most `limit` calls a minute under this key, else 429. */
export async function limitPerMinute(c: Ctx, key: string, limit: number): Promise<void> {
  const { used, resetSeconds } = await countThisMinute(c, key);
  if (used > limit) throw tooManyRequests(c, resetSeconds);
}
