// The database server's CPU per first page of each search term, this checkout's query code against
// another checkout's, alternating: bench/README.md ("Search: every term against the plain list").
//
//   DATABASE_URL=… npx tsx bench/search-backend-cpu.ts --seeded postgres://…/DB --compare ../other-checkout [--rounds 6] [--calls 200]
//        [--category]  every case, the plain list's included, filtered by the owner's first category
//
// Both checkouts open their pools (one connection each) on the same seeded database. Per case and
// round, each checkout in turn (a then b, then b then a) calls `listBookmarks` `--calls` times, and
// the CPU its Postgres backends spent meanwhile is read from /proc/PID/schedstat (the server must
// run on this machine): planning, execution and the protocol, which a wall-clock time mixes with
// the machine's load. Prints the median over rounds of µs per call, and its multiple of the plain
// list's.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Pool } from 'pg';
import { SEARCHES } from './http/cases.ts';
import { BENCH_EMAIL } from './http/seed.ts';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}
const seeded = option('seeded');
const compare = option('compare');
if (!seeded || !compare) throw new Error('Usage: tsx bench/search-backend-cpu.ts --seeded URL --compare OTHER_CHECKOUT [--rounds 6] [--calls 200]');
const rounds = Number(option('rounds') ?? 6);
const calls = Number(option('calls') ?? 200);
const byCategory = process.argv.includes('--category');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const cases: [string, string | undefined][] = [['plain list', undefined], ...SEARCHES.map(([term, what]): [string, string] => [`'${term}' (${what})`, term])];

/**
 * Nanoseconds a process has run on a CPU (the first field of schedstat), or `otherwise` where it has
 * ended: the pool closes a connection idle for 10 s, which at 1M rows a case's calls can outlast when
 * they never use that pool (it then spent nothing on them).
 */
const cpuNs = (pid: number, otherwise = 0) => {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return otherwise;
  }
};

async function openTree(dir: string) {
  const { openPostgres } = (await import(resolve(dir, 'db/client/postgres.ts'))) as typeof import('../db/client/postgres.ts');
  const { listBookmarks } = (await import(resolve(dir, 'db/queries/bookmarks.ts'))) as typeof import('../db/queries/bookmarks.ts');
  const handle = openPostgres(seeded!, { max: 1 });
  // Every pool the checkout has (the pool of generic plans from decision 019's revision on).
  const pools = [handle.pool, (handle as { genericPlanPool?: Pool }).genericPlanPool].filter((pool): pool is Pool => pool !== undefined);
  const { rows } = await handle.pool.query<{ id: string }>('select id from users where email = $1', [BENCH_EMAIL]);
  const ownerId = rows[0]!.id;
  const categoryId = byCategory
    ? (await handle.pool.query<{ id: string }>('select id from categories where user_id = $1 order by display_order limit 1', [ownerId])).rows[0]!.id
    : undefined;
  const list = (search: string | undefined) => listBookmarks(handle.db, { ownerId, categoryId, search, sort: 'recent', limit: 20 });
  /** µs of backend CPU per call, over `calls` calls (the pools' backends read just before). */
  const measure = async (search: string | undefined) => {
    for (let i = 0; i < 10; i++) await list(search);
    const pids = await Promise.all(pools.map(async (pool) => (await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid));
    const before = pids.map(cpuNs);
    for (let i = 0; i < calls; i++) await list(search);
    const spent = pids.reduce((sum, pid, i) => sum + cpuNs(pid, before[i]) - before[i]!, 0);
    return spent / calls / 1000;
  };
  return { measure, close: () => handle.close() };
}

const trees = [
  { label: 'this checkout', ...(await openTree(resolve(import.meta.dirname, '..'))) },
  { label: compare, ...(await openTree(compare)) },
];
const perCall = new Map<string, number[][]>(cases.map(([name]) => [name, trees.map(() => [])]));
try {
  for (let round = 0; round < rounds; round++) {
    for (const [name, search] of cases) {
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const i of order) perCall.get(name)![i]!.push(await trees[i]!.measure(search));
    }
    console.log(`round ${round + 1} of ${rounds} done`);
  }
} finally {
  for (const tree of trees) await tree.close();
}
console.log(`\nBackend CPU per call, µs: median of ${rounds} rounds of ${calls} calls (× the plain list's)\n`);
console.log(`| case | ${trees.map((t) => t.label).join(' | ')} |\n|---|${trees.map(() => '---:').join('|')}|`);
for (const [name] of cases) {
  const cells = trees.map((_, i) => {
    const value = median(perCall.get(name)![i]!);
    return `${value.toFixed(0)} (${(value / median(perCall.get('plain list')![i]!)).toFixed(1)}×)`;
  });
  console.log(`| ${name} | ${cells.join(' | ')} |`);
}
