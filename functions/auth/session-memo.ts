/**
 * The Node host's memory of recent session checks (decision 016). Every signed-in request used to
 * ask the database whether its session still lives; on two cores that second round trip cost about
 * a fifth of the list's throughput. A check is now kept for at most a second, and every finished
 * write of this process forgets them all (db/writes.ts), so a sign-out, a revocation, a deleted
 * account or a changed profile shows on the very next request. Writes of another process (a
 * second host on the same Postgres, psql) show within the second.
 *
 * Concurrent requests of one session share a check still running (a page's first burst of calls
 * makes one). Only a live session is kept: a refused cookie asks the database each time.
 * The Worker has no memo: its isolates share no memory, so one could not forget another's checks.
 */
import type { WriteSignal } from '../../db/writes.ts';

export const SESSION_MEMO_MS = 1000;
const MAX_ENTRIES = 1000;

export interface SessionMemo {
  /** The check kept for `key`, else `load()`'s, kept if it finds a live session. */
  check<T>(key: string, load: () => Promise<T | undefined>): Promise<T | undefined>;
  /** Forgets every check: something in the database may have changed. */
  forget(): void;
}

interface Entry {
  keptAt: number;
  found: Promise<unknown>;
}

export function createSessionMemo(options: { keepMs?: number; maxEntries?: number; monotonicNow?: () => number } = {}): SessionMemo {
  const keepMs = options.keepMs ?? SESSION_MEMO_MS;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const monotonicNow = options.monotonicNow ?? (() => performance.now());
  let entries = new Map<string, Entry>();

  return {
    check<T>(key: string, load: () => Promise<T | undefined>) {
      const kept = entries.get(key);
      if (kept && monotonicNow() - kept.keptAt < keepMs) return kept.found as Promise<T | undefined>;

      const found = load();
      const entry: Entry = { keptAt: monotonicNow(), found };
      // `forget` replaces the map, so a check that was running when something was written is never
      // kept: it may have read the row before the write.
      const keptIn = entries;
      if (keptIn.size >= maxEntries) keptIn.delete(keptIn.keys().next().value!);
      keptIn.delete(key); // re-inserted last: the map's order is the order of age
      keptIn.set(key, entry);
      const drop = () => {
        if (keptIn.get(key) === entry) keptIn.delete(key);
      };
      found.then((value) => value === undefined && drop(), drop);
      return found;
    },
    forget() {
      entries = new Map();
    },
  };
}

/** A memo that forgets at each write `writes` reports; none where writes go unreported. */
export function sessionMemoOver(writes: WriteSignal | undefined, options: { monotonicNow?: () => number } = {}): SessionMemo | undefined {
  if (!writes) return undefined;
  const memo = createSessionMemo(options);
  writes.subscribe(() => memo.forget());
  return memo;
}
