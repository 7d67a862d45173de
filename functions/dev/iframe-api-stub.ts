import { readFile } from 'node:fs/promises';

/**
 * The offline IFrame API stub's script (iframe-api-stub/stub.ts, a browser script typed with the
 * DOM by its own tsconfig), as the browser loads it: its types stripped by esbuild and wrapped in
 * a function, so its declarations stay its own. Read and transformed on first request, then kept.
 * Dev mode only, where the build tools are installed (`npm start` builds with them).
 */
let script: Promise<string> | null = null;

export function iframeApiStubScript(): Promise<string> {
  script ??= (async () => {
    const source = await readFile(new URL('./iframe-api-stub/stub.ts', import.meta.url), 'utf8');
    const { transform } = await import('esbuild');
    const { code } = await transform(source, { loader: 'ts', format: 'iife', sourcefile: 'iframe_api.js', legalComments: 'none' });
    return code;
  })();
  script.catch(() => (script = null));
  return script;
}
