import { Pool } from '@neondatabase/serverless';
import { drizzle } from 'drizzle-orm/neon-serverless';
import * as schema from '../schema.ts';
import type { Database } from '../database.ts';
import { guardPoolClients } from './pool-guard.ts';

/**
 * The Neon driver rejects a connection whose WebSocket failed with the bare error event, which is
 * no Error (Hono's error handler would never see it): make it one, naming the WebSocket, so the
 * app answers 503 DATABASE_UNAVAILABLE.
 */
function asError(err: unknown): Error | undefined {
  if (err === undefined || err === null || err instanceof Error) return err ?? undefined;
  const detail = (err as { message?: unknown }).message;
  return new Error(`The WebSocket connection to the database failed${typeof detail === 'string' && detail ? `: ${detail}` : '.'}`, { cause: err });
}

type ConnectCallback = Parameters<Extract<Pool['connect'], (callback: never) => void>>[0];

/**
 * A Neon pool for one Worker request. Workers may not share sockets between requests, so the
 * caller ends the pool when the request is done (ctx.waitUntil(pool.end())).
 */
export function openNeon(url: string): { db: Database; pool: Pool } {
  const pool = new Pool({ connectionString: url });
  // A connection dropped while idle must not become an uncaught exception.
  pool.on('error', (err: unknown) => console.error(`An idle Neon connection failed: ${asError(err)?.message}`));
  // And one lost while in use must fail only its query, and give its place in the pool back.
  guardPoolClients(pool);
  // pool.query() connects through this.connect too, so every way in gets a real Error.
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => Promise<unknown> | void;
  pool.connect = ((callback?: ConnectCallback) =>
    callback
      ? connect((err, client, done) => callback(asError(err), client, done))
      : (connect() as Promise<unknown>).catch((err: unknown) => {
          throw asError(err);
        })) as Pool['connect'];
  return { pool, db: drizzle(pool, { schema }) as unknown as Database };
}
