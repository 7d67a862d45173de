// The database of one bench run: PGlite in a temp DATA_DIR, or a scratch database on DATABASE_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite } from '../../db/client/pglite.ts';
import { openPostgres } from '../../db/client/postgres.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import type { DatabaseKind } from './options.ts';

export interface BenchDatabase {
  label: string;
  /** The server's environment for this database. */
  env: Record<string, string | undefined>;
  /** Opens it in this process (to seed); close before the server starts (PGlite allows one process). */
  open(): Promise<DatabaseHandle>;
  remove(): Promise<void>;
}

async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createBenchDatabase(kind: DatabaseKind): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vidshelf-bench-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') {
    return {
      label: 'PGlite',
      env: { DATA_DIR: dataDir, DATABASE_URL: undefined },
      open: async () => openPglite({ dataDir: join(dataDir, 'pglite') }),
      remove: async () => removeDir(),
    };
  }
  const serverUrl = process.env.DATABASE_URL!;
  // BENCH_DATABASE_PREFIX keeps the scratch databases of benches run side by side on one server apart.
  const prefix = process.env.BENCH_DATABASE_PREFIX ?? 'vidshelf_bench';
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error('BENCH_DATABASE_PREFIX: lowercase letters, digits and underscores.');
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    label: 'Postgres',
    // DATA_DIR still holds the dev session secret.
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    open: async () => openPostgres(url.toString(), { max: 2 }),
    remove: async () => {
      removeDir();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A Postgres database seeded earlier by bench/seed-only.ts (a 1M library takes ~20 minutes to
 * seed): used as it is, and kept afterwards.
 */
export function seededBenchDatabase(url: string): BenchDatabase & { seeded: true } {
  const dataDir = mkdtempSync(join(tmpdir(), 'vidshelf-bench-'));
  return {
    label: 'Postgres',
    seeded: true,
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    open: async () => openPostgres(url, { max: 2 }),
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
