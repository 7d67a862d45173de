import { paths } from '../config/paths';

/**
 * Where sign-in returns to: a screen sends a signed-out person to `/login?next=<path>`; the login
 * page keeps that path with the rest of the sign-in state (features/auth/oauth-storage.ts) and
 * the callback goes there instead of the library. The one mechanism for every screen that needs it
 * (the share target is the first).
 */
export const RETURN_PARAM = 'next';

/** Longer paths are not ours (the share target's text is cut well before this). */
const MAX_RETURN_PATH = 2048;

const BASE = 'https://vidshelf.invalid';

/**
 * The path when it is safe to go to after sign-in: a path of this site (never another origin,
 * `//host` or `/\host`, before or after normalising: `/..//host` normalises to `//host`), and not
 * the sign-in screens themselves; null otherwise, and the caller goes home.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_RETURN_PATH || !isSameOriginPath(value)) return null;
  const parsed = new URL(value, BASE);
  if (parsed.pathname === paths.login || parsed.pathname === paths.authCallback) return null;
  const normalised = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return isSameOriginPath(normalised) ? normalised : null;
}

/** A path that stays on this site when followed: one slash, then no second slash or backslash. */
function isSameOriginPath(path: string): boolean {
  if (!/^\/(?![/\\])/.test(path)) return false;
  try {
    return new URL(path, BASE).origin === BASE;
  } catch {
    return false;
  }
}

/** The sign-in screen's address that comes back to `path` afterwards. */
export function loginPathReturningTo(path: string): string {
  return `${paths.login}?${new URLSearchParams({ [RETURN_PARAM]: path }).toString()}`;
}
