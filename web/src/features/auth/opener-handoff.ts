/** The extension's content script runs on these origins only; the token is never posted to '*'. */
export const EXTENSION_OPENER_ORIGINS = ['https://www.youtube.com', 'https://youtube.com', 'https://m.youtube.com'] as const;

export interface AuthSuccessMessage {
  type: 'VIDSHELF_AUTH_SUCCESS';
  token: string;
}

/**
 * Hands the extension token to the window that opened the sign-in (spec 1 §4: the www origin of
 * the video platform first, then the bare origin). A postMessage whose target origin does not
 * match the opener is silently dropped by the browser, it does not throw, so a try/catch fallback
 * would never run: we post to both exact origins, and only the one the opener is on delivers.
 * Returns whether any post was made.
 */
export function postToOpener(opener: Pick<Window, 'postMessage'> | null | undefined, message: AuthSuccessMessage): boolean {
  if (!opener) return false;
  let posted = false;
  for (const origin of EXTENSION_OPENER_ORIGINS) {
    try {
      opener.postMessage(message, origin);
      posted = true;
    } catch (error) {
      // A closed or cross-origin-isolated opener: try the other origin anyway.
      console.error(`Could not hand the token to ${origin}`, error);
    }
  }
  return posted;
}
