import { expect, test } from '@playwright/test';
import { signInAs } from './support';

test.use({ locale: 'en-US' });

test('the profile Title stops at 60 characters, as the persona Title does, instead of complaining past it', async ({ page }) => {
  await signInAs(page, 'profile-title', 'Tia Title');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const title = page.getByLabel('Title');
  await title.pressSequentially('x'.repeat(61));
  await expect(title).toHaveValue('x'.repeat(60));
  await expect(page.getByText('60/60')).toBeVisible();
  await expect(page.getByText('Title must be 60 characters or less')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save Profile' })).toBeEnabled();
});
