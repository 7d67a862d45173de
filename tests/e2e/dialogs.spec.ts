import { expect, test, type Page } from '@playwright/test';
import { api, signInAs } from './support';

// Videos the offline YouTube fake knows (tests/fixtures/youtube/videos.json).
const VIDEOS = {
  potatoes: { id: 'nThDJZPzXuY', title: 'Crispy Smashed Potatoes, Three Ways' },
  sourdough: { id: 'myBwvvHUeOA', title: 'Sourdough for Absolute Beginners: Day One to First Loaf' },
  chicken: { id: 'WY2DFPcnLks', title: 'One-Pan Lemon Herb Chicken in 30 Minutes' },
  kimchi: { id: 'iWR31oy-6iY', title: 'Kimchi Jjigae at Home | Easy Korean Stew' },
  market: { id: 'oQIh-IarLbw', title: 'Seoul Night Market Street Food Tour (Tteokbokki, Hotteok, Mandu)' },
} as const;

/** A fresh account through the dev identity provider, on the library. */
const signIn = (page: Page) => signInAs(page, 'dialogs', 'Dialog Tester');

// The toast on screen: an identical earlier one may still be in the DOM while it animates out.
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast][data-visible="true"]').filter({ hasText: text });

async function openAddBookmark(page: Page) {
  await page.getByRole('button', { name: 'Add bookmark', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Bookmark' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Selects every loaded bookmark with the toolbar's Select All. */
async function selectAll(page: Page, expected: number) {
  await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(expected);
  await page.getByRole('button', { name: 'Select All' }).click();
  await expect(page.getByRole('button', { name: 'Deselect All' })).toBeVisible();
}

async function openCardMenu(page: Page, title: string, item: 'Edit' | 'Delete') {
  await page.getByRole('button', { name: `Actions for ${title}` }).first().click();
  await page.getByRole('menuitem', { name: item }).click();
}

test.describe('bookmark dialogs', () => {
  test('Add Bookmark accepts watch, youtu.be, embed and v links and refuses others', async ({ page, baseURL }) => {
    await signIn(page);
    const calls = api(page, baseURL!);
    const category = await calls.createCategory({ name: 'Kitchen' });
    await page.reload();

    let dialog = await openAddBookmark(page);
    await dialog.getByRole('button', { name: 'Add Bookmark' }).click();
    await expect(dialog.getByText('Please enter a YouTube URL')).toBeVisible();
    await dialog.getByLabel('YouTube URL').fill('https://vimeo.com/76979871');
    await dialog.getByRole('button', { name: 'Add Bookmark' }).click();
    await expect(dialog.getByText('Please enter a valid YouTube URL')).toBeVisible();
    await dialog.getByLabel('YouTube URL').fill(`https://www.youtube.com/shorts/${VIDEOS.potatoes.id}`);
    await dialog.getByRole('button', { name: 'Add Bookmark' }).click();
    await expect(dialog.getByText('Please enter a valid YouTube URL')).toBeVisible();

    // watch?v= with a custom title, a description and a category.
    await dialog.getByLabel('YouTube URL').fill(`https://www.youtube.com/watch?v=${VIDEOS.potatoes.id}&t=42s`);
    await dialog.getByLabel('Title').fill('Potatoes, my way');
    await dialog.getByLabel('Description').fill('For Sunday lunch');
    await dialog.getByLabel('Category').selectOption({ label: 'Kitchen' });
    await dialog.getByRole('button', { name: 'Add Bookmark' }).click();
    await expect(toast(page, 'Bookmark created')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Actions for Potatoes, my way' }).first()).toBeVisible();

    const forms = [
      { url: `https://youtu.be/${VIDEOS.sourdough.id}`, title: VIDEOS.sourdough.title },
      { url: `https://www.youtube.com/embed/${VIDEOS.chicken.id}`, title: VIDEOS.chicken.title },
      { url: `http://www.youtube.com/v/${VIDEOS.kimchi.id}`, title: VIDEOS.kimchi.title },
    ];
    for (const form of forms) {
      dialog = await openAddBookmark(page);
      await dialog.getByLabel('YouTube URL').fill(form.url);
      await dialog.getByRole('button', { name: 'Add Bookmark' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: `Actions for ${form.title}` }).first()).toBeVisible();
    }

    const saved = await calls.bookmarks();
    expect(saved.map((b) => b.videoId).sort()).toEqual(
      [VIDEOS.potatoes.id, VIDEOS.sourdough.id, VIDEOS.chicken.id, VIDEOS.kimchi.id].sort(),
    );
    const potatoes = saved.find((b) => b.videoId === VIDEOS.potatoes.id)!;
    expect(potatoes.title).toBe('Potatoes, my way');
    expect(potatoes.categories.map((c) => c.id)).toEqual([category.id]);

    // The same video twice: the server's own words.
    dialog = await openAddBookmark(page);
    await dialog.getByLabel('YouTube URL').fill(`https://youtu.be/${VIDEOS.sourdough.id}`);
    await dialog.getByRole('button', { name: 'Add Bookmark' }).click();
    await expect(toast(page, 'This video is already in your bookmarks.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a bookmark is edited, then deleted after confirmation', async ({ page, baseURL }) => {
    await signIn(page);
    const calls = api(page, baseURL!);
    const category = await calls.createCategory({ name: 'Weeknight' });
    const bookmark = await calls.createBookmark(VIDEOS.chicken.id);
    await page.reload();

    await openCardMenu(page, VIDEOS.chicken.title, 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit Bookmark' });
    await expect(edit.getByLabel('Title')).toHaveValue(VIDEOS.chicken.title);
    await edit.getByLabel('Title').fill('Lemon chicken');
    await edit.getByLabel('Note').fill('Double the garlic.');
    await edit.getByRole('group', { name: 'Categories' }).getByText('Weeknight').click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Bookmark updated')).toContainText('Your bookmark has been updated successfully.');
    await expect(edit).toBeHidden();

    const [updated] = await calls.bookmarks();
    expect(updated).toMatchObject({ id: bookmark.id, title: 'Lemon chicken', note: 'Double the garlic.' });
    expect(updated!.categories.map((c) => c.id)).toEqual([category.id]);

    await openCardMenu(page, 'Lemon chicken', 'Delete');
    const confirm = page.getByRole('alertdialog', { name: 'Delete Bookmark' });
    await expect(confirm).toContainText('Are you sure you want to delete "Lemon chicken"? This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect(await calls.bookmarks()).toHaveLength(1);

    await openCardMenu(page, 'Lemon chicken', 'Delete');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Bookmark deleted')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Actions for Lemon chicken' })).toHaveCount(0);
    expect(await calls.bookmarks()).toHaveLength(0);
  });

  test('batch delete reports the bookmarks that could not be deleted', async ({ page, baseURL }) => {
    await signIn(page);
    const calls = api(page, baseURL!);
    const [, second] = [
      await calls.createBookmark(VIDEOS.potatoes.id),
      await calls.createBookmark(VIDEOS.sourdough.id),
      await calls.createBookmark(VIDEOS.chicken.id),
    ];
    await page.reload();
    await selectAll(page, 3);

    // One of them disappears behind the screen's back (another tab, the extension...).
    await calls.deleteBookmark(second!.id);

    await page.getByRole('button', { name: 'Delete selected' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Bookmarks' });
    await expect(confirm).toContainText('3 bookmarks');
    await expect(confirm).toContainText('This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Deleted 2 of 3 bookmarks')).toContainText('1 bookmark(s) failed to delete');
    expect(await calls.bookmarks()).toHaveLength(0);

    const fourth = await calls.createBookmark(VIDEOS.kimchi.id);
    await page.reload();
    await expect(page.getByRole('button', { name: `Actions for ${fourth.title}` }).first()).toBeVisible();
    await selectAll(page, 1);
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Successfully deleted 1 bookmark(s)')).toBeVisible();
  });

  test('Bulk Category Edit adds categories and None removes them all', async ({ page, baseURL }) => {
    await signIn(page);
    const calls = api(page, baseURL!);
    const baking = await calls.createCategory({ name: 'Baking' });
    const dinner = await calls.createCategory({ name: 'Dinner' });
    await calls.createBookmark(VIDEOS.sourdough.id);
    await calls.createBookmark(VIDEOS.chicken.id);
    await page.reload();
    await selectAll(page, 2);

    await page.getByRole('button', { name: 'Bulk Category Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Categories' });
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(toast(page, 'No changes')).toContainText("Please select categories to add or choose 'None' to remove all categories");

    const none = dialog.getByRole('checkbox', { name: 'None (remove all)' });
    const bakingBox = dialog.getByRole('checkbox', { name: 'Baking' });
    const dinnerBox = dialog.getByRole('checkbox', { name: 'Dinner' });
    await dialog.getByText('None (remove all)').click();
    await expect(none).toBeChecked();
    await dialog.getByText('Baking').click();
    await expect(bakingBox).toBeChecked();
    await expect(none).not.toBeChecked();
    await dialog.getByText('Dinner').click();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(toast(page, 'Categories added/removed')).toBeVisible();
    await expect(dialog).toBeHidden();
    for (const bookmark of await calls.bookmarks()) {
      expect(bookmark.categories.map((c) => c.id).sort()).toEqual([baking.id, dinner.id].sort());
    }

    if (await page.getByRole('button', { name: 'Select All' }).isVisible()) await selectAll(page, 2);
    await page.getByRole('button', { name: 'Bulk Category Edit' }).click();
    await dialog.getByText('Dinner').click();
    await expect(dinnerBox).toBeChecked();
    await dialog.getByText('None (remove all)').click();
    await expect(dinnerBox).not.toBeChecked();
    // The first Apply's toast may still show: wait for this Apply's own answer.
    const applied = page.waitForResponse((res) => res.url().endsWith('/api/bookmarks/bulk/edit-categories') && res.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    expect((await applied).ok()).toBe(true);
    await expect(toast(page, 'Categories added/removed')).toBeVisible();
    for (const bookmark of await calls.bookmarks()) expect(bookmark.categories).toEqual([]);
  });

  test('a video link in the clipboard is offered once, and Register saves it', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await signIn(page);
    const calls = api(page, baseURL!);
    const writeClipboard = (text: string) => page.evaluate((value) => navigator.clipboard.writeText(value), text);
    const dialog = page.getByRole('dialog', { name: 'YouTube URL Detected' });

    const longUrl = `https://www.youtube.com/watch?v=${VIDEOS.market.id}&list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG`;
    await writeClipboard(longUrl);
    await page.reload();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`${longUrl.slice(0, 50)}...`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // Cancelled means handled: neither a reload nor focus brings it back.
    await page.reload();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.waitForTimeout(500);
    await expect(dialog).toBeHidden();

    // A new link is noticed when the window regains focus.
    await writeClipboard(`https://youtu.be/${VIDEOS.kimchi.id}`);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`https://youtu.be/${VIDEOS.kimchi.id}`);
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(toast(page, 'Bookmark created')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `Actions for ${VIDEOS.kimchi.title}` }).first()).toBeVisible();
    expect((await calls.bookmarks()).map((b) => b.videoId)).toEqual([VIDEOS.kimchi.id]);

    await page.reload();
    await page.waitForTimeout(500);
    await expect(dialog).toBeHidden();

    // Plain text and links without http(s) are ignored.
    await writeClipboard(`youtube.com/watch?v=${VIDEOS.potatoes.id}`);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.waitForTimeout(500);
    await expect(dialog).toBeHidden();

    // A video already on the shelf (saved elsewhere, say the extension) is not offered.
    await calls.createBookmark(VIDEOS.chicken.id);
    await writeClipboard(`https://www.youtube.com/watch?v=${VIDEOS.chicken.id}`);
    const asked = page.waitForResponse((r) => r.url().includes(`/api/bookmarks/exists?videoId=${VIDEOS.chicken.id}`));
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    expect(await (await asked).json()).toMatchObject({ exists: true });
    await page.waitForTimeout(500);
    await expect(dialog).toBeHidden();
  });
});
