import { expect, test, type Locator } from '@playwright/test';
import { api, profileApi, signInAs, uniqueHandle } from './support';

// Fixture videos of the offline fake YouTube, all embeddable.
const PLAYABLE = ['nThDJZPzXuY', 'myBwvvHUeOA', 'WY2DFPcnLks', 'iWR31oy-6iY', 'oQIh-IarLbw'];

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

test('on desktop a toast covers none of the Settings switches', async ({ page, baseURL }) => {
  await signInAs(page, 'overlap-toast', 'Tom Toast');
  await profileApi(page, baseURL!).claimHandle(uniqueHandle('tom'));
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Privacy settings updated' });
  await expect(toast).toBeVisible();
  const switches = page.locator('[data-scope="switch"][data-part="control"]');
  expect(await switches.count()).toBeGreaterThan(5);
  // Every switch, wherever the page is scrolled: the toast stays where it is.
  for (const control of await switches.all()) {
    await control.scrollIntoViewIfNeeded();
    expect(await overlaps(toast, control)).toBe(false);
  }
});

test('on desktop the round + button covers no trending row', async ({ page }) => {
  await signInAs(page, 'overlap-fab', 'Fay Fab');
  const rows = page.getByRole('heading', { name: /^Trending in / }).locator('xpath=ancestor::section[1]').getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  const add = page.getByRole('button', { name: 'Add bookmark' }).last();
  for (const row of await rows.all()) {
    await row.scrollIntoViewIfNeeded();
    expect(await overlaps(add, row)).toBe(false);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the floating category button covers none of the last card’s category badges at the bottom of the library', async ({ page, baseURL }) => {
    await signInAs(page, 'overlap-phone', 'Pia Phone');
    const seed = api(page, baseURL!);
    const category = await seed.createCategory('Weeknight Dinners');
    for (const video of PLAYABLE.slice(0, 5)) await seed.createBookmark(video, [category.id]);
    await page.goto('/');
    const badges = page.getByRole('list', { name: 'Categories' });
    await expect(badges.first()).toBeVisible();
    const button = page.getByRole('button', { name: 'Filter by category' });
    await expect(button).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1)).toBe(true);
    const last = badges.last();
    await expect(last).toBeInViewport();
    await page.screenshot({ path: 'scratch/screenshots/phone-library-bottom.png' });
    expect(await overlaps(button, last)).toBe(false);
    expect(await overlaps(page.getByRole('button', { name: 'Add bookmark' }).last(), last)).toBe(false);
  });

  test('while the library scrolls down, the floating buttons step aside from the badges passing under them, and come back on scrolling up', async ({ page, baseURL }) => {
    await signInAs(page, 'overlap-scroll', 'Sid Scroll');
    const seed = api(page, baseURL!);
    const category = await seed.createCategory('Weeknight Dinners');
    for (const video of PLAYABLE.slice(0, 5)) await seed.createBookmark(video, [category.id]);
    await page.goto('/');
    const badges = page.getByRole('list', { name: 'Categories' });
    await expect(badges.nth(2)).toBeAttached();
    const button = page.getByRole('button', { name: 'Filter by category' });
    const add = page.getByRole('button', { name: 'Add bookmark' }).last();
    const buttonBox = (await button.boundingBox())!;
    // Scroll down until the third card's badges sit right behind the category button.
    const target = await badges.nth(2).evaluate((el, centreY) => {
      const box = el.getBoundingClientRect();
      return Math.round(window.scrollY + box.top + box.height / 2 - centreY);
    }, buttonBox.y + buttonBox.height / 2);
    // The person scrolls (a wheel turn), then the page stands exactly at the target.
    await page.mouse.wheel(0, 60);
    // The wheel's scroll lands after the call returns: wait for it, or it would add to the target.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.evaluate((y) => window.scrollTo(0, y), target);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(target);
    await expect(badges.nth(2)).toBeInViewport();
    // Let the buttons finish moving before their boxes are compared.
    await page.waitForTimeout(400);
    for (const list of await badges.all()) {
      expect(await overlaps(button, list)).toBe(false);
      expect(await overlaps(add, list)).toBe(false);
    }
    await page.evaluate(() => window.scrollBy(0, -120));
    await expect(button).toBeInViewport();
  });

  test('a library that opens mid-list (scroll restoration, cards measured above) shows the floating buttons until the person scrolls down', async ({ page, baseURL }) => {
    await signInAs(page, 'overlap-back', 'Bea Back');
    const seed = api(page, baseURL!);
    const category = await seed.createCategory('Weeknight Dinners');
    for (const video of PLAYABLE.slice(0, 5)) await seed.createBookmark(video, [category.id]);
    await page.goto('/');
    const badges = page.getByRole('list', { name: 'Categories' });
    await expect(badges.nth(4)).toBeAttached();
    const button = page.getByRole('button', { name: 'Filter by category' });
    // The page moves down by itself, as restoring a position does: nobody scrolled.
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(700);
    await page.waitForTimeout(400);
    await expect(button).toBeInViewport();
    // Then the person scrolls down: the buttons step aside.
    await page.mouse.wheel(0, 120);
    await expect(button).not.toBeInViewport();
  });
});
