// The first page of a search against the first page of the plain list, in-process on Postgres:
// the time of the list query (statement, round trip and row mapping) for each kind of term the
// seed holds (bench/http/cases.ts, SEARCHES). bench/README.md ("Search: every term against the
// plain list").
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/search-plans.ts [--bookmarks 10000] [--runs 40]
//        [--seeded URL]    a database seeded earlier by bench/seed-only.ts (kept), e.g. 1M rows
//        [--compare DIR]   also time another checkout's query code (e.g. the main branch) in the same run
//        [--category]      every case, the plain list's included, filtered by the owner's first category
//        [--explain-runs N] EXPLAIN runs per case (7), of which the median is reported
//        [--explain FILE]  also EXPLAIN (ANALYZE, BUFFERS) the very statement each case sent, and
//                          write the plans to FILE (Markdown); a named statement is explained as
//                          it runs (EXPLAIN EXECUTE on its connection), so its planning is what
//                          each call pays: none where its plan is reused
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { SEARCHES } from './http/cases.ts';
import { createBenchDatabase, seededBenchDatabase } from './http/database.ts';
import { BENCH_EMAIL, seedLibrary } from './http/seed.ts';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
}
const bookmarks = Number(option('bookmarks') ?? 10_000);
const runs = Number(option('runs') ?? 40);
const seeded = option('seeded');
const compare = option('compare');
const explainFile = option('explain');
const byCategory = process.argv.includes('--category');
/** EXPLAIN ANALYZE runs per case: the median execution time is reported. */
const EXPLAIN_RUNS = Number(option('explain-runs') ?? 7);
if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL: a Postgres server where the bench may create a scratch database.');

/** The query code of a checkout: its own client (which keeps the search sample) and listBookmarks. */
async function queryCode(dir: string) {
  const { openPostgres } = (await import(resolve(dir, 'db/client/postgres.ts'))) as typeof import('../db/client/postgres.ts');
  const { listBookmarks } = (await import(resolve(dir, 'db/queries/bookmarks.ts'))) as typeof import('../db/queries/bookmarks.ts');
  return { openPostgres, listBookmarks };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))]!;

