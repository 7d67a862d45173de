// Runs on www.youtube.com and m.youtube.com only (manifest). Adds one 'Save to Vidshelf' button
// on watch and Shorts pages, and opens the sign-in window itself so that its opener is this
// YouTube tab. On Chromium the app hands the token to the background directly
// (chrome.runtime.sendMessage to this extension's id); where a browser lacks that (Firefox), the
// app's callback posts VIDSHELF_AUTH_SUCCESS to exactly the YouTube origins (spec 1 §4), and this
// script checks the sender and hands the token to the background at once.
import type { Result, SaveOutcome } from './shared/api-client.ts';
import { DEFAULT_APP_ORIGIN, normaliseAppOrigin } from './shared/app-origin.ts';
import { tokenFromAuthMessage } from './shared/auth-message.ts';
import { msg } from './shared/i18n.ts';
import { type BackgroundRequest, ORIGIN_KEY, type TabRequest, TOKEN_KEY } from './shared/messages.ts';
import { type VideoPage, videoPageOf } from './shared/video-url.ts';

type ButtonState = 'checking' | 'signed-out' | 'ready' | 'saving' | 'saved' | 'already' | 'error';

const LABELS: Record<ButtonState, string> = {
  checking: msg('checking'),
  'signed-out': msg('signInToVidshelf'),
  ready: msg('saveToVidshelf'),
  saving: msg('saving'),
  saved: msg('savedToVidshelf'),
  already: msg('alreadySaved'),
  error: msg('tryAgain'),
};

const ask = <T>(request: BackgroundRequest) => chrome.runtime.sendMessage<Result<T>>(request);

async function appOrigin(): Promise<string> {
  const stored = (await chrome.storage.sync.get(ORIGIN_KEY))[ORIGIN_KEY];
  return (typeof stored === 'string' && normaliseAppOrigin(stored)) || DEFAULT_APP_ORIGIN;
}

// ---- the button (in a shadow root: YouTube's styles stay out) ----

const host = document.createElement('div');
host.id = 'vidshelf-extension-root';
const shadow = host.attachShadow({ mode: 'open' });
shadow.innerHTML = `
  <style>
    :host { all: initial; }
    .wrap { position: fixed; right: 20px; bottom: 20px; z-index: 2147483000; display: flex; flex-direction: column; align-items: flex-end; gap: 6px; font: 500 14px/1.2 system-ui, sans-serif; }
    button { display: inline-flex; align-items: center; gap: 8px; border: 0; border-radius: 999px; padding: 10px 16px; cursor: pointer; color: #fff; background: #e11d48; box-shadow: 0 4px 14px rgb(0 0 0 / .25); font: inherit; }
    button:hover { background: #be123c; }
    button:focus-visible { outline: 3px solid #fda4af; outline-offset: 2px; }
    button[disabled] { cursor: default; opacity: .85; }
    button[data-state="saved"], button[data-state="already"] { background: #15803d; }
    .note { max-width: 260px; padding: 6px 10px; border-radius: 8px; background: #18181b; color: #fafafa; font-size: 12px; }
    .note:empty { display: none; }
    svg { width: 16px; height: 16px; }
  </style>
  <div class="wrap">
    <div class="note" role="status" aria-live="polite"></div>
    <button type="button" data-state="checking">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><path d="m19 21-7-4-7 4V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v16z"/></svg>
      <span></span>
    </button>
  </div>`;
const button = shadow.querySelector('button')!;
const label = shadow.querySelector('span')!;
const note = shadow.querySelector<HTMLElement>('.note')!;

let state: ButtonState = 'checking';
let current: VideoPage | null = null;

function show(next: ButtonState, message = '') {
  state = next;
  button.dataset.state = next;
  label.textContent = LABELS[next];
  button.disabled = next === 'checking' || next === 'saving' || next === 'saved' || next === 'already';
  note.textContent = message;
}

