import { type Page, expect, test } from '@playwright/test';
import { api, importMadeUpVideos, profileApi, scrollToAndFocusPlay, signInAs, uniqueHandle } from './support';

// A fixture video of the offline fake YouTube.
const GIMBAP = 'wLmRcsHv_dQ';

/** Every bookmark id of the signed-in library, page by page over the list's cursor. */
async function allBookmarkIds(page: Page): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const answer = await page.request.get(`/api/bookmarks?${new URLSearchParams({ limit: '100', ...(cursor ? { cursor } : {}) })}`);
    ids.push(...((await answer.json()) as { id: string }[]).map((b) => b.id));
    cursor = answer.headers()['x-next-cursor'];
  } while (cursor);
  return ids;
}

test('a keyboard user who tabs past the last loaded card of a public section waits on its Load More, then goes on to the first card it loaded', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'public-keyboard', 'Kim Keys');
  const handle = uniqueHandle('kim');
  const profile = profileApi(page, baseURL!);
  await profile.claimHandle(handle);
  await profile.setPrivacy({ isPublic: true });
  const seed = api(page, baseURL!);
  // "Street Food" holds 530 videos, more than the profile answer's 500; "Uncategorized" follows it.
  const street = await profile.createCategory('Street Food', { isPublic: true });
  await importMadeUpVideos(page, baseURL!, 530, 'kbd');
  const ids = await allBookmarkIds(page);
  expect(ids).toHaveLength(530);
  for (const part of [ids.slice(0, 500), ids.slice(500)]) {
    expect((await seed.post('/api/bookmarks/bulk/edit-categories', { bookmarkIds: part, categoryIds: [street.id] })).status()).toBe(200);
  }
  const newest = await seed.createBookmark(GIMBAP);

  // The page after the answer's 500 is held until the person is on the button, as on a slow connection.
  let releaseNextPage!: () => void;
  const nextPageHeld = new Promise<void>((resolve) => (releaseNextPage = resolve));
  await page.route(new RegExp(`/api/public/${handle}/bookmarks\\?`), async (route) => {
    await nextPageHeld;
    await route.continue();
  });
  await page.goto(`/${handle}`);
  const streetItems = page.getByRole('list', { name: 'Street Food bookmarks' }).getByRole('listitem');
  const uncategorized = page.getByRole('region', { name: 'Uncategorized' });
  await expect(uncategorized.getByRole('button', { name: `Play ${newest.title}` })).toBeAttached();

  // The answer's newest 500: the uncategorized one and 499 of Street Food.
  const lastLoaded = streetItems.and(page.locator('[aria-posinset="499"]'));
  await scrollToAndFocusPlay(page, lastLoaded);
  await page.keyboard.press('Tab');
  const loadMore = page.getByRole('region', { name: 'Street Food' }).getByRole('button', { name: 'Loading...' });
  await expect(loadMore).toBeFocused();
  await expect(loadMore).toHaveAttribute('aria-disabled', 'true');
  // The button says which section it loads more of.
  await expect(loadMore).toHaveAccessibleDescription('Street Food');

  releaseNextPage();
  const firstNew = streetItems.and(page.locator('[aria-posinset="500"]'));
  await expect(firstNew.getByRole('button', { name: /^Play / })).toBeFocused();
  // Street Food now holds all 530 and the collection has ended: no Load More is left on the page.
  await expect(page.getByRole('region', { name: 'Street Food' }).getByRole('button', { name: /^(Load More|Loading\.\.\.)$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
});
