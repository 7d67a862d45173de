// @ts-check
// The buffers that carry a statement's rows unread from the database thread to the main thread
// (pglite-row-types.mjs). Each answer's buffer moves to the main thread, which moves it back with
// its next request once it has read the rows; the database thread fills it again. A buffer made
// for every answer was zeroed when made and freed only when the main thread's garbage collector
// came to it: reused, the list costs the server 6-11% less CPU a request (bench/README.md).

/** Buffers kept for reuse, at most; a buffer beyond them is left to the garbage collector. */
const KEPT = 16;
/** The smallest buffer made, and the largest kept: an export's rare large answers are not kept. */
const SMALLEST = 16 * 1024;
const LARGEST_KEPT = 256 * 1024;

/** @type {ArrayBuffer[]} */
const free = [];

/**
 * A view of `size` bytes on a kept buffer large enough, or on a new one (a power of two from 16 KB,
 * so it fits the answers after it).
 * @param {number} size
 */
export function rowBuffer(size) {
  const found = free.findIndex((buffer) => buffer.byteLength >= size);
  if (found >= 0) return new Uint8Array(free.splice(found, 1)[0], 0, size);
  let capacity = SMALLEST;
  while (capacity < size) capacity *= 2;
  return new Uint8Array(new ArrayBuffer(size > LARGEST_KEPT ? size : capacity), 0, size);
}

/**
 * Takes back buffers the main thread has read.
 * @param {ArrayBuffer[]} buffers
 */
export function keepRowBuffers(buffers) {
  for (const buffer of buffers) {
    if (free.length < KEPT && buffer.byteLength <= LARGEST_KEPT) free.push(buffer);
  }
}
