import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { api, profileApi, signIn, signInAs, signInWith, uniqueHandle } from './support';

/*
 * The installable app (vite.pwa.ts): Chromium's own installability checks, and what the
 * service worker may and may not keep. Every other story blocks service workers
 * (playwright.config.ts); these let it register.
 */
test.use({ serviceWorkers: 'allow' });

/** Waits until the page's service worker is activated (precache done). */
async function serviceWorkerActivated(page: Page) {
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated', undefined, { timeout: 30_000 });
}

/** Every URL in every Cache Storage cache of the page's origin. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });
}

test('Chromium reads the manifest without errors and finds nothing that stops installing the app', async ({ playwright, launchOptions, baseURL }) => {
  // Chromium never offers to install from an incognito profile, which every new context is: this
  // story uses a real (temporary) profile.
  const profile = mkdtempSync(join(tmpdir(), 'vidshelf-pwa-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signInWith(page, { email: `pwa-install-${Date.now()}@example.com`, name: 'Install Person' });
    await serviceWorkerActivated(page);

    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toBe(`${baseURL}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    const data = JSON.parse(manifest.data!) as Record<string, unknown>;
    expect(data).toMatchObject({
      id: '/',
      name: 'Vidshelf',
      short_name: 'Vidshelf',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#e11d48',
      share_target: { action: '/share', method: 'GET', params: { title: 'title', text: 'text', url: 'url' } },
    });
    expect(data.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    );

    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    for (const icon of ['icon-192.png', 'icon-512.png', 'icon-maskable-512.png', 'apple-touch-icon-180.png']) {
      const answer = await page.request.get(`/icons/${icon}`);
      expect(answer.status(), icon).toBe(200);
      expect(answer.headers()['content-type']).toBe('image/png');
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the service worker keeps the app shell for offline starts but never an API answer', async ({ page, context, baseURL }) => {
  await signIn(page, 'pwa-cache');
  const seed = api(page, baseURL!);
  const category = await seed.createCategory('Offline');
  await seed.createBookmark('wLmRcsHv_dQ', [category.id]);
  await serviceWorkerActivated(page);

  // From now on the worker controls the page: the library's API calls pass through it.
  const apiCalls: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) apiCalls.push(response.url());
  });
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole('button', { name: 'Play Gimbap Rolling Masterclass for Picnics' })).toBeVisible();
  expect(apiCalls.some((url) => url.includes('/api/bookmarks'))).toBe(true);

  const cached = await cachedUrls(page);
  expect(cached.some((url) => new URL(url).pathname === '/index.html')).toBe(true);
  expect(cached.some((url) => /\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true);
  expect(cached.filter((url) => new URL(url).pathname.startsWith('/api'))).toEqual([]);

  // A navigation to the API reaches the server, never the cached page.
  const config = await page.goto('/api/config/google-client-id');
  expect(config!.headers()['content-type']).toContain('application/json');

  // Offline, a screen's address still opens the app from the cache.
  await context.setOffline(true);
  const offline = await page.goto('/categories');
  expect(offline!.fromServiceWorker()).toBe(true);
  await expect(page).toHaveTitle('Vidshelf');
  await expect(page.locator('#root')).not.toBeEmpty();
  await context.setOffline(false);
});

test('a new deploy waits for the person: a toast offers Reload, which switches to the new version', async ({ page, context }) => {
  // The first visit installs a service worker that differs from the one the server sends later,
  // as after a deploy: the browser's next update check finds the server's and installs it.
  let build = 'old';
  await context.route('**/sw.js', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\n// build: ${build}` });
  });
  await page.goto('/');
  await serviceWorkerActivated(page);
  build = 'new';

  await page.reload();
  await expect(page.getByText('A new version is available')).toBeVisible({ timeout: 30_000 });
  // Nothing switches on its own: the new worker waits.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(true);

  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect
    .poll(() => page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: registration?.waiting ?? null, controlled: navigator.serviceWorker.controller !== null };
    }))
    .toEqual({ waiting: null, controlled: true });
  await expect(page.getByText('A new version is available')).toHaveCount(0);
});

test('an embed framed on another site neither registers the service worker nor loads its chunk', async ({ page, baseURL, browser }) => {
  await signInAs(page, 'pwa-embed', 'Embed Owner');
  const handle = uniqueHandle('pwa-embed');
  const profile = profileApi(page, baseURL!);
  await profile.claimHandle(handle);
  await profile.setPrivacy({ isPublic: true });
  await api(page, baseURL!).createBookmark('wLmRcsHv_dQ');

  const visitor = await (await browser.newContext({ serviceWorkers: 'allow' })).newPage();
  const requested: string[] = [];
  visitor.on('request', (request) => requested.push(request.url()));
  await visitor.goto(`${baseURL}/${handle}/embed`, { waitUntil: 'load' });
  await expect(visitor.getByRole('button', { name: 'Play all' })).toBeVisible();
  // Registration would start right after load: give it time to show.
  await visitor.waitForTimeout(1_500);
  expect(await visitor.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(requested.filter((url) => /register-service-worker|workbox/.test(url))).toEqual([]);

  // The same visitor on the profile page does get the worker: the check above could see one.
  await visitor.goto(`${baseURL}/${handle}`);
  await serviceWorkerActivated(visitor);
  await visitor.context().close();
});
