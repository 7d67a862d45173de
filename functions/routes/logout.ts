import * as z from 'zod';
import { deleteSession } from '../../db/queries/sessions.ts';
import { clearSessionCookie } from '../auth/cookies.ts';
import { currentSession } from '../auth/current-session.ts';
import { defineRoute, routesApp } from '../openapi/route.ts';

/**
 * GET /api/logout signs nobody out (a cross-site link or image could call it). An old tab or a
 * bookmark that still navigates here gets one button that POSTs, with the Origin check. The API's
 * Referrer-Policy is no-referrer, under which browsers send `Origin: null` on a form POST; the
 * meta tag lets this page's own POST carry the real origin.
 */
const LOGOUT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>Sign Out - Vidshelf</title></head>
<body><form method="post" action="/api/logout"><button type="submit">Sign Out</button></form></body></html>
`;

const signOut = defineRoute({
  method: 'post', path: '/', tag: 'Sign-in', access: 'public', summary: 'Sign this browser out',
  description: 'A form submission from the site (the Origin check refuses other sites).',
  responses: { 303: { description: 'Signed out (if signed in at all); redirects to /.', headers: { Location: { description: 'always /', schema: { type: 'string', const: '/' } } } } },
});

const signOutPage = defineRoute({
  method: 'get', path: '/', tag: 'Sign-in', access: 'public', summary: 'A page with a sign-out button',
  description: 'Signs nobody out: a cross-site link or image could call it.',
  responses: { 200: { description: 'An HTML page whose one button POSTs here.', content: { 'text/html': { schema: z.string() } } } },
});

/** /api/logout: ends this browser's session. */
export const logoutRoutes = routesApp()
  // A form submission (full page navigation); originCheck refuses other sites.
  .openapi(signOut, async (c) => {
    const session = await currentSession(c);
    if (session) await deleteSession(c.var.deps.db, session.userId, session.sessionId);
    clearSessionCookie(c, c.var.deps.config);
    return c.redirect('/', 303);
  })

  // Signs nobody out; offers the POST instead.
  .openapi(signOutPage, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(LOGOUT_PAGE);
  });
