// A Postgres cluster of the bench's own (initdb in a scratch folder, its own port), so stopping
// the database in the middle of a run never touches the machine's shared server.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PrivateCluster {
  url: string;
  /** `pg_ctl stop -m fast`: every backend is terminated mid-query, as an operator's restart does. */
  stop(): void;
  start(): void;
  remove(): void;
}

function postgresBin(): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  if (!versions.length) throw new Error('No PostgreSQL under /usr/lib/postgresql: install the postgresql package.');
  return `/usr/lib/postgresql/${versions[0]}/bin`;
}

/** Postgres refuses to run as root: as root, every command runs as the postgres user. */
function run(command: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
}

export function createPrivateCluster(port: number): PrivateCluster {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'vidshelf-fault-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = () => run(join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  const stop = () => run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    remove() {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
