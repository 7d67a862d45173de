import type { Database } from './database.ts';

/**
 * Statements of the hottest paths (the session check on every request, the list), built once
 * per database and shape and then run with new parameters. Building a statement through the
 * query builder cost ~15% of a list request's CPU (decision 008); on node-postgres and Neon the
 * name also makes the server parse and plan it once per connection instead of on every call.
 *
 * `name` must be unique per SQL text: Postgres keeps one statement per name and connection.
 * A database that is a per-request object (the Worker's) simply builds it once per request.
 */
const statementsOf = new WeakMap<Database, Map<string, unknown>>();

export function preparedOnce<T>(db: Database, name: string, build: (name: string) => T): T {
  let statements = statementsOf.get(db);
  if (!statements) statementsOf.set(db, (statements = new Map()));
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(name);
    statements.set(name, statement);
  }
  return statement;
}
