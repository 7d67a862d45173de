// @ts-check
// The types drizzle has PGlite hand over as text rather than parse, in a module of their own: the
// main thread checks queries against them without loading PGlite (pglite-thread.ts).

/**
 * timestamp, timestamptz, interval, date, and the arrays of numeric, timestamp, timestamptz,
 * interval and date: drizzle-orm/pglite/session.js passes parsers for these with every query. The
 * database thread's PGlite keeps them as text itself, so no query carries parsers (pglite-thread.ts
 * checks drizzle still asks for exactly these).
 */
export const TYPES_KEPT_AS_TEXT = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
