import { createMiddleware } from 'hono/factory';
import { findUserById } from '../../db/queries/users.ts';
import type { User } from '../../db/schema.ts';
import type { AppEnv } from '../deps.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { SESSION_COOKIE, readCookie, setSessionCookie } from './cookies.ts';
import { SESSION_REFRESH_AFTER_SECONDS, signSession, verifyExtensionToken, verifySession } from './tokens.ts';

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
 * Identifies the caller from the extension's Bearer token, else the session cookie. A token whose
 * session_version is stale (signed out everywhere, account deleted) counts as signed out.
 */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  const { config, db, clock } = c.var.deps;
  c.set('user', null);
  c.set('authVia', null);

  const bearer = bearerToken(c.req.header('authorization'));
  const cookie = bearer ? undefined : readCookie(c, SESSION_COOKIE);
  const claims = bearer ? await verifyExtensionToken(config, bearer) : cookie ? await verifySession(config, cookie) : null;
  if (claims) {
    const user = await findUserById(db, claims.userId);
    if (user && user.sessionVersion === claims.sessionVersion && !user.isVirtual) {
      c.set('user', user);
      c.set('authVia', bearer ? 'bearer' : 'cookie');
      const ageSeconds = clock.now().getTime() / 1000 - claims.issuedAt;
      if (!bearer && ageSeconds > SESSION_REFRESH_AFTER_SECONDS) {
        setSessionCookie(c, config, await signSession(config, user.id, user.sessionVersion));
      }
    }
  }
  await next();
});

/** The signed-in user, or 401. The extension's Bearer token is accepted only where allowed. */
export function requireUser(c: { var: AppEnv['Variables'] }, options: { allowExtension?: boolean } = {}): User {
  const user = c.var.user;
  if (!user) throw unauthorized();
  if (c.var.authVia === 'bearer' && !options.allowExtension) throw unauthorized('This call needs a browser session.');
  return user;
}
