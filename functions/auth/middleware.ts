import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { findSessionUser, touchSession } from '../../db/queries/sessions.ts';
import { findUserById } from '../../db/queries/users.ts';
import type { User } from '../../db/schema.ts';
import type { AppEnv } from '../deps.ts';
import { forbidden } from '../errors.ts';
import { isPersonalToken, userOfPersonalToken } from './api-tokens.ts';
import { SESSION_COOKIE, readCookie, setSessionCookie } from './cookies.ts';
import {
  SESSION_REFRESH_AFTER_SECONDS,
  SESSION_TOUCH_AFTER_SECONDS,
  SESSION_TTL_SECONDS,
  signSession,
  verifyExtensionToken,
  verifySession,
} from './tokens.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1]! : null;
}

/**
 * CSRF: a browser always sends Origin on cross-site and same-site mutations, so a cookie-
 * carrying mutation must come from our own origin. Bearer requests carry no ambient credential.
 */
export const originCheck = createMiddleware<AppEnv>(async (c, next) => {
  if (UNSAFE_METHODS.has(c.req.method) && !bearerToken(c.req.header('authorization'))) {
    if (c.req.header('origin') !== c.var.deps.config.appOrigin) {
      throw forbidden('This request must come from the Vidshelf site.');
    }
  }
  await next();
});

/**
 * Identifies the caller from a Bearer token (a personal API token, recognised by its prefix, or
 * the extension's token), else the session cookie. A cookie
 * counts only while its session row lives (sign-out deletes it); any token whose session_version
 * is stale (signed out everywhere, account deleted) counts as signed out.
 */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null);
  c.set('authVia', null);

  const bearer = bearerToken(c.req.header('authorization'));
  const cookie = bearer ? undefined : readCookie(c, SESSION_COOKIE);
  const via = bearer ? (isPersonalToken(bearer) ? 'token' : 'bearer') : cookie ? 'cookie' : null;
  const user =
    via === 'token' ? await userOfPersonalToken(c, bearer!)
    : via === 'bearer' ? await userOfExtensionToken(c, bearer!)
    : via === 'cookie' ? await userOfSessionCookie(c, cookie!)
    : null;
  if (user && !user.isVirtual) {
    c.set('user', user);
    c.set('authVia', via);
  }
  await next();
});

async function userOfExtensionToken(c: Context<AppEnv>, token: string): Promise<User | null> {
  const claims = await verifyExtensionToken(c.var.deps.config, token);
  if (!claims) return null;
  const user = await findUserById(c.var.deps.db, claims.userId);
  return user && user.sessionVersion === claims.sessionVersion ? user : null;
}

/**
 * One query for the session and its user, or none when the Node host checked it a moment ago
 * (session-memo.ts); a write at most once an hour (sliding expiry).
 */
async function userOfSessionCookie(c: Context<AppEnv>, token: string): Promise<User | null> {
  const { config, db, clock } = c.var.deps;
  const claims = await verifySession(config, token);
  if (!claims) return null;
  const now = clock.now();
  const load = () => findSessionUser(db, claims.userId, claims.sessionId, now);
  const memo = c.var.deps.sessionMemo;
  const found = memo ? await memo.check(`${claims.userId}:${claims.sessionId}`, load) : await load();
  // A remembered check was made a moment ago: the session may have ended since.
  if (!found || found.expiresAt <= now || found.user.sessionVersion !== claims.sessionVersion) return null;

  const seconds = (ms: number) => ms / 1000;
  if (seconds(now.getTime() - found.lastUsedAt.getTime()) > SESSION_TOUCH_AFTER_SECONDS) {
    await touchSession(db, claims.userId, claims.sessionId, { now, expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000) });
  }
  if (seconds(now.getTime()) - claims.issuedAt > SESSION_REFRESH_AFTER_SECONDS) {
    setSessionCookie(c, config, await signSession(config, claims));
  }
  return found.user;
}
