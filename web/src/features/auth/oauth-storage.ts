import { safeReturnPath } from '../../lib/return-path';

/**
 * Browser-side sign-in state. Web logins keep state and PKCE verifier in sessionStorage (this tab
 * only); extension logins are marked by the server's oauth_flow=extension cookie instead.
 */
export const OAUTH_STATE_KEY = 'oauth_state';
export const PKCE_VERIFIER_KEY = 'pkce_verifier';
/** Where the callback goes after signing in (lib/return-path.ts); the library when absent. */
export const RETURN_PATH_KEY = 'oauth_return_path';

export function saveWebLogin(state: string, verifier: string, returnPath: string | null = null) {
  sessionStorage.setItem(OAUTH_STATE_KEY, state);
  sessionStorage.setItem(PKCE_VERIFIER_KEY, verifier);
  if (returnPath) sessionStorage.setItem(RETURN_PATH_KEY, returnPath);
  else sessionStorage.removeItem(RETURN_PATH_KEY);
}

/** The screen that sent the person to sign in, checked again (storage is writable by scripts). */
export function readReturnPath(): string | null {
  return safeReturnPath(sessionStorage.getItem(RETURN_PATH_KEY));
}

export function readWebLogin() {
  return {
    storedState: sessionStorage.getItem(OAUTH_STATE_KEY),
    storedVerifier: sessionStorage.getItem(PKCE_VERIFIER_KEY),
  };
}

export function clearWebLogin() {
  sessionStorage.removeItem(OAUTH_STATE_KEY);
  sessionStorage.removeItem(PKCE_VERIFIER_KEY);
  sessionStorage.removeItem(RETURN_PATH_KEY);
}

/** The extension that opened the sign-in window (its id, from /login?extensionId=), for the callback. */
export const EXTENSION_ID_KEY = 'extension_id';

export function saveExtensionId(id: string | null) {
  if (id) sessionStorage.setItem(EXTENSION_ID_KEY, id);
  else sessionStorage.removeItem(EXTENSION_ID_KEY);
}

export function readExtensionId(): string | null {
  return sessionStorage.getItem(EXTENSION_ID_KEY);
}

/** True when a cookie header string carries the extension-login marker. */
export function hasExtensionFlowCookie(cookie: string): boolean {
  return cookie.split(';').some((pair) => pair.trim() === 'oauth_flow=extension');
}

export function clearExtensionFlowCookie() {
  document.cookie = 'oauth_flow=; Max-Age=0; path=/';
}
