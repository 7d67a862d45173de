/**
 * What `zod` resolves to in the Worker bundle (wrangler.toml [alias]). @hono/zod-openapi
 * imports `{ z }` from zod only to add `.openapi()` to ZodType's prototype, and a namespace
 * passed around as a value keeps all of zod in the bundle, its ~40 error-message locales
 * included (+65 KB gzip). Here `z` is just what that call touches; every named export is zod's.
 */
import { ZodType } from '../../node_modules/zod/v4/classic/external.js';

export * from '../../node_modules/zod/v4/classic/external.js';
export const z = { ZodType };
