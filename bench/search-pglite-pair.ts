// The first page of each search term on the embedded database, this checkout's query code against
// another checkout's, alternating: bench/README.md ("Search: every term against the plain list").
//
//   npx tsx bench/search-pglite-pair.ts DIR --compare ../other-checkout [--rounds 4] [--runs 100]
//        [--category]  every case, the plain list's included, filtered by the owner's first category
//
// DIR is a PGlite data directory seeded by `tsx bench/seed-only.ts pglite:DIR 10000`. Each round
// opens it once per checkout, on the database thread as the Node host does (pglite-thread.ts), in
// alternating order, runs every case over and over for 5 s unmeasured, then calls `listBookmarks`
// (the whole call, as the API makes it: statement, trip to the thread, row mapping) `--runs` times
// per case and takes the process's CPU time over them (both threads; `process.cpuUsage`), which a
// loaded machine inflates far less than the wall time; it prints each round's µs per call and, per
// case, the median over rounds of this checkout's CPU over the other's.
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { SEARCHES } from './http/cases.ts';
import { BENCH_EMAIL } from './http/seed.ts';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}
const dataDir = process.argv[2];
const compare = option('compare');
if (!dataDir || dataDir.startsWith('--') || !compare) throw new Error('Usage: tsx bench/search-pglite-pair.ts DIR --compare OTHER_CHECKOUT [--rounds 4] [--runs 100]');
const rounds = Number(option('rounds') ?? 4);
const runs = Number(option('runs') ?? 100);
const WARM_UP_MS = 5_000;
const byCategory = process.argv.includes('--category');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const cases: [string, string | undefined][] = [['plain list', undefined], ...SEARCHES.map(([term, what]): [string, string] => [`'${term}' (${what})`, term])];
const trees = [
  { label: 'this checkout', dir: resolve(import.meta.dirname, '..') },
  { label: compare, dir: resolve(compare) },
];

/** CPU µs per call, per case, of one checkout's query code, on a thread opened for it. */
async function timeTree(dir: string): Promise<Map<string, number>> {
  const { openPgliteThread } = (await import(resolve(dir, 'db/client/pglite-thread.ts'))) as typeof import('../db/client/pglite-thread.ts');
  const { listBookmarks } = (await import(resolve(dir, 'db/queries/bookmarks.ts'))) as typeof import('../db/queries/bookmarks.ts');
  const handle = await openPgliteThread({ dataDir });
  try {
    const { rows } = (await handle.db.execute(sql`select id from users where email = ${BENCH_EMAIL}`)) as unknown as { rows: { id: string }[] };
    const ownerId = rows[0]!.id;
    const categoryId = byCategory
      ? ((await handle.db.execute(sql`select id from categories where user_id = ${ownerId} order by display_order limit 1`)) as unknown as { rows: { id: string }[] }).rows[0]!.id
      : undefined;
    const perCall = new Map<string, number>();
    const list = (search: string | undefined) => listBookmarks(handle.db, { ownerId, categoryId, search, sort: 'recent', limit: 20 });
    // A thread just opened runs its first seconds slowly (its WebAssembly compiled by V8's baseline
    // tier first, pages read into memory): every case over and over for WARM_UP_MS before any is timed.
    for (const warmUpEnd = performance.now() + WARM_UP_MS; performance.now() < warmUpEnd; ) for (const [, search] of cases) await list(search);
    for (const [name, search] of cases) {
      const before = process.cpuUsage();
      for (let i = 0; i < runs; i++) await list(search);
      const spent = process.cpuUsage(before);
      perCall.set(name, (spent.user + spent.system) / runs);
    }
    return perCall;
  } finally {
    await handle.close();
  }
}

const spent = new Map<string, [number[], number[]]>(cases.map(([name]) => [name, [[], []]]));
for (let round = 0; round < rounds; round++) {
  const order = round % 2 === 0 ? [0, 1] : [1, 0];
  const results: Map<string, number>[] = [];
  for (const i of order) results[i] = await timeTree(trees[i]!.dir);
  console.log(`\nround ${round + 1} (${order.map((i) => trees[i]!.label).join(' then ')}), CPU µs per call over ${runs} calls:`);
  for (const [name] of cases) {
    const [mine, theirs] = results.map((result) => result.get(name)!);
    spent.get(name)![0].push(mine!);
    spent.get(name)![1].push(theirs!);
    console.log(`  ${name}: ${mine!.toFixed(0)} against ${theirs!.toFixed(0)}`);
  }
}
console.log(`\n| case | this checkout: CPU µs per call | ${compare} | ratio, median (lowest–highest) over ${rounds} rounds |\n|---|---:|---:|---:|`);
for (const [name] of cases) {
  const [mine, theirs] = spent.get(name)!;
  const ratios = mine.map((value, i) => value / theirs[i]!);
  console.log(`| ${name} | ${median(mine).toFixed(0)} | ${median(theirs).toFixed(0)} | ${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}) |`);
}
