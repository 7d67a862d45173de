import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { users } from '../schema.ts';

/**
 * Whether another account holds this handle. Handles are stored lowercase (every write goes through
 * the sanitisers), so the unique index on handle makes them unique case-insensitively.
 */
export async function isHandleTaken(db: Database, handle: string, exceptUserId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.handle, handle.toLowerCase()), exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  return row !== undefined;
}
