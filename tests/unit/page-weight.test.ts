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

/**
 * A web/dist as the build writes it: the SPA's index.html (entry, toaster, library, one screen) and
 * the prerendered landing.html with its own small script, the Vite manifest, and web/public's script.
 */
function fakeDist({
  landingBytes = 'export const a = 1;',
  embedBytes = 'useTranslation("publicProfile"); export const e = 1;',
  publicScriptBytes = 'document.documentElement.lang = "en";',
  landingHtml = '<script src="/theme-init.js"></script><script type="module" crossorigin src="/assets/landing.js"></script><link rel="modulepreload" crossorigin href="/assets/preload.js">',
  extraManifest = {} as Record<string, unknown>,
} = {}) {
  const dist = mkdtempSync(join(tmpdir(), 'vidshelf-weight-'));
  dists.push(dist);
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  const files: Record<string, string> = {
    'index.html': '<script src="/theme-init.js"></script><script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/shared.js"><div id="root"></div>',
    'landing.html': `${landingHtml}<h1>Every video worth keeping</h1>`,
    'theme-init.js': publicScriptBytes,
    'assets/index.js': 'import "./shared.js"; console.log("entry");',
    'assets/shared.js': 'export const shared = 1;',
    'assets/landing.js': landingBytes,
    'assets/preload.js': 'export const p = 1;',
    'assets/toaster.js': 'export const t = 1;',
    'assets/library.js': 'useTranslation("library"); export const l = 1;',
    'assets/library-en.js': 'export default {"title":"Library"};',
    'assets/settings.js': 'export const s = 1;',
    'assets/embed.js': embedBytes,
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dist, name), text);
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
    'landing.html': { file: 'assets/landing.js', isEntry: true, imports: ['_preload.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    '_preload.js': { file: 'assets/preload.js' },
    'src/app/app-toaster.tsx': { file: 'assets/toaster.js', isDynamicEntry: true },
    'src/app/library/signed-in-library.tsx': { file: 'assets/library.js', isDynamicEntry: true, imports: ['_shared.js'] },
    'src/locales/en/library.json': { file: 'assets/library-en.js', isDynamicEntry: true },
    'src/features/settings/components/settings-page.tsx': { file: 'assets/settings.js', isDynamicEntry: true },
    'src/app/routes/public-embed-route.tsx': { file: 'assets/embed.js', isDynamicEntry: true, imports: ['_shared.js'] },
    ...extraManifest,
  };
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return dist;
}

/** Random bytes do not compress: 200 KB of them stay far over any landing budget. */
const incompressible = () => `export const blob = "${randomBytes(200 * 1024).toString('base64')}";`;

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
    expect(run.stdout).toContain('embed (/{handle}/embed)');
    expect(run.stdout).toContain('src/features/settings/components/settings-page.tsx');
    expect(run.stdout).toMatch(/signed-in home \(\/\): catalogs library\.json/);
    // The landing page's three scripts (its own, the one it preloads, web/public's), not the SPA's.
    expect(run.stdout).toMatch(/landing \(\/, signed out\)'\s*│\s*3\s*│/);
  });

  it('fails when the embed page downloads more than its budget', () => {
    const run = weigh(fakeDist({ embedBytes: incompressible() }));
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/embed \(\/\{handle\}\/embed\)'.*OVER/);
    expect(run.stderr).toContain('Over budget');
  });

  it('fails when the landing page downloads more than its budget', () => {
    const run = weigh(fakeDist({ landingBytes: incompressible() }));
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('OVER');
    expect(run.stderr).toContain('Over budget');
  });

  it('counts the plain scripts the landing page names (web/public), not only the bundled ones', () => {
    const run = weigh(fakeDist({ publicScriptBytes: incompressible() }));
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('OVER');
  });

  it('refuses a landing page that names a script the build does not have, instead of weighing less', () => {
    const run = weigh(fakeDist({ landingHtml: '<script type="module" src="/assets/gone.js"></script>' }));
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('landing.html loads /assets/gone.js, which is not in');
  });

  it('refuses a build where a page’s lazy chunk is missing, instead of weighing less', () => {
    const dist = fakeDist({ extraManifest: { 'src/app/library/signed-in-library.tsx': undefined } });
    const run = weigh(dist);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('src/app/library/signed-in-library.tsx is not in the build');
  });
});
