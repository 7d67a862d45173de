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

/** A Chromium extension id: 32 letters a to p. */
const EXTENSION_ID = /^[a-p]{32}$/;

/** What a page may see of the WebExtension API: present where an extension lists the app's origin in externally_connectable. */
export interface PageRuntime {
  sendMessage(extensionId: string, message: unknown, callback: (response: unknown) => void): void;
  lastError?: { message?: string };
}

/** The page's chrome.runtime, when the browser offers it to this page. */
export function pageRuntime(): PageRuntime | undefined {
  const runtime = (globalThis as { chrome?: { runtime?: Partial<PageRuntime> } }).chrome?.runtime;
  return typeof runtime?.sendMessage === 'function' ? (runtime as PageRuntime) : undefined;
}

/**
 * Hands the extension token over: straight to the extension's background (Chromium:
 * chrome.runtime.sendMessage to the id the extension put in the sign-in address), so it never
 * crosses the YouTube page; only where the browser lacks that channel (Firefox) by postMessage to
 * the opener. True when the extension (or the opener) was reached.
 */
export async function handOverToken(
  token: string,
  to: { extensionId: string | null; opener: Pick<Window, 'postMessage'> | null | undefined; runtime?: PageRuntime },
): Promise<boolean> {
  const message: AuthSuccessMessage = { type: 'VIDSHELF_AUTH_SUCCESS', token };
  if (to.runtime && to.extensionId && EXTENSION_ID.test(to.extensionId)) {
    const runtime = to.runtime;
    return new Promise((resolve) => {
      try {
        runtime.sendMessage(to.extensionId!, message, (answer) => {
          resolve(!runtime.lastError && (answer as { ok?: unknown } | undefined)?.ok === true);
        });
      } catch {
        resolve(false);
      }
    });
  }
  return postToOpener(to.opener, message);
}
