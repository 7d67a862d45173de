import { eq } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { type User, users } from '../schema.ts';

export async function findUserById(db: Database, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export interface GoogleProfile {
  sub: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
}

/**
 * Finds or creates the account of a Google identity. Accounts are keyed on `sub` (an e-mail can
 * change hands); the profile fields follow the identity provider on every sign-in.
 */
export async function upsertGoogleUser(db: Database, profile: GoogleProfile): Promise<User> {
  const fields = {
    email: profile.email.toLowerCase(),
    firstName: profile.firstName,
    lastName: profile.lastName,
    profileImageUrl: profile.picture,
  };
  const [user] = await db
    .insert(users)
    .values({ googleSub: profile.sub, ...fields })
    .onConflictDoUpdate({ target: users.googleSub, set: fields })
    .returning();
  return user!;
}
