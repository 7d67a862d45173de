// The service worker: the only part that holds the token and talks to the Vidshelf API. The
// content script and the popup ask it by message; its host permissions let it call the app
// origin without CORS, and a YouTube page never sees the token after the hand-over.
import { type Result, SIGNED_OUT, type TokenStore, createApiClient, displayName } from './shared/api-client.ts';
import { DEFAULT_APP_ORIGIN, normaliseAppOrigin } from './shared/app-origin.ts';
import { tokenFromExternalMessage } from './shared/auth-message.ts';
import { msg } from './shared/i18n.ts';
import { type BackgroundRequest, ORIGIN_KEY, TOKEN_KEY } from './shared/messages.ts';
import { CONTENT_SCRIPT_HOSTS } from './shared/video-url.ts';

const tokens: TokenStore = {
  get: async () => {
    const stored = (await chrome.storage.local.get(TOKEN_KEY))[TOKEN_KEY];
    return typeof stored === 'string' ? stored : null;
  },
  set: (token) => chrome.storage.local.set({ [TOKEN_KEY]: token }),
  clear: () => chrome.storage.local.remove(TOKEN_KEY),
};

async function appOrigin(): Promise<string> {
  const stored = (await chrome.storage.sync.get(ORIGIN_KEY))[ORIGIN_KEY];
  return (typeof stored === 'string' && normaliseAppOrigin(stored)) || DEFAULT_APP_ORIGIN;
}

const api = createApiClient({ fetch: (...args) => fetch(...args), tokens, origin: appOrigin });

/** A token may only come from our own content script on a YouTube page (never from the popup). */
function fromOwnContentScript(sender: chrome.runtime.MessageSender): boolean {
  if (sender.id !== chrome.runtime.id || !sender.tab?.url) return false;
  try {
    const url = new URL(sender.tab.url);
    return url.protocol === 'https:' && (CONTENT_SCRIPT_HOSTS as readonly string[]).includes(url.hostname);
  } catch {
    return false;
  }
}

async function handle(request: BackgroundRequest, sender: chrome.runtime.MessageSender): Promise<Result<unknown>> {
  switch (request.type) {
    case 'vidshelf:token': {
      if (!fromOwnContentScript(sender) || typeof request.token !== 'string') {
        return { ok: false, code: 'FORBIDDEN', message: msg('notAccepted') };
      }
      await tokens.set(request.token);
      // A token the API refuses is cleared at once by the client (401).
      const user = await api.currentUser();
      return user.ok ? { ok: true, data: { name: displayName(user.data) } } : user;
    }
    case 'vidshelf:status': {
      const origin = await appOrigin();
      if (!(await tokens.get())) return { ok: true, data: { signedIn: false, origin } };
      const user = await api.currentUser();
      if (user.ok) return { ok: true, data: { signedIn: true, origin, name: displayName(user.data) } };
      if (user.code === SIGNED_OUT) return { ok: true, data: { signedIn: false, origin } };
      return user;
    }
    case 'vidshelf:categories':
      return api.categories();
    case 'vidshelf:exists':
      return api.exists(request.videoId);
    case 'vidshelf:save':
      return api.save(request.input);
    case 'vidshelf:sign-out':
      // The token is a stateless JWT: forgetting it signs this extension out. Revoking every
      // token at once is the app's 'sign out everywhere'.
      await tokens.clear();
      return { ok: true, data: null };
    default:
      return { ok: false, code: 'UNKNOWN', message: msg('unknownRequest') };
  }
}

chrome.runtime.onMessage.addListener((message: BackgroundRequest, sender, sendResponse) => {
  if (!message || typeof message !== 'object' || !String(message.type).startsWith('vidshelf:')) return;
  handle(message, sender).then(sendResponse, (error: unknown) =>
    sendResponse({ ok: false, code: 'ERROR', message: error instanceof Error ? error.message : String(error) }),
  );
  return true; // answers asynchronously
});

// The app's sign-in window hands the token straight to this worker (Chromium: the manifest's
// externally_connectable lets the app's pages, and only them, message the extension), so it never
// crosses the YouTube page. Firefox has no such channel: there the content script's postMessage
// path remains (content.ts).
chrome.runtime.onMessageExternal.addListener((message, sender, sendResponse) => {
  void (async () => {
    const origin = await appOrigin();
    const senderOrigin = sender.origin ?? (sender.url ? new URL(sender.url).origin : undefined);
    const token = tokenFromExternalMessage(message, senderOrigin, origin);
    if (!token) return sendResponse({ ok: false, code: 'FORBIDDEN', message: msg('notAccepted') });
    await tokens.set(token);
    const user = await api.currentUser();
    sendResponse(user.ok ? { ok: true, data: { name: displayName(user.data) } } : user);
  })().catch((error: unknown) => sendResponse({ ok: false, code: 'ERROR', message: error instanceof Error ? error.message : String(error) }));
  return true; // answers asynchronously
});
