// @ts-check
// Queries with parameters on the database thread as named statements (decision 015). PGlite's
// `query` sends every query as six protocol messages, each its own trip into WebAssembly and its
// own parsed answer (Parse, Describe, Bind, Describe, Execute, Sync), and Postgres parses and
// analyses the SQL text again each time. Here a SQL text is parsed and described once; after
// that a query is one trip: Bind, Execute, Sync, whose answer pglite-wire.mjs reads.
import { protocol } from '@electric-sql/pglite';
import { readableOnMainThread } from './pglite-row-types.mjs';
import { rowBuffer } from './pglite-row-buffers.mjs';
import { joinChunks, readAnswer, readDescription, scanAnswer } from './pglite-wire.mjs';

const { serialize } = protocol;

/** @typedef {import('@electric-sql/pglite').PGlite} PGlite */
/**
 * @typedef {object} Statement
 * @property {string} name
 * @property {number[]} paramTypes
 * @property {import('./pglite-wire.mjs').Field[] | null} rowDescription
 * @property {string | null} rawShape its columns as JSON, where the main thread can read its rows
 */
/** @typedef {{ rawRows: Uint8Array; shape: string; affectedRows: number }} RawAnswer */

/** How many SQL texts stay prepared; the least recently used one is closed past it. */
const KEPT_STATEMENTS = 100;
/** Names are unique in the process, so two sets of statements on one database never collide. */
let lastName = 0;
/** Postgres's "cached plan must not change result type": a table changed under the statement. */
const FEATURE_NOT_SUPPORTED = '0A000';
/** PGlite answers a Terminate message ('X') without running anything. */
const TERMINATE = Uint8Array.of(0x58);

/**
 * Whether a query runs as a named statement. The API's queries carry parameters: those do, and
 * Postgres may keep their plan (a generic plan, after five calls). A pattern match (LIKE, ILIKE)
 * is planned for its values on every call (a window's range or a filter decides its plan), unless
 * the caller asks for its generic plan (a search whose shape fixes its plan, db/prepared.ts). The
 * rest (migrations, a statistics read) is rare, and may hold several statements in one text.
 * @param {{ sql: string; params: unknown[] }} query
 */
export function isNameable(query) {
  return query.params.length > 0 && !/\bi?like\b/i.test(query.sql);
}

/**
 * `run(sql, params, rowMode)` answers as `pg.query` does (rows, fields, affectedRows). The caller
 * holds PGlite's locks, as `query` would take them (see `runLocked`).
 * @param {PGlite} pg
 */
