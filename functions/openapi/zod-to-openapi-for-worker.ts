/**
 * What `@asteasolutions/zod-to-openapi` resolves to in the Worker bundle (wrangler.toml [alias]).
 * @hono/zod-openapi's OpenAPIHono names the document generators in methods the Worker never
 * calls: the Worker serves the document the build wrote (scripts/build-openapi.ts, read from its
 * assets), so here they are stand-ins that refuse to run, and esbuild leaves the library's
 * generator (~23 KB, 5.8 KB gzip) out. What OpenAPIHono does run (its registry of route
 * declarations, zod's `.openapi()`) is the library's own.
 */
// @ts-expect-error The file has no types of its own: the package's are for its bare name, which in
// the Worker is this module. Only the Worker's bundler reads it.
export { OpenAPIRegistry, extendZodWithOpenApi, getOpenApiMetadata } from '../../node_modules/@asteasolutions/zod-to-openapi/dist/index.mjs';

class NoGeneratorInTheWorker {
  constructor() {
    throw new Error('The Worker serves the OpenAPI document written at build time; it does not generate one.');
  }
}
export { NoGeneratorInTheWorker as OpenApiGeneratorV3, NoGeneratorInTheWorker as OpenApiGeneratorV31 };
