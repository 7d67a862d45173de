/*
 * What the public page remembers in this browser (spec 2 §4, §9): a hidden header for 24 hours,
 * and the day a visit was last recorded per profile. Storage may be blocked (privacy mode); then
 * nothing is remembered and the page behaves as on a first visit.
 */

export const HEADER_HIDDEN_MS = 86_400_000;
const HEADER_KEY = 'vidshelf-public-header-hidden-at';
const visitKey = (handle: string) => `vidshelf-visit:${handle.toLowerCase()}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The visitor's local calendar day, e.g. "2026-11-23": a visit counts once per day. */
export function dayStamp(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** True while the header was hidden less than 24 hours ago. */
export function isHeaderHidden(now: number = Date.now(), store: Storage | null = storage()): boolean {
  const hiddenAt = Number(store?.getItem(HEADER_KEY));
  return Number.isFinite(hiddenAt) && hiddenAt > 0 && now - hiddenAt < HEADER_HIDDEN_MS;
}

export function hideHeader(now: number = Date.now(), store: Storage | null = storage()) {
  try {
    store?.setItem(HEADER_KEY, String(now));
  } catch {
    // Quota or blocked storage: hidden for this visit only.
  }
}

/** Whether this profile's visit was already recorded today in this browser. */
export function visitRecordedToday(handle: string, now: Date = new Date(), store: Storage | null = storage()): boolean {
  return store?.getItem(visitKey(handle)) === dayStamp(now);
}

/** Remembers today's visit; call only once the server accepted it. */
export function rememberVisit(handle: string, now: Date = new Date(), store: Storage | null = storage()) {
  try {
    store?.setItem(visitKey(handle), dayStamp(now));
  } catch {
    // Not remembered: the next load tries again, and the server ignores same-day repeats.
  }
}
