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
}

function run(server: ServerProcess, cookie: string, benchCase: BenchCase, connections: number, seconds: number, acceptEncoding: string) {
  return autocannon({
    url: server.origin,
    connections,
    duration: seconds,
    // As a browser sends them: the session cookie, the site's Origin (writes need it), compression.
    headers: { cookie, origin: server.origin, 'content-type': 'application/json', 'accept-encoding': acceptEncoding },
    requests: benchCase.requests as autocannon.Request[],
  });
}

function failureKinds(result: autocannon.Result): string {
  const kinds = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, stats]) => `${status}×${stats.count}`);
  if (result.timeouts) kinds.push(`timeout×${result.timeouts}`);
  const otherErrors = result.errors - result.timeouts;
  if (otherErrors > 0) kinds.push(`error×${otherErrors}`);
  return kinds.join(', ');
}

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
  if (options.warmupSeconds > 0) {
    await run(server, cookie, benchCase, connections, options.warmupSeconds, options.acceptEncoding);
    await benchCase.cleanUp?.();
  }
  let peak = server.rssMiB();
  const sampler = setInterval(() => (peak = Math.max(peak, server.rssMiB())), 200);
  const cpuBefore = server.cpuMs();
  const postgresBefore = options.database === 'Postgres' ? postgresCpuMs() : NaN;
  const loadBefore = process.cpuUsage();
  const result = await run(server, cookie, benchCase, connections, options.seconds, options.acceptEncoding);
  clearInterval(sampler);
  peak = Math.max(peak, server.rssMiB());
  const cpuMs = server.cpuMs() - cpuBefore;
  const postgresMs = postgresCpuMs() - postgresBefore;
  const load = process.cpuUsage(loadBefore);
  const perRequest = (ms: number) => (result.requests.total > 0 ? ms / result.requests.total : NaN);
  await benchCase.cleanUp?.();
  return {
    database: options.database,
    case: benchCase.name,
    connections,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    failureKinds: failureKinds(result),
    cpuMsPerRequest: perRequest(cpuMs),
    postgresCpuMsPerRequest: perRequest(postgresMs),
    loadCpuMsPerRequest: perRequest((load.user + load.system) / 1000),
    rssMiB: peak,
  };
}
