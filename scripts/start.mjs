// `npm start`: builds what is missing or older than its sources (the browser extension's zip, the
// SPA in web/dist, the server bundle in dist/server), then runs the Node host from its bundle in
// this very process. A fresh clone needs nothing else, and no TypeScript loader stays resident.
//
// Each build runs in a short-lived child process that exits when done, so the resident server
// carries none of the builders' memory (Vite, Rolldown, esbuild's service process).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
const serverBundle = join(root, 'dist/server/server.mjs');
const serverInputs = join(root, 'dist/server/inputs.json');

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/** True when `output` is missing, or a source is missing or newer than it. */
function stale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => !existsSync(source) || newestMtime(source) > built);
}

function run(what, args) {
  console.log(`Building ${what}…`);
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Building ${what} failed.`);
    process.exit(result.status ?? 1);
  }
}

const existing = (paths) => paths.map((p) => join(root, p)).filter(existsSync);

// The extension's zip is one of the SPA's static files (the /extension page offers it): build it first.
const extensionZip = join(root, 'web/public/downloads/vidshelf-extension.zip');
if (stale(extensionZip, existing(['extension/src', 'extension/static', 'scripts/build-extension.mjs']))) {
  run('the browser extension', [join(root, 'scripts/build-extension.mjs')]);
}

if (stale(join(root, 'web/dist/index.html'), existing(['web/src', 'web/index.html', 'web/landing.html', 'web/public', 'vite.config.ts', 'vite.pwa.ts', 'vite.landing.ts']))) {
  run('the web app', [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
}

// The bundle's inputs are the files esbuild read last time (dist/server/inputs.json).
const bundleSources = existsSync(serverInputs) ? JSON.parse(readFileSync(serverInputs, 'utf8')).map((p) => join(root, p)) : [];
if (!bundleSources.length || stale(serverBundle, bundleSources)) {
  run('the server', [join(root, 'scripts/build-server.mjs')]);
}

// Stack traces point into functions/*.ts rather than into the bundle.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverBundle).href);
