// Which HTML "/" gets, on both hosts: the prerendered landing page (web/landing.html, built by
// vite.landing.ts: static HTML and a few KB of script) to a visitor without a session, the SPA to
// one with. Only the cookie's presence counts: an expired or revoked one gets the SPA, which then
// shows its own landing view, as it did before there was a static one.
import { parse } from 'hono/utils/cookie';
import { SESSION_COOKIE } from '../auth/cookies.ts';

/** The built landing page's file in web/dist. */
export const LANDING_FILE = 'landing.html';
/** Its address on Workers Assets, whose html_handling serves `landing.html` at `/landing`. */
export const LANDING_ASSET_PATH = '/landing';

/** The answer for "/" varies with the cookie: shared caches must not hand one visitor's to another. */
export const LANDING_VARY = 'Cookie';

/** For a GET or HEAD of "/" (both hosts route only those here): true when it carries no session cookie. */
export function wantsStaticLanding(cookieHeader: string | null | undefined): boolean {
  return !cookieHeader || !parse(cookieHeader, SESSION_COOKIE)[SESSION_COOKIE];
}
