// `npm run bench:pair`: two server bundles (e.g. an older commit's and today's) side by side on
// copies of one seeded database, asked the same request in alternating rounds of a fixed number of
// requests, so both meet the same load from the rest of the machine. bench/README.md ("The list
// before and after") explains when to use it and how to build an older bundle.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { type BenchDatabase, createBenchDatabase } from './http/database.ts';
import { type BenchCase, benchCases } from './http/cases.ts';
import { BENCH_EMAIL, seedLibrary } from './http/seed.ts';
import { type ServerProcess, readCpuMs, startServer } from './http/server-process.ts';
import { signInThroughDevIdp } from './http/sign-in.ts';
import { startGlibcTunables, startNodeFlags } from '../scripts/node-flags.mjs';

const HELP = `npm run bench:pair -- --a FILE --b FILE [flags]
  --a FILE, --b FILE  the two server bundles (built by scripts/build-server.mjs)
  --db KIND           pglite (default) or postgres (needs DATABASE_URL)
  --path P            the request (default /api/bookmarks?limit=20, the list in sort=recent)
  --case WORD         instead of --path, bench:http's first case whose name contains WORD, e.g. "mix"
                      for the write mix (save, favourite, note, delete); what it leaves is removed
                      after each round, outside the measured CPU
  --rounds N          rounds; each asks a then b, or b then a, in turn (default 10)
  --requests N        requests per server per round (default 2000)
  --warmup N          unmeasured requests per server before the rounds (default: --requests)
  --connections N     concurrency (default 10)
  --bookmarks N       the measured user's bookmarks (default 10000)
  --port N            ports N (a) and N+1 (b) (default 8810)
  --a-node-flags "…"  more node flags for a (after those npm start gives node); --b-node-flags for b
  --a-tunables T      GLIBC_TUNABLES for a instead of those npm start sets; --b-tunables for b
  --callgrind         run both servers under valgrind's callgrind and count the instructions each
                      round's requests cost them, in all threads and in the main thread alone
                      (machine load does not change it)`;

function parse(argv: string[]) {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || !arg.startsWith('--')) {
      console.log(HELP);
      process.exit(arg === '--help' ? 0 : 1);
    }
    flags.set(arg.slice(2), arg === '--callgrind' ? 'true' : (argv[++i] ?? ''));
  }
  const number = (name: string, fallback: number) => (flags.has(name) ? Number(flags.get(name)) : fallback);
  const a = flags.get('a');
  const b = flags.get('b');
  if (!a || !b) throw new Error(`--a and --b are required.\n${HELP}`);
  const db = flags.get('db') ?? 'pglite';
  if (db !== 'pglite' && db !== 'postgres') throw new Error(`--db: pglite or postgres.`);
  if (db === 'postgres' && !process.env.DATABASE_URL) throw new Error('--db postgres needs DATABASE_URL.');
  return {
    entries: [a, b],
    db,
    path: flags.get('path') ?? '/api/bookmarks?limit=20',
    case: flags.get('case'),
    rounds: number('rounds', 10),
    requests: number('requests', 2000),
    connections: number('connections', 10),
    warmup: number('warmup', number('requests', 2000)),
    bookmarks: number('bookmarks', 10_000),
    port: number('port', 8810),
    callgrind: flags.has('callgrind'),
    nodeFlags: [flags.get('a-node-flags'), flags.get('b-node-flags')].map((f) => f?.split(' ').filter(Boolean) ?? []),
    tunables: [flags.get('a-tunables'), flags.get('b-tunables')].map((t) => t ?? startGlibcTunables()),
  } as const;
}

/** CPU time (ms) of the Postgres backends serving one database (all of them are this bench's server's). */
async function backendCpuMs(client: pg.Client | null, database: string): Promise<number> {
  if (!client) return NaN;
  const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [database]);
  return rows.reduce((sum, r) => sum + (readCpuMs(r.pid) || 0), 0);
}

