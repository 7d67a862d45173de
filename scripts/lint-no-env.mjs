// Config is parsed once (functions/config.ts); only the hosts hand it the environment.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const allowed = new Set(['functions/config.ts', 'functions/server.ts', 'functions/dev/defaults.ts', 'functions/node-app.ts', 'functions/worker.ts']);
const offenders = [];
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (path.endsWith('.ts') && !allowed.has(path) && /process\.env|\benv\.[A-Z_]+/.test(readFileSync(path, 'utf8'))) offenders.push(path);
  }
}
walk('functions');
if (offenders.length) {
  console.error(`These files read the environment directly; use the parsed config instead:\n  ${offenders.join('\n  ')}`);
  process.exit(1);
}
console.log('lint: ok');
