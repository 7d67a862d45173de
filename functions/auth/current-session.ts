import type { Context } from 'hono';
import type { AppEnv } from '../deps.ts';
import { SESSION_COOKIE, readCookie } from './cookies.ts';
import { verifySession } from './tokens.ts';

/** The session row this browser's cookie names, if the cookie is one of ours. */
export async function currentSession(c: Context<AppEnv>) {
  const cookie = readCookie(c, SESSION_COOKIE);
  return cookie ? verifySession(c.var.deps.config, cookie) : null;
}
