import type { OpenApiDocument } from './document.ts';

/**
 * The API's OpenAPI document as the build wrote it beside this file (generate.ts), for the Node
 * host and tests: loaded on first ask, a chunk of its own in the server bundle. The Worker reads
 * its copy from its assets instead, which keep it out of the Worker's size budget.
 */
export async function builtApiDocument(): Promise<OpenApiDocument> {
  return (await import('./openapi.json', { with: { type: 'json' } })).default as unknown as OpenApiDocument;
}
