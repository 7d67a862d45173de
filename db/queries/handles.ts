import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { users } from '../schema.ts';
import {
  HANDLE_MAX_LENGTH,
  HANDLE_MIN_LENGTH,
  HANDLE_PROBLEM_MESSAGES,
  handleProblem,
  slugifyHandle,
} from '../../functions/schemas/handle-rules.ts';

/** The handle availability answer (spec 2 §3): available, the normalised handle, error, suggestion. */
export interface HandleAvailability {
  available: boolean;
  handle: string;
  error?: string;
  suggestion?: string;
}

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

/** A free handle close to `base`: itself, else with a number appended (kept within 30). */
export async function suggestHandle(db: Database, base: string, exceptUserId?: string): Promise<string> {
  let stem = slugifyHandle(base);
  if (stem.length < HANDLE_MIN_LENGTH) stem = `${stem}${stem ? '-' : ''}shelf`.slice(0, HANDLE_MAX_LENGTH);
  if (!handleProblem(stem) && !(await isHandleTaken(db, stem, exceptUserId))) return stem;
  for (let n = 2; n < 1000; n++) {
    const suffix = String(n);
    const candidate = `${stem.slice(0, HANDLE_MAX_LENGTH - suffix.length - 1)}-${suffix}`;
    if (!handleProblem(candidate) && !(await isHandleTaken(db, candidate, exceptUserId))) return candidate;
  }
  // Practically unreachable: a random tail is free.
  return `${stem.slice(0, HANDLE_MAX_LENGTH - 7)}-${crypto.randomUUID().slice(0, 6)}`;
}

/** Checks a normalised handle for `userId` (their own current handle counts as available). */
export async function checkHandle(db: Database, handle: string, userId?: string): Promise<HandleAvailability> {
  const problem = handleProblem(handle);
  if (problem === 'empty' || problem === 'too_short' || problem === 'too_long' || problem === 'invalid_characters') {
    return { available: false, handle, error: HANDLE_PROBLEM_MESSAGES[problem] };
  }
  if (problem === 'reserved' || (await isHandleTaken(db, handle, userId))) {
    return {
      available: false,
      handle,
      error: problem === 'reserved' ? HANDLE_PROBLEM_MESSAGES.reserved : 'Handle is not available',
      suggestion: await suggestHandle(db, handle, userId),
    };
  }
  return { available: true, handle };
}

/** The owner of a handle, if any. */
export async function findUserIdByHandle(db: Database, handle: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.handle, handle.toLowerCase())).limit(1);
  return row?.id;
}
