import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

test.use({ locale: 'en-US', colorScheme: 'dark' });

/** Records whether the page was dark when the app's root first got content (its first paint). */
async function watchFirstPaint(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('#root > *')) return;
      sessionStorage.setItem('dark-at-first-paint', String(document.documentElement.classList.contains('dark')));
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

const html = (page: Page) => page.locator('html');
const toggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Theme: / });

test('the library follows the device: dark from the first paint, and live when the device changes', async ({ page }) => {
  await signIn(page, 'theme-system');
  await watchFirstPaint(page);
  await page.reload();
  await expect(toggle(page)).toHaveAccessibleName('Theme: System (as on this device). Switch to Light');
  await expect(html(page)).toHaveClass(/dark/);
  expect(await page.evaluate(() => sessionStorage.getItem('dark-at-first-paint'))).toBe('true');

  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).not.toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html(page)).toHaveClass(/dark/);
});

test('the toggle steps through light, dark and the device, and a chosen theme ignores the device', async ({ page }) => {
  await signIn(page, 'theme-choice');
  await toggle(page).click();
  await expect(toggle(page)).toHaveAccessibleName('Theme: Light. Switch to Dark');
  await expect(html(page)).not.toHaveClass(/dark/);
  await page.reload();
  await expect(html(page)).not.toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html(page)).not.toHaveClass(/dark/);

  await toggle(page).click();
  await expect(toggle(page)).toHaveAccessibleName('Theme: Dark. Switch to System (as on this device)');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).toHaveClass(/dark/);

  await toggle(page).click();
  await expect(toggle(page)).toHaveAccessibleName('Theme: System (as on this device). Switch to Light');
  await expect(html(page)).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
});
