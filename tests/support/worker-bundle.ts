import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../../', import.meta.url));
const workerEntry = fileURLToPath(new URL('../../functions/worker.ts', import.meta.url));

/**
 * wrangler.toml's [alias] table: the modules the deployed Worker gets in place of packages (zod
 * without its locales, zod-to-openapi without its document generator), so the tests run them too.
 */
function wranglerAliases(): Record<string, string> {
  const toml = readFileSync(new URL('../../wrangler.toml', import.meta.url), 'utf8');
  const table = /^\[alias\]\n((?:.+\n?)*)/m.exec(toml)?.[1] ?? '';
  return Object.fromEntries([...table.matchAll(/^"([^"]+)" = "([^"]+)"$/gm)].map((m) => [m[1]!, m[2]!]));
}

/**
 * Bundles the Cloudflare Worker (functions/worker.ts) into one ES module, as wrangler would, for
 * miniflare. Node built-ins stay external: workerd provides them under the nodejs_compat flag.
 */
export async function bundleWorker(): Promise<string> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [workerEntry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['browser', 'module', 'main'],
    alias: wranglerAliases(),
    external: ['node:*', 'cloudflare:*'],
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}