/** Seconds both servers are left alone before the rounds, to show they have nothing else to do. */
const IDLE_SECONDS = 3;

/**
 * Instructions a process under callgrind (started with --instr-atstart=no --separate-threads=yes)
 * executes while `work` runs, in all its threads and in its main thread alone: instrumentation on
 * and counters zeroed before, one dump after (callgrind_control talks to it through vgdb). Each
 * dump writes one file per thread that ran, `callgrind.<pid>.<dump>-<thread>`; the main thread is 01.
 */
async function countInstructions(pid: number, outDir: string, work: () => Promise<void>): Promise<{ all: number; main: number }> {
  const control = (...args: string[]) => execFileSync('callgrind_control', [...args, String(pid)], { stdio: 'ignore' });
  control('-i', 'on');
  control('-z');
  await work();
  control('-d');
  control('-i', 'off');
  const dumps = readdirSync(outDir)
    .map((file) => file.match(new RegExp(`^callgrind\\.${pid}\\.(\\d+)-(\\d+)$`)))
    .filter((m): m is RegExpMatchArray => m !== null)
    .map((m) => ({ file: m[0], dump: Number(m[1]), thread: Number(m[2]) }));
  const last = Math.max(...dumps.map((d) => d.dump));
  const totalOf = (file: string) => Number(readFileSync(join(outDir, file), 'utf8').match(/^(?:totals|summary): (\d+)/m)?.[1] ?? NaN);
  const threads = dumps.filter((d) => d.dump === last);
  if (threads.length === 0) throw new Error(`No callgrind dump of process ${pid} in ${outDir}.`);
  return { all: threads.reduce((sum, d) => sum + totalOf(d.file), 0), main: totalOf(threads.find((d) => d.thread === 1)?.file ?? '') };
}

