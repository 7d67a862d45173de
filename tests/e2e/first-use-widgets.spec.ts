import { readFileSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { api, signInAs } from './support';

// The library's dropdown, menus, tooltips and view toggle load on first use (README "Page weight",
// web/src/components/ui/deferred.ts). Until then the screen shows look-alikes; what the user does to
// one before the real widget arrives must still happen.

const videos: { id: string; title: string; embeddable: boolean }[] = JSON.parse(
  readFileSync(new URL('../fixtures/youtube/videos.json', import.meta.url), 'utf8'),
);

/** Counts the requests for the widgets' chunk (components/ui/interactive-kit-parts.ts). */
function watchWidgetChunk(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/interactive-kit-parts-[\w-]+\.js$/.test(request.url())) seen.push(request.url());
  });
  return seen;
}

async function openLibrary(page: Page, baseURL: string, story: string) {
  await signInAs(page, `widgets-${story}`, 'Widget Story');
  const seed = api(page, baseURL);
  for (const video of videos.filter((v) => v.embeddable).slice(0, 2)) await seed.createBookmark(video.id);
  const widgetChunk = watchWidgetChunk(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'All Bookmarks' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  return widgetChunk;
}

test.describe('widgets that load on first use', () => {
  test('the library paints without the widgets, and a key pressed on the sort dropdown before they load opens it', async ({ page, baseURL }) => {
    const widgetChunk = await openLibrary(page, baseURL!, 'keys');
    // Nothing used yet: the look-alikes stand in, with their names and state.
    expect(widgetChunk).toEqual([]);
    await expect(page.getByRole('radio', { name: 'Grid view' })).toBeChecked();
    const sort = page.getByRole('combobox', { name: 'Sort bookmarks' });
    await expect(sort).toContainText('Recently published');

    // Focus and a key at once, before the chunk can arrive: the dropdown opens all the same.
    await sort.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'Title (A–Z)' })).toBeVisible();
    expect(widgetChunk).toHaveLength(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('option', { name: 'Title (A–Z)' })).toBeHidden();
    await expect(sort).toBeFocused();
  });

  test("a click on a card's menu before the widgets load opens it, and the user menu follows from the keyboard", async ({ page, baseURL }) => {
    const widgetChunk = await openLibrary(page, baseURL!, 'click');
    const firstTitle = await page.getByRole('article').first().getByRole('heading').textContent();
    await page.getByRole('button', { name: `Actions for ${firstTitle}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Add to favorites' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Add to favorites' })).toBeHidden();

    const userMenu = page.getByRole('button', { name: 'Open user menu' });
    await userMenu.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    expect(widgetChunk).toHaveLength(1);
  });
});
