// The V8 flags `npm start` gives node, which depend on the database (decision 015). package.json
// runs `exec node $(node scripts/node-flags.mjs) scripts/start.mjs`: V8 sizes its young generation
// when the process starts, so the choice cannot wait for the server's own config.
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(startNodeFlags(process.env).join(' '));
}
