// One origin for a local install: localhost, 127.0.0.1 and [::1] are one machine to a person but
// three origins to a browser, each with its own cookies. Sign-in starts on the page's origin and
// ends on the app's (the OAuth redirect URI), so a person who opened http://127.0.0.1:8787 while
// the app is http://localhost:8787 would be told "Invalid authentication state". Pages opened
// under another loopback name are sent to the app's own origin before anything is set.
import type { MiddlewareHandler } from 'hono';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Redirects page requests made to another loopback name of this machine to `appOrigin`. */
export function loopbackToAppOrigin(appOrigin: string): MiddlewareHandler {
  const app = new URL(appOrigin);
  if (!LOOPBACK_HOSTS.has(app.hostname)) return (_c, next) => next();
  return async (c, next) => {
    // API calls and files keep answering where they were asked (checked first: every API call
    // passes here): only a document moves.
    const { method, path } = c.req;
    if ((method !== 'GET' && method !== 'HEAD') || path.startsWith('/api/') || path.startsWith('/assets/')) return next();
    const url = new URL(c.req.url);
    const sameMachineOtherName = LOOPBACK_HOSTS.has(url.hostname) && url.hostname !== app.hostname && url.port === app.port;
    if (!sameMachineOtherName) return next();
    return c.redirect(`${app.origin}${url.pathname}${url.search}`, 307);
  };
}
