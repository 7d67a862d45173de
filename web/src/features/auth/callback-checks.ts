export interface CallbackInput {
  code: string | null;
  state: string | null;
  error: string | null;
  isExtension: boolean;
  storedState: string | null;
  storedVerifier: string | null;
}

export type CallbackCheck =
  | { ok: true; code: string; state: string; codeVerifier?: string }
  | { ok: false; message: string };

/**
 * The callback's checks in the order of spec 1 §5. Extension logins skip the local state and
 * PKCE checks: the server holds their verifier and verifies their signed state.
 */
export function checkCallback(input: CallbackInput): CallbackCheck {
  if (input.error) return { ok: false, message: 'Authentication was cancelled or failed' };
  if (!input.state) return { ok: false, message: 'Missing authentication state' };
  if (!input.isExtension && input.state !== input.storedState) {
    return { ok: false, message: 'Invalid authentication state' };
  }
  if (!input.isExtension && !input.storedVerifier) {
    return { ok: false, message: 'Missing PKCE verification data - please try logging in again' };
  }
  if (!input.code) return { ok: false, message: 'No authorization code received' };
  return input.isExtension
    ? { ok: true, code: input.code, state: input.state }
    : { ok: true, code: input.code, state: input.state, codeVerifier: input.storedVerifier ?? undefined };
}
