// The OpenAPI document (/api/openapi.json) and the reference page (/api/docs) describe every
// route the app registers, and each route's documented input is exactly the zod schema its
// validator checks. A route added without an entry in functions/openapi/operations.ts, or a
// validator whose schema the document does not carry, fails here.
import { readFileSync, readdirSync } from 'node:fs';
import type { ZodType } from 'zod';
import { z } from 'zod';
import { findTargetHandler } from 'hono/utils/handler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATED } from '../../functions/errors.ts';
import { DOCS_PATHS, type OpenApiDocument, openApiPath } from '../../functions/openapi/document.ts';
import { type ApiContext, createApiContext } from '../support/api-context.ts';

type Json = Record<string, any>;
const MEDIA: Record<string, string> = { json: 'application/json', form: 'multipart/form-data' };

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

  /** [route key, validation target, schema] for every `validate(...)` middleware of the app. */
  const validators = () =>
    ctx.app.routes.flatMap((r) => {
      const found = (findTargetHandler(r.handler) as unknown as Record<symbol, { target: string; schema: ZodType } | undefined>)[VALIDATED];
      return found ? [[`${r.method} ${r.path}`, found.target, found.schema] as const] : [];
    });

  /** The JSON Schema a validator's input must match (what a caller sends, before transforms). */
  const expected = (schema: ZodType): Json => {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
    return rest;
  };

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

  it("documents each validated body, query and path parameter exactly as the validator's zod schema", () => {
    const checked = validators();
    for (const [key, target, schema] of checked) {
      const [method, path] = key.split(' ') as [string, string];
      const entry = doc.paths[openApiPath(path)]![method.toLowerCase()]!;
      const want = expected(schema);
      if (target in MEDIA) {
        expect(entry.requestBody?.content?.[MEDIA[target]!]?.schema, `${key} ${target} body`).toEqual(want);
      } else {
        const where = target === 'param' ? 'path' : target;
        const documented = Object.fromEntries(
          (entry.parameters as Json[]).filter((p) => p.in === where).map((p) => [p.name, { schema: p.schema, required: !!p.required }]),
        );
        const fromSchema = Object.fromEntries(
          Object.entries((want.properties ?? {}) as Record<string, Json>).map(([name, s]) => [name, { schema: s, required: (want.required ?? []).includes(name) }]),
        );
        expect(documented, `${key} ${target} parameters`).toEqual(fromSchema);
      }
    }
  });

  it('sees every validator: routes validate only through validate() in functions/errors.ts', () => {
    const files = readdirSync('functions/routes').filter((f) => f.endsWith('.ts'));
    const bypassing = files.filter((f) => /@hono\/zod-validator|hono\/validator|hono-openapi|sValidator/.test(readFileSync(`functions/routes/${f}`, 'utf8')));
    expect(bypassing, 'route files validating without validate()').toEqual([]);
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
    expect(page).toContain('curl -H "Authorization: Bearer vs_…" http://localhost:8787/api/bookmarks');
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
