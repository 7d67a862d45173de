// `npx tsx bench/import-stall.ts`: whether one heavy import slows everyone else. The real Node
// host (the bundle npm start runs) serves the list endpoint under load, first idle, then while
// the worst 10 MB import runs; bench/README.md has the method and the figures.
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { startNodeFlags } from '../scripts/node-flags.mjs';
import { type BenchCase, benchCases } from './http/cases.ts';
import { createBenchDatabase } from './http/database.ts';
import { type Measurement, measure, warmUp } from './http/measure.ts';
import { type DatabaseKind, PRODUCTION_BUNDLE } from './http/options.ts';
import { BENCH_EMAIL, seedLibrary } from './http/seed.ts';
import { startServer } from './http/server-process.ts';
import { signInThroughDevIdp } from './http/sign-in.ts';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const kind = (args.get('db') ?? 'pglite') as DatabaseKind;
const port = Number(args.get('port') ?? 8812);
const seconds = Number(args.get('seconds') ?? 10);
const connections = Number(args.get('connections') ?? 10);
// How long to wait for the import to finish after the measured window (it imports ~80,000 entries).
const waitSeconds = Number(args.get('wait') ?? 900);

/**
 * The worst file the old parser met: 10 MB of `<A HREF=…>` links whose only closing tag is at
 * the end (it rescanned the rest of the file for each link), every link a distinct video, so
 * the job also imports about 80,000 entries.
 */
function worstFile(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
  const parts = ['<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n'];
  let size = parts[0]!.length;
  for (let i = 0; size < 10 * 1024 * 1024 - 100; i++) {
    let id = '';
    for (let k = i, d = 0; d < 5; d++, k = Math.floor(k / 64)) id = alphabet[k % 64] + id;
    const line = `<DT><A HREF="https://www.youtube.com/watch?v=Stall${id}x" ADD_DATE="1700000000">A video title that is long enough to fill ten megabytes ${i}\n`;
    parts.push(line);
    size += line.length;
  }
  parts.push('</A></DL>\n');
  return parts.join('');
}

const row = (label: string, m: Measurement) =>
  `| ${label} | ${m.requestsPerSecond.toFixed(0)} | ${m.p50.toFixed(1)} | ${m.p99.toFixed(1)} | ${m.failures} |`;

execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}; Node ${process.version}.`);
const database = await createBenchDatabase(kind);
try {
  const handle = await database.open();
  await handle.migrate();
  await seedLibrary(handle.db, { bookmarks: 10_000, categories: 5 });
  await handle.close();
  const server = await startServer({ entry: PRODUCTION_BUNDLE, port, env: database.env, nodeFlags: startNodeFlags(database.env) });
  try {
    const cookie = await signInThroughDevIdp(server.origin, BENCH_EMAIL);
    const list: BenchCase = benchCases({ origin: server.origin, cookie, categoryId: '', someBookmarkId: '' }).find((c) => c.name === 'list sort=recent')!;
    const run = () => measure({ database: database.label, server, cookie, benchCase: list, connections, seconds, warmupSeconds: 0.5, acceptEncoding: 'br, gzip' });
    await warmUp(server, cookie, list, connections, 3, 'br, gzip');
    const idle = await run();

    // Another user uploads the file; the list is measured while the job reads and imports it.
    const importer = await signInThroughDevIdp(server.origin, 'importer@example.com');
    const form = new FormData();
    form.set('file', new File([worstFile()], 'bookmarks.html', { type: 'text/html' }));
    const uploadStarted = performance.now();
    const res = await fetch(`${server.origin}/api/import`, { method: 'POST', body: form, headers: { cookie: importer, origin: server.origin } });
    const uploadMs = performance.now() - uploadStarted;
    const job = (await res.json()) as { id: string };
    if (res.status !== 202) throw new Error(`upload answered ${res.status}: ${JSON.stringify(job)}`);
    const busy = await run();
    const status = async () => (await (await fetch(`${server.origin}/api/import/${job.id}`, { headers: { cookie: importer } })).json()) as Record<string, unknown>;
    const during = await status();
    let report = during;
    while (report.status !== 'completed' && report.status !== 'failed' && performance.now() - uploadStarted < waitSeconds * 1000) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      report = await status();
    }
    const importSeconds = (performance.now() - uploadStarted) / 1000;

    console.log(`\n${database.label}, list (limit=20) at c=${connections}, ${seconds} s each:\n`);
    console.log('| | req/s | p50 ms | p99 ms | failed |\n|---|---|---|---|---|');
    console.log(row('idle', idle));
    console.log(row('while the 10 MB import runs', busy));
    console.log(`\np99 ratio: ${(busy.p99 / idle.p99).toFixed(2)}. Upload answered 202 in ${uploadMs.toFixed(0)} ms.`);
    console.log(`At the end of the measured window the import had processed ${during.processed} of ${during.total} (${during.status}).`);
    console.log(`After ${importSeconds.toFixed(1)} s the import was ${report.status}: ${report.processed} of ${report.total} processed, ${report.imported} imported, ${report.failedCount} failed, format ${report.format}.`);
  } finally {
    await server.stop();
  }
} finally {
  await database.remove();
}
