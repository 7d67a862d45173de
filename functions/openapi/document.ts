import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Hono } from 'hono';
import { findTargetHandler } from 'hono/utils/handler';
import * as z from 'zod';
import { OPERATIONS } from './operations.ts';
import { VALIDATED } from '../errors.ts';
import { errorResponse } from './response-schemas.ts';
import { ACCESS_TEXT, type Access, TAGS } from './route.ts';

/** The routes that serve the documentation; they document everything but themselves. */
export const DOCS_PATHS = ['/api/openapi.json', '/api/docs', '/api/docs.css'];

type Json = Record<string, any>;
export type OpenApiDocument = Json & { paths: Record<string, Record<string, Json>>; components: Json };

const ERROR_REF = { $ref: '#/components/schemas/Error' };
const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: ERROR_REF } } });

const SECURITY: Record<Access, Json[]> = {
  public: [],
  optional: [{}, { apiToken: [] }, { session: [] }],
  user: [{ apiToken: [] }, { session: [] }],
  session: [{ session: [] }],
  admin: [{ session: [] }],
};

/** A zod schema as a plain JSON Schema (2020-12, as OpenAPI 3.1 uses). */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'output'): Json {
  const { $schema: _dialect, id: _id, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  // A schema with a .meta id comes back as {$ref: '#/$defs/Id', $defs}: the document names it itself.
  const own = typeof rest.$ref === 'string' && rest.$ref.startsWith('#/$defs/') ? rest.$defs?.[rest.$ref.slice(8)] : undefined;
  return own ?? rest;
}

/** `:id` → `{id}`, as OpenAPI writes path parameters. */
export const openApiPath = (honoPath: string) => honoPath.replace(/:(\w+)/g, '{$1}');

/** What `validate` (errors.ts) leaves on its middleware: the target and the zod schema. */
type Validated = { target: string; schema: z.ZodType };
const MEDIA: Record<string, string> = { json: 'application/json', form: 'multipart/form-data' };

/**
 * Paths and operations of every route, with parameters and bodies taken from the zod schemas the
 * routes validate with. (hono-openapi's generator does the same, but its converters for other
 * schema libraries leave bare dynamic imports in the Worker bundle, which workerd cannot load.)
 */
function pathsOf(app: Hono<any, any, any>, declared: Record<string, Record<string, Json>>): Record<string, Record<string, Json>> {
  const paths: Record<string, Record<string, Json>> = structuredClone(declared);
  for (const route of app.routes) {
    if (route.method === 'ALL' || DOCS_PATHS.includes(route.path)) continue;
    const path = openApiPath(route.path);
    const method = route.method.toLowerCase();
    if (declared[path]?.[method]) continue;
    const operation = ((paths[path] ??= {})[method] ??= {
      operationId: `${method}${route.path.replace(/^\/api/, '').replace(/[/:-]+(\w)/g, (_m, c: string) => c.toUpperCase())}`,
    });
    const validated = (findTargetHandler(route.handler) as unknown as Record<symbol, Validated | undefined>)[VALIDATED];
    if (!validated) continue;
    const schema = jsonSchemaOf(validated.schema, 'input');
    const media = MEDIA[validated.target];
    if (media) {
      operation.requestBody = { required: true, content: { [media]: { schema } } };
    } else {
      const where = validated.target === 'param' ? 'path' : validated.target;
      const required = new Set<string>(schema.required ?? []);
      const params = Object.entries((schema.properties ?? {}) as Record<string, Json>).map(([name, property]) => ({
        in: where,
        name,
        ...(required.has(name) ? { required: true } : {}),
        schema: property,
      }));
      operation.parameters = [...(operation.parameters ?? []), ...params];
    }
    operation.validated = true;
  }
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (declared[path]?.[method]) continue;
      // Path parameters without a validator are still parameters.
      for (const name of path.match(/\{(\w+)\}/g)?.map((p) => p.slice(1, -1)) ?? []) {
        if (!operation.parameters?.some((p: Json) => p.in === 'path' && p.name === name)) {
          operation.parameters = [...(operation.parameters ?? []), { in: 'path', name, required: true, schema: { type: 'string' } }];
        }
      }
    }
  }
  return paths;
}

