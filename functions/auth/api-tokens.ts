import type { Context } from 'hono';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase64urlNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { findApiTokenUser, touchApiToken } from '../../db/queries/api-tokens.ts';
import type { User } from '../../db/schema.ts';
import type { AppEnv } from '../deps.ts';
import { countThisMinute, tooManyRequests } from '../http/rate-limit.ts';

/**
 * Personal API tokens (Settings → API tokens): `vs_` and 32 random bytes in base64url. The prefix
 * tells them apart from the extension's JWT and lets secret scanners recognise a leaked one.
 * Only the SHA-256 of the token is stored: a random 256-bit secret needs no slow hash.
 */
export const API_TOKEN_PREFIX = 'vs_';
/** Tokens one user may hold at once. */
export const API_TOKENS_PER_USER = 25;
/** A token's last use is written at most this often, so using it is not a write per request. */
export const API_TOKEN_TOUCH_AFTER_MS = 60_000;

export const isPersonalToken = (bearer: string) => bearer.startsWith(API_TOKEN_PREFIX);

export function generateApiToken(): string {
  return API_TOKEN_PREFIX + encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
}

export function hashApiToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/** Why a personal token is refused where a route's access is `session` or `admin` (openapi/route.ts). */
export const TOKEN_FORBIDDEN_MESSAGE = 'Personal API tokens cannot make admin calls, manage tokens or sign you out everywhere. Use the Vidshelf site for this.';

/**
 * The user behind a personal token, or null (unknown or revoked token: the caller stays signed
 * out and gets a 401 where one is needed). Counts the request against the token's per-minute
 * limit and puts the limit's headers on the answer (draft-ietf-httpapi-ratelimit-headers, the
 * separate RateLimit-Limit / -Remaining / -Reset fields); over the limit, 429 with Retry-After.
 */
export async function userOfPersonalToken(c: Context<AppEnv>, token: string): Promise<User | null> {
  const { db, clock, config } = c.var.deps;
  const found = await findApiTokenUser(db, hashApiToken(token));
  if (!found || found.user.isVirtual) return null;

  const { used, resetSeconds } = await countThisMinute(c, `api-token:${found.tokenId}`);
  const limit = config.apiTokenRateLimit;
  c.header('RateLimit-Limit', String(limit));
  c.header('RateLimit-Remaining', String(Math.max(0, limit - used)));
  c.header('RateLimit-Reset', String(resetSeconds));
  if (used > limit) throw tooManyRequests(c, resetSeconds, `Too many requests with this API token (${limit} a minute). Try again in ${resetSeconds} seconds.`);

  const now = clock.now();
  if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() >= API_TOKEN_TOUCH_AFTER_MS) {
    await touchApiToken(db, found.user.id, found.tokenId, now);
  }
  return found.user;
}
