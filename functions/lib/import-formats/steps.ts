/**
 * A parser written as a generator: each `yield` is a point where it may stop for a moment, so
 * reading a 10 MB file never holds the thread for long. The value it returns is the result.
 */
export type Steps<T> = Generator<void, T, void>;

/** Runs steps to their end without stopping (tests, and inputs known to be small). */
export function runAtOnce<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** Lets whatever else is waiting (other users' requests, their I/O) run before going on. */
export function giveWay(): Promise<void> {
  return new Promise((resolve) => (typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0)));
}

const SLICE_MS = 8;
// A Worker's clock stands still while code runs (it moves on I/O only): this bounds a slice there.
const SLICE_STEPS = 4096;

/** Runs steps in slices of a few milliseconds, giving way between them. */
export async function runInSlices<T>(steps: Steps<T>): Promise<T> {
  let started = performance.now();
  let count = 0;
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    if (++count >= SLICE_STEPS || performance.now() - started >= SLICE_MS) {
      await giveWay();
      started = performance.now();
      count = 0;
    }
  }
}
