import type { Context, Next } from 'hono';

/**
 * The SPA's Content-Security-Policy, one constant for both hosts: the Node host sends it from
 * functions/node-app.ts, and web/public/_headers (Workers Assets) carries the same line, which
 * tests/api/headers.test.ts compares, so the two cannot drift.
 *
 * It allows exactly what the app loads:
 * - scripts: our own bundle, and the YouTube IFrame Player API (www.youtube.com/iframe_api loads
 *   www.youtube.com/s/player/…/www-widgetapi.js; s.ytimg.com is its older script host). In dev
 *   mode the e2e stub of that API comes from the same origin ('self'). No inline script at all:
 *   the theme bootstrap is web/public/theme-init.js.
 * - styles: our CSS files only. React, Ark UI and the player set element styles through the CSSOM
 *   (element.style), which style-src does not govern; sonner's injected <style> is bundled into a
 *   CSS file at build time (vite.config.ts), so 'unsafe-inline' is not needed.
 * - frames: the YouTube player (youtube-nocookie.com too, should the player ever use it).
 * - images: video thumbnails (i.ytimg.com), channel icons (yt3.ggpht.com, yt3.googleusercontent.com),
 *   Google profile pictures (lh3.googleusercontent.com), the dev IdP's avatars ('self') and data: URLs.
 * - requests: our API only. Sign-in leaves by navigation, not a form post, so forms stay 'self'.
 */
export const SPA_CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", 'https://www.youtube.com', 'https://s.ytimg.com'],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'https://i.ytimg.com', 'https://yt3.ggpht.com', 'https://*.googleusercontent.com'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The header value: `directive source source; directive …`. */
export const SPA_CONTENT_SECURITY_POLICY = Object.entries(SPA_CSP_DIRECTIVES)
  .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
  .join('; ');

/**
 * The embed pages (/{handle}/embed, /{handle}/{categoryId}/embed) are made to sit in an iframe on
 * other sites: the SPA's policy with any ancestor allowed. They alone; every other page keeps
 * frame-ancestors 'none' (and X-Frame-Options: DENY, which the hosts drop for these only).
 */
export const EMBED_CONTENT_SECURITY_POLICY = Object.entries({ ...SPA_CSP_DIRECTIVES, 'frame-ancestors': ['*'] })
  .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
  .join('; ');

/** Whether a page path is an embed page. */
export const isEmbedPath = (pathname: string) => /^\/[^/]+(\/[^/]+)?\/embed\/?$/.test(pathname);

/**
 * The policy of the API's own HTML answers (GET /api/logout's button page, and any page a route
 * answers without a policy of its own): nothing to load, forms only to this site, never framed.
 */
export const PAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** Middleware: an HTML answer without a Content-Security-Policy gets PAGE_CONTENT_SECURITY_POLICY. */
export async function policyOnHtmlAnswers(c: Context, next: Next) {
  await next();
  if (c.res.headers.get('Content-Type')?.startsWith('text/html') && !c.res.headers.has('Content-Security-Policy')) {
    // Set on the answer itself: c.header() after next() rebuilds the whole Response.
    c.res.headers.set('Content-Security-Policy', PAGE_CONTENT_SECURITY_POLICY);
  }
}