/** bench:http's case named by `word`, set up on a signed-in server (the mix needs a category and a bookmark). */
async function caseOn(origin: string, cookie: string, word: string): Promise<BenchCase> {
  const headers = { cookie };
  const categories = (await (await fetch(`${origin}/api/categories`, { headers })).json()) as { id: string }[];
  const [first] = (await (await fetch(`${origin}/api/bookmarks?limit=1`, { headers })).json()) as { id: string }[];
  if (!categories[0] || !first) throw new Error('The signed-in user has no categories or bookmarks.');
  const found = benchCases({ origin, cookie, categoryId: categories[0].id, someBookmarkId: first.id }).find((c) => c.name.includes(word));
  if (!found) throw new Error(`--case: no bench:http case has "${word}" in its name.`);
  return found;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const options = parse(process.argv.slice(2));
const loads = [loadavg()[0]!];

// One seeded database, copied for the second server: both answer from the same rows.
const first: BenchDatabase = await createBenchDatabase(options.db);
const copies: { env: Record<string, string | undefined>; database: string; remove(): Promise<void> }[] = [];
let admin: pg.Client | null = null;
const servers: ServerProcess[] = [];
const callgrindDir = mkdtempSync(join(tmpdir(), 'vidshelf-bench-callgrind-'));
async function cleanUp() {
  for (const server of servers) await server.stop();
  rmSync(callgrindDir, { recursive: true, force: true });
  for (const copy of copies) await copy.remove();
  await admin?.end();
  await first.remove();
}
// Ctrl-C stops the servers and removes the databases too (a run under callgrind takes a while).
process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
try {
  const handle = await first.open();
  await handle.migrate();
  await seedLibrary(handle.db, { bookmarks: options.bookmarks, categories: 5 });
  await handle.close();
  if (options.db === 'pglite') {
    for (const _ of options.entries) {
      const dataDir = mkdtempSync(join(tmpdir(), 'vidshelf-bench-pair-'));
      cpSync(join(first.env.DATA_DIR!, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
      copies.push({ env: { DATA_DIR: dataDir, DATABASE_URL: undefined }, database: '', remove: async () => rmSync(dataDir, { recursive: true, force: true }) });
    }
  } else {
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const source = new URL(first.env.DATABASE_URL!).pathname.slice(1);
    for (const side of ['a', 'b']) {
      const database = `${source}_${side}`;
      await admin.query(`create database ${database} template ${source}`);
      const url = new URL(first.env.DATABASE_URL!);
      url.pathname = `/${database}`;
      const client = admin;
      copies.push({ env: { ...first.env, DATABASE_URL: url.toString() }, database, remove: async () => void (await client.query(`drop database if exists ${database} with (force)`)) });
    }
  }

  const wrapper = options.callgrind
    ? ['valgrind', '--tool=callgrind', '--instr-atstart=no', '--cache-sim=no', '--separate-threads=yes', '-q', `--callgrind-out-file=${callgrindDir}/callgrind.%p`]
    : undefined;
  const cookies: string[] = [];
  const cases: (BenchCase | undefined)[] = [];
  for (const [i, entry] of options.entries.entries()) {
    // Each bundle runs with the flags and malloc settings npm start gives node for this database,
    // so a difference is the bundle's; --a-node-flags/--b-node-flags add more, --a-tunables/--b-tunables replace.
    const env = { ...copies[i]!.env, GLIBC_TUNABLES: options.tunables[i] };
    const server = await startServer({ entry, port: options.port + i, env, nodeFlags: [...startNodeFlags(copies[i]!.env), ...options.nodeFlags[i]!], wrapper });
    servers.push(server);
    cookies.push(await signInThroughDevIdp(server.origin, BENCH_EMAIL));
    cases.push(options.case ? await caseOn(server.origin, cookies[i]!, options.case) : undefined);
  }
  const run = (i: number, amount: number) =>
    autocannon({
      url: `${servers[i]!.origin}${options.path}`,
      connections: options.connections,
      amount,
      // Under valgrind a request waits behind nine others that each run ~60 times slower.
      timeout: options.callgrind ? 600 : 10,
      headers: { cookie: cookies[i]!, origin: servers[i]!.origin, 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      ...(cases[i] ? { requests: cases[i]!.requests as autocannon.Request[] } : {}),
    });
  // What a write case left behind goes before the next run of it (its own requests, not counted).
  const runAndClean = async (i: number, amount: number) => {
    const result = await run(i, amount);
    await cases[i]?.cleanUp?.();
    return result;
  };
  // Unmeasured: until V8 has compiled both servers' hot code.
  for (const i of [0, 1]) await runAndClean(i, options.warmup);
  // Background work at start (the availability check's first tick) would be counted as the list's.
  const idleBefore = servers.map((s) => s.cpuMs());
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  console.log(`idle CPU before the rounds: ${servers.map((s, i) => `${'ab'[i]} ${((s.cpuMs() - idleBefore[i]!) / IDLE_SECONDS).toFixed(0)} ms/s`).join(', ')}`);

  // Each server's resident memory through the rounds (VmRSS, sampled as bench:http does): the same
  // requests under the same load, so a difference is the variant's.
  const peakRss = servers.map((s) => s.rssMiB());
  const rssSampler = setInterval(() => servers.forEach((s, i) => (peakRss[i] = Math.max(peakRss[i]!, s.rssMiB()))), 200);
  const cpu: number[][] = [[], []];
  const mainCpu: number[][] = [[], []];
  const dbCpu: number[][] = [[], []];
  const rate: number[][] = [[], []];
  const instructions: number[][] = [[], []];
  const mainInstructions: number[][] = [[], []];
  console.log(`round | server | req/s | server CPU ms/req | main thread CPU ms/req${admin ? ' | Postgres CPU ms/req' : ''}${options.callgrind ? ' | server M instructions/req | main thread M instructions/req' : ''} | failed`);
  for (let round = 0; round < options.rounds; round++) {
    for (const i of round % 2 === 0 ? [0, 1] : [1, 0]) {
      const server = servers[i]!;
      const [cpuBefore, mainBefore, dbBefore] = [server.cpuMs(), server.mainThreadCpuMs(), await backendCpuMs(admin, copies[i]!.database)];
      let result!: autocannon.Result;
      const measured = async () => void (result = await run(i, options.requests));
      const counted = options.callgrind ? await countInstructions(server.pid, callgrindDir, measured) : (await measured(), { all: NaN, main: NaN });
      const [cpuAfter, mainAfter, dbAfter] = [server.cpuMs(), server.mainThreadCpuMs(), await backendCpuMs(admin, copies[i]!.database)];
      await cases[i]?.cleanUp?.();
      const answered = result.requests.total;
      const failed = result.non2xx + result.errors + result.timeouts;
      if (failed > 0) process.exitCode = 1;
      cpu[i]!.push((cpuAfter - cpuBefore) / answered);
      mainCpu[i]!.push((mainAfter - mainBefore) / answered);
      dbCpu[i]!.push((dbAfter - dbBefore) / answered);
      rate[i]!.push(result.requests.average);
      instructions[i]!.push(counted.all / answered / 1e6);
      mainInstructions[i]!.push(counted.main / answered / 1e6);
      console.log(
        `${round + 1} | ${'ab'[i]} | ${result.requests.average.toFixed(0)} | ${cpu[i]!.at(-1)!.toFixed(3)} | ${mainCpu[i]!.at(-1)!.toFixed(3)}${admin ? ` | ${dbCpu[i]!.at(-1)!.toFixed(3)}` : ''}${options.callgrind ? ` | ${instructions[i]!.at(-1)!.toFixed(3)} | ${mainInstructions[i]!.at(-1)!.toFixed(3)}` : ''} | ${failed}`,
      );
    }
    loads.push(loadavg()[0]!);
  }
  clearInterval(rssSampler);
  const ratio = cpu[1]!.map((b, k) => b / cpu[0]![k]!);
  console.log(`\nload average (1 min) during the rounds: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`);
  for (const i of [0, 1]) {
    console.log(
      `${'ab'[i]} ${options.entries[i]}: median ${median(rate[i]!).toFixed(0)} req/s, server CPU ${median(cpu[i]!).toFixed(3)} ms/req (main thread ${median(mainCpu[i]!).toFixed(3)})${admin ? `, Postgres ${median(dbCpu[i]!).toFixed(3)} ms/req` : ''}, peak resident ${peakRss[i]!.toFixed(0)} MiB`,
    );
  }
  if (options.callgrind) {
    const instructionRatio = instructions[1]!.map((b, k) => b / instructions[0]![k]!);
    console.log(`server instructions per request (M): a ${median(instructions[0]!).toFixed(3)}, b ${median(instructions[1]!).toFixed(3)}`);
    console.log(`b / a instructions per request, round by round: ${instructionRatio.map((r) => r.toFixed(3)).join(' ')}; median ${median(instructionRatio).toFixed(3)}`);
    const mainRatio = mainInstructions[1]!.map((b, k) => b / mainInstructions[0]![k]!);
    console.log(`main thread instructions per request (M): a ${median(mainInstructions[0]!).toFixed(3)}, b ${median(mainInstructions[1]!).toFixed(3)}; b / a round by round: ${mainRatio.map((r) => r.toFixed(3)).join(' ')}; median ${median(mainRatio).toFixed(3)}`);
  }
  console.log(`b / a server CPU per request, round by round: ${ratio.map((r) => r.toFixed(3)).join(' ')}; median ${median(ratio).toFixed(3)}`);
  const mainRatio = mainCpu[1]!.map((b, k) => b / mainCpu[0]![k]!);
  console.log(`b / a main thread CPU per request, round by round: ${mainRatio.map((r) => r.toFixed(3)).join(' ')}; median ${median(mainRatio).toFixed(3)}`);
  if (admin) {
    const dbRatio = dbCpu[1]!.map((b, k) => b / dbCpu[0]![k]!);
    console.log(`b / a Postgres CPU per request: median ${median(dbRatio).toFixed(3)}`);
  }
} finally {
  await cleanUp();
}
