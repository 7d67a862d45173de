import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, type Page, type Worker, chromium, expect, test } from '@playwright/test';

// The unpacked extension, loaded for real in Debian's Chromium (the new headless mode loads
// extensions). youtube.com is out of reach: the context serves a minimal watch page at the real
// address, so the content script's match pattern applies exactly as on YouTube.
const root = join(import.meta.dirname, '../..');
const dist = join(root, 'extension/dist');
const VIDEO = 'nThDJZPzXuY'; // in the fake YouTube's fixtures
const TITLE = 'Crispy Smashed Potatoes, Three Ways';
const watchUrl = `https://www.youtube.com/watch?v=${VIDEO}&t=42s`;

let context: BrowserContext;
let worker: Worker;
let userDataDir: string;

test.beforeAll(async () => {
  execFileSync('node', ['scripts/build-extension.mjs'], { cwd: root, stdio: 'pipe' });
  userDataDir = mkdtempSync(join(tmpdir(), 'vidshelf-extension-'));
  context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [`--disable-extensions-except=${dist}`, `--load-extension=${dist}`, '--no-sandbox', '--disable-gpu'],
  });
  worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await context.route(/^https:\/\/(www|m)\.youtube\.com\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      // The page's own script notes every message it receives: a YouTube script could read them.
      body: `<!doctype html><html><head><title>Fixture video - YouTube</title>
        <script>window.seenMessages = []; addEventListener('message', (e) => seenMessages.push(JSON.stringify(e.data)));</script>
        </head><body><h1>Fixture watch page</h1></body></html>`,
    }),
  );
});

test.afterAll(async () => {
  await context?.close();
  if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
});

const extensionId = () => new URL(worker.url()).host;
/** What the extension keeps in chrome.storage.local (read inside its service worker). */
const storedToken = () =>
  worker.evaluate(async () => {
    const { chrome } = globalThis as unknown as { chrome: { storage: { local: { get(key: string): Promise<Record<string, unknown>> } } } };
    return (await chrome.storage.local.get('vidshelfToken')).vidshelfToken ?? null;
  });

