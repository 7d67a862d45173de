// The Node host's malloc, on glibc: memory freed in the middle of an arena goes back to the system.
import { createRequire } from 'node:module';

/**
 * How often freed memory is given back. PGlite's functions are compiled by TurboFan on their first
 * call, at start and as new kinds of query first run: each compile frees megabytes of 32 KB zone
 * segments into the middle of malloc's arena, where glibc keeps them resident. Every 2 s is soon
 * enough after such a burst (a first sign-in, a first search) that the freed zones do not add to
 * the peak of the load that follows, and cheap: under load a call took 0.35 ms on average and
 * 1.6 ms at most, and 0.01 ms when nothing was freed (docs/decisions/021-malloc-trim.md).
 */
const TRIM_INTERVAL_MS = 2_000;

type MallocTrim = () => boolean;

/**
 * glibc's malloc_trim(0) through the optional addon in native/malloc-trim, or null where it is not
 * there (npm could not build it: no compiler, or another platform). The server then runs as before,
 * only with more memory resident.
 */
export function loadMallocTrim(): MallocTrim | null {
  if (process.platform !== 'linux') return null;
  try {
    const addon = createRequire(import.meta.url)('vidshelf-malloc-trim') as { mallocTrim: MallocTrim };
    return addon.mallocTrim;
  } catch {
    return null;
  }
}

/** Gives freed memory back now and then every TRIM_INTERVAL_MS; the timer never keeps the process up. */
export function returnFreedMemoryPeriodically(mallocTrim: MallocTrim | null = loadMallocTrim()): NodeJS.Timeout | null {
  if (!mallocTrim) return null;
  mallocTrim();
  return setInterval(mallocTrim, TRIM_INTERVAL_MS).unref();
}
