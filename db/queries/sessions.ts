import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { preparedOnce } from '../prepared.ts';
import { type User, sessions, users } from '../schema.ts';

/** Longer user agents are cut: the column is for "which device is this", not for forensics. */
const MAX_USER_AGENT = 512;

/**
 * Opens a session row for a sign-in. The user's expired rows are removed on the way, so the table
 * does not grow with abandoned sessions.
 */
export async function createSession(
  db: Database,
  userId: string,
  session: { userAgent: string | null; now: Date; expiresAt: Date },
): Promise<{ id: string }> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, session.now)));
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      userAgent: session.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
      createdAt: session.now,
      lastUsedAt: session.now,
      expiresAt: session.expiresAt,
    })
    .returning({ id: sessions.id });
  return row!;
}

/**
 * The user behind a live session, in one round trip: the row must exist, belong to that user and
 * be unexpired. Also returns the row's last use, so the caller can decide whether to touch it, and
 * its end, so a check remembered for a moment (functions/auth/session-memo.ts) still ends on time.
 */
export async function findSessionUser(
  db: Database,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<{ user: User; lastUsedAt: Date; expiresAt: Date } | undefined> {
  // Every signed-in request runs this: built once (db/prepared.ts).
  const statement = preparedOnce(db, 'session_user', (name) =>
    db
      .select({ user: users, lastUsedAt: sessions.lastUsedAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, sql.placeholder('userId')), gt(sessions.expiresAt, sql.placeholder('now'))))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ sessionId, userId, now: now.toISOString() });
  return row;
}

/** Sliding expiry: records a use and pushes the session's end out. */
export async function touchSession(db: Database, userId: string, sessionId: string, at: { now: Date; expiresAt: Date }) {
  await db
    .update(sessions)
    .set({ lastUsedAt: at.now, expiresAt: at.expiresAt })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
}

/** Signs one browser out; the user's other sessions stay. */
export async function deleteSession(db: Database, userId: string, sessionId: string) {
  await db.delete(sessions).where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
}

/**
 * Signs the user out everywhere in one statement: every session row goes, and session_version is
 * bumped, which also revokes every extension token (they carry the version they were minted with).
 */
export async function revokeAllSessions(db: Database, userId: string): Promise<void> {
  const removed = db.$with('removed').as(db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id }));
  await db
    .with(removed)
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}
