import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

/**
 * Builds the bundle `npm start` runs (scripts/build-server.mjs) into a directory of its own inside
 * the checkout, as dist/server is (its package imports resolve from node_modules).
 */
export function buildServerBundle(): { entry: string; outDir: string; remove(): void } {
  mkdirSync(join(root, 'dist'), { recursive: true });
  const outDir = mkdtempSync(join(root, 'dist/server-test-'));
  const build = spawnSync(process.execPath, [join(root, 'scripts/build-server.mjs'), '--outdir', outDir], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`Building the server bundle failed:\n${build.stderr}`);
  return { entry: join(outDir, 'server.mjs'), outDir, remove: () => rmSync(outDir, { recursive: true, force: true }) };
}
