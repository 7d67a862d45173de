import { Hono } from 'hono';
import type { AppEnv } from '../deps.ts';
import { DOCS_CSS } from '../openapi/docs-css.ts';
import { renderDocsPage } from '../openapi/docs-page.ts';

/** The same for everyone and fixed for a deployment: shared caches may keep it a while. */
const CACHEABLE = 'public, max-age=300';
/** The page loads its one stylesheet and nothing else. */
const DOCS_CSP = "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * GET /api/openapi.json, GET /api/docs (the readable reference) and its stylesheet. Public: the
 * document describes routes, never data. The document is the one the build wrote (Deps.apiDocument).
 */
export function docsRoutes() {
  return (
    new Hono<AppEnv>()
      // GET /api/openapi.json
      .get('/openapi.json', async (c) => {
        // Read before any header is set: were it missing, the error answer must not be cacheable.
        const document = await c.var.deps.apiDocument();
        c.header('Cache-Control', CACHEABLE);
        return c.json(document);
      })

      // GET /api/docs
      .get('/docs', async (c) => {
        const { config, apiDocument } = c.var.deps;
        const page = renderDocsPage(await apiDocument(), { origin: config.appOrigin, tokenRateLimit: config.apiTokenRateLimit });
        c.header('Cache-Control', CACHEABLE);
        c.header('Content-Security-Policy', DOCS_CSP);
        return c.html(page);
      })

      // GET /api/docs.css
      .get('/docs.css', (c) => {
        c.header('Cache-Control', CACHEABLE);
        return c.body(DOCS_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' });
      })
  );
}
