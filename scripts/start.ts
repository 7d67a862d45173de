// `npm start`: builds the SPA when the build is missing or older than its sources, then runs the
// Node host. A fresh clone needs nothing else.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const builtIndex = join(root, 'web/dist/index.html');

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const sources = ['web/src', 'web/index.html', 'web/public', 'vite.config.ts'].map((p) => join(root, p)).filter(existsSync);
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
