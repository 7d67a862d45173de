// Command-line flags of `npm run bench:http` (bench/README.md describes each).
export type DatabaseKind = 'pglite' | 'postgres';

export interface BenchOptions {
  /** The signed-in user's bookmarks; other users get as many again between them. */
  bookmarks: number;
  categories: number;
  /** Seconds of measurement per case and concurrency. */
  duration: number;
  /** Seconds of unmeasured load before each case (fills caches, JIT). */
  warmup: number;
  connections: number[];
  databases: DatabaseKind[];
  /** Only cases whose name contains one of these words. */
  only: string[];
  port: number;
  /** The server's entry file, run with `node --import tsx` (a .js/.mjs bundle runs with plain node). */
  entry: string;
  /** Accept-Encoding of the measured requests. */
  acceptEncoding: string;
  /** On Postgres: a database seeded earlier (bench/seed-only.ts), used instead of a scratch one. */
  seeded?: string;
  /** More flags for the server (`--node-flags`), after those npm start gives it. */
  nodeFlags: string[];
  /** Run `npm start` itself (its own entry and flags) and report its whole process group's memory. */
  npmStart: boolean;
  json: boolean;
}

const HELP = `npm run bench:http -- [flags]
  --bookmarks N       the measured user's bookmarks (default 10000; other users get N between them)
  --categories N      the measured user's categories (default 5)
  --duration S        seconds per case and concurrency (default 2)
  --warmup S          unmeasured seconds before each case (default 0.5)
  --connections LIST  concurrencies (default 1,10,50)
  --db LIST           pglite,postgres (default: both; postgres only when DATABASE_URL is set)
  --only WORDS        run only cases whose name contains one of these comma-separated words
  --port N            first port for the server (default 8810)
  --entry FILE        the server's entry (default: the bundle "npm start" runs, rebuilt first;
                      functions/server.ts runs it through tsx as "npm run serve" does)
  --accept-encoding V the requests' Accept-Encoding (default 'br, gzip', as a browser; 'identity' for none)
  --node-flags "..."  more flags for the server's node process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
                      (the bundle always gets those npm start gives it first: scripts/node-flags.mjs)
  --npm-start         run the server as \`npm start\` (the bundle, its flags, npm's own process) in a
                      process group of its own; "group RSS" is then everything npm start leaves running
  --seeded URL        on Postgres, use this database seeded earlier by bench/seed-only.ts (kept)
  --json              print the results as JSON after the table`;

/** What `npm start` runs (scripts/build-server.mjs writes it). */
export const PRODUCTION_BUNDLE = 'dist/server/server.mjs';

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') {
      console.log(HELP);
      process.exit(0);
    }
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument ${arg}.\n${HELP}`);
    const [name, inline] = arg.slice(2).split(/=(.*)/s);
    if (name === 'json' || name === 'npm-start') flags.set(name, 'true');
    else flags.set(name!, inline ?? argv[++i] ?? '');
  }
  const number = (name: string, fallback: number) => {
    const value = flags.has(name) ? Number(flags.get(name)) : fallback;
    if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number.`);
    return value;
  };
  const list = (name: string) => flags.get(name)?.split(',').map((s) => s.trim()).filter(Boolean);
  const databases = (list('db') ?? ['pglite', ...(env.DATABASE_URL ? ['postgres'] : [])]) as DatabaseKind[];
  for (const db of databases) {
    if (db !== 'pglite' && db !== 'postgres') throw new Error(`--db: unknown database ${db}.`);
    if (db === 'postgres' && !env.DATABASE_URL) throw new Error('--db postgres needs DATABASE_URL (a server where the bench may create a scratch database).');
  }
  const entry = flags.get('entry') ?? PRODUCTION_BUNDLE;
  return {
    bookmarks: Math.round(number('bookmarks', 10_000)),
    categories: Math.max(1, Math.round(number('categories', 5))),
    duration: number('duration', 2),
    warmup: number('warmup', 0.5),
    connections: (list('connections') ?? ['1', '10', '50']).map(Number),
    databases,
    only: list('only') ?? [],
    port: number('port', 8810),
    entry,
    nodeFlags: flags.get('node-flags')?.split(' ').filter(Boolean) ?? [],
    json: flags.has('json'),
    npmStart: flags.has('npm-start'),
    seeded: flags.get('seeded'),
    acceptEncoding: flags.get('accept-encoding') ?? 'br, gzip',
  };
}
