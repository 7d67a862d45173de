import type { PGlite, Results } from '@electric-sql/pglite';
import { Worker } from 'node:worker_threads';
import type { DatabaseHandle } from '../database.ts';
import { withDrizzle } from './pglite.ts';
import { TYPES_KEPT_AS_TEXT } from './pglite-settings.mjs';
import { createWriteSignal, isReadOnlyStatement } from '../writes.ts';

/** What drizzle passes as a query's options: only the row shape and the types kept as text. */
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

type Request =
  | { kind: 'query'; sql: string; params: unknown[]; rowMode?: 'array' | 'object'; tx?: number }
  | { kind: 'begin' }
  | { kind: 'end'; tx: number; commit: boolean }
  | { kind: 'close' };

type Reply = { ready: true } | { id: number; result: unknown } | { id: number; error: Record<string, unknown> & { message: string } };

const checkedOptions = new WeakSet<QueryOptions>();

/**
 * The thread's PGlite keeps TYPES_KEPT_AS_TEXT as text in every query; a query asking otherwise
 * (a drizzle upgrade that changed its parsers) must fail loudly, not get other values. drizzle
 * reuses one options object per statement, so each is checked once.
 */
function checkKeptAsText(options: QueryOptions) {
  if (checkedOptions.has(options)) return;
  const asked = Object.keys(options.parsers ?? {}).map(Number);
  if (asked.length !== TYPES_KEPT_AS_TEXT.length || !asked.every((type) => TYPES_KEPT_AS_TEXT.includes(type))) {
    throw new Error(`The database thread keeps types ${TYPES_KEPT_AS_TEXT.join(', ')} as text, but a query asked for ${asked.join(', ') || 'none'}.`);
  }
  checkedOptions.add(options);
}

/**
 * Opens the embedded database on its own thread (pglite-worker.mjs; decision 014). drizzle runs
 * here as over an in-process PGlite: this side answers its `query` and `transaction` by messages,
 * so HTTP, JSON and drizzle use one core while Postgres uses the other.
 */
export async function openPgliteThread(options: { dataDir?: string; loadDataDir?: Blob }): Promise<DatabaseHandle> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: options,
    // The thread's own young generation, kept small: what it allocates (protocol buffers, rows) dies
    // young, and V8's default lets each thread's nursery grow to 48 MiB (measured: decision 014).
    resourceLimits: { maxYoungGenerationSizeMb: 8 },
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(err: Error): void }>();
  let nextId = 1;
  /** Why the thread can no longer answer; the message names PGlite so the API answers 503 (functions/errors.ts). */
  let stopped: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => {
    const stop = (err: Error) => {
      stopped ??= new Error(`The embedded database stopped (PGlite is closed): ${err.message}`);
      reject(err);
      for (const request of pending.values()) request.reject(stopped);
      pending.clear();
    };
    worker.on('error', stop);
    worker.on('exit', (code) => stop(new Error(`its thread exited with code ${code}`)));
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) return resolve();
      const request = pending.get(reply.id);
      if (!request) return;
      pending.delete(reply.id);
      if ('error' in reply) request.reject(Object.assign(new Error(reply.error.message), reply.error));
      else request.resolve(reply.result);
    });
  });

  function call<T>(request: Request): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  }

  const writes = createWriteSignal();
  /** Resolves or rejects as `answer` does, after `writes` heard of it (db/writes.ts). */
  const reported = <T>(answer: Promise<T>) => answer.finally(() => writes.notify());

  /** PGlite's `query`, outside any transaction or inside the open transaction `tx`. */
  const query =
    (tx?: number) =>
    <T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) => {
      checkKeptAsText(options);
      const answer = call<Results<T>>({ kind: 'query', sql, params, rowMode: options.rowMode, tx });
      return isReadOnlyStatement(sql) ? answer : reported(answer);
    };

  const client = {
    query: query(),
    async transaction<T>(callback: (tx: { query: ReturnType<typeof query> }) => Promise<T>): Promise<T> {
      const tx = await call<number>({ kind: 'begin' });
      let result: T;
      try {
        result = await callback({ query: query(tx) });
      } catch (err) {
        await reported(call({ kind: 'end', tx, commit: false }));
        throw err;
      }
      await reported(call({ kind: 'end', tx, commit: true }));
      return result;
    },
  };

  await ready;
  const { client: _, ...handle } = withDrizzle(client as unknown as Pick<PGlite, 'query' | 'transaction'>, async () => {
    await call({ kind: 'close' });
    await worker.terminate();
  });
  return { ...handle, writes };
}
