// `npm run bench:http`: the real Node host under HTTP load (autocannon), on embedded PGlite and on
// Postgres when DATABASE_URL is set. bench/README.md explains the flags and the columns.
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { benchCases } from './http/cases.ts';
import { type BenchDatabase, createBenchDatabase, seededBenchDatabase } from './http/database.ts';
import { type Measurement, measure, warmUp } from './http/measure.ts';
import { type BenchOptions, type DatabaseKind, PRODUCTION_BUNDLE, parseOptions } from './http/options.ts';
import { BENCH_EMAIL, seedLibrary } from './http/seed.ts';
import { type ServerProcess, startServer } from './http/server-process.ts';
import { signInThroughDevIdp } from './http/sign-in.ts';
import { resultTable } from './http/table.ts';
import { startNodeFlags } from '../scripts/node-flags.mjs';

/** Unmeasured seconds of the first case before a server's first figure (measure.ts, warmUp). */
const SERVER_WARMUP_SECONDS = 3;

/** Idle seconds after the last case before the resident memory is read again. */
const IDLE_AFTER_SECONDS = 5;

const memory = (server: ServerProcess) =>
  `${server.rssMiB().toFixed(0)} MiB${server.groupRssMiB() !== server.rssMiB() ? ` (process group, npm included: ${server.groupRssMiB().toFixed(0)} MiB; shared pages once: ${server.groupPssMiB().toFixed(0)} MiB PSS)` : ''}`;

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

async function benchOneDatabase(kind: DatabaseKind, options: BenchOptions, port: number): Promise<Measurement[]> {
  const database: BenchDatabase = kind === 'postgres' && options.seeded ? seededBenchDatabase(options.seeded) : await createBenchDatabase(kind);
  try {
    const seedStart = performance.now();
    const handle = await database.open();
    await handle.migrate();
    if (kind === 'postgres' && options.seeded) {
      console.log(`${database.label}: using the database seeded earlier at ${options.seeded} (bench/seed-only.ts).`);
    } else {
      await seedLibrary(handle.db, options);
      console.log(`${database.label}: seeded ${options.bookmarks.toLocaleString('en')} bookmarks in ${options.categories} categories for ${BENCH_EMAIL}, as many for 4 other users, in ${seconds(seedStart)} s.`);
    }
    await handle.close();

    // The bundle runs with the flags npm start gives it for this database: the process users run.
    const nodeFlags = [...(options.entry === PRODUCTION_BUNDLE ? startNodeFlags(database.env) : []), ...options.nodeFlags];
    console.log(`${database.label}: server ${options.npmStart ? 'npm start' : `node ${[...nodeFlags, options.entry].join(' ')}`}.`);
    const server = await startServer({ entry: options.entry, port, env: database.env, nodeFlags, npmStart: options.npmStart });
    try {
      const cookie = await signInThroughDevIdp(server.origin, BENCH_EMAIL);
      const headers = { cookie };
      const categories = (await (await fetch(`${server.origin}/api/categories`, { headers })).json()) as { id: string }[];
      const [first] = (await (await fetch(`${server.origin}/api/bookmarks?limit=1`, { headers })).json()) as { id: string }[];
      if (!categories[0] || !first) throw new Error('The signed-in user has no categories or bookmarks: the sign-in found another account than the seeded one.');
      console.log(`${database.label}: server pid ${server.pid} at ${server.origin}, signed in through the dev identity provider; resident memory ${memory(server)}.`);

      const results: Measurement[] = [];
      const cases = benchCases({ origin: server.origin, cookie, categoryId: categories[0].id, someBookmarkId: first.id }).filter(
        (c) => options.only.length === 0 || options.only.some((word) => c.name.includes(word)),
      );
      if (cases[0] && options.warmup > 0) {
        await warmUp(server, cookie, cases[0], Math.max(...options.connections), SERVER_WARMUP_SECONDS, options.acceptEncoding);
      }
      for (const benchCase of cases) {
        for (const connections of options.connections) {
          const m = await measure({ database: database.label, server, cookie, benchCase, connections, seconds: options.duration, warmupSeconds: options.warmup, acceptEncoding: options.acceptEncoding });
          results.push(m);
          console.log(`  ${benchCase.name.padEnd(28)} c=${String(connections).padEnd(3)} ${m.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${m.p50.toFixed(1)} ms  p99 ${m.p99.toFixed(1)} ms  CPU ${m.cpuMsPerRequest.toFixed(2)} ms/req  RSS ${m.rssMiB.toFixed(0)} MiB${m.failures ? `  FAILED ${m.failures}` : ''}`);
        }
      }
      // Idle after the load: what stays resident once the garbage of the last case is collected.
      await new Promise((resolve) => setTimeout(resolve, IDLE_AFTER_SECONDS * 1000));
      console.log(`${database.label}: ${IDLE_AFTER_SECONDS} s after the last case, resident memory ${memory(server)}.`);
      return results;
    } finally {
      const exitCode = await server.stop();
      if (options.npmStart) console.log(`${database.label}: npm start exited with ${exitCode} after SIGINT to its process group.`);
    }
  } finally {
    await database.remove();
  }
}

const options = parseOptions(process.argv.slice(2), process.env);
if (options.entry === PRODUCTION_BUNDLE) {
  // The very bundle `npm start` runs, rebuilt from the current sources (esbuild: well under a second).
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
}
const started = performance.now();
console.log(
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}; Node ${process.version}.`,
);
console.log(`Each case: ${options.warmup} s warm-up, then ${options.duration} s at each of c=${options.connections.join(', ')}.\n`);
const all: Measurement[] = [];
for (const [i, kind] of options.databases.entries()) all.push(...(await benchOneDatabase(kind, options, options.port + i)));

console.log(`\n${resultTable(all)}\n`);
const failed = all.filter((m) => m.failures > 0);
console.log(`Done in ${seconds(started)} s; load average now ${loadavg().map((l) => l.toFixed(2)).join(' ')}.`);
if (options.json) console.log(JSON.stringify(all));
if (failed.length) {
  console.error(`${failed.length} run(s) had failed requests: ${failed.map((m) => `${m.database} ${m.case} c=${m.connections}`).join('; ')}.`);
  process.exitCode = 1;
}
