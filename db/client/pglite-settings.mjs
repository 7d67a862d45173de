// How the embedded database is opened, in one place for both of its hosts: in-process
// (db/client/pglite.ts: tests, seeding) and on its own thread (pglite-worker.mjs: the Node host).
// Plain JavaScript because the worker thread runs it without a TypeScript loader.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Opens PGlite. `dataDir` undefined means in memory; `loadDataDir` starts from a dumped (already
 * migrated) database, which skips the slow initdb.
 * @param {{ dataDir?: string; loadDataDir?: Blob }} options
 */
export function createPglite(options) {
  return PGlite.create(options.dataDir, {
    extensions: { pg_trgm },
    // Postgres's default 128 MB of shared buffers live inside the WASM heap, which never shrinks;
    // the files are in the OS page cache anyway, so 16 MB keeps the process lean (decision 008).
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
    loadDataDir: options.loadDataDir,
  });
}
