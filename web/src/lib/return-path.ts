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

/**
 * The path when it is safe to go to after sign-in: a path of this site (never another origin,
 * `//host` or `/\host`), and not the sign-in screens themselves; null otherwise.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_RETURN_PATH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  let parsed: URL;
  try {
    parsed = new URL(value, 'https://vidshelf.invalid');
  } catch {
    return null;
  }
  if (parsed.origin !== 'https://vidshelf.invalid') return null;
  if (parsed.pathname === paths.login || parsed.pathname === paths.authCallback) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** The sign-in screen's address that comes back to `path` afterwards. */
export function loginPathReturningTo(path: string): string {
  return `${paths.login}?${new URLSearchParams({ [RETURN_PARAM]: path }).toString()}`;
}