export function namedStatements(pg, capacity = KEPT_STATEMENTS) {
  /** @type {Map<string, Statement>} in order of last use, oldest first */
  const statements = new Map();

  /**
   * Sends the messages and answers Postgres's reply, unread: PGlite's `execProtocol` would read
   * every message of it with its own slower reader (pglite-wire.mjs says why).
   * @param {Uint8Array[]} messages
   */
  async function exec(...messages) {
    /** @type {Uint8Array[]} */
    const chunks = [];
    // A chunk is a view of WebAssembly memory that the next write reuses: copied at once.
    await pg.execProtocolRawStream(Buffer.concat(messages), { syncToFs: false, onRawData: (chunk) => chunks.push(Buffer.from(chunk)) });
    // PGlite keeps that callback until its next `execProtocol` ends, and that call would hand its
    // answer to the callback instead of its own reader: one that sends nothing ends it here.
    await pg.execProtocol(TERMINATE, { syncToFs: false });
    return joinChunks(chunks);
  }

  /** @param {string} sql */
  async function prepare(sql) {
    const name = `vs_${++lastName}`;
    const described = readDescription(await exec(serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()));
    const { rowDescription } = described;
    const rawShape = rowDescription && readableOnMainThread(rowDescription) ? JSON.stringify(rowDescription) : null;
    /** @type {Statement} */
    const statement = { name, ...described, rawShape };
    statements.set(sql, statement);
    if (statements.size > capacity) {
      const [oldestSql, oldest] = statements.entries().next().value ?? [];
      if (oldestSql !== undefined && oldest) await forget(oldestSql, oldest);
    }
    return statement;
  }

  /**
   * @param {string} sql
   * @param {Statement} statement
   */
  async function forget(sql, statement) {
    statements.delete(sql);
    await exec(serialize.close({ type: 'S', name: statement.name }), serialize.sync());
  }

  /**
   * @param {Statement} statement
   * @param {unknown[]} params
   * @param {'array' | 'object' | undefined} rowMode
   * @param {boolean} raw answer the rows unread where the main thread can read them
   * @returns {Promise<import('./pglite-wire.mjs').Answer | RawAnswer>}
   */
  async function execute(statement, params, rowMode, raw) {
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = pg.serializers[statement.paramTypes[i] ?? 0];
      return serializer ? serializer(param) : String(param);
    });
    const answer = await exec(serialize.bind({ statement: statement.name, values }), serialize.execute(), serialize.sync());
    if (!raw || statement.rawShape === null) return readAnswer(answer, statement.rowDescription, pg.parsers, rowMode);
    const { rowsStart, rowsEnd, affectedRows } = scanAnswer(answer);
    // A buffer of its own (the answer's may be a slice of Node's shared pool), so it can be moved.
    const rawRows = rowBuffer(rowsEnd - rowsStart);
    rawRows.set(answer.subarray(rowsStart, rowsEnd));
    return { rawRows, shape: statement.rawShape, affectedRows };
  }

  /** @param {string} sql a statement that changes nothing but this session's settings */
  async function set(sql) {
    readAnswer(await exec(serialize.query(sql)), null, pg.parsers, undefined);
  }

  /**
   * @param {string} sql
   * @param {unknown[]} params
   * @param {'array' | 'object' | undefined} rowMode
   * @param {{ genericPlan?: boolean; raw?: boolean }} [options] `genericPlan`: run the statement's
   *   generic plan, made once and reused, whatever Postgres's own choice (plan_cache_mode, for this
   *   statement only); `raw`: answer rows the main thread can read unread (RawAnswer)
   */
  async function run(sql, params, rowMode, options = {}) {
    const raw = Boolean(options.raw);
    if (!options.genericPlan) return runNamed(sql, params, rowMode, raw);
    // A setting of the session, so it is set and reset around the one statement: every other
    // statement keeps Postgres's choice. Outside a transaction only (the caller's check), where
    // each SET takes effect at once and no rollback can undo the reset.
    await set('set plan_cache_mode = force_generic_plan');
    try {
      return await runNamed(sql, params, rowMode, raw);
    } finally {
      await set('reset plan_cache_mode');
    }
  }

  /**
   * @param {string} sql
   * @param {unknown[]} params
   * @param {'array' | 'object' | undefined} rowMode
   * @param {boolean} raw
   */
  async function runNamed(sql, params, rowMode, raw) {
    let statement = statements.get(sql);
    if (statement) {
      statements.delete(sql); // moves it to the newest end
      statements.set(sql, statement);
    } else {
      statement = await prepare(sql);
    }
    try {
      return await execute(statement, params, rowMode, raw);
    } catch (err) {
      if (/** @type {{ code?: string }} */ (err).code !== FEATURE_NOT_SUPPORTED) throw err;
      // The statement's tables changed shape (a migration ran): prepare it again, once.
      await forget(sql, statement);
      return execute(await prepare(sql), params, rowMode, raw);
    }
  }

  return { run, size: () => statements.size };
}

/**
 * Runs `fn` under PGlite's locks as `pg.query` (outside a transaction: the transaction lock, then
 * the query lock) or `tx.query` (inside the open transaction: the query lock) take them, and
 * writes to disk afterwards as `pg.query` does outside a transaction.
 * @template T
 * @param {PGlite} pg
 * @param {boolean} inTransaction
 * @param {() => Promise<T>} fn
 */
export async function runLocked(pg, inTransaction, fn) {
  if (inTransaction) return pg._runExclusiveQuery(fn);
  await pg._checkReady();
  return pg._runExclusiveTransaction(async () => {
    const result = await pg._runExclusiveQuery(fn);
    await pg.syncToFs();
    return result;
  });
}
