import { lt } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { usedOAuthStates } from '../schema.ts';

/**
 * Marks an OAuth state's nonce as redeemed. True the first time; false when the state was already
 * used (a replayed callback). Nonces past their state's expiry are dropped on the way: a state
 * that old is refused by its signature check anyway.
 */
export async function redeemOAuthState(db: Database, nonce: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.delete(usedOAuthStates).where(lt(usedOAuthStates.expiresAt, now));
  const inserted = await db
    .insert(usedOAuthStates)
    .values({ nonce, expiresAt })
    .onConflictDoNothing({ target: usedOAuthStates.nonce })
    .returning({ nonce: usedOAuthStates.nonce });
  return inserted.length === 1;
}
