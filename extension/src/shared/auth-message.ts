/** The message the app's sign-in window posts to its opener (spec 1 §4 'Sign-in, extension'). */
export const AUTH_SUCCESS = 'VIDSHELF_AUTH_SUCCESS';

export interface WindowMessage {
  origin: string;
  data: unknown;
  source?: unknown;
}

/**
 * The token in a window message, or null when the message is not the app's sign-in answer: it
 * must come from the configured app origin exactly, from the window we opened (when we know it),
 * and have the product's type and a token that looks like a JWT. Anything else on a YouTube page
 * (its own scripts, other extensions, other sites' frames) is ignored.
 */
export function tokenFromAuthMessage(event: WindowMessage, appOrigin: string, expectedSource?: unknown): string | null {
  if (event.origin !== appOrigin) return null;
  if (expectedSource !== undefined && event.source !== expectedSource) return null;
  const data = event.data as { type?: unknown; token?: unknown } | null;
  if (!data || typeof data !== 'object' || data.type !== AUTH_SUCCESS) return null;
  return typeof data.token === 'string' && /^[\w-]+\.[\w-]+\.[\w-]+$/.test(data.token) ? data.token : null;
}

/**
 * The token in a message the app sent with chrome.runtime.sendMessage (externally_connectable),
 * or null: it must come from a page of the configured app origin exactly (the browser sets
 * `senderOrigin`, a page cannot forge it) and have the product's type and a JWT-shaped token.
 */
export function tokenFromExternalMessage(message: unknown, senderOrigin: string | undefined, appOrigin: string): string | null {
  if (!senderOrigin || senderOrigin !== appOrigin) return null;
  return tokenFromAuthMessage({ origin: senderOrigin, data: message }, appOrigin);
}
