import type { Query } from 'drizzle-orm';
import type { PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database } from './database.ts';

/**
 * Statements of the hottest paths (the session check on every request, the list), built once
 * per database and shape and then run with new parameters. Building a statement through the
 * query builder cost ~15% of a list request's CPU (decision 008); on node-postgres and Neon the
 * name also makes the server parse and plan it once per connection instead of on every call
 * (node-postgres only, see allowNamedStatements).
 *
 * `name` must be unique per SQL text: Postgres keeps one statement per name and connection.
 * A database that is a per-request object (the Worker's) simply builds it once per request.
 */
const statementsOf = new WeakMap<Database, Map<string, unknown>>();

/**
 * Databases whose statements may be named: a long-lived node-postgres pool talking to Postgres
 * itself. The Worker's Neon pool lives for one request (a name would never be reused) and may go
 * through a transaction pooler, where a named statement can be missing on the next connection.
 */
const mayNameStatements = new WeakSet<Database>();

export function allowNamedStatements(db: Database) {
  mayNameStatements.add(db);
}

/**
 * Where a database's statements whose shape fixes their plan run: a database over the same data
 * whose named statements always use Postgres's generic plan (plan_cache_mode =
 * force_generic_plan), planned once per connection. Postgres's own choice (after five custom plans,
 * the generic one only if its estimate is no dearer) kept planning a search on every call: its
 * generic plan is the same plan, but priced without the values, so it looked dearer (decision 019,
 * revisited). Only the Node host's long-lived databases have one; a transaction does not.
 */
const genericPlanDatabases = new WeakMap<Database, Database>();

export function runGenericPlansOn(db: Database, generic: Database) {
  genericPlanDatabases.set(db, generic);
}

/** The database to run `db`'s fixed-plan statements on: its generic-plan one, or `db` itself. */
export function genericPlansOf(db: Database): Database {
  return genericPlanDatabases.get(db) ?? db;
}

/** `build` receives the statement's name, or '' (unnamed) where names are not allowed. */
export function preparedOnce<T>(db: Database, name: string, build: (name: string) => T): T {
  let statements = statementsOf.get(db);
  if (!statements) statementsOf.set(db, (statements = new Map()));
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(mayNameStatements.has(db) ? name : '');
    statements.set(name, statement);
  }
  return statement;
}

/**
 * A select statement whose rows `mapRows` reads as the driver hands them: arrays in the order of
 * the selected fields (drizzle's `toSQL` order), with timestamps as Postgres's text. drizzle's own
 * mapping (`mapResultRow`) checks each field's kind and walks its path for every value of every
 * row; on the list it was a quarter of the main thread's allocations (bench/README.md, "The
 * list's main thread: rows, timestamps, error layers").
 */
export function preparedWithRows<Row>(db: Database, query: { toSQL(): Query }, name: string, mapRows: (rows: unknown[][]) => Row[]) {
  return db._.session.prepareQuery<PreparedQueryConfig & { execute: Row[] }>(query.toSQL(), undefined, name, true, mapRows);
}
