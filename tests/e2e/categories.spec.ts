import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { api, profileApi, signInAs, uniqueHandle } from './support';

/** A fresh account (named `name`) through the dev identity provider, on the library. */
const signIn = (page: Page, name = 'Category Keeper') => signInAs(page, 'categories', name);

/** Picks a palette colour with the keyboard (the swatches form a radio group). */
async function pickColour(scope: Locator, name: string) {
  const swatch = scope.getByRole('radio', { name });
  await swatch.focus();
  await swatch.press('Space');
  await expect(swatch).toBeChecked();
}

/**
 * Presses a key during a keyboard drag until the live region announces `text`. dnd-kit starts
 * listening for keys a tick after the lift, so a key pressed within that tick is not yet heard
 * (no person is that fast); retrying is safe because a repeated key is a no-op at the goal.
 */
async function pressUntilAnnounced(page: Page, key: string, text: string) {
  await expect(async () => {
    await page.keyboard.press(key);
    await expect(page.getByText(text)).toBeAttached({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
}

async function otherUsersSharedCategory(browser: Browser, baseURL: string, name: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, 'Olivia Owner');
  // Subscribers see the owner's name only while the owner's public profile shows it.
  const profile = profileApi(page, baseURL);
  await profile.claimHandle(uniqueHandle('olivia'));
  await profile.setPrivacy({ isPublic: true });
  const category = await api(page, baseURL).createCategory({ name, color: '#8b5cf6', isPublic: true, subscribable: true });
  await context.close();
  return category;
}

test.describe('the Categories page', () => {
  test('a user creates, edits and deletes a category', async ({ page, baseURL }) => {
    await signIn(page);
    await page.goto('/categories');
    await expect(page.getByRole('heading', { name: 'No categories yet' })).toBeVisible();

    await page.getByRole('button', { name: 'Create Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Category' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create', exact: true })).toBeDisabled();
    await dialog.getByLabel('Name').fill('  Cooking  ');
    await pickColour(dialog, 'Red');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Category created')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Cooking', exact: true })).toBeVisible();
    await expect(page.getByText('0 bookmarks')).toBeVisible();
    expect(await api(page, baseURL!).categories()).toMatchObject([{ name: 'Cooking', color: '#ef4444' }]);

    await page.getByRole('button', { name: 'Edit Cooking' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Category' });
    await edit.getByLabel('Name').fill('');
    await expect(edit.getByText('Category name is required.')).toBeVisible();
    await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
    await edit.getByLabel('Name').fill('Baking');
    await pickColour(edit, 'Green');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Category updated')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Baking', exact: true })).toBeVisible();
    expect(await api(page, baseURL!).categories()).toMatchObject([{ name: 'Baking', color: '#22c55e' }]);

    // A card opens its category in the library.
    await page.getByRole('link', { name: 'Baking', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Baking' })).toBeVisible();
    await page.goto('/categories');

    await page.getByRole('button', { name: 'Delete Baking' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete category' });
    await expect(confirm).toContainText('This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Baking', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Delete Baking' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Category deleted')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No categories yet' })).toBeVisible();
  });

  test('editing a category changes its sharing: Public and Allow subscriptions', async ({ page, baseURL }) => {
    await signIn(page);
    const calls = api(page, baseURL!);
    await calls.createCategory({ name: 'Street Food', isPublic: true, subscribable: false });
    await page.goto('/categories');

    await page.getByRole('button', { name: 'Edit Street Food' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Category' });
    const isPublic = edit.getByRole('switch', { name: 'Public' });
    const subscribable = edit.getByRole('switch', { name: 'Allow subscriptions' });
    await expect(isPublic).toBeChecked();
    await expect(subscribable).not.toBeChecked();
    await subscribable.focus();
    await subscribable.press('Space');
    await expect(subscribable).toBeChecked();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Category updated')).toBeVisible();
    expect(await calls.categories()).toMatchObject([{ name: 'Street Food', isPublic: true, subscribable: true }]);

    // Reopened, the form shows what was saved; making it private turns subscriptions off too.
    await page.getByRole('button', { name: 'Edit Street Food' }).click();
    await expect(isPublic).toBeChecked();
    await expect(subscribable).toBeChecked();
    await isPublic.focus();
    await isPublic.press('Space');
    await expect(subscribable).toBeDisabled();
    await edit.getByRole('button', { name: 'Save' }).click();
    // The first save's toast may still be showing, so the saved state is what tells this save is done.
    await expect.poll(() => calls.categories()).toMatchObject([{ name: 'Street Food', isPublic: false, subscribable: false }]);
    await expect(page.getByText('Category updated').last()).toBeVisible();
  });

  test('a user reorders categories with the keyboard and the order is kept', async ({ page, baseURL }) => {
    await signIn(page);
    const calls = api(page, baseURL!);
    for (const name of ['Alpha', 'Bravo', 'Charlie']) await calls.createCategory({ name });
    await page.goto('/categories');
    const headings = page.locator('main h3');
    await expect(headings).toHaveText(['Alpha', 'Bravo', 'Charlie']);

    // Focus the handle, space lifts, an arrow moves one slot, space drops; each step is announced.
    await page.getByRole('button', { name: 'Reorder Alpha' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Alpha moved to position 1 of 3.')).toBeAttached();
    await pressUntilAnnounced(page, 'ArrowRight', 'Alpha moved to position 2 of 3.');
    await page.keyboard.press('Space');
    await expect(page.getByText('Alpha dropped at position 2 of 3.')).toBeAttached();
    await expect(page.getByText('Categories reordered')).toBeVisible();
    await expect(headings).toHaveText(['Bravo', 'Alpha', 'Charlie']);

    expect((await calls.categories()).map((c) => c.name)).toEqual(['Bravo', 'Alpha', 'Charlie']);
    await page.reload();
    await expect(headings).toHaveText(['Bravo', 'Alpha', 'Charlie']);
  });

  test('at 10 categories the page says so and Create stays disabled', async ({ page, baseURL }) => {
    await signIn(page);
    const calls = api(page, baseURL!);
    for (let i = 1; i <= 10; i++) await calls.createCategory({ name: `Topic ${i}` });

    await page.goto('/categories');
    await expect(page.getByText('You have 10 categories. The limit is 10. Delete some to add new ones.')).toBeVisible();
    await page.getByRole('button', { name: 'Create Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Category' });
    await expect(dialog.getByText('You have reached the maximum of 10 categories. Delete some categories to add new ones.')).toBeVisible();
    await dialog.getByLabel('Name').fill('One too many');
    await expect(dialog.getByRole('button', { name: 'Create', exact: true })).toBeDisabled();

    const refused = await calls.post('/api/categories', { name: 'One too many' });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).code).toBe('CATEGORY_LIMIT_REACHED');
  });

  test('a subscribed category is read-only and can be unsubscribed', async ({ page, browser, baseURL }) => {
    const shared = await otherUsersSharedCategory(browser, baseURL!, 'Jazz Picks');
    await signIn(page);
    const calls = api(page, baseURL!);
    await calls.createCategory({ name: 'Mine' });
    expect((await calls.post(`/api/categories/${shared.id}/subscribe`)).status()).toBe(200);

    await page.goto('/categories');
    const subscribed = page.getByRole('region', { name: 'Subscribed' });
    await expect(subscribed.getByRole('heading', { name: 'Jazz Picks' })).toBeVisible();
    await expect(subscribed.getByText('Olivia Owner')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Jazz Picks' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reorder Jazz Picks' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit Mine' })).toBeVisible();

    await subscribed.getByRole('button', { name: 'Unsubscribe from Jazz Picks' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('Unsubscribed')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Jazz Picks' })).toHaveCount(0);
  });
});

test.describe('the Manage Categories dialog', () => {
  async function openManage(page: Page) {
    await page.getByRole('button', { name: 'Manage Categories' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Categories' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('creates, edits in place, reorders by keyboard and deletes categories', async ({ page, baseURL }) => {
    await signIn(page);
    const calls = api(page, baseURL!);
    const dialog = await openManage(page);
    await expect(dialog.getByRole('tab', { name: 'Categories (0/10)' })).toBeVisible();

    await dialog.getByRole('tab', { name: 'Create New Category' }).click();
    const create = dialog.getByRole('button', { name: 'Create Category' });
    await expect(create).toBeDisabled();
    await dialog.getByLabel('Name').fill('Podcasts');
    await pickColour(dialog, 'Pink');
    const isPublic = dialog.getByRole('switch', { name: 'Public' });
    await expect(isPublic).toBeChecked();
    await isPublic.focus();
    await isPublic.press('Space');
    await expect(isPublic).not.toBeChecked();
    await create.click();
    await expect(page.getByText('Category created')).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Categories (1/10)' })).toBeVisible();
    await dialog.getByLabel('Name').fill('Lectures');
    await create.click();
    await expect(dialog.getByRole('tab', { name: 'Categories (2/10)' })).toBeVisible();
    expect(await calls.categories()).toMatchObject([
      { name: 'Podcasts', color: '#ec4899', isPublic: false },
      { name: 'Lectures', color: '#3b82f6', isPublic: true },
    ]);

    await dialog.getByRole('tab', { name: 'Categories (2/10)' }).click();
    await dialog.getByRole('button', { name: 'Edit Podcasts' }).click();
    const editor = dialog.getByRole('form', { name: 'Edit Podcasts' });
    await editor.getByLabel('Name').fill('Audio');
    // Escape leaves the inline editor, not the dialog.
    await page.keyboard.press('Escape');
    await expect(editor).toBeHidden();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Edit Podcasts' }).click();
    await editor.getByLabel('Name').fill('Audio');
    await pickColour(editor, 'Orange');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Category updated')).toBeVisible();
    await expect(dialog.getByText('Audio', { exact: true })).toBeVisible();

    // Space lifts, ArrowDown moves, Escape cancels the move (the dialog stays); then a real move.
    const handle = dialog.getByRole('button', { name: 'Reorder Audio' });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Audio moved to position 1 of 2.')).toBeAttached();
    await pressUntilAnnounced(page, 'Escape', 'Moving Audio was cancelled.');
    await expect(dialog).toBeVisible();
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Audio moved to position 1 of 2.')).toBeAttached();
    await pressUntilAnnounced(page, 'ArrowDown', 'Audio moved to position 2 of 2.');
    await page.keyboard.press('Space');
    await expect(page.getByText('Categories reordered')).toBeVisible();
    expect((await calls.categories()).map((c) => c.name)).toEqual(['Lectures', 'Audio']);

    await dialog.getByRole('button', { name: 'Delete Lectures' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete category' });
    await expect(confirm).toContainText('This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Category deleted')).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Categories (1/10)' })).toBeVisible();
    expect((await calls.categories()).map((c) => c.name)).toEqual(['Audio']);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('editing in place offers Public and Allow subscriptions, as creating does', async ({ page, baseURL }) => {
    await signIn(page);
    const calls = api(page, baseURL!);
    await calls.createCategory({ name: 'Lectures', isPublic: false });
    // Created behind the page's back: the page asked for its categories as it loaded.
    await page.reload();
    const dialog = await openManage(page);
    await dialog.getByRole('tab', { name: 'Categories (1/10)' }).click();
    await dialog.getByRole('button', { name: 'Edit Lectures' }).click();
    const editor = dialog.getByRole('form', { name: 'Edit Lectures' });
    const isPublic = editor.getByRole('switch', { name: 'Public' });
    const subscribable = editor.getByRole('switch', { name: 'Allow subscriptions' });
    await expect(isPublic).not.toBeChecked();
    await expect(subscribable).toBeDisabled();
    await isPublic.focus();
    await isPublic.press('Space');
    await subscribable.focus();
    await subscribable.press('Space');
    await expect(subscribable).toBeChecked();
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Category updated')).toBeVisible();
    expect(await calls.categories()).toMatchObject([{ name: 'Lectures', isPublic: true, subscribable: true }]);
    await expect(dialog.getByTitle('Open to subscriptions')).toBeVisible();
  });

  test('at the limit the dialog shows the banner and refuses to create', async ({ page, browser, baseURL }) => {
    const shared = await otherUsersSharedCategory(browser, baseURL!, 'Shared Picks');
    await signIn(page);
    const calls = api(page, baseURL!);
    for (let i = 1; i <= 9; i++) await calls.createCategory({ name: `Topic ${i}` });
    expect((await calls.post(`/api/categories/${shared.id}/subscribe`)).status()).toBe(200);
    await page.reload();

    const dialog = await openManage(page);
    await dialog.getByRole('tab', { name: 'Categories (10/10)' }).click();
    await expect(dialog.getByText('You have 10 categories. The limit is 10. Delete some to add new ones.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Unsubscribe from Shared Picks' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Edit Shared Picks' })).toHaveCount(0);

    await dialog.getByRole('tab', { name: 'Create New Category' }).click();
    await expect(dialog.getByText('You have reached the maximum of 10 categories. Delete some categories to add new ones.')).toBeVisible();
    await dialog.getByLabel('Name').fill('Eleventh');
    await expect(dialog.getByRole('button', { name: 'Create Category' })).toBeDisabled();

    // Unsubscribing frees a slot.
    await dialog.getByRole('tab', { name: 'Categories (10/10)' }).click();
    await dialog.getByRole('button', { name: 'Unsubscribe from Shared Picks' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('Unsubscribed')).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Categories (9/10)' })).toBeVisible();
    await dialog.getByRole('tab', { name: 'Create New Category' }).click();
    await dialog.getByLabel('Name').fill('Tenth');
    await dialog.getByRole('button', { name: 'Create Category' }).click();
    await expect(page.getByText('Category created')).toBeVisible();
  });
});
