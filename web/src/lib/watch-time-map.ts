/**
 * The client map of bookmark id → watch time in seconds (spec 1 §3), in localStorage. The player
 * writes it on every save, so card progress bars move at once, without refetching the bookmark
 * lists; it also keeps the progress of videos whose server save is impossible (read-only views).
 * This browser's latest value wins over the one in a cached bookmark.
 */

export const WATCH_TIME_STORAGE_KEY = 'vidshelf-watch-time';
/** Oldest entries are dropped beyond this, so the map cannot grow without bound. */
export const WATCH_TIME_MAP_LIMIT = 500;

type WatchTimeMap = Record<string, number>;
type Listener = () => void;

const listeners = new Set<Listener>();
let cache: WatchTimeMap | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (privacy mode)
  }
}

function parse(raw: string | null): WatchTimeMap {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const map: WatchTimeMap = {};
    for (const [id, seconds] of Object.entries(value)) {
      if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0) map[id] = Math.floor(seconds);
    }
    return map;
  } catch {
    return {};
  }
}

/** Every stored watch time (a snapshot; do not mutate). */
export function readWatchTimes(): Readonly<WatchTimeMap> {
  cache ??= parse(storage()?.getItem(WATCH_TIME_STORAGE_KEY) ?? null);
  return cache;
}

/** The stored watch time of one bookmark, or undefined when this browser has none. */
export function getWatchTime(bookmarkId: string): number | undefined {
  return readWatchTimes()[bookmarkId];
}

/** The watch time to show or resume from: this browser's value, else the bookmark's own. */
export function effectiveWatchTime(bookmark: { id: string; watchTime?: number | null }): number {
  return getWatchTime(bookmark.id) ?? bookmark.watchTime ?? 0;
}

/** Stores whole seconds for a bookmark (most recent last; the oldest beyond the limit go). */
export function setWatchTime(bookmarkId: string, seconds: number): void {
  const value = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const next: WatchTimeMap = { ...readWatchTimes() };
  delete next[bookmarkId];
  next[bookmarkId] = value;
  const ids = Object.keys(next);
  for (const id of ids.slice(0, Math.max(0, ids.length - WATCH_TIME_MAP_LIMIT))) delete next[id];
  cache = next;
  try {
    storage()?.setItem(WATCH_TIME_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Quota or privacy mode: the value still lives in memory for this visit.
  }
  listeners.forEach((listener) => listener());
}

/** Calls `listener` whenever a watch time changes, here or in another tab. */
export function subscribeWatchTimes(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

function onStorage(event: StorageEvent) {
  if (event.key !== null && event.key !== WATCH_TIME_STORAGE_KEY) return;
  cache = null;
  listeners.forEach((listener) => listener());
}

/** Forgets the in-memory copy (tests). */
export function resetWatchTimeCache(): void {
  cache = null;
}