/**
 * The OpenAPI 3.1 document of the whole API. Request parameters and bodies come from the zod
 * schemas the routes validate with (`validate` in errors.ts marks its middleware); summaries,
 * access and answers from OPERATIONS; answers' shapes from response-schemas.ts.
 */
export async function buildOpenApiDocument(app: OpenAPIHono<any, any, any>): Promise<OpenApiDocument> {
  const declared = app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Vidshelf API',
      version: '1.0.0',
      description: 'Bookmarks of YouTube videos, categories, profiles. Authenticate with a personal API token (Settings → API tokens) sent as `Authorization: Bearer vs_…`. Readable reference: /api/docs.',
      // All rights reserved: the API is published for Vidshelf's own users, not for reuse.
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' } as { name: string },
    },
    servers: [{ url: '/', description: 'The Vidshelf deployment serving this document.' }],
    tags: TAGS.map((t) => ({ ...t })),
  }) as unknown as OpenApiDocument;

  const named = new Map<string, z.ZodType>([['Error', errorResponse]]);
  for (const operation of Object.values(OPERATIONS)) {
    const id = operation.ok.schema && (z.globalRegistry.get(operation.ok.schema)?.id as string | undefined);
    if (id && operation.ok.schema) named.set(id, operation.ok.schema);
  }
  const schemas = { ...Object.fromEntries([...named].map(([id, schema]) => [id, jsonSchemaOf(schema)])), ...declared.components?.schemas };

  const doc: OpenApiDocument = {
    ...declared,
    paths: { ...pathsOf(app, declared.paths ?? {}) },
    components: {
      schemas,
      securitySchemes: {
        apiToken: { type: 'http', scheme: 'bearer', description: 'A personal API token (vs_…), created under Settings → API tokens.' },
        session: { type: 'apiKey', in: 'cookie', name: 'vidshelf_session', description: "The web app's session cookie (mutations also need the site's Origin header)." },
      },
    },
  };

  for (const [key, operation] of Object.entries(OPERATIONS)) {
    const [method, path] = key.split(' ') as [string, string];
    const entry = doc.paths[openApiPath(path)]?.[method.toLowerCase()];
    if (!entry) continue; // no such route: tests/api/openapi.test.ts reports it
    const { ok } = operation;
    const body = ok.schema ? (ok.list ? { type: 'array', items: { $ref: `#/components/schemas/${z.globalRegistry.get(ok.schema)?.id}` } } : { $ref: `#/components/schemas/${z.globalRegistry.get(ok.schema)?.id}` }) : undefined;
    const media = ok.media ?? 'application/json';
    const responses: Json = {
      [ok.status]: { description: ok.description, ...(ok.status !== 204 && ok.status !== 303 ? { content: { [media]: body ? { schema: body } : {} } } : {}) },
      ...(entry.validated ? { 400: errorAnswer('Invalid input: code VALIDATION_ERROR, the message names the first problem.') } : {}),
    };
    delete entry.validated;
    if (operation.access !== 'public' && operation.access !== 'optional') responses[401] = errorAnswer('Not signed in, or the token is unknown or revoked (UNAUTHORIZED).');
    if (operation.access === 'session' || operation.access === 'admin') responses[403] = errorAnswer('A personal API token was used, or (admin) the caller is not an administrator (FORBIDDEN).');
    if (path.includes(':')) responses[404] = errorAnswer('No such resource, or it is not yours (NOT_FOUND).');
    if (operation.access !== 'public') responses[429] = errorAnswer('A personal API token went over its limit per minute (RATE_LIMIT_EXCEEDED); see Retry-After.');
    Object.assign(entry, {
      tags: [operation.tag],
      summary: operation.summary,
      description: [operation.description, `Access: ${ACCESS_TEXT[operation.access]}`].filter(Boolean).join('\n\n'),
      security: SECURITY[operation.access],
      'x-access': operation.access,
      responses,
    });
  }
  return doc;
}

const cache = new WeakMap<object, Promise<OpenApiDocument>>();

/** The document of this app, built once (the routes do not change while it runs). */
export function openApiDocumentOf(app: OpenAPIHono<any, any, any>): Promise<OpenApiDocument> {
  let doc = cache.get(app);
  if (!doc) {
    doc = buildOpenApiDocument(app);
    doc.catch(() => cache.delete(app));
    cache.set(app, doc);
  }
  return doc;
}
