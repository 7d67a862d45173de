import { expect, test } from '@playwright/test';
import { signIn } from './support';

// The SPA's routes are declarative (<BrowserRouter>/<Routes>, web/src/app/router.tsx): these are
// the two things the data router did for us before, done by our own code now.
test.describe('routes', () => {
  test('a screen whose code fails to load shows the error screen, and Try Again recovers', async ({ page }) => {
    // As after a deploy that removed the old chunk: the extension page's code cannot be fetched.
    await page.route(/\/assets\/extension-page-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/extension');
    await expect(page.getByRole('heading', { name: 'Something went wrong. Please try again' })).toBeVisible();

    await page.unroute(/\/assets\/extension-page-[\w-]+\.js$/);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong. Please try again' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a new page starts at the top, and Back returns to where the visitor had scrolled', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

    await page.getByRole('link', { name: 'Sign In' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    // The landing page stays on screen until the login screen's code and texts have loaded.
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });

  test('Categories and Import & export each have a way back', async ({ page }) => {
    await signIn(page, 'way-back');
    await page.goto('/categories');
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/settings/data');
    await page.getByRole('link', { name: 'Back to Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });
});