/** Shows the button on a video page (with its saved state), removes it anywhere else. */
async function refresh() {
  const page = videoPageOf(location.href);
  current = page;
  if (!page) {
    host.remove();
    return;
  }
  if (!host.isConnected) document.documentElement.append(host);
  show('checking');
  const answer = await ask<{ exists: boolean }>({ type: 'vidshelf:exists', videoId: page.videoId }).catch(() => null);
  if (current !== page) return; // navigated on meanwhile
  if (!answer) show('error', 'The Vidshelf extension was updated: reload this page.');
  else if (answer.ok) show(answer.data.exists ? 'already' : 'ready');
  else if (answer.code === 'SIGNED_OUT') show('signed-out');
  else show('ready', answer.message);
}

async function save() {
  const page = current;
  if (!page) return;
  show('saving');
  const answer = await ask<SaveOutcome>({ type: 'vidshelf:save', input: { videoId: page.videoId, url: page.url } }).catch(() => null);
  if (current !== page) return;
  if (!answer) show('error', 'The Vidshelf extension was updated: reload this page.');
  else if (answer.ok) show(answer.data.saved ? 'saved' : 'already');
  else if (answer.code === 'SIGNED_OUT') show('signed-out', answer.message);
  else show('error', answer.message);
}

// ---- sign-in hand-over ----

let signInWindow: Window | null = null;

/** Opens the app's login; must run in a user gesture on this page or the popup blocker wins. */
async function openSignIn(): Promise<boolean> {
  const origin = await appOrigin();
  // The extension's id lets the app hand the token straight to the background (Chromium); without
  // that channel (Firefox) the app posts it to this window, the opener, checked below.
  const login = `${origin}/login?${new URLSearchParams({ source: 'extension', extensionId: chrome.runtime.id })}`;
  signInWindow = window.open(login, 'vidshelf-sign-in', 'popup,width=480,height=680');
  if (!signInWindow) {
    show('signed-out', 'Allow pop-ups for YouTube, or press this button to sign in.');
    return false;
  }
  show('signed-out', 'Sign in in the Vidshelf window…');
  return true;
}

window.addEventListener('message', (event) => {
  if (!signInWindow) return; // we asked for no sign-in: nothing to accept
  void appOrigin().then(async (origin) => {
    const token = tokenFromAuthMessage(event, origin, signInWindow ?? undefined);
    if (!token) return;
    signInWindow = null;
    const answer = await ask<{ name: string }>({ type: 'vidshelf:token', token }).catch(() => null);
    if (answer?.ok) await refresh();
    else show('signed-out', answer ? answer.message : msg('signInFailed'));
  });
});

button.addEventListener('click', () => {
  if (state === 'signed-out') void openSignIn();
  else if (state === 'ready' || state === 'error') void save();
});

// ---- the popup asks about this tab ----

chrome.runtime.onMessage.addListener((message: TabRequest, _sender, sendResponse) => {
  if (message?.type === 'vidshelf:current-video') {
    sendResponse(videoPageOf(location.href));
  } else if (message?.type === 'vidshelf:open-sign-in') {
    void openSignIn().then((opened) => sendResponse({ opened }));
    return true;
  } else if (message?.type === 'vidshelf:refresh') {
    void refresh();
    sendResponse(null);
  }
});

// Signing in or out elsewhere (popup, another tab) updates this page's button.
chrome.storage.onChanged.addListener((changes, area) => {
  if (area === 'local' && TOKEN_KEY in changes) void refresh();
});

// ---- YouTube is a single-page app: follow its navigations ----

let lastHref = location.href;
function onMaybeNavigated() {
  if (location.href === lastHref) return;
  lastHref = location.href;
  void refresh();
}
document.addEventListener('yt-navigate-finish', () => {
  lastHref = location.href;
  void refresh();
});
window.addEventListener('popstate', onMaybeNavigated);
// Fallback for navigations that fire no event we see (e.g. m.youtube.com's own router).
setInterval(onMaybeNavigated, 1000);

void refresh();
