import { expect, test, type Locator } from '@playwright/test';
import { profileApi, signInAs, uniqueHandle } from './support';

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
