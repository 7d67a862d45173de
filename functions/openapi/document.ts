import type { OpenAPIHono } from '@hono/zod-openapi';
import { TAGS } from './route.ts';

/** The routes that serve the documentation; they document everything but themselves. */
export const DOCS_PATHS = ['/api/openapi.json', '/api/docs', '/api/docs.css'];

/** The document's copy among the Worker's assets (web/dist), written by scripts/build-openapi.ts. */
export const API_DOCUMENT_ASSET = 'api/openapi.json';

type Json = Record<string, any>;
export type OpenApiDocument = Json & { paths: Record<string, Record<string, Json>>; components: Json };

/** `:id` → `{id}`, as OpenAPI writes path parameters. */
export const openApiPath = (honoPath: string) => honoPath.replace(/:(\w+)/g, '{$1}');

/**
 * The OpenAPI 3.1 document of the whole API: every route's declaration (defineRoute in
 * route.ts), gathered by OpenAPIHono, plus what the whole API shares. Run at build time
 * (generate.ts); the hosts serve what it wrote.
 */
export function buildOpenApiDocument(app: OpenAPIHono<any, any, any>): OpenApiDocument {
  const doc = app.getOpenAPI31Document({
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
  doc.components = {
    ...doc.components,
    securitySchemes: {
      apiToken: { type: 'http', scheme: 'bearer', description: 'A personal API token (vs_…), created under Settings → API tokens.' },
      session: { type: 'apiKey', in: 'cookie', name: 'vidshelf_session', description: "The web app's session cookie (mutations also need the site's Origin header)." },
    },
  };
  return doc;
}
