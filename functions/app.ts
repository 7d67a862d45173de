import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv, Deps } from './deps.ts';
import { ApiError, handleError, notFound } from './errors.ts';
import { authenticate, originCheck } from './auth/middleware.ts';
import { policyOnHtmlAnswers } from './http/csp.ts';
import { adminUserRoutes } from './routes/admin-users.ts';
import { autoBookmarkRoutes } from './routes/auto-bookmark.ts';
import { authRoutes } from './routes/auth.ts';
import { bookmarkRoutes } from './routes/bookmarks.ts';
import { categoryRoutes } from './routes/categories.ts';
import { configRoutes } from './routes/config.ts';
import { featuredVideoRoutes } from './routes/featured-video.ts';
import { logoutRoutes } from './routes/logout.ts';
import { oauthStateRoutes } from './routes/oauth-state.ts';
import { placeholderRoutes } from './routes/placeholder.ts';
import { profileRoutes } from './routes/profile.ts';
import { publicRoutes } from './routes/public.ts';
import { settingsRoutes } from './routes/settings.ts';
import { statsRoutes } from './routes/stats.ts';
import { subscriptionRoutes } from './routes/subscriptions.ts';
import { tokenRoutes } from './routes/tokens.ts';
import { docsRoutes } from './routes/docs.ts';
import { userRoutes } from './routes/user.ts';
import { virtualMemberRoutes } from './routes/virtual-members.ts';
import { youtubeRoutes } from './routes/youtube.ts';
import { IMPORT_MAX_BYTES, TOO_LARGE_MESSAGE, importRoutes } from './routes/import.ts';
import { exportRoutes } from './routes/export.ts';
import { feedRoutes } from './routes/feeds.ts';

/** Request bodies above this are refused with 413: no call of the product needs more. */
export const MAX_BODY_BYTES = 256 * 1024;

const defaultBodyLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'Request body is too large.');
  },
});

// The one call that takes a file: a library import of up to 10 MB (plus the multipart framing).
const importBodyLimit = bodyLimit({
  maxSize: IMPORT_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw new ApiError(413, 'PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE);
  },
});

/** The whole API, built from its dependencies, answering errors as `{message, code}`. It never imports a host (DESIGN §1). */
export function createApp(deps: Deps) {
  const app = createRoutes(deps);
  app.onError(handleError);
  return app;
}

/**
 * The API and the feeds without an error handler, for a host that mounts them in an app of its
 * own and sets handleError there (functions/node-app.ts). Hono wraps each route and middleware
 * of a mounted app that has its own handler in one more layer that catches errors (two promises
 * per layer, seven layers for a list request); the outer app's handler catches the same errors.
 */
export function createRoutes(deps: Deps) {
  const api = new OpenAPIHono<AppEnv>()
    .use(secureHeaders())
    .use(policyOnHtmlAnswers)
    .use(async (c, next) => {
      c.set('deps', deps);
      await next();
      // API answers are per user: never let a shared cache keep them.
      // Set on the answer itself: c.header() after next() rebuilds the whole Response.
      if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
    })
    // GET and HEAD carry no body; bodyLimit would read c.req.raw, which on the Node host builds a
    // full Request object per call (bench/README.md: ~4% of a list request's CPU).
    .use((c, next) =>
      c.req.method === 'GET' || c.req.method === 'HEAD' ? next()
      : c.req.method === 'POST' && c.req.path === '/api/import' ? importBodyLimit(c, next)
      : defaultBodyLimit(c, next),
    )
    .use(originCheck)
    .use(authenticate)
    // One sub-app per resource, mounted at its prefix (functions/README.md has the table).
    .route('/config', configRoutes)
    .route('/google-oauth-state', oauthStateRoutes)
    .route('/auth', authRoutes)
    .route('/auth/profile', profileRoutes)
    .route('/logout', logoutRoutes)
    .route('/bookmarks', bookmarkRoutes)
    .route('/featured-video', featuredVideoRoutes)
    .route('/categories', categoryRoutes)
    .route('/subscriptions', subscriptionRoutes)
    .route('/youtube', youtubeRoutes)
    .route('/placeholder', placeholderRoutes)
    .route('/import', importRoutes)
    .route('/export', exportRoutes)
    .route('/settings', settingsRoutes)
    .route('/user', userRoutes)
    .route('/public', publicRoutes)
    .route('/stats', statsRoutes)
    .route('/admin', adminUserRoutes)
    .route('/admin', virtualMemberRoutes)
    .route('/admin', autoBookmarkRoutes)
    .route('/tokens', tokenRoutes)
    // The OpenAPI document (written at build time from these routes) and the reference page.
    .route('/', docsRoutes())
    .all('*', () => {
      throw notFound('No such API endpoint.');
    });

  // OpenAPIHono gathers the route declarations of every sub-app into the document.
  const app = new OpenAPIHono();
  app.route('/api', api);
  // Feeds live at the public page's own address (/{handle}/feed.atom), outside the API's middleware.
  app.route('/', feedRoutes(deps));
  return app;
}

export type App = ReturnType<typeof createApp>;
