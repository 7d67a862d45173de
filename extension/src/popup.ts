// The toolbar popup: signed-in state, category picker and save for the active YouTube tab,
// sign out, and the app origin setting. The token stays with the background.
import type { Category, Result, SaveOutcome } from './shared/api-client.ts';
import { DEFAULT_APP_ORIGIN, isDeclaredHost, normaliseAppOrigin, permissionPatternOf } from './shared/app-origin.ts';
import { type BackgroundRequest, ORIGIN_KEY, type TabRequest } from './shared/messages.ts';
import { msg, translatePage, uiLanguage } from './shared/i18n.ts';
import { targetTabId } from './shared/target-tab.ts';
import type { VideoPage } from './shared/video-url.ts';

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const ask = <T>(request: BackgroundRequest) => chrome.runtime.sendMessage<Result<T>>(request);

translatePage();
document.documentElement.lang = uiLanguage();

const statusLine = $<HTMLParagraphElement>('status');
function say(text: string, isError = false) {
  statusLine.textContent = text;
  statusLine.classList.toggle('error', isError);
}

/** The active tab of the window the popup was opened from, unless `?tab=<id>` names one. */
async function activeTabId(): Promise<number | undefined> {
  const named = targetTabId(location.search);
  if (named !== undefined) return named;
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  return tab?.id;
}

/** Asks the content script of the active tab; null when the tab is not a YouTube page. */
async function askTab<T>(request: TabRequest): Promise<T | null> {
  const tabId = await activeTabId();
  if (tabId === undefined) return null;
  return chrome.tabs.sendMessage<T>(tabId, request).catch(() => null);
}

let video: VideoPage | null = null;

async function render() {
  const status = await ask<{ signedIn: boolean; origin: string; name?: string }>({ type: 'vidshelf:status' });
  $('loading').hidden = true;
  if (!status.ok) {
    say(status.message, true);
    $('signed-out').hidden = false;
    $('signed-in').hidden = true;
    return;
  }
  $<HTMLInputElement>('origin').value = status.data.origin;
  $('signed-out').hidden = status.data.signedIn;
  $('signed-in').hidden = !status.data.signedIn;
  if (!status.data.signedIn) return;

  $('user-name').textContent = status.data.name ?? '';
  video = await askTab<VideoPage | null>({ type: 'vidshelf:current-video' });
  $('video').hidden = !video;
  $('no-video').hidden = !!video;
  if (!video) return;

  const [categories, exists] = await Promise.all([
    ask<Category[]>({ type: 'vidshelf:categories' }),
    ask<{ exists: boolean }>({ type: 'vidshelf:exists', videoId: video.videoId }),
  ]);
  const select = $<HTMLSelectElement>('category');
  select.length = 1;
  // A render after signing out and in again starts from a fresh, enabled picker.
  resetSave();
  if (categories.ok) {
    for (const category of categories.data) select.add(new Option(category.name, category.id));
  }
  if (exists.ok && exists.data.exists) markSaved(msg('alreadySaved'));
  if (!categories.ok && categories.code === 'SIGNED_OUT') await render();
}

function resetSave() {
  const save = $<HTMLButtonElement>('save');
  save.textContent = msg('saveToVidshelf');
  save.disabled = false;
  $<HTMLSelectElement>('category').disabled = false;
}

function markSaved(text: string) {
  const save = $<HTMLButtonElement>('save');
  save.textContent = text;
  save.disabled = true;
  $<HTMLSelectElement>('category').disabled = true;
}

$('save').addEventListener('click', async () => {
  if (!video) return;
  const categoryId = $<HTMLSelectElement>('category').value || undefined;
  const save = $<HTMLButtonElement>('save');
  save.disabled = true;
  save.textContent = msg('saving');
  const answer = await ask<SaveOutcome>({ type: 'vidshelf:save', input: { videoId: video.videoId, url: video.url, categoryId } });
  if (answer.ok) {
    markSaved(answer.data.saved ? msg('savedToVidshelf') : msg('alreadySaved'));
    void askTab({ type: 'vidshelf:refresh' });
    return;
  }
  resetSave();
  if (answer.code === 'SIGNED_OUT') await render();
  say(answer.message, true);
});

$('sign-in').addEventListener('click', async () => {
  const answer = await askTab<{ opened: boolean }>({ type: 'vidshelf:open-sign-in' });
  if (!answer) say(msg('openVideoFirst'));
  else if (!answer.opened) say(msg('signInBlocked'));
  else window.close();
});

$('sign-out').addEventListener('click', async () => {
  await ask({ type: 'vidshelf:sign-out' });
  say(msg('signedOut'));
  await render();
});

$<HTMLFormElement>('origin-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const origin = normaliseAppOrigin($<HTMLInputElement>('origin').value);
  if (!origin) {
    say(msg('addressRule'), true);
    return;
  }
  // Least privilege: only localhost is granted at install; any other host is asked for now,
  // while the click still counts as a user gesture.
  if (!isDeclaredHost(origin)) {
    const granted = await chrome.permissions.request({ origins: [permissionPatternOf(origin)] }).catch(() => false);
    if (!granted) {
      say(msg('needsPermission', origin), true);
      return;
    }
  }
  const previous = (await chrome.storage.sync.get(ORIGIN_KEY))[ORIGIN_KEY] ?? DEFAULT_APP_ORIGIN;
  await chrome.storage.sync.set({ [ORIGIN_KEY]: origin });
  // A token belongs to the app that issued it.
  if (previous !== origin) await ask({ type: 'vidshelf:sign-out' });
  say(msg('addressSaved', origin));
  await render();
});

void render();
