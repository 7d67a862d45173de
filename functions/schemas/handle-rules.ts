/**
 * Handle rules shared by the API and the SPA (pure functions, no imports, so the web bundle can
 * use them without pulling in zod or the server). Spec 2 §5 and §9.
 */

export const HANDLE_MIN_LENGTH = 3;
export const HANDLE_MAX_LENGTH = 30;

/** A stored handle: 3–30 of lowercase letters, digits, hyphen and underscore. */
export const HANDLE_PATTERN = /^[a-z0-9_-]{3,30}$/;

/**
 * Words a handle may not be: every top-level route of the SPA and the server and every top-level
 * file or folder the site serves (by name and by name without its extension: Workers Assets
 * serves /index for index.html), so /{handle} can never shadow a screen or a file, plus names
 * that would mislead visitors. tests/api/headers.test.ts derives the first two from the router
 * and the build, so a new file cannot reopen the hole.
 */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  'api', 'admin', 'login', 'logout', 'settings', 'categories', 'profile', 'auth', 'p', 'assets', 'dev',
  'share', 'extension', 'import', 'export', 'docs', 'help', 'about', 'terms', 'privacy', 'static',
  'public', 'user', 'users', 'home', 'app', 'www', 'root', 'support', 'signin', 'signup', 'register',
  'vidshelf', 'null', 'undefined',
  // The site's files and folders (web/public and the build).
  '_headers', 'assetsignore', 'downloads', 'icons', 'index', 'landing', 'landing-language', 'theme-init',
  'manifest', 'favicon', 'robots', 'sitemap', 'well-known', 'workbox', 'registersw', 'vite',
]);

/**
 * Settings page input (spec 2 §5): lowercased; only letters, digits, hyphen and underscore kept.
 * Letters of any script are kept, so a look-alike (a Cyrillic а in аlice) is refused with a
 * message rather than silently dropped into another handle (lice).
 */
export function sanitizeSettingsHandle(input: string): string {
  return input.toLowerCase().replace(/[^\p{L}\p{M}\p{N}_-]/gu, '');
}

/**
 * Create-member input (spec 2 §5): lowercased, accents removed, other characters replaced with
 * hyphens, repeated hyphens collapsed, leading and trailing hyphens trimmed, cut to 30.
 */
export function slugifyHandle(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, HANDLE_MAX_LENGTH)
    .replace(/-$/, '');
}

export type HandleProblem = 'empty' | 'too_short' | 'too_long' | 'invalid_characters' | 'reserved';

/** Why a (sanitised) handle cannot be used, or null when its form is fine. */
export function handleProblem(handle: string): HandleProblem | null {
  if (handle.length === 0) return 'empty';
  if (handle.length < HANDLE_MIN_LENGTH) return 'too_short';
  if (handle.length > HANDLE_MAX_LENGTH) return 'too_long';
  if (!HANDLE_PATTERN.test(handle)) return 'invalid_characters';
  if (RESERVED_HANDLES.has(handle)) return 'reserved';
  return null;
}

/** English messages for each problem (the spec's texts where it has them). */
export const HANDLE_PROBLEM_MESSAGES: Record<HandleProblem, string> = {
  empty: 'Please enter a handle',
  too_short: 'Handle must be at least 3 characters',
  too_long: 'Handle must be 30 characters or less',
  invalid_characters: 'Handle can only contain lowercase letters, numbers, hyphens and underscores',
  reserved: 'This handle is reserved',
};

/** Spec 2: the one answer for a handle someone else holds (the client adds ' Try: {suggestion}'). */
export const HANDLE_TAKEN_MESSAGE = 'Handle is not available';
