// How the embedded database is opened, in one place for both of its hosts: in-process
// (db/client/pglite.ts: tests, seeding) and on its own thread (pglite-worker.mjs: the Node host).
// Plain JavaScript because the worker thread runs it without a TypeScript loader.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @param {string} text */
const keepText = (text) => text;

/**
 * Opens PGlite. `dataDir` undefined means in memory; `loadDataDir` starts from a dumped (already
 * migrated) database, which skips the slow initdb.
 * `typesKeptAsText` answers those types as text in every query, as drizzle's per-query parsers do.
 * @param {{ dataDir?: string; loadDataDir?: Blob; typesKeptAsText?: number[] }} options
 */
export function createPglite(options) {
  return PGlite.create(options.dataDir, {
    extensions: { pg_trgm },
    // Postgres's default 128 MB of shared buffers live inside the WASM heap, which never shrinks;
    // the files are in the OS page cache anyway, so 4 MB keeps the process lean (decisions 008, 018).
    // PGlite is one backend, but Postgres sizes its shared memory (lock tables, process slots) for
    // max_connections, and all of PGlite's shared memory is resident: 100 slots held 4 MiB more than 5.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=4MB', '-c', 'max_connections=5'],
    loadDataDir: options.loadDataDir,
    parsers: Object.fromEntries((options.typesKeptAsText ?? []).map((type) => [type, keepText])),
  });
}
