// The OpenAPI document (/api/openapi.json) and the reference page (/api/docs) describe every
// route the app registers. Routes are declared with defineRoute (functions/openapi/route.ts), so
// a route registered any other way has no entry in the document and fails here.
import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_PATHS, type OpenApiDocument, openApiPath } from '../../functions/openapi/document.ts';
import { API_DOCUMENT_FILE, apiDocumentFileText, generateApiDocument } from '../../functions/openapi/generate.ts';
import { type ApiContext, createApiContext } from '../support/api-context.ts';

describe('the OpenAPI document and the reference page', () => {
  let ctx: ApiContext;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    ctx = await createApiContext('pglite');
    const res = await ctx.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    doc = (await res.json()) as OpenApiDocument;
  });
  afterAll(() => ctx.close());

  /** Every METHOD path the app answers, but the documentation's own routes. */
  const routeKeys = () =>
    [...new Set(ctx.app.routes.filter((r) => r.method !== 'ALL' && !DOCS_PATHS.includes(r.path)).map((r) => `${r.method} ${r.path}`))];

  it('serves what the route declarations give now, from the file the build wrote (never a stale one)', async () => {
    const now = generateApiDocument();
    const served = await (await ctx.app.request('/api/openapi.json')).text();
    expect(served === JSON.stringify(now), 'the served document differs from the routes: run `npm run build:openapi` and commit functions/openapi/openapi.json').toBe(true);
    expect(readFileSync(API_DOCUMENT_FILE, 'utf8') === apiDocumentFileText(now), 'functions/openapi/openapi.json is not as `npm run build:openapi` writes it').toBe(true);
  });

  it('documents every route the app registers (and only those), each with a summary, tag and access', () => {
    const keys = routeKeys();
    expect(keys.length).toBeGreaterThan(50);
    const documented = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented.filter((k) => !keys.map((key) => openApiPath(key)).includes(k)), 'documented routes the app does not have').toEqual([]);
    const missing = keys.filter((key) => {
      const [method, path] = key.split(' ') as [string, string];
      const entry = doc.paths[openApiPath(path)]?.[method.toLowerCase()];
      return !entry?.summary || !entry.tags?.length || !entry['x-access'] || !entry.responses;
    });
    expect(missing, 'routes missing from /api/openapi.json').toEqual([]);
  });

  it('declares every route with defineRoute: no route file registers one by hand', () => {
    const files = readdirSync('functions/routes').filter((f) => f.endsWith('.ts') && f !== 'docs.ts');
    const byHand = files.filter((f) => /new Hono\b|\.(get|post|put|patch|delete)\('\//.test(readFileSync(`functions/routes/${f}`, 'utf8')));
    expect(byHand, 'route files registering routes outside defineRoute').toEqual([]);
  });

  it('names the response shapes it refers to, and every error as the {message, code} envelope', () => {
    const refs = JSON.stringify(doc.paths).match(/#\/components\/schemas\/\w+/g) ?? [];
    for (const ref of new Set(refs)) expect(doc.components.schemas, ref).toHaveProperty(ref.split('/').pop()!);
    expect(doc.components.schemas.Error.required).toEqual(['message', 'code']);
    expect(doc.paths['/api/bookmarks']!.get!.responses[200].content['application/json'].schema).toEqual({ type: 'array', items: { $ref: '#/components/schemas/Bookmark' } });
    expect(doc.paths['/api/tokens']!.post!.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/bookmarks']!.get!.security).toEqual([{ apiToken: [] }, { session: [] }]);
  });

  it('serves the document to anyone, cacheable', async () => {
    const res = await ctx.app.request('/api/openapi.json');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Vidshelf API');
  });

  it('renders /api/docs as plain HTML listing every route, with curl examples and no script', async () => {
    const res = await ctx.app.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await res.text();
    expect(page).not.toMatch(/<script/i);
    expect(page).toContain('curl -H "Authorization: Bearer vs_&hellip;" http://localhost:8787/api/bookmarks');
    expect(page).toContain('RateLimit-Remaining');
    for (const key of routeKeys()) {
      const [method, path] = key.split(' ') as [string, string];
      expect(page, key).toContain(`<span class="method method-${method.toLowerCase()}">${method}</span> <code class="path">${openApiPath(path)}</code>`);
    }
    const css = await ctx.app.request('/api/docs.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/text\/css/);
  });
});
