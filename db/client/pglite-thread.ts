import type { PGlite, Results } from '@electric-sql/pglite';
import { Worker } from 'node:worker_threads';
import { setFlagsFromString } from 'node:v8';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database, DatabaseHandle } from '../database.ts';
import { runGenericPlansOn } from '../prepared.ts';
import * as schema from '../schema.ts';
import { withDrizzle } from './pglite-drizzle.ts';
import { TYPES_KEPT_AS_TEXT } from './pglite-text-types.mjs';
import type { RawAnswer } from './pglite-statements.mjs';
import { readRawAnswer, takeReadRowBuffers } from './pglite-raw-rows.ts';
import { createWriteSignal, isReadOnlyStatement } from '../writes.ts';

/** What drizzle passes as a query's options: only the row shape and the types kept as text. */
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

type Request =
  | { kind: 'query'; sql: string; params: unknown[]; rowMode?: 'array' | 'object'; tx?: number; genericPlan?: boolean }
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

/** How long a crashed thread waits before it is started again: doubling from 0.5 s, at most 30 s. */
const RESTART_DELAYS_MS = { first: 500, max: 30_000 };

export interface PgliteThreadOptions {
  dataDir?: string;
  loadDataDir?: Blob;
  /** Sees each thread as it starts: lets a fault test end it as a crash would. */
  onThreadStart?: (thread: Worker) => void;
}

/**
 * Opens the embedded database on its own thread (pglite-worker.mjs; decision 014). drizzle runs
 * here as over an in-process PGlite: this side answers its `query` and `transaction` by messages,
 * so HTTP, JSON and drizzle use one core while Postgres uses the other.
 *
 * A thread that dies (an exception PGlite could not contain, memory exhausted) takes only the
 * requests it was serving with it: they fail as the database being unavailable (503), and a new
 * thread opens the same data directory (Postgres recovers it from its write-ahead log), so the
 * host serves again without a restart. A database loaded from a dump (tests) is not reopened.
 */
export async function openPgliteThread(options: PgliteThreadOptions): Promise<DatabaseHandle> {
  const { onThreadStart, ...workerData } = options;
  const pending = new Map<number, { resolve(value: unknown): void; reject(err: Error): void }>();
  let nextId = 1;
  /** Why the thread cannot answer now; the message names PGlite so the API answers 503 (functions/errors.ts). */
  let stopped: Error | null = null;
  let closing = false;
  /** A thread that never opened (a bad data directory) is not retried: opening fails instead. */
  let opened = false;
  let restartDelay = RESTART_DELAYS_MS.first;

  function startThread(data: Omit<PgliteThreadOptions, 'onThreadStart'>): { thread: Worker; ready: Promise<void> } {
    // npm start gives node --max-semi-space-size=4 for the main thread (scripts/node-flags.mjs), and
    // V8 applies that flag to every isolate it makes, over a worker's resourceLimits: unset, the
    // limit below holds. V8 reads it only when an isolate is made; the main thread's heap is sized.
    setFlagsFromString('--max-semi-space-size=0');
    const thread = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: data,
      // The thread's own young generation, kept small: what it allocates (protocol buffers, rows) dies
      // young, and V8's default lets each thread's nursery grow to 48 MiB (measured: decision 014).
      // 6 MiB is two 2 MiB semi-spaces (V8 takes a third of it for each); decision 018.
      resourceLimits: { maxYoungGenerationSizeMb: 6 },
    });
    onThreadStart?.(thread);
    const ready = new Promise<void>((resolve, reject) => {
      let ended = false;
      const end = (err: Error) => {
        if (ended) return;
        ended = true;
        stopped = new Error(`The embedded database stopped (PGlite is closed): ${err.message}`);
        reject(err);
        for (const request of pending.values()) request.reject(stopped);
        pending.clear();
        if (opened && !closing && workerData.dataDir) scheduleRestart(err);
      };
      thread.on('error', end);
      thread.on('exit', (code) => end(new Error(`its thread exited with code ${code}`)));
      thread.on('message', (reply: Reply) => {
        if ('ready' in reply) return resolve();
        const request = pending.get(reply.id);
        if (!request) return;
        pending.delete(reply.id);
        if ('error' in reply) request.reject(Object.assign(new Error(reply.error.message), reply.error));
        else request.resolve(reply.result);
      });
    });
    return { thread, ready };
  }

  function scheduleRestart(reason: Error) {
    const delay = restartDelay;
    restartDelay = Math.min(restartDelay * 2, RESTART_DELAYS_MS.max);
    console.error(`The embedded database thread stopped (${reason.message}); starting it again in ${delay} ms.`);
    setTimeout(() => {
      if (closing) return;
      // The data directory as the dead thread left it: a dump it started from is in it already.
      current = startThread({ dataDir: workerData.dataDir });
      current.ready.then(
        () => {
          stopped = null;
          restartDelay = RESTART_DELAYS_MS.first;
          console.error('The embedded database thread is serving again.');
        },
        () => {}, // its exit listener has scheduled the next attempt
      );
    }, delay).unref();
  }

  let current = startThread(workerData);

  function call<T>(request: Request): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      // The row buffers read since the last request go back with this one, moved, not copied.
      const returnedRowBuffers = takeReadRowBuffers();
      if (returnedRowBuffers.length === 0) current.thread.postMessage({ ...request, id });
      else current.thread.postMessage({ ...request, id, returnedRowBuffers }, returnedRowBuffers);
    });
  }

  const writes = createWriteSignal();
  /** Resolves or rejects as `answer` does, after `writes` heard of it (db/writes.ts). */
  const reported = <T>(answer: Promise<T>) => answer.finally(() => writes.notify());

  /**
   * PGlite's `query`, outside any transaction or inside the open transaction `tx`; with
   * `genericPlan`, each statement runs its generic plan (db/prepared.ts, genericPlansOf).
   */
  const query =
    (tx?: number, genericPlan?: boolean) =>
    <T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) => {
      checkKeptAsText(options);
      const answer = call<Pick<Results<T>, 'rows' | 'affectedRows'> | RawAnswer>({ kind: 'query', sql, params, rowMode: options.rowMode, tx, genericPlan }).then(
        (result) => ('rawRows' in result ? (readRawAnswer(result, options.rowMode) as Pick<Results<T>, 'rows' | 'affectedRows'>) : result),
      );
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

  await current.ready;
  opened = true;
  const { client: _, ...handle } = withDrizzle(client as unknown as Pick<PGlite, 'query' | 'transaction'>, async () => {
    closing = true;
    if (!stopped) await call({ kind: 'close' });
    await current.thread.terminate();
  });
  const genericPlanClient = { ...client, query: query(undefined, true) };
  runGenericPlansOn(handle.db, drizzle(genericPlanClient as unknown as PGlite, { schema }) as unknown as Database);
  return { ...handle, writes };
}
