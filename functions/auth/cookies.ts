import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../config.ts';
import { OAUTH_STATE_TTL_SECONDS, SESSION_TTL_SECONDS } from './tokens.ts';

export const SESSION_COOKIE = 'vidshelf_session';
/** Binds a sign-in to the browser that started it (login CSRF): the callback's state must match. */
export const OAUTH_STATE_COOKIE = 'vidshelf_oauth_state';
/** Spec 1 §4: marks an extension sign-in; readable by the SPA, so not HttpOnly. */
export const OAUTH_FLOW_COOKIE = 'oauth_flow';

const base = (config: Config) => ({ path: '/', secure: config.secureCookies, sameSite: 'Lax' as const });

export function setSessionCookie(c: Context, config: Config, token: string) {
  setCookie(c, SESSION_COOKIE, token, { ...base(config), httpOnly: true, maxAge: SESSION_TTL_SECONDS });
}

export function clearSessionCookie(c: Context, config: Config) {
  deleteCookie(c, SESSION_COOKIE, base(config));
}

export function setOAuthCookies(c: Context, config: Config, state: string, extension: boolean) {
  setCookie(c, OAUTH_STATE_COOKIE, state, { ...base(config), httpOnly: true, maxAge: OAUTH_STATE_TTL_SECONDS });
  if (extension) setCookie(c, OAUTH_FLOW_COOKIE, 'extension', { ...base(config), maxAge: OAUTH_STATE_TTL_SECONDS });
  else deleteCookie(c, OAUTH_FLOW_COOKIE, base(config));
}

export function clearOAuthCookies(c: Context, config: Config) {
  deleteCookie(c, OAUTH_STATE_COOKIE, base(config));
  deleteCookie(c, OAUTH_FLOW_COOKIE, base(config));
}

export const readCookie = (c: Context, name: string) => getCookie(c, name);
