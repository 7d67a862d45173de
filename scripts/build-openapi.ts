// `npm run build:openapi` (part of `npm run build`): writes the API's OpenAPI document, generated
// from the route declarations, to functions/openapi/openapi.json (committed; the Node host serves
// it) and, when the SPA is built, to web/dist/api/openapi.json (the Worker reads it from its
// assets). tests/api/openapi.test.ts fails when the committed file is not what the routes give.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { API_DOCUMENT_FILE, apiDocumentFileText, generateApiDocument } from '../functions/openapi/generate.ts';
import { API_DOCUMENT_ASSET } from '../functions/openapi/document.ts';

const doc = generateApiDocument();
const text = apiDocumentFileText(doc);
if (!existsSync(API_DOCUMENT_FILE) || readFileSync(API_DOCUMENT_FILE, 'utf8') !== text) {
  writeFileSync(API_DOCUMENT_FILE, text);
  console.log('functions/openapi/openapi.json now says what the routes declare: commit it.');
}
const webDist = new URL('../web/dist/', import.meta.url);
if (existsSync(webDist)) {
  const asset = new URL(API_DOCUMENT_ASSET, webDist);
  mkdirSync(new URL('.', asset), { recursive: true });
  // The bytes /api/openapi.json answers with.
  writeFileSync(asset, JSON.stringify(doc));
}
