// Import direction of the SPA (STYLE.md, as bulletproof-react enforces with no-restricted-paths):
//   app/ → features/<x>/ → shared (components/, lib/, config/, stores/); route paths live in config/paths.ts
// A feature imports neither another feature nor app/; shared code imports neither. The web may
// import from the API only its schemas (shared types and pure rules).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const WEB = 'web/src';
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The pages' entries: the SPA's and the prerendered landing page's (web/landing.html). */
const ENTRIES = ['main.tsx', 'landing.ts'];

/** 'app', 'feature:<name>', 'shared', 'entry' (ENTRIES) or 'api:<path>' for the server. */
function layerOf(path) {
  const rel = relative(WEB, path);
  if (rel.startsWith('..')) return `api:${relative('.', path)}`;
  const [top, second] = rel.split(/[\\/]/);
  if (top === 'app') return 'app';
  if (top === 'features') return `feature:${second}`;
  if (ENTRIES.includes(rel)) return 'entry';
  return 'shared';
}

function problem(from, to) {
  if (from === 'entry') return null;
  if (to.startsWith('api:')) return /^api:functions[\\/]schemas[\\/]/.test(to) ? null : 'the web may import only functions/schemas/ from the API';
  if (to === 'app' && from !== 'app') return `${from} must not import app/`;
  if (to.startsWith('feature:')) {
    if (from === 'shared') return 'shared code must not import a feature';
    if (from.startsWith('feature:') && from !== to) return `${from.slice(8)} must not import the ${to.slice(8)} feature (compose them in app/)`;
  }
  return null;
}

const offenders = [];
for (const file of files(WEB)) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2];
    if (!spec.startsWith('.')) continue;
    const why = problem(layerOf(file), layerOf(resolve(dirname(file), spec)));
    if (why) offenders.push(`${file}: '${spec}': ${why}`);
  }
}
if (offenders.length) {
  console.error(`Imports against the SPA's direction (${offenders.length}):\n  ${offenders.join('\n  ')}`);
  process.exit(1);
}
console.log('lint-imports: ok');
