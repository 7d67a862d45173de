import { type Page, expect, test } from '@playwright/test';
import { signIn, signInWith } from './support';

/** The dev-mode administrator (ADMIN_EMAILS defaults to admin@example.com). */
const signInAsAdmin = (page: Page) => signInWith(page, { email: 'admin@example.com', name: 'Ada Admin' });

test('an admin creates a virtual member with GPT suggestions, watches its categories fill, and publishes it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Total Users')).toBeVisible();

  await page.goto('/admin/virtual-members');
  await page.getByRole('link', { name: 'Create Virtual Member' }).click();
  await expect(page).toHaveURL(/\/admin\/create-virtual-member$/);

  const generate = page.getByRole('button', { name: 'Generate with GPT' });
  await expect(generate).toBeDisabled();
  await page.getByRole('button', { name: 'Music', exact: true }).click();
  await page.getByRole('button', { name: 'Food & Cooking' }).click();
  // Region → language: picking South Korea selects Korean.
  await expect(page.getByRole('button', { name: 'South Korea' })).toBeVisible();
  await page.getByRole('button', { name: 'South Korea' }).click();
  await expect(page.getByText('Languages Auto-Selected')).toBeVisible();

  await generate.click();
  await expect(page.getByLabel('First Name *')).not.toHaveValue('');
  const handle = await page.getByLabel('Handle *').inputValue();
  expect(handle).toMatch(/^[a-z0-9-]{3,30}$/);
  await expect(page.getByText('Handle is available')).toBeVisible();
  const title = await page.getByLabel('Title').inputValue();
  expect(title.length).toBeGreaterThanOrEqual(50);
  expect(title.length).toBeLessThanOrEqual(60);

  // Keep two of the suggested categories.
  await expect(page.getByRole('heading', { name: /Suggested Categories \(4\)/ })).toBeVisible();
  const removeButtons = page.getByRole('button', { name: /^Remove / });
  await removeButtons.last().click();
  await removeButtons.last().click();
  await page.getByRole('button', { name: 'Create Member + 2 Categories' }).click();

  await expect(page.getByText('Virtual member and 2 categories created successfully. Starting auto-bookmarking...')).toBeVisible();
  await expect(page.getByText(`@${handle}`)).toBeVisible();
  const progress = page.getByTestId('category-progress');
  await expect(progress).toHaveCount(2);
  await expect(progress.filter({ hasText: 'Completed' })).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByText('Auto-bookmarking Complete')).toBeVisible();
  await expect(page.getByText('2/2 categories populated with bookmarks')).toBeVisible();
  await expect(progress.first()).toContainText('bookmarks created');

  await page.getByRole('link', { name: 'View All Members' }).click();
  const row = page.getByTestId('member-row').filter({ hasText: `@${handle}` });
  await expect(row).toContainText('Draft');
  await row.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Virtual member published successfully')).toBeVisible();
  await expect(row).toContainText('Published');
  await expect(row.getByRole('link', { name: /Open the public page/ })).toHaveAttribute('href', `/${handle}`);

  // The published member's public page shows its filled categories.
  await page.goto(`/${handle}`);
  await expect(page.getByText(`@${handle}`).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^All Bookmarks \(\d+\)/ })).toBeVisible();
  await expect(page.getByText('Profile Not Available')).toHaveCount(0);
});

test('the back office leads between Dashboard, Users and Virtual Members, and back again', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/users');
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await nav.getByRole('link', { name: 'Virtual Members' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual Members' })).toBeVisible();
  await page.getByRole('link', { name: 'Create Virtual Member' }).click();
  await expect(nav.getByRole('link', { name: 'Virtual Members' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'User Information' })).toBeVisible();

  // The empty create form shows no address until there is a handle, then the real one.
  await page.goto('/admin/create-virtual-member');
  await expect(page.getByText(/Public URL/)).toHaveCount(0);
  await page.getByLabel('Handle *').fill('chef-kim');
  await expect(page.getByText(`Public URL: ${new URL(page.url()).origin}/chef-kim`)).toBeVisible();
});

test('a signed-in non-admin is turned away from the back office', async ({ page }) => {
  await signIn(page, 'not-admin');
  await page.goto('/admin/users');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
