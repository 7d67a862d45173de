// scripts/page-weight.mjs enforces the first-load budgets in CI (.ci/run): it must pass a light
// build, fail a heavy one, and refuse a page whose lazy chunk it cannot find.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = new URL('../../scripts/page-weight.mjs', import.meta.url).pathname;
const dists: string[] = [];

/** A web/dist with a Vite manifest: the entry, the toaster, the landing, the library, one screen. */
function fakeDist({ landingBytes = 'export const a = 1;', extraManifest = {} as Record<string, unknown> } = {}) {
  const dist = mkdtempSync(join(tmpdir(), 'vidshelf-weight-'));
  dists.push(dist);
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  const files: Record<string, string> = {
    'assets/index.js': 'import "./shared.js"; console.log("entry");',
    'assets/shared.js': 'export const shared = 1;',
    'assets/toaster.js': 'export const t = 1;',
    'assets/landing.js': landingBytes,
    'assets/library.js': 'useTranslation("library"); export const l = 1;',
    'assets/library-en.js': 'export default {"title":"Library"};',
    'assets/settings.js': 'export const s = 1;',
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dist, name), text);
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    'src/app/app-toaster.tsx': { file: 'assets/toaster.js', isDynamicEntry: true },
    'src/features/landing/components/landing-page.tsx': { file: 'assets/landing.js', isDynamicEntry: true, imports: ['index.html'] },
    'src/app/library/signed-in-library.tsx': { file: 'assets/library.js', isDynamicEntry: true, imports: ['_shared.js'] },
    'src/locales/en/library.json': { file: 'assets/library-en.js', isDynamicEntry: true },
    'src/features/settings/components/settings-page.tsx': { file: 'assets/settings.js', isDynamicEntry: true },
    ...extraManifest,
  };
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return dist;
}

const weigh = (dist: string) => spawnSync(process.execPath, [script, '--dist', dist], { encoding: 'utf8' });

afterEach(() => {
  for (const dist of dists.splice(0)) rmSync(dist, { recursive: true, force: true });
});

describe('the page weight check', () => {
  it('passes a light build and lists every lazy chunk and the catalogs a page asks for', () => {
    const run = weigh(fakeDist());
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('landing (/, signed out)');
    expect(run.stdout).toContain('signed-in home (/)');
    expect(run.stdout).toContain('src/features/settings/components/settings-page.tsx');
    expect(run.stdout).toMatch(/signed-in home \(\/\): catalogs library\.json/);
  });

  it('fails when the landing page downloads more than its budget', () => {
    // Random bytes do not compress: 200 KB of them stay far over any landing budget.
    const run = weigh(fakeDist({ landingBytes: `export const blob = "${randomBytes(200 * 1024).toString('base64')}";` }));
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('OVER');
    expect(run.stderr).toContain('Over budget');
  });

  it('refuses a build where a page’s lazy chunk is missing, instead of weighing less', () => {
    const dist = fakeDist({ extraManifest: { 'src/app/library/signed-in-library.tsx': undefined } });
    const run = weigh(dist);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('src/app/library/signed-in-library.tsx is not in the build');
  });
});
