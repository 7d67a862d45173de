/**
 * Remembers which signed tokens already passed verification, so a browser's session cookie is
 * HMAC-checked once rather than on every request (the profile of GET /api/bookmarks found jose's
 * verify at ~5% of the server's CPU). An entry lives until the token's own expiry and the cache is
 * bounded. It only saves repeating a pure computation: the session row and session_version are
 * still checked on every request, so signing out revokes at once.
 */
const MAX_ENTRIES = 2000;

export interface CachedVerification<T> {
  value: T;
  /** The token's exp, in ms since the epoch. */
  expiresAt: number;
}

export function createVerifiedTokenCache<T>(maxEntries = MAX_ENTRIES) {
  const entries = new Map<string, CachedVerification<T>>();
  return {
    get(key: string, now = Date.now()): T | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expiresAt <= now) {
        entries.delete(key);
        return undefined;
      }
      return hit.value;
    },
    set(key: string, entry: CachedVerification<T>) {
      // Oldest first: Map keeps insertion order.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
    },
    get size() {
      return entries.size;
    },
  };
}