async function openPopup(): Promise<Page> {
  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${extensionId()}/popup.html`);
  return popup;
}

/** The content script's button on the page (it lives in a shadow root, which locators pierce). */
const vidshelfButton = (page: Page) => page.locator('#vidshelf-extension-root').getByRole('button');

test('signs in through the extension, saves a YouTube video in one click, and signs out', async ({ baseURL }) => {
  // Self-hosted app: the popup's settings point the extension at it.
  const popup = await openPopup();
  await expect(popup.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await popup.getByText('Settings').click();
  await popup.getByLabel('Vidshelf address').fill(baseURL!);
  await popup.getByRole('button', { name: 'Save address' }).click();
  await expect(popup.getByText(`Saved: ${baseURL}`)).toBeVisible();

  // The button appears on a watch page; signed out it offers sign-in in a window it opens.
  const youtube = await context.newPage();
  await youtube.goto(watchUrl);
  await expect(vidshelfButton(youtube)).toHaveText('Sign in to Vidshelf');
  const signInWindowOpens = context.waitForEvent('page');
  await vidshelfButton(youtube).click();
  const signInWindow = await signInWindowOpens;
  await expect(signInWindow).toHaveURL(`${baseURL}/login?source=extension&extensionId=${extensionId()}`);
  await signInWindow.getByRole('button', { name: 'Continue with Google' }).click();
  await signInWindow.getByLabel('E-mail').fill(`extension-${Date.now()}@example.com`);
  await signInWindow.getByLabel('Name').fill('Extension Person');
  await signInWindow.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(signInWindow.getByText('Successfully signed in! Closing window...')).toBeVisible();
  await signInWindow.waitForEvent('close');

  // The token went from the app straight to the background (externally_connectable): no script
  // of the YouTube page could read it, nor did the page store it.
  await expect(vidshelfButton(youtube)).toHaveText('Save to Vidshelf');
  expect(await storedToken()).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(await youtube.evaluate(() => (window as unknown as { seenMessages: string[] }).seenMessages.join('\n'))).not.toContain('VIDSHELF_AUTH_SUCCESS');
  expect(await youtube.evaluate(() => JSON.stringify({ ...localStorage }) + document.cookie)).not.toContain('eyJ');

  // One click saves it, with the page's timestamp.
  await vidshelfButton(youtube).click();
  await expect(vidshelfButton(youtube)).toHaveText('Saved to Vidshelf');

  // The app (signed in by the same window) lists it.
  const app = await context.newPage();
  const bookmarks = await (await app.request.get(`${baseURL}/api/bookmarks?limit=100`)).json();
  expect(bookmarks).toEqual([expect.objectContaining({ videoId: VIDEO, url: `https://www.youtube.com/watch?v=${VIDEO}&t=42s` })]);
  await app.goto(`${baseURL}/`);
  await expect(app.getByText(TITLE).first()).toBeVisible();

  // Coming back to the video, and on its Shorts address, it is already saved.
  await youtube.reload();
  await expect(vidshelfButton(youtube)).toHaveText('Already saved');
  await youtube.goto(`https://www.youtube.com/shorts/${VIDEO}`);
  await expect(vidshelfButton(youtube)).toHaveText('Already saved');
  // Not a video page: no button.
  await youtube.goto('https://www.youtube.com/feed/subscriptions');
  await expect(youtube.locator('#vidshelf-extension-root')).toHaveCount(0);

  // The popup greets the user; signing out there forgets the token and the page follows.
  await popup.reload();
  await expect(popup.getByText('Signed in as Extension Person')).toBeVisible();
  await popup.getByRole('button', { name: 'Sign out' }).click();
  await expect(popup.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await storedToken()).toBeNull();
  await youtube.goto(watchUrl);
  await expect(vidshelfButton(youtube)).toHaveText('Sign in to Vidshelf');

  // Signed in to the app already: the sign-in window hands a token over at once and closes.
  const secondWindowOpens = context.waitForEvent('page');
  await vidshelfButton(youtube).click();
  const secondWindow = await secondWindowOpens;
  await expect(secondWindow.getByText('Successfully signed in! Closing window...')).toBeVisible();
  await secondWindow.waitForEvent('close');
  await expect(vidshelfButton(youtube)).toHaveText('Already saved');

  // Revoked (sign out everywhere): the next call's 401 clears the token, back to sign-in.
  const revoked = await app.request.post(`${baseURL}/api/auth/sign-out-everywhere`, { headers: { Origin: baseURL! } });
  expect(revoked.status()).toBe(204);
  await youtube.reload();
  await expect(vidshelfButton(youtube)).toHaveText('Sign in to Vidshelf');
  expect(await storedToken()).toBeNull();
});

/** The id of the tab whose content script shows exactly this saved address (asked from the worker). */
const tabShowing = (url: string) =>
  worker.evaluate(async (wanted) => {
    type Chrome = { tabs: { query(q: object): Promise<{ id?: number }[]>; sendMessage(id: number, m: unknown): Promise<{ url?: string } | null> } };
    const { chrome } = globalThis as unknown as { chrome: Chrome };
    for (const tab of await chrome.tabs.query({})) {
      const page = tab.id === undefined ? null : await chrome.tabs.sendMessage(tab.id, { type: 'vidshelf:current-video' }).catch(() => null);
      if (page?.url === wanted) return tab.id!;
    }
    return null;
  }, url);

