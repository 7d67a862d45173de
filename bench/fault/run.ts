// The fault bench: the Node host on a Postgres cluster of its own, `--clients` clients saving,
// editing and listing for `--duration` seconds, and the database stopped (`pg_ctl -m fast`) for
// `--outage` seconds in the middle. Prints what the clients saw and whether any acknowledged write
// was lost. Method and figures: bench/README.md ("Fault bench").
//
//   npm run bench:fault -- [--clients 100] [--duration 60] [--outage 10] [--port 8890]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { type Answer, checkWrites, secondsToFirstWrite, sendWithCookie, startWorkload } from './workload.ts';
import { createPrivateCluster } from './private-cluster.ts';
import { startServer } from '../http/server-process.ts';
import { signInThroughDevIdp } from '../http/sign-in.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '100' },
    duration: { type: 'string', default: '60' },
    outage: { type: 'string', default: '10' },
    port: { type: 'string', default: '8890' },
  },
});
const clients = Number(values.clients);
const durationMs = Number(values.duration) * 1000;
const outageMs = Number(values.outage) * 1000;
const port = Number(values.port);
const EMAIL = 'fault@example.com';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
}

function summarise(label: string, answers: Answer[]) {
  const ok = answers.filter((a) => a.status >= 200 && a.status < 300);
  const latencies = ok.map((a) => a.at - a.sentAt).sort((a, b) => a - b);
  return {
    phase: label,
    requests: answers.length,
    'answered 2xx': ok.length,
    'answered 503': answers.filter((a) => a.status === 503).length,
    'anything else': answers.filter((a) => a.status !== 503 && (a.status < 200 || a.status >= 300)).length,
    'p50 ms': Math.round(percentile(latencies, 50)),
    'p99 ms': Math.round(percentile(latencies, 99)),
  };
}

execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
const cluster = createPrivateCluster(port + 1);
const dataDir = mkdtempSync(join(tmpdir(), 'vidshelf-fault-'));
const server = await startServer({
  entry: 'dist/server/server.mjs',
  port,
  nodeFlags: [],
  // oEmbed unreachable: every bookmark is saved from its id alone, so the fake never adds latency.
  env: { DATABASE_URL: cluster.url, DATA_DIR: dataDir, YOUTUBE_OEMBED_URL: `http://127.0.0.1:${port + 2}/oembed` },
});
try {
  const cookie = await signInThroughDevIdp(server.origin, EMAIL);
  const categoryIds: string[] = [];
  for (const name of ['Stopped', 'Kept']) {
    const res = await fetch(`${server.origin}/api/categories`, { method: 'POST', headers: { cookie, origin: server.origin, 'content-type': 'application/json' }, body: JSON.stringify({ name }) });
    if (res.status !== 201) throw new Error(`Creating a category answered ${res.status}`);
    categoryIds.push(((await res.json()) as { id: string }).id);
  }

  const started = performance.now();
  const load = startWorkload({ send: sendWithCookie(server.origin, cookie), categoryIds, clients });
  const before = (durationMs - outageMs) / 2;
  await sleep(before);
  const stoppedAt = performance.now();
  cluster.stop();
  await sleep(Math.max(0, outageMs - (performance.now() - stoppedAt)));
  cluster.start();
  const restored = performance.now();
  await sleep(Math.max(0, durationMs - (restored - started)));
  await load.stop();

  const phases = [
    summarise('before the stop', load.answers.filter((a) => a.sentAt < stoppedAt)),
    summarise('database stopped', load.answers.filter((a) => a.sentAt >= stoppedAt && a.sentAt < restored)),
    summarise('after it returned', load.answers.filter((a) => a.sentAt >= restored)),
    summarise('whole run', load.answers),
  ];
  console.table(phases);
  const check = await checkWrites(cluster.url, EMAIL, load.writes);
  const unexpected = load.answers.filter((a) => a.note && a.status !== 503);
  const result = {
    clients,
    'seconds run': Math.round((performance.now() - started) / 1000),
    'seconds the database was down': Math.round((restored - stoppedAt) / 1000),
    'host alive at the end': server.alive(),
    'acknowledged bookmarks': load.writes.created.size,
    'lost acknowledged bookmarks': check.lostBookmarks.length,
    'lost acknowledged notes': check.lostNotes.length,
    'half-written bookmarks': check.halfWritten.length,
    'answers neither 2xx nor 503 DATABASE_UNAVAILABLE': unexpected.length,
    'seconds from the return to the first 2xx write': Number(secondsToFirstWrite(load.answers, restored)?.toFixed(2)),
  };
  console.table(result);
  if (unexpected.length) console.log('First unexpected answers:', unexpected.slice(0, 5).map((a) => a.note));
  const failed = !server.alive() || check.lostBookmarks.length + check.lostNotes.length + check.halfWritten.length > 0;
  process.exitCode = failed ? 1 : 0;
} finally {
  await server.stop();
  cluster.remove();
  rmSync(dataDir, { recursive: true, force: true });
}
