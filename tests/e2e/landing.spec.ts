import { type Page, expect, test } from '@playwright/test';

/*
 * The prerendered landing page (vite.landing.ts): "/" without a session is static HTML
 * with a few KB of script, in both languages; the app's code loads only once the visitor goes on.
 */

/** Records <html lang> and the dark class when the page's first copy of the landing is parsed, before it can paint. */
async function watchFirstPaint(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('[data-landing-copy]')) return;
      const root = document.documentElement;
      sessionStorage.setItem('at-first-paint', JSON.stringify({ lang: root.lang, dark: root.classList.contains('dark') }));
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

test('a first visit to / is the prerendered page: none of the app’s code loads until Get Started Free opens the login screen', async ({ page, baseURL }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Every video worth keeping, on one shelf');
  await expect(page.locator('#root')).toHaveCount(0);
  // The sample profile link names this very site, as the SPA's landing does.
  await expect(page.locator('[data-landing-copy="en"]').getByText(`${new URL(baseURL!).host}/alexkim`)).toBeVisible();
  await page.waitForLoadState('load');
  expect(scripts).toEqual(expect.arrayContaining(['/theme-init.js', '/landing-language.js']));
  expect(scripts.filter((path) => /^\/assets\/index-/.test(path))).toEqual([]);

  await page.getByRole('link', { name: 'Get Started Free' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
});

test('the saved dark theme and the saved language apply before the first paint', async ({ page }) => {
  await watchFirstPaint(page);
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('vidshelf.language', 'ko');
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: '무료로 시작하기' })).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('at-first-paint')))!)).toEqual({ lang: 'ko', dark: true });
  // Only the Korean copy is on screen.
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toHaveCount(0);
});

test('the footer switch keeps the keyboard where it was: focus moves to the same button in the other language', async ({ page }) => {
  await page.goto('/');
  const english = page.getByRole('contentinfo').getByRole('group', { name: 'Language' });
  await english.getByRole('button', { name: '한국어' }).focus();
  await page.keyboard.press('Enter');
  const korean = page.getByRole('contentinfo').getByRole('group', { name: '언어' });
  await expect(korean.getByRole('button', { name: '한국어' })).toBeFocused();
  await expect(korean.getByRole('button', { name: '한국어' })).toHaveAttribute('aria-pressed', 'true');
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a new deploy is offered on the prerendered page too, and Reload switches to it', async ({ page, context }) => {
    let build = 'old';
    await context.route('**/sw.js', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${await response.text()}\n// build: ${build}` });
    });
    await page.goto('/');
    await expect(page.locator('[data-landing-copy]').first()).toBeAttached();
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated', undefined, { timeout: 30_000 });
    build = 'new';
    // The next visit goes through the worker (the app shell), which finds the new one: it waits,
    // kept waiting by this tab, which the old worker controls.
    await page.reload();
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null, undefined, { timeout: 30_000 });

    // A second tab loaded past the worker, as a hard reload does: the server's prerendered page,
    // which offers the waiting version too.
    const landing = await context.newPage();
    const cdp = await context.newCDPSession(landing);
    await cdp.send('Network.enable');
    await cdp.send('Network.setBypassServiceWorker', { bypass: true });
    await landing.goto('/');
    await expect(landing.locator('[data-landing-copy]').first()).toBeAttached();
    expect(await landing.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await expect(landing.getByText('A new version is available')).toBeVisible({ timeout: 30_000 });

    const reloaded = landing.waitForEvent('load');
    await landing.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect.poll(() => landing.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    await expect(landing.getByText('A new version is available')).toHaveCount(0);
  });
});
