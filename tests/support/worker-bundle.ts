import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const workerEntry = fileURLToPath(new URL('../../functions/worker.ts', import.meta.url));

/**
 * Bundles the Cloudflare Worker (functions/worker.ts) into one ES module, as wrangler would, for
 * miniflare. Node built-ins stay external: workerd provides them under the nodejs_compat flag.
 */
export async function bundleWorker(): Promise<string> {
  const result = await build({
    entryPoints: [workerEntry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['browser', 'module', 'main'],
    external: ['node:*', 'cloudflare:*'],
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}
