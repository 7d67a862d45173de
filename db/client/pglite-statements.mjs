// @ts-check
// Queries with parameters on the database thread as named statements (decision 015). PGlite's
// `query` sends every query as six protocol messages, each its own trip into WebAssembly and its
// own parsed answer (Parse, Describe, Bind, Describe, Execute, Sync), and Postgres parses and
// analyses the SQL text again each time. Here a SQL text is parsed and described once; after
// that a query is one trip: Bind, Execute, Sync.
import { parse, protocol } from '@electric-sql/pglite';

const { serialize } = protocol;
const { parseDescribeStatementResults, parseResults } = parse;

/** @typedef {import('@electric-sql/pglite').PGlite} PGlite */
/** @typedef {{ name: string; paramTypes: number[]; rowDescription: unknown }} Statement */

/** How many SQL texts stay prepared; the least recently used one is closed past it. */
const KEPT_STATEMENTS = 100;
/** Names are unique in the process, so two sets of statements on one database never collide. */
let lastName = 0;
/** Postgres's "cached plan must not change result type": a table changed under the statement. */
const FEATURE_NOT_SUPPORTED = '0A000';

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

  /** @param {Uint8Array[]} messages */
  const exec = (...messages) => pg.execProtocol(Buffer.concat(messages), { syncToFs: false });

  /** @param {string} sql */
  async function prepare(sql) {
    const name = `vs_${++lastName}`;
    const { messages } = await exec(serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync());
    const rowDescription = messages.find((message) => message.name === 'rowDescription') ?? null;
    /** @type {Statement} */
    const statement = { name, paramTypes: parseDescribeStatementResults(messages), rowDescription };
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
   */
  async function execute(statement, params, rowMode) {
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = pg.serializers[statement.paramTypes[i] ?? 0];
      return serializer ? serializer(param) : String(param);
    });
    const { messages } = await exec(serialize.bind({ statement: statement.name, values }), serialize.execute(), serialize.sync());
    const answer = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    const [result] = parseResults(/** @type {any} */ (answer), pg.parsers, { rowMode });
    return /** @type {NonNullable<typeof result>} */ (result);
  }

  /** @param {string} sql a statement that changes nothing but this session's settings */
  async function set(sql) {
    await exec(serialize.query(sql));
  }

  /**
   * @param {string} sql
   * @param {unknown[]} params
   * @param {'array' | 'object' | undefined} rowMode
   * @param {{ genericPlan?: boolean }} [options] run the statement's generic plan, made once and
   *   reused, whatever Postgres's own choice (plan_cache_mode, for this statement only)
   */
  async function run(sql, params, rowMode, options = {}) {
    if (!options.genericPlan) return runNamed(sql, params, rowMode);
    // A setting of the session, so it is set and reset around the one statement: every other
    // statement keeps Postgres's choice. Outside a transaction only (the caller's check), where
    // each SET takes effect at once and no rollback can undo the reset.
    await set('set plan_cache_mode = force_generic_plan');
    try {
      return await runNamed(sql, params, rowMode);
    } finally {
      await set('reset plan_cache_mode');
    }
  }

  /**
   * @param {string} sql
   * @param {unknown[]} params
   * @param {'array' | 'object' | undefined} rowMode
   */
  async function runNamed(sql, params, rowMode) {
    let statement = statements.get(sql);
    if (statement) {
      statements.delete(sql); // moves it to the newest end
      statements.set(sql, statement);
    } else {
      statement = await prepare(sql);
    }
    try {
      return await execute(statement, params, rowMode);
    } catch (err) {
      if (/** @type {{ code?: string }} */ (err).code !== FEATURE_NOT_SUPPORTED) throw err;
      // The statement's tables changed shape (a migration ran): prepare it again, once.
      await forget(sql, statement);
      return execute(await prepare(sql), params, rowMode);
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
