import { expect, test } from '@playwright/test';
import { signIn } from './support';

test.describe('signing in and out', () => {
  test('a visitor signs in through the identity provider, stays signed in across a reload, and signs out', async ({ page }) => {
    const email = `story-${Date.now()}@example.com`;

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Sign In' }).or(page.getByRole('button', { name: 'Sign In' })).first().click();

    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Continue with Google' }).click();

    // The dev identity provider stands in for Google: pick the account.
    await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Name').fill('Story Teller');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await expect(page.getByText('Authentication successful! Redirecting...')).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    const userMenu = page.getByRole('button', { name: 'Open user menu' });
    await expect(userMenu).toBeVisible();

    // A browser with a session shows the signed-in frame while loading: no flash of 'Sign In'.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.body?.innerText.includes('Sign In')) sessionStorage.setItem('saw-sign-in', '1');
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.reload();
    await expect(userMenu).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('saw-sign-in'))).toBeNull();

    // A copy of the session cookie, as someone who lifted it from this browser would hold it.
    const copied = (await page.context().cookies()).find((c) => c.name === 'vidshelf_session')!;
    expect(copied).toBeTruthy();

    await userMenu.click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
    const signOut = page.waitForRequest((r) => r.url().endsWith('/api/logout'));
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    expect((await signOut).method()).toBe('POST');

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign In' }).or(page.getByRole('button', { name: 'Sign In' })).first()).toBeVisible();
    const me = await page.request.get('/api/auth/user');
    expect(me.status()).toBe(401);
    // Signing out revoked the session on the server: the copied cookie is dead too.
    const withCopy = await page.request.get('/api/auth/user', { headers: { cookie: `vidshelf_session=${copied.value}` } });
    expect(withCopy.status()).toBe(401);
  });

  test('an administrator sees the Admin entry in the user menu', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByRole('button', { name: /Continue as admin/ }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Admin' })).toBeVisible();
  });

  test('an old link to /api/logout signs nobody out until its button is pressed', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByRole('button', { name: /Continue as admin/ }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });

    await page.goto('/api/logout');
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });

  test('a signed-in visitor of a sign-in link whose return path leads to another site goes home, without an error', async ({ page, baseURL }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, 'return-path');
    await page.goto('/login?next=%2F..%2F%2Fevil.example%2Fx');
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a signed-out visitor of a signed-in page is sent to /login with the Unauthorized toast', async ({ page }) => {
    await page.goto('/categories');
    await expect(page.getByText('Unauthorized')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown address shows the 404 page', async ({ page }) => {
    await page.goto('/some/unknown/place');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    // The app's header and a way home.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Vidshelf' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