const database = seeded ? seededBenchDatabase(seeded) : await createBenchDatabase('postgres');
try {
  if (!seeded) {
    const handle = await database.open();
    await handle.migrate();
    await seedLibrary(handle.db, { bookmarks, categories: 5 });
    await handle.close();
  }
  const url = database.env.DATABASE_URL!;
  const trees = [{ label: 'this checkout', dir: resolve(import.meta.dirname, '..') }, ...(compare ? [{ label: compare, dir: resolve(compare) }] : [])];
  const cases: [string, string | undefined][] = [['plain list', undefined], ...SEARCHES.map(([term, what]): [string, string] => [`search '${term}' (${what})`, term])];
  const results = new Map<string, Map<string, number[]>>();
  const explained = new Map<string, Map<string, { ms: number[]; planned: number[]; plan: string }>>();
  for (const tree of trees) {
    const { openPostgres, listBookmarks } = await queryCode(tree.dir);
    const handle = openPostgres(url, { max: 1 });
    // Where the statements run: the main pool, and (from decision 019's revision on) the pool of
    // generic plans; one connection each, so a named statement is explained where it was prepared.
    const pools = [handle.pool, (handle as { genericPlanPool?: Pool }).genericPlanPool].filter((pool): pool is Pool => pool !== undefined);
    const rows = async <T>(query: ReturnType<typeof sql>) => (await handle.db.execute(query)) as unknown as { rows: T[] };
    const [{ id: ownerId }] = (await rows<{ id: string }>(sql`select id from users where email = ${BENCH_EMAIL}`)).rows as [{ id: string }];
    const [size] = (await rows<{ n: number }>(sql`select count(*)::int as n from bookmarks where user_id = ${ownerId}`)).rows as [{ n: number }];
    const categoryId = byCategory ? (await rows<{ id: string }>(sql`select id from categories where user_id = ${ownerId} order by display_order limit 1`)).rows[0]!.id : undefined;
    console.log(`${tree.label}: ${size.n.toLocaleString('en')} bookmarks of the measured user${byCategory ? ', in its first category' : ''}; ${runs} runs per case after 5 warm-ups.`);
    const times = new Map<string, number[]>();
    for (const [name, search] of cases) {
      const once = async () => {
        const started = performance.now();
        await listBookmarks(handle.db, { ownerId, categoryId, search, sort: 'recent', limit: 20 });
        return performance.now() - started;
      };
      for (let i = 0; i < 5; i++) await once();
      const samples: number[] = [];
      for (let i = 0; i < runs; i++) samples.push(await once());
      times.set(name, samples);
    }
    results.set(tree.label, times);
    if (explainFile) {
      // The statement listBookmarks sends (its text and values, as the pool receives them), explained
      // on the same connection: an unnamed one with its values (planned for them, as it is on every
      // call), a named one by EXPLAIN EXECUTE, which plans it as its calls are (or reuses the plan).
      const plans = new Map<string, { ms: number[]; planned: number[]; plan: string }>();
      for (const [name, search] of cases) {
        // A search read in windows sends several statements (the owner's key span, then one per
        // window): each is explained, and a run's time is their sum.
        const statements = await statementsSent(pools, () => listBookmarks(handle.db, { ownerId, categoryId, search, sort: 'recent', limit: 20 }));
        const ms: number[] = [];
        const planned: number[] = [];
        let plan = '';
        for (let i = 0; i < EXPLAIN_RUNS; i++) {
          const plansOfRun: string[] = [];
          let total = 0;
          let planning = 0;
          for (const statement of statements) {
            const result = statement.name
              ? await statement.pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) execute ${statement.name}(${statement.values.map(literal).join(', ')})`)
              : await statement.pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.text}`, statement.values);
            const text = result.rows.map((r) => r['QUERY PLAN']).join('\n');
            plansOfRun.push(text);
            total += Number(text.match(/Execution Time: ([\d.]+) ms/)?.[1]);
            planning += Number(text.match(/Planning Time: ([\d.]+) ms/)?.[1]);
          }
          plan = plansOfRun.join('\n\n');
          ms.push(total);
          planned.push(total + planning);
        }
        plans.set(name, { ms, planned, plan });
      }
      explained.set(tree.label, plans);
    }
    await handle.close();
  }
  console.log(`\n| case | ${trees.map((t) => `${t.label}: p50 / p95 ms (× plain p50)`).join(' | ')} |\n|---|${trees.map(() => '---:').join('|')}|`);
  for (const [name] of cases) {
    const cells = trees.map((tree) => {
      const times = results.get(tree.label)!;
      const plain = median(times.get('plain list')!);
      const samples = times.get(name)!;
      return `${median(samples).toFixed(2)} / ${p95(samples).toFixed(2)} (${(median(samples) / plain).toFixed(1)}×)`;
    });
    console.log(`| ${name} | ${cells.join(' | ')} |`);
  }
  if (explainFile) {
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS) execution time, median of ${EXPLAIN_RUNS} (plans in ${explainFile}):\n`);
    console.log(`| case | ${trees.map((t) => `${t.label}: ms (× plain)`).join(' | ')} |\n|---|${trees.map(() => '---:').join('|')}|`);
    for (const [name] of cases) {
      const cells = trees.map((tree) => {
        const plans = explained.get(tree.label)!;
        return `${median(plans.get(name)!.ms).toFixed(2)} (${(median(plans.get(name)!.ms) / median(plans.get('plain list')!.ms)).toFixed(1)}×)`;
      });
      console.log(`| ${name} | ${cells.join(' | ')} |`);
    }
    // A statement planned for its values on every call pays its planning each time; one whose plan
    // is reused pays only the look-up of the plan. Both are part of what a search costs.
    console.log(`\nThe same with the planning each call pays added (median of ${EXPLAIN_RUNS}):\n`);
    console.log(`| case | ${trees.map((t) => `${t.label}: ms (× plain)`).join(' | ')} |\n|---|${trees.map(() => '---:').join('|')}|`);
    for (const [name] of cases) {
      const cells = trees.map((tree) => {
        const plans = explained.get(tree.label)!;
        return `${median(plans.get(name)!.planned).toFixed(2)} (${(median(plans.get(name)!.planned) / median(plans.get('plain list')!.planned)).toFixed(1)}×)`;
      });
      console.log(`| ${name} | ${cells.join(' | ')} |`);
    }
    const sections = trees.flatMap((tree) => cases.map(([name]) => `### ${tree.label}: ${name}\n\n\`\`\`\n${explained.get(tree.label)!.get(name)!.plan}\n\`\`\`\n`));
    writeFileSync(explainFile, sections.join('\n'));
  }
} finally {
  await database.remove();
}

interface SentStatement {
  pool: Pool;
  /** The statement's name where it runs as a named one (prepared once on its connection). */
  name?: string;
  text: string;
  values: unknown[];
}

/** Each statement `run` sent through any of `pools`, in order: where, its name, text and values. */
async function statementsSent(pools: Pool[], run: () => Promise<unknown>): Promise<SentStatement[]> {
  const sent: SentStatement[] = [];
  const originals = pools.map((pool) => {
    const original = pool.query;
    pool.query = function (this: Pool, config: unknown, values?: unknown, ...rest: unknown[]) {
      if (typeof config === 'string') sent.push({ pool, text: config, values: (values as unknown[]) ?? [] });
      else if (config && typeof config === 'object' && 'text' in config) {
        const { name, values: own } = config as { name?: string; values?: unknown[] };
        sent.push({ pool, name: name || undefined, text: String(config.text), values: (own ?? (values as unknown[])) ?? [] });
      }
      return (original as (...args: unknown[]) => unknown).call(this, config, values, ...rest);
    } as Pool['query'];
    return original;
  });
  try {
    await run();
  } finally {
    pools.forEach((pool, i) => (pool.query = originals[i]!));
  }
  if (sent.length === 0) throw new Error('The list sent no statement through the pools.');
  return sent;
}

/** A parameter's value as an SQL literal, for EXECUTE (Postgres casts it to the parameter's type). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  return `'${String(value instanceof Date ? value.toISOString() : value).replace(/'/g, "''")}'`;
}
