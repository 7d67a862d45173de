import { readFileSync } from 'node:fs';

/**
 * The offline IFrame API stub's script (iframe-api-stub/stub.js: plain JavaScript for the browser,
 * typechecked against the DOM by its own tsconfig), read once, on the first request for it.
 */
let script: string | null = null;

export function iframeApiStubScript(): string {
  script ??= readFileSync(new URL('./iframe-api-stub/stub.js', import.meta.url), 'utf8');
  return script;
}
