import { Pool } from '@neondatabase/serverless';
import { drizzle } from 'drizzle-orm/neon-serverless';
import * as schema from '../schema.ts';
import type { Database } from '../database.ts';

/**
 * A Neon pool for one Worker request. Workers may not share sockets between requests, so the
 * caller ends the pool when the request is done (ctx.waitUntil(pool.end())).
 */
export function openNeon(url: string): { db: Database; pool: Pool } {
  const pool = new Pool({ connectionString: url });
  return { pool, db: drizzle(pool, { schema }) as unknown as Database };
}
