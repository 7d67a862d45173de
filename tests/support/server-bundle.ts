import { type ChildProcess, spawnSync } from 'node:child_process';
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

/** Waits until the started host answers `url`; fails at once, with its output, if it exits first. */
export async function waitForServer(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The Node host exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The Node host did not answer within 90 s:\n${output()}`);
}
