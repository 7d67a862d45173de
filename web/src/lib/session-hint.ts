/**
 * Whether this browser had a session the last time the current-user call answered. It only picks
 * what to show while that call is pending (the signed-in frame instead of the signed-out landing
 * page, spec 1 §2); it never grants anything: the server's answer decides.
 */
export const SESSION_HINT_KEY = 'vidshelf-has-session';

type HintStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): HintStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked (privacy mode): no hint, the landing page shows while loading
  }
}

export function readSessionHint(storage: HintStorage | null = defaultStorage()): boolean {
  try {
    return storage?.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

/** Remembers the current-user call's answer: a user sets the hint, a 401 or failure clears it. */
export function writeSessionHint(signedIn: boolean, storage: HintStorage | null = defaultStorage()) {
  try {
    if (signedIn) storage?.setItem(SESSION_HINT_KEY, '1');
    else storage?.removeItem(SESSION_HINT_KEY);
  } catch {
    // full or blocked storage: the hint is a nicety
  }
}
