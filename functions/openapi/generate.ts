// The API's OpenAPI document as the route declarations give it now. Only build-time code runs
// this (scripts/build-openapi.ts, the OpenAPI lint, the test that the written file is current):
// the hosts serve the file it wrote (Deps.apiDocument), so the Worker carries no generator.
import { createApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import type { Deps } from '../deps.ts';
import { type OpenApiDocument, buildOpenApiDocument } from './document.ts';

/** Where the build writes the document: committed, so a change to a route shows in its diff. */
export const API_DOCUMENT_FILE = new URL('./openapi.json', import.meta.url);

export function generateApiDocument(): OpenApiDocument {
  const config = parseConfig({ NODE_ENV: 'test', APP_ORIGIN: 'http://localhost:8787', SESSION_SECRET: 'document-only-'.repeat(4), GOOGLE_CLIENT_ID: 'document-only', GOOGLE_CLIENT_SECRET: 'document-only' });
  // Declaring the routes touches no dependency but the config.
  return buildOpenApiDocument(createApp({ config } as Deps));
}

/** The file's text: the very JSON the hosts serve, indented so a route's change reads as a diff. */
export const apiDocumentFileText = (doc: OpenApiDocument) => `${JSON.stringify(doc, null, 2)}\n`;
