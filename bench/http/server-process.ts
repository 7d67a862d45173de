// The real Node host as a child process: its memory is its own, read from /proc/<pid>/status.
// With `npmStart` the child is `npm start` itself in a process group of its own, as a terminal
// starts it, and the group's memory is everything `npm start` leaves running (npm and node).
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

export interface ServerProcess {
  origin: string;
  pid: number;
  /** The server's resident memory now, in MiB (VmRSS; with `npmStart`, of the group but npm). */
  rssMiB(): number;
  /** Resident memory of the child's whole process group now, in MiB (the sum of their VmRSS). */
  groupRssMiB(): number;
  /**
   * The same group's proportional memory, in MiB (the sum of their Pss): a page the processes
   * share, such as node's own program that npm and the server both map, counts once in all, where
   * the sum of VmRSS counts it in each.
   */
  groupPssMiB(): number;
  /** CPU time the process (with `npmStart`: its group) has used so far (user + system), in ms. */
  cpuMs(): number;
  /**
   * CPU time of the server's main thread alone (HTTP, routes, JSON; not the embedded database's
   * thread), in ms; NaN with `npmStart`.
   */
  mainThreadCpuMs(): number;
  /** Whether the process still runs. */
  alive(): boolean;
  /** The last 8,000 characters it printed. */
  log(): string;
  /** SIGTERM, then SIGKILL after 10 s; resolves with its exit code (null when killed by a signal). */
  stop(): Promise<number | null>;
}

function readRssMiB(pid: number): number {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)\s+kB/m);
    return match ? Number(match[1]) / 1024 : NaN;
  } catch {
    return NaN; // not Linux, or the process is gone
  }
}

function readPssMiB(pid: number): number {
  try {
    const match = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8').match(/^Pss:\s+(\d+)\s+kB/m);
    return match ? Number(match[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux this runs on

/**
 * CPU time (user + system) a process has used so far, ms, or with `thread` (a thread id) that one
 * thread's; NaN when it cannot be read.
 */
export function readCpuMs(pid: number, thread?: number): number {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = readFileSync(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}

/** Process ids whose process group is `pgid` (field 5 of /proc/<pid>/stat); [] off Linux. */
function groupMembers(pgid: number): number[] {
  try {
    return readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((entry) => {
        try {
          return Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[2]) === pgid;
        } catch {
          return false; // the process ended while we looked
        }
      })
      .map(Number);
  } catch {
    return [];
  }
}

const sum = (values: number[]) => values.filter(Number.isFinite).reduce((a, b) => a + b, 0);

/** CPU time of every process named postgres (the server and its backends), ms; NaN off Linux. */
export function postgresCpuMs(): number {
  try {
    let total = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        if (!stat.includes('(postgres)')) continue;
        total += readCpuMs(Number(entry));
      } catch {
        // the process ended while we looked
      }
    }
    return total;
  } catch {
    return NaN;
  }
}

async function waitUntilServing(origin: string, child: ChildProcess, output: () => string, minutes: number) {
  const deadline = Date.now() + minutes * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode} before serving:\n${output()}`);
    try {
      const res = await fetch(`${origin}/api/config/client`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer within ${minutes} minutes:\n${output()}`);
}

/**
 * Starts `entry` as `npm run serve` does (node with the tsx loader; a built .js/.mjs bundle with
 * plain node), in dev mode, so the dev identity provider and the offline YouTube fakes answer.
 * `npmStart` runs `npm start` instead (entry and node flags are then its own), in a new process
 * group that is stopped as a terminal's Ctrl-C stops it: SIGINT to the whole group.
 */
export async function startServer(options: {
  entry: string;
  port: number;
  env: Record<string, string | undefined>;
  nodeFlags: string[];
  npmStart?: boolean;
  /** A command node runs under, e.g. valgrind and its options (bench/http-pair.ts --callgrind). */
  wrapper?: string[];
}): Promise<ServerProcess> {
  const origin = `http://localhost:${options.port}`;
  const loader = /\.[cm]?js$/.test(options.entry) ? [] : ['--import', 'tsx'];
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env, PORT: String(options.port), APP_ORIGIN: origin };
  // Dev mode: no Google client, no NODE_ENV=production, and the local oEmbed fake (no network).
  delete env.GOOGLE_CLIENT_ID;
  delete env.NODE_ENV;
  env.YOUTUBE_OEMBED_URL = options.env.YOUTUBE_OEMBED_URL ?? `${origin}/dev/youtube/oembed`;
  for (const [key, value] of Object.entries(options.env)) if (value === undefined) delete env[key];

  const child = options.npmStart
    ? spawn('npm', ['start'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    : spawn(options.wrapper?.[0] ?? process.execPath, [...(options.wrapper?.slice(1) ?? []), ...(options.wrapper ? [process.execPath] : []), ...options.nodeFlags, ...loader, options.entry], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const stopped = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const signal = (name: NodeJS.Signals) => (options.npmStart ? process.kill(-child.pid!, name) : child.kill(name));
  const stop = async () => {
    if (alive()) {
      signal(options.npmStart ? 'SIGINT' : 'SIGTERM');
      const killed = setTimeout(() => signal('SIGKILL'), 10_000);
      await stopped;
      clearTimeout(killed);
    }
    return stopped;
  };
  try {
    // Under valgrind, node and the database's WebAssembly start many times slower.
    await waitUntilServing(origin, child, () => log, options.wrapper ? 15 : 2);
  } catch (err) {
    await stop();
    throw err;
  }
  const pid = child.pid!;
  const groupRssMiB = () => (options.npmStart ? sum(groupMembers(pid).map(readRssMiB)) : readRssMiB(pid));
  const groupPssMiB = () => (options.npmStart ? sum(groupMembers(pid).map(readPssMiB)) : readPssMiB(pid));
  const rssMiB = () => (options.npmStart ? sum(groupMembers(pid).filter((member) => member !== pid).map(readRssMiB)) : readRssMiB(pid));
  const cpuMs = () => (options.npmStart ? sum(groupMembers(pid).map((member) => readCpuMs(member))) : readCpuMs(pid));
  // A process's main thread has the process's id as its thread id.
  const mainThreadCpuMs = () => (options.npmStart ? NaN : readCpuMs(pid, pid));
  return { origin, pid, rssMiB, groupRssMiB, groupPssMiB, cpuMs, mainThreadCpuMs, alive, log: () => log, stop };
}
