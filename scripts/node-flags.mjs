// What `npm start` gives node: the V8 flags, which depend on the database (decision 015), and the
// malloc settings its script sets. package.json runs `exec node $(node scripts/node-flags.mjs)
// scripts/start.mjs`: V8 sizes its young generation when the process starts, so the choice cannot
// wait for the server's own config.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * Embedded PGlite: a 4 MiB nursery keeps the process with its database under 250 MiB (decision
 * 014). It is the main thread's: the database thread unsets the flag and asks for its own
 * (db/client/pglite-thread.ts, decision 018). Postgres: V8's default (16 MiB); with 4 MiB, 50 requests in flight promote their garbage
 * and the server's CPU per request doubles.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function startNodeFlags(env) {
  return env.DATABASE_URL ? [] : ['--max-semi-space-size=4'];
}

/**
 * The malloc settings `npm start` gives node (decisions 018 and 021), as package.json's start script
 * writes them: glibc reads them as the process starts, so they stay in the script.
 * @returns {string}
 */
export function startGlibcTunables() {
  const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const tunables = /GLIBC_TUNABLES=(\S+)/.exec(scripts.start)?.[1];
  if (!tunables) throw new Error('package.json: the start script sets no GLIBC_TUNABLES.');
  return tunables;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(startNodeFlags(process.env).join(' '));
}
