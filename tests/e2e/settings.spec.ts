import { expect, test } from '@playwright/test';
import { profileApi, signInAs, uniqueHandle } from './support';

test.use({ locale: 'en-US' });

test.describe('the Settings page', () => {
  test('without a handle the check button says it saves, and a passing check claims the handle', async ({ page }) => {
    await signInAs(page, 'settings-claim', 'Hana Handle');
    await page.goto('/settings');
    await expect(page.getByRole('button', { name: 'Check', exact: true })).toHaveCount(0);
    const handle = uniqueHandle('hana');
    await page.getByLabel('Handle', { exact: true }).fill(handle);
    await page.getByRole('button', { name: 'Check and save' }).click();
    await expect(page.getByText('Handle updated')).toBeVisible();

    // With a handle, checking another one only checks.
    await expect(page.getByRole('button', { name: 'Check and save' })).toHaveCount(0);
    await page.getByLabel('Handle', { exact: true }).fill(`${handle}-2`.slice(0, 30));
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.getByText('Handle is available')).toBeVisible();
    const me = await (await page.request.get('/api/auth/user')).json();
    expect(me.handle).toBe(handle);
  });

  test("the public switch's hint says what is true: only you while off, the address while on", async ({ page, baseURL }) => {
    await signInAs(page, 'settings-hint', 'Paul Private');
    const handle = uniqueHandle('paul');
    await profileApi(page, baseURL!).claimHandle(handle);
    await page.goto('/profile');
    await expect(page.getByText('Only you can see your profile. Turn this on to share your public bookmarks.')).toBeVisible();
    await expect(page.getByText('Anyone with the link can see your public bookmarks.')).toHaveCount(0);

    await page.goto('/settings');
    const url = `${new URL(baseURL!).origin}/${handle}`;
    const publicSwitch = page.getByRole('switch', { name: 'Public Profile' });
    await expect(publicSwitch).not.toBeChecked();
    await expect(page.getByText(`Only you can see your profile. Turn this on to publish it at ${url}.`)).toBeVisible();
    await expect(page.getByText(`Anyone can visit ${url}.`)).toHaveCount(0);

    await publicSwitch.focus();
    await publicSwitch.press('Space');
    await expect(page.getByText(`Anyone can visit ${url}.`)).toBeVisible();
    await expect(page.getByText(/^Only you can see your profile/)).toHaveCount(0);
  });
});
