// One autocannon run of one case at one concurrency, with the server's resident memory sampled.
import autocannon from 'autocannon';
import { postgresCpuMs } from './server-process.ts';
import type { BenchCase } from './cases.ts';
import type { ServerProcess } from './server-process.ts';

export interface Measurement {
  database: string;
  case: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, plus errors and timeouts: a correct run has none. */
  failures: number;
  /** What the failures were, e.g. "409×3, timeout×1" (empty when there were none). */
  failureKinds: string;
  /** The server process's CPU time per request (user + system), ms: steadier than req/s on a busy machine. */
  cpuMsPerRequest: number;
  /**
   * CPU time per request of every `postgres` process on this machine (the Postgres case only: PGlite
   * runs inside the server), and of this process, which runs autocannon: on two cores, the three
   * together are what a request costs the machine.
   */
  postgresCpuMsPerRequest: number;
  loadCpuMsPerRequest: number;
  /** The server's peak resident memory during the run, MiB. */
  rssMiB: number;
  /** The peak of the server's process group's resident memory (with --npm-start: npm and node), MiB. */
  groupRssMiB: number;
  groupPssMiB: number;
}

function start(server: ServerProcess, cookie: string, benchCase: BenchCase, connections: number, seconds: number, acceptEncoding: string) {
  return autocannon({
    url: server.origin,
    connections,
    duration: seconds,
    // As a browser sends them: the session cookie, the site's Origin (writes need it), compression.
    headers: { cookie, origin: server.origin, 'content-type': 'application/json', 'accept-encoding': acceptEncoding },
    requests: benchCase.requests as autocannon.Request[],
  });
}

/**
 * Load that is not measured, before a server's first case: the server's and autocannon's code are
 * compiled by V8 only after they have run a while, and the first case paid for it (up to twice the
 * CPU per request of later ones).
 */
export async function warmUp(server: ServerProcess, cookie: string, benchCase: BenchCase, connections: number, seconds: number, acceptEncoding: string) {
  await start(server, cookie, benchCase, connections, seconds, acceptEncoding);
  await benchCase.cleanUp?.();
}

/** The value below which `share` of the sorted values lie. */
const percentile = (sorted: number[], share: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]! : NaN);

function failureKinds(result: autocannon.Result): string {
  const kinds = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, stats]) => `${status}×${stats.count}`);
  if (result.timeouts) kinds.push(`timeout×${result.timeouts}`);
  const otherErrors = result.errors - result.timeouts;
  if (otherErrors > 0) kinds.push(`error×${otherErrors}`);
  return kinds.join(', ');
}

/**
 * Warm-up and measurement are one autocannon run on the same connections, as a browser keeps its
 * connections open: a fresh run for the measured seconds opened 50 connections at once at its
 * start, and in a 2 s run at c=50 that burst alone made the p99 (210–370 ms against 70–110 ms).
 * Only the responses after the warm-up count, and the CPU is read from that moment on.
 */
export async function measure(options: {
  database: string;
  server: ServerProcess;
  cookie: string;
  benchCase: BenchCase;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  acceptEncoding: string;
}): Promise<Measurement> {
  const { server, cookie, benchCase, connections } = options;
  let peak = server.rssMiB();
  let groupPeak = server.groupRssMiB();
  let groupPssPeak = server.groupPssMiB();
  const sampler = setInterval(() => {
    peak = Math.max(peak, server.rssMiB());
    groupPeak = Math.max(groupPeak, server.groupRssMiB());
    groupPssPeak = Math.max(groupPssPeak, server.groupPssMiB());
  }, 200);
  const latencies: number[] = [];
  let measuring = false;
  let measuredFrom = 0;
  let cpuBefore = 0;
  let postgresBefore = NaN;
  let loadBefore = process.cpuUsage();
  const startMeasuring = () => {
    measuring = true;
    measuredFrom = performance.now();
    cpuBefore = server.cpuMs();
    postgresBefore = options.database === 'Postgres' ? postgresCpuMs() : NaN;
    loadBefore = process.cpuUsage();
  };
  let warmup: NodeJS.Timeout | undefined;
  if (options.warmupSeconds > 0) warmup = setTimeout(startMeasuring, options.warmupSeconds * 1000);
  else startMeasuring();

  const run = start(server, cookie, benchCase, connections, options.warmupSeconds + options.seconds, options.acceptEncoding);
  run.on('response', (_client, _status, _bytes, responseTime) => {
    if (measuring) latencies.push(responseTime);
  });
  const result = await run;
  clearTimeout(warmup);
  const measuredMs = performance.now() - measuredFrom;
  clearInterval(sampler);
  peak = Math.max(peak, server.rssMiB());
  groupPeak = Math.max(groupPeak, server.groupRssMiB());
  groupPssPeak = Math.max(groupPssPeak, server.groupPssMiB());
  const cpuMs = server.cpuMs() - cpuBefore;
  const postgresMs = postgresCpuMs() - postgresBefore;
  const load = process.cpuUsage(loadBefore);
  const perRequest = (ms: number) => (latencies.length > 0 ? ms / latencies.length : NaN);
  await benchCase.cleanUp?.();
  latencies.sort((a, b) => a - b);
  return {
    database: options.database,
    case: benchCase.name,
    connections,
    requestsPerSecond: measuredMs > 0 ? latencies.length / (measuredMs / 1000) : 0,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    // Over the whole run, warm-up included: a correct run has none anywhere.
    failures: result.non2xx + result.errors + result.timeouts,
    failureKinds: failureKinds(result),
    cpuMsPerRequest: perRequest(cpuMs),
    postgresCpuMsPerRequest: perRequest(postgresMs),
    loadCpuMsPerRequest: perRequest((load.user + load.system) / 1000),
    rssMiB: peak,
    groupRssMiB: groupPeak,
    groupPssMiB: groupPssPeak,
  };
}
