import { mutate } from 'swr';
import { buildUrl, type QueryKey } from './api';

/** The caches spec 1 §7 refreshes after every mutation of the library. */
const LIBRARY_PREFIXES = ['/api/bookmarks', '/api/stats', '/api/categories', '/api/subscriptions', '/api/auth/user'];

function keyUrl(key: unknown): string | null {
  if (typeof key === 'string') return key;
  if (Array.isArray(key)) return buildUrl(key as QueryKey);
  return null;
}

// SWR's key-filter mutate deliberately skips useSWRInfinite's keys, so paged lists register
// their own revalidation here.
const pagedListRefreshers = new Set<() => Promise<unknown>>();

/** Registers a paged list to be revalidated by refreshLibrary(); returns the unregister function. */
export function onLibraryRefresh(refresh: () => Promise<unknown>): () => void {
  pagedListRefreshers.add(refresh);
  return () => void pagedListRefreshers.delete(refresh);
}

/**
 * Revalidates the caches spec 1 §7 names after a mutation: every bookmark list (all loaded pages),
 * the stats, the categories and the current user.
 */
export function refreshLibrary(): Promise<unknown> {
  return Promise.all([
    mutate((key) => {
      const url = keyUrl(key);
      return !!url && LIBRARY_PREFIXES.some((prefix) => url.includes(prefix));
    }),
    ...[...pagedListRefreshers].map((refresh) => refresh()),
  ]);
}
