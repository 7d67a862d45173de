// @ts-check
// Emscripten's file system answers every lseek(fd, 0, SEEK_END) with `fs.fstatSync(fd)`, and
// Postgres makes that call for each relation and index a query plans or scans (smgrnblocks):
// about 50 system calls per list request, 17% of the database thread's time on a machine where
// system calls are dear (decision 015). The database thread is the only one that touches its data
// directory, and Emscripten reaches the disk only through `fs`'s synchronous calls, so a file's
// size can change only through a call made here: an fstat answer stays true until the next call
// that may change a file.
import fs from 'node:fs';

/** The synchronous calls that may change a file or what a descriptor points at. */
const CHANGING_CALLS = /** @type {const} */ ([
  'openSync',
  'closeSync',
  'writeSync',
  'writevSync',
  'writeFileSync',
  'appendFileSync',
  'copyFileSync',
  'ftruncateSync',
  'truncateSync',
  'fchmodSync',
  'chmodSync',
  'fchownSync',
  'chownSync',
  'futimesSync',
  'utimesSync',
  'lutimesSync',
  'renameSync',
  'unlinkSync',
  'rmSync',
  'rmdirSync',
  'mkdirSync',
  'symlinkSync',
  'linkSync',
]);

/**
 * Makes `files.fstatSync(fd)` answer from memory until `files` is next asked for a call that may
 * change a file; then every kept answer is forgotten. Only for a thread whose files no other
 * thread or process changes, and that changes them only through `files`'s synchronous calls.
 * `files` is the `node:fs` module unless given (tests pass a copy).
 * @param {Record<string, any>} [files]
 */
export function keepFstatAnswers(files = fs) {
  /** @type {Map<number, fs.Stats>} */
  const kept = new Map();
  const fstatSync = files.fstatSync;
  files.fstatSync = (/** @type {number} */ fd, /** @type {unknown[]} */ ...options) => {
    if (options.length > 0 && options[0] !== undefined) return fstatSync(fd, ...options);
    let stats = kept.get(fd);
    if (!stats) {
      stats = /** @type {fs.Stats} */ (fstatSync(fd));
      kept.set(fd, stats);
    }
    return stats;
  };
  for (const name of CHANGING_CALLS) {
    const call = files[name];
    if (typeof call !== 'function') continue;
    files[name] = (/** @type {unknown[]} */ ...args) => {
      kept.clear();
      try {
        return call(...args);
      } finally {
        kept.clear(); // also after: a failed call may have changed a file part way
      }
    };
  }
}
