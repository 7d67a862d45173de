import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { type User, apiTokens, users } from '../schema.ts';
import { lockUser } from './categories.ts';

/** What the owner sees of a token: never the secret, never its hash. */
export interface ApiTokenRow {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

const listed = { id: apiTokens.id, name: apiTokens.name, createdAt: apiTokens.createdAt, lastUsedAt: apiTokens.lastUsedAt };

/** The user's tokens, newest first. */
export async function listApiTokens(db: Database, userId: string): Promise<ApiTokenRow[]> {
  return db.select(listed).from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(desc(apiTokens.createdAt), apiTokens.id);
}

/**
 * Stores a new token's hash under the user, unless they already hold `limit` tokens (then null).
 * The user's row is locked, so two tabs creating at once cannot both take the last slot.
 */
export async function createApiToken(
  db: Database,
  userId: string,
  token: { name: string; tokenHash: string; now: Date },
  limit: number,
): Promise<ApiTokenRow | null> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [held] = await tx.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
    if ((held?.n ?? 0) >= limit) return null;
    const [row] = await tx
      .insert(apiTokens)
      .values({ userId, name: token.name, tokenHash: token.tokenHash, createdAt: token.now })
      .returning(listed);
    return row!;
  });
}

/** Revokes one of the user's tokens; false when the user has no token with this id. */
export async function deleteApiToken(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  return deleted.length > 0;
}

/** The token with this hash and its user, in one round trip (every request with a token asks). */
export async function findApiTokenUser(db: Database, tokenHash: string): Promise<{ tokenId: string; lastUsedAt: Date | null; user: User } | undefined> {
  const [row] = await db
    .select({ tokenId: apiTokens.id, lastUsedAt: apiTokens.lastUsedAt, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Records a use of the token (the caller writes at most once a minute). */
export async function touchApiToken(db: Database, userId: string, tokenId: string, now: Date) {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId)));
}
