// @ts-check
// The embedded database on its own thread (pglite-thread.ts opens it; decision 014): HTTP, JSON
// and drizzle stay on the main thread, Postgres runs here, so the two use both cores. It answers
// each message with { id, result } or { id, error }. Plain JavaScript: no TypeScript loader runs
// in the worker, under `npm start` or tsx alike.
import { parentPort, workerData } from 'node:worker_threads';
import { keepFstatAnswers } from './fstat-cache.mjs';
import { keepRowBuffers } from './pglite-row-buffers.mjs';
import { createPglite } from './pglite-settings.mjs';
import { TYPES_KEPT_AS_TEXT } from './pglite-text-types.mjs';
import { isNameable, namedStatements, runLocked } from './pglite-statements.mjs';

/** @typedef {import('@electric-sql/pglite').Transaction} Transaction */
/** @typedef {{ tx: Transaction; commit: (value?: unknown) => void; rollback: (reason: unknown) => void; done: Promise<unknown> }} OpenTransaction */

// This thread alone touches the data directory, through Emscripten's synchronous fs calls.
keepFstatAnswers();
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
// drizzle's parsers, set once: a query's own parsers would be merged into PGlite's on every query.
const pg = await createPglite({ ...workerData, typesKeptAsText: TYPES_KEPT_AS_TEXT });
const statements = namedStatements(pg);
/** @type {Map<number, OpenTransaction>} */
const transactions = new Map();
/** What a transaction is rolled back with when the main thread asks: not an error to report. */
const ROLLED_BACK = Symbol('rolled back');

port.on('message', (message) => {
  if (message.returnedRowBuffers) keepRowBuffers(message.returnedRowBuffers);
  run(message).then(
    // Rows left unread move to the main thread as their buffer, not copied.
    (result) => port.postMessage({ id: message.id, result }, result?.rawRows ? [result.rawRows.buffer] : []),
    (err) => port.postMessage({ id: message.id, error: errorFields(err) }),
  );
});
port.postMessage({ ready: true });

/** @param {any} message */
async function run(message) {
  switch (message.kind) {
    case 'query': {
      const inTransaction = message.tx !== undefined;
      const target = inTransaction ? transactionOf(message.tx).tx : pg;
      // A statement whose shape fixes its plan (db/prepared.ts) runs its generic plan, even one
      // with a pattern; in a transaction it is treated as any other.
      const genericPlan = Boolean(message.genericPlan) && !inTransaction && message.params.length > 0;
      // Rows the main thread can read go there unread (pglite-row-types.mjs).
      const answer =
        genericPlan || isNameable(message)
          ? await runLocked(pg, inTransaction, () => statements.run(message.sql, message.params, message.rowMode, { genericPlan, raw: true }))
          : await target.query(message.sql, message.params, { rowMode: message.rowMode });
      if ('rawRows' in answer) return answer;
      // Without the fields: drizzle maps rows by its own, and copying them to the main thread with
      // every answer cost a sixth of the copy of a list page.
      return { rows: answer.rows, affectedRows: answer.affectedRows };
    }
    case 'begin':
      return begin(message.id);
    case 'end':
      return end(message.tx, message.commit);
    case 'close':
      return pg.close();
    default:
      throw new Error(`Unknown message to the database thread: ${message.kind}`);
  }
}

/** @param {number} id */
function transactionOf(id) {
  const open = transactions.get(id);
  if (!open) throw new Error('Transaction is closed');
  return open;
}

/**
 * Opens a PGlite transaction under the id `id` and answers once BEGIN ran. It stays open, holding
 * PGlite's lock so other queries wait as they would on a connection, until `end`.
 * @param {number} id
 */
function begin(id) {
  return new Promise((started, failed) => {
    /** @type {Partial<OpenTransaction>} */
    const open = {};
    open.done = pg.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          Object.assign(open, { tx, commit, rollback });
          transactions.set(id, /** @type {OpenTransaction} */ (open));
          started(id);
        }),
    );
    // Before it started (BEGIN failed) this fails the request; after, `end` reports the outcome.
    open.done.catch(failed);
  });
}

/**
 * Commits (PGlite runs COMMIT when the callback resolves) or rolls back (ROLLBACK when it rejects).
 * @param {number} id
 * @param {boolean} commit
 */
async function end(id, commit) {
  const open = transactionOf(id);
  transactions.delete(id);
  if (commit) {
    open.commit();
    await open.done;
  } else {
    open.rollback(ROLLED_BACK);
    await open.done.catch((err) => {
      if (err !== ROLLED_BACK) throw err;
    });
  }
  return null;
}

/**
 * An error as plain data: its message and every own primitive field (Postgres's code, detail,
 * constraint, …), which the main thread puts back on an Error.
 * @param {unknown} err
 */
function errorFields(err) {
  if (!(err instanceof Error)) return { message: String(err) };
  /** @type {Record<string, unknown>} */
  const fields = { name: err.name, message: err.message };
  for (const [key, value] of Object.entries(err)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}