test('signs in from the popup, then saves the video of the YouTube tab into a category from the popup', async ({ baseURL }) => {
  // A YouTube tab of its own (a timestamp no other story uses tells it apart).
  const youtube = await context.newPage();
  await youtube.goto(`https://www.youtube.com/watch?v=${VIDEO}&t=7s`);
  const saved = `https://www.youtube.com/watch?v=${VIDEO}&t=7s`;
  await expect.poll(() => tabShowing(saved)).not.toBeNull();
  const tabId = (await tabShowing(saved))!;
  // Opened as a tab the popup would be its own active tab: it is told which tab to act on.
  const openPopupFor = async () => {
    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${extensionId()}/popup.html?tab=${tabId}`);
    return popup;
  };

  // Signed out, pointed at this app (the address is kept when it is already the one set).
  const popup = await openPopupFor();
  await popup.getByText('Settings').click();
  await popup.getByLabel('Vidshelf address').fill(baseURL!);
  await popup.getByRole('button', { name: 'Save address' }).click();
  await expect(popup.getByText(`Saved: ${baseURL}`)).toBeVisible();
  await popup.evaluate(() => (globalThis as unknown as { chrome: { storage: { local: { remove(k: string): Promise<void> } } } }).chrome.storage.local.remove('vidshelfToken'));
  await popup.reload();
  await expect(popup.getByRole('button', { name: 'Sign in' })).toBeVisible();

  // The popup's Sign in asks the YouTube tab to open the app's login, whose answer the tab hands over.
  // (Playwright's Chromium runs without the pop-up blocker; if a browser blocks it, the popup says to
  // press the page's own button, which opens the window in a user gesture.)
  const signInWindowOpens = context.waitForEvent('page');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  const signInWindow = await signInWindowOpens;
  await expect(signInWindow).toHaveURL(`${baseURL}/login?source=extension&extensionId=${extensionId()}`);
  await signInWindow.getByRole('button', { name: 'Continue with Google' }).click();
  await signInWindow.getByLabel('E-mail').fill(`popup-${Date.now()}@example.com`);
  await signInWindow.getByLabel('Name').fill('Popup Person');
  await signInWindow.getByRole('button', { name: 'Continue', exact: true }).click();
  await signInWindow.waitForEvent('close');
  await expect(vidshelfButton(youtube)).toHaveText('Save to Vidshelf');
  expect(await storedToken()).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

  // The same person has categories in the app (its session came with the sign-in window).
  const headers = { Origin: baseURL! };
  const category = await (
    await context.request.post(`${baseURL}/api/categories`, { data: { name: 'Weeknight dinners', color: '#22c55e' }, headers })
  ).json();
  await context.request.post(`${baseURL}/api/categories`, { data: { name: 'Someday', color: '#3b82f6' }, headers });

  // The popup offers the tab's video with the person's categories; saving files it there.
  const picker = await openPopupFor();
  await expect(picker.getByText('Signed in as Popup Person')).toBeVisible();
  await expect(picker.getByLabel('Category').locator('option')).toHaveText(['No category', 'Weeknight dinners', 'Someday']);
  await picker.getByLabel('Category').selectOption({ label: 'Weeknight dinners' });
  await picker.getByRole('button', { name: 'Save to Vidshelf' }).click();
  await expect(picker.getByRole('button', { name: 'Saved to Vidshelf' })).toBeDisabled();
  await expect(picker.getByLabel('Category')).toBeDisabled();

  const inCategory = await (await context.request.get(`${baseURL}/api/bookmarks?limit=100&categoryId=${category.id}`)).json();
  expect(inCategory).toEqual([
    expect.objectContaining({ videoId: VIDEO, url: saved, categories: [expect.objectContaining({ id: category.id, name: 'Weeknight dinners' })] }),
  ]);
  // The page's button follows, and the popup opened again knows the video is saved.
  await expect(vidshelfButton(youtube)).toHaveText('Already saved');
  await picker.reload();
  await expect(picker.getByRole('button', { name: 'Already saved' })).toBeDisabled();

  await picker.getByRole('button', { name: 'Sign out' }).click();
  await expect(picker.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test("the landing page's Install Extension leads to the install page, reachable signed out", async ({ baseURL }) => {
  const visitor = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await visitor.newPage({ baseURL });
    await page.goto('/');
    await page.getByRole('link', { name: 'Install Extension' }).first().click();
    await expect(page).toHaveURL(/\/extension$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Install the Vidshelf extension' })).toBeVisible();
    await expect(page.getByText('Chrome Web Store: coming soon.')).toBeVisible();
    await expect(page.getByText('chrome://extensions')).toBeVisible();
    // The download is offered exactly when this server ships the zip.
    const zip = await page.request.head('/downloads/vidshelf-extension.zip');
    const shipped = (zip.headers()['content-type'] ?? '').includes('zip');
    await expect(page.getByRole('link', { name: 'Download extension (.zip)' })).toHaveCount(shipped ? 1 : 0);
    if (!shipped) await expect(page.getByText('This server has no extension build yet.')).toBeVisible();
  } finally {
    await visitor.close();
  }
});
