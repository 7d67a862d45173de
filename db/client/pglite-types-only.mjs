// @ts-check
// What drizzle-orm/pglite takes from PGlite, for the Node host's main thread: the bundle gives its
// drizzle this module in place of PGlite (scripts/build-server.mjs), since there PGlite runs on the
// database thread alone (pglite-thread.ts) and drizzle only talks to that thread's client.

/** PGlite's ids of the types drizzle's parsers name (pglite-thread.ts checks every query's). */
export const types = { TIMESTAMP: 1114, TIMESTAMPTZ: 1184, INTERVAL: 1186, DATE: 1082 };

/** drizzle() opens a PGlite only when given a data directory instead of a client: never here. */
export class PGlite {
  constructor() {
    throw new Error('PGlite runs on the database thread (db/client/pglite-thread.ts), not on the main thread.');
  }
}
