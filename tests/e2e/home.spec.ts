import { readFileSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { api, signInAs } from './support';

interface FixtureVideo {
  id: string;
  title: string;
  embeddable: boolean;
}

// The offline fake YouTube serves these; a bookmark must name a video it knows.
const videos: FixtureVideo[] = JSON.parse(readFileSync(new URL('../fixtures/youtube/videos.json', import.meta.url), 'utf8'));
const playable = videos.filter((v) => v.embeddable);

/** A fresh account through the dev identity provider, on the library. */
const signIn = (page: Page, story: string) => signInAs(page, `home-${story}`, 'Home Story');

const cards = (page: Page) => page.getByRole('list', { name: 'Bookmarks' }).getByRole('article');

test.describe('the bookmarks screen', () => {
  test('a user searches, filters, sorts and switches between the three views', async ({ page, baseURL }) => {
    await signIn(page, 'browse');
    const seed = api(page, baseURL!);
    const cooking = await seed.createCategory('Cooking', '#f97316');
    const music = await seed.createCategory('Music', '#8b5cf6');
    const sourdough = videos.find((v) => v.title.startsWith('Sourdough'))!;
    const others = playable.filter((v) => v.id !== sourdough.id).slice(0, 5);
    await seed.createBookmark(sourdough.id, [cooking.id]);
    const saved = [];
    for (const [i, video] of others.entries()) saved.push(await seed.createBookmark(video.id, i < 2 ? [music.id] : []));
    await seed.favorite(saved[0]!.id);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'All Bookmarks' })).toBeVisible();
    await expect(cards(page)).toHaveCount(6);
    await expect(page.getByText('6 bookmarks')).toBeVisible();

    // Search runs on the server and shows as a removable badge.
    await page.getByRole('searchbox', { name: 'Search bookmarks' }).fill('sourdough');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('Sourdough');
    await expect(page.getByText('Search: sourdough')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).first().click();
    await expect(cards(page)).toHaveCount(6);

    // The Favorites filter, then back through its badge.
    const library = page.getByRole('navigation', { name: 'Library' });
    await library.getByRole('button', { name: /^Favorites/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(saved[0]!.title);
    await page.getByRole('button', { name: 'Remove Favorites filter' }).click();
    await expect(cards(page)).toHaveCount(6);

    // Recent: everything here was added today.
    await library.getByRole('button', { name: /^Recent/ }).click();
    await expect(page.getByText('added in the last 7 days')).toBeVisible();
    await expect(cards(page)).toHaveCount(6);
    await library.getByRole('button', { name: /^All Bookmarks/ }).click();

    // Sorting by title puts the alphabetically first title on top, and is remembered.
    await page.getByRole('combobox', { name: 'Sort bookmarks' }).click();
    await page.getByRole('option', { name: 'Title (A–Z)' }).click();
    const titles = [sourdough.title, ...others.map((v) => v.title)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    await expect(cards(page).first()).toContainText(titles[0]!);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Sort bookmarks' })).toContainText('Title (A–Z)');

    // List view.
    await page.getByRole('radio', { name: 'List view' }).click();
    await expect(page.getByRole('radio', { name: 'List view' })).toBeChecked();
    await expect(cards(page)).toHaveCount(6);

    // Category sections: one row per category in display order, then Uncategorized.
    await page.getByRole('radio', { name: 'Category sections' }).click();
    const sectionHeadings = page.getByRole('heading', { level: 2 }).filter({ hasText: /^(Cooking|Music|Uncategorized)/ });
    await expect(sectionHeadings).toHaveText([/^Cooking/, /^Music/, /^Uncategorized/]);
    // Rows that fit need no scroll arrows.
    await expect(page.getByRole('button', { name: /^Scroll (Cooking|Music) (back|forward)$/ })).toHaveCount(0);

    // Inside a category, sections are unavailable: the view falls back to the grid and says so.
    await library.getByRole('button', { name: /^Music/ }).click();
    await expect(page.getByText('View mode changed')).toBeVisible();
    await expect(page.getByText('Category sections view is disabled when a category is selected. Switched to grid view.')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Grid view' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Category sections' })).toBeDisabled();
    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByRole('heading', { name: 'Recommended from YouTube' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Save / }).first()).toBeVisible();

    // Leaving the category brings the sections back.
    await page.getByRole('button', { name: 'Remove category filter Music' }).click();
    await expect(page.getByRole('radio', { name: 'Category sections' })).toBeChecked();
  });

  test('recommendations under a category mark the videos already saved instead of offering Save', async ({ page, baseURL }) => {
    await signIn(page, 'recommend');
    const seed = api(page, baseURL!);
    const music = await seed.createCategory('Music', '#8b5cf6');
    const lofi = videos.find((v) => v.title.startsWith('Rainy Window Lo-fi'))!;
    await seed.createBookmark(lofi.id, [music.id]);
    await page.reload();
    await page.getByRole('navigation', { name: 'Library' }).getByRole('button', { name: /^Music/ }).click();
    const recommended = page.getByRole('region', { name: 'Recommended from YouTube' });
    await expect(recommended.getByRole('button', { name: `${lofi.title} is saved` })).toBeDisabled();
    await expect(recommended.getByRole('button', { name: `Save ${lofi.title}` })).toHaveCount(0);
    await expect(recommended.getByRole('button', { name: /^Save / }).first()).toBeEnabled();
  });

  test('a long shelf loads 20 at a time as the user scrolls, one request per page', async ({ page, baseURL }) => {
    await signIn(page, 'scroll');
    const seed = api(page, baseURL!);
    for (const video of videos.slice(0, 45)) await seed.createBookmark(video.id);

    // Each page starts at the keyset cursor the previous page's answer gave (X-Next-Cursor), never at an offset.
    const cursorsAsked: (string | null)[] = [];
    const cursorsGiven: string[] = [];
    const isListCall = (url: URL, method: string) => url.pathname === '/api/bookmarks' && method === 'GET';
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!isListCall(url, request.method())) return;
      expect(url.searchParams.has('offset')).toBe(false);
      cursorsAsked.push(url.searchParams.get('cursor'));
    });
    page.on('response', (response) => {
      const cursor = response.headers()['x-next-cursor'];
      if (isListCall(new URL(response.url()), response.request().method()) && cursor) cursorsGiven.push(cursor);
    });
    // The list is virtualized: only cards near the viewport are in the DOM, so what has loaded is
    // read from the pages asked for and from each card's place in the list (aria-posinset/-setsize).
    const listItems = page.getByRole('list', { name: 'Bookmarks' }).getByRole('listitem');
    const listAnswer = () => page.waitForResponse((r) => isListCall(new URL(r.url()), r.request().method()));
    let answer = listAnswer();
    await page.reload();
    expect(await (await answer).json()).toHaveLength(20);
    await expect(page.getByText('45 bookmarks')).toBeVisible();
    await expect(listItems.first()).toHaveAttribute('aria-setsize', '-1');

    answer = listAnswer();
    await page.mouse.wheel(0, 100_000);
    expect(await (await answer).json()).toHaveLength(20);
    answer = listAnswer();
    await page.mouse.wheel(0, 100_000);
    expect(await (await answer).json()).toHaveLength(5);
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 100_000);
        return listItems.last().getAttribute('aria-posinset');
      })
      .toBe('45');
    await expect(listItems.last()).toHaveAttribute('aria-setsize', '45');
    expect(await listItems.count()).toBeLessThan(45);
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
    expect(cursorsGiven).toHaveLength(2);
    expect(cursorsAsked).toEqual([null, ...cursorsGiven]);

    // Select All covers every loaded bookmark; the batch buttons follow the selection.
    await page.getByRole('button', { name: 'Select All' }).click();
    await expect(page.getByText('45 selected')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play All' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bulk Category Edit' })).toBeVisible();
    await page.getByRole('button', { name: 'Deselect All' }).click();
    await expect(page.getByRole('toolbar', { name: 'Selected bookmarks' })).toHaveCount(0);
  });

  test('a user far down the shelf who picks another filter, or searches, sees the new list from its top', async ({ page, baseURL }) => {
    await signIn(page, 'new-list-top');
    const seed = api(page, baseURL!);
    for (const video of videos.slice(0, 45)) await seed.createBookmark(video.id);
    await page.reload();
    const listItems = page.getByRole('list', { name: 'Bookmarks' }).getByRole('listitem');
    await expect(page.getByText('45 bookmarks')).toBeVisible();
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 100_000);
        return listItems.last().getAttribute('aria-posinset');
      })
      .toBe('45');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

    await page.getByRole('button', { name: /^Recent/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Recent' })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.mouse.wheel(0, 100_000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const word = videos[0]!.title.split(' ')[0]!;
    await page.getByPlaceholder('Search bookmarks...').fill(word);
    await expect(page.getByText(`Search: ${word}`)).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Recent' })).toBeInViewport();
  });

  test('a keyboard user who tabs past the last loaded card waits on Load More, then goes on to the first card it loaded', async ({ page, baseURL }) => {
    await signIn(page, 'tab-past-end');
    const seed = api(page, baseURL!);
    for (const video of videos.slice(0, 25)) await seed.createBookmark(video.id);

    // The second page is held until the person is on the button, as on a slow connection.
    let releaseSecondPage!: () => void;
    const secondPageHeld = new Promise<void>((resolve) => (releaseSecondPage = resolve));
    await page.route(/\/api\/bookmarks\?.*cursor=/, async (route) => {
      await secondPageHeld;
      await route.continue();
    });
    await page.reload();
    const listItems = page.getByRole('list', { name: 'Bookmarks' }).getByRole('listitem');
    await expect(page.getByText('25 bookmarks')).toBeVisible();

    const lastLoaded = listItems.and(page.locator('[aria-posinset="20"]'));
    await page.mouse.wheel(0, 100_000);
    await lastLoaded.getByRole('button', { name: /^Actions for / }).focus();
    await page.keyboard.press('Tab');
    const loadMore = page.getByRole('button', { name: 'Loading...' });
    await expect(loadMore).toBeFocused();
    await expect(loadMore).toHaveAttribute('aria-disabled', 'true');

    releaseSecondPage();
    const firstNew = listItems.and(page.locator('[aria-posinset="21"]'));
    await expect(firstNew.getByRole('button', { name: /^Play / })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(firstNew.getByRole('checkbox')).toBeFocused();
  });

  test('a user favourites and features a bookmark from its menu', async ({ page, baseURL }) => {
    await signIn(page, 'menu');
    const bookmark = await api(page, baseURL!).createBookmark(playable[0]!.id);
    await page.reload();

    const card = cards(page).filter({ hasText: bookmark.title });
    const menu = page.getByRole('button', { name: `Actions for ${bookmark.title}` });
    const favorites = page.getByRole('navigation', { name: 'Library' }).getByRole('button', { name: /^Favorites/ });
    await expect(favorites).toHaveText(/Favorites\s*0/);

    await menu.click();
    await page.getByRole('menuitem', { name: 'Add to favorites' }).click();
    await expect(page.getByText('Added to favorites')).toBeVisible();
    await expect(card.getByRole('img', { name: 'Favorite' })).toBeVisible();
    await expect(favorites).toHaveText(/Favorites\s*1/);

    await menu.click();
    await page.getByRole('menuitem', { name: 'Remove from favorites' }).click();
    await expect(page.getByText('Removed from favorites')).toBeVisible();
    await expect(favorites).toHaveText(/Favorites\s*0/);

    await menu.click();
    await page.getByRole('menuitem', { name: 'Set as featured video' }).click();
    await expect(page.getByText('Featured video set')).toBeVisible();
    await expect(card.getByText('Featured', { exact: true })).toBeVisible();

    await menu.click();
    await page.getByRole('menuitem', { name: 'Remove featured video' }).click();
    await expect(page.getByText('Featured video removed')).toBeVisible();
    await expect(card.getByText('Featured', { exact: true })).toHaveCount(0);

    // The dialogs refresh the shared caches; the paged list follows.
    await menu.click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Bookmark deleted')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No bookmarks found' })).toBeVisible();
  });

  test('a new user starts from the empty state, and a new bookmark shows first', async ({ page }) => {
    // YouTube is briefly unavailable: the trending list offers to try again.
    await page.route('**/api/youtube/trending?*', (route) => route.fulfill({ status: 503, json: { message: 'YouTube is unavailable right now.', code: 'UPSTREAM_UNAVAILABLE' } }), { times: 1 });
    await signIn(page, 'empty');
    await expect(page.getByRole('heading', { name: 'No bookmarks found' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Trending in United States' })).toBeVisible();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('button', { name: /^Save / }).first()).toBeVisible();

    // No categories yet: the sidebar offers to create the first one.
    const library = page.getByRole('navigation', { name: 'Library' });
    await expect(library.getByText('No categories yet')).toBeVisible();
    await library.getByRole('button', { name: 'Create your first' }).click();
    await expect(page.getByRole('dialog', { name: 'Manage Categories' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Manage Categories' })).toBeHidden();

    await page.getByRole('button', { name: 'Get Started' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Bookmark' });
    await dialog.getByLabel('YouTube URL').fill(`https://www.youtube.com/watch?v=${playable[3]!.id}`);
    await dialog.getByRole('button', { name: 'Add Bookmark' }).click();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(playable[3]!.title);
    // Spec 1 §4: after a create the list sorts by date added.
    await expect(page.getByRole('combobox', { name: 'Sort bookmarks' })).toContainText('Recently added');

    // A failing list request says so.
    await page.route('**/api/bookmarks?limit=*', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.reload();
    await expect(page.getByText('Failed to fetch bookmarks').first()).toBeVisible();
  });

  test('on a phone the category button opens the Filter by Category sheet', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'mobile');
    const seed = api(page, baseURL!);
    const travel = await seed.createCategory('Travel', '#22c55e');
    await seed.createBookmark(playable[0]!.id, [travel.id]);
    await seed.createBookmark(playable[1]!.id);
    await page.reload();
    await expect(cards(page)).toHaveCount(2);
    // The header search box is for larger screens; phones open it from the search icon.
    await expect(page.getByRole('searchbox', { name: 'Search bookmarks' })).toBeHidden();
    await page.getByRole('button', { name: 'Search bookmarks' }).click();
    await page.getByRole('searchbox', { name: 'Search bookmarks' }).fill(playable[1]!.title);
    await expect(cards(page)).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search bookmarks' }).fill('');
    await expect(cards(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Close search' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search bookmarks' })).toBeHidden();

    await page.getByRole('button', { name: 'Filter by category' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter by Category' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: /All Bookmarks\s*2/ })).toBeVisible();
    await expect(sheet.getByRole('button', { name: /Favorites\s*0/ })).toBeVisible();
    await sheet.getByRole('button', { name: /Travel\s*1/ }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Travel' })).toBeVisible();
    await expect(cards(page)).toHaveCount(1);

    // Below 1024 px the sidebar is a slide-over that closes once a filter is chosen.
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const slideOver = page.getByRole('dialog', { name: 'Library' });
    await slideOver.getByRole('button', { name: /^All Bookmarks/ }).click();
    await expect(slideOver).toBeHidden();
    await expect(cards(page)).toHaveCount(2);
  });
});
