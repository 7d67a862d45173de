// `npm start`: builds the browser extension and the SPA when missing or older than their sources,
// then runs the Node host. A fresh clone needs nothing else.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
const builtIndex = join(root, 'web/dist/index.html');

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

// The extension's zip is one of the SPA's static files (the /extension page offers it): build it first.
const extensionZip = join(root, 'web/public/downloads/vidshelf-extension.zip');
const extensionSources = ['extension/src', 'extension/static', 'scripts/build-extension.mjs'].map((p) => join(root, p)).filter(existsSync);
if (!existsSync(extensionZip) || Math.max(...extensionSources.map(newestMtime)) > statSync(extensionZip).mtimeMs) {
  console.log('Building the browser extension…');
  await import(pathToFileURL(join(root, 'scripts/build-extension.mjs')).href);
}

const sources = ['web/src', 'web/index.html', 'web/public', 'vite.config.ts', 'vite.pwa.ts'].map((p) => join(root, p)).filter(existsSync);
const stale = !existsSync(builtIndex) || Math.max(...sources.map(newestMtime)) > statSync(builtIndex).mtimeMs;
if (stale) {
  console.log('Building the web app…');
  const { build } = await import('vite');
  // Vite's build sets NODE_ENV=production in this process; the server must see the caller's.
  const nodeEnv = process.env.NODE_ENV;
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
}
await import('../functions/server.ts');
