import { expect, test } from '@playwright/test';
import { api, signIn, signInThroughDevIdp } from './support';

/*
 * The installed app's share target: the phone's share sheet opens
 * /share?title=…&text=…&url=…; the YouTube app puts the link inside `text`.
 */
const GIMBAP = { id: 'wLmRcsHv_dQ', title: 'Gimbap Rolling Masterclass for Picnics' };
const DAL = { id: '0K8Zp9MVVQY', title: 'Weeknight Dal Tadka, Restaurant Style' };

const shareOf = (videoId: string) => `/share?${new URLSearchParams({ title: '', text: `Check this out https://youtu.be/${videoId}?si=shared` })}`;

test('a shared YouTube link is saved with the chosen category in one tap, and sharing it again says already saved', async ({ page, baseURL }) => {
  await signIn(page, 'share');
  const seed = api(page, baseURL!);
  await seed.createCategory('Picnics');
  await seed.createCategory('Cooking', '#22c55e');

  await page.goto(shareOf(GIMBAP.id));
  await expect(page.getByRole('heading', { name: 'Save to Vidshelf' })).toBeVisible();
  await page.getByRole('group', { name: 'Categories' }).getByText('Picnics').click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Saved' })).toBeVisible();

  const saved = await seed.bookmarks();
  expect(saved.map((bookmark) => ({ videoId: bookmark.videoId, categories: bookmark.categories.map((c) => c.name) }))).toEqual([
    { videoId: GIMBAP.id, categories: ['Picnics'] },
  ]);

  // The library shows it with that category's badge.
  await page.getByRole('link', { name: 'Open library' }).click();
  await expect(page.getByRole('button', { name: `Play ${GIMBAP.title}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Categories' }).getByText('Picnics', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Categories' }).getByText('Cooking', { exact: true })).toHaveCount(0);

  // Shared again: nothing to pick, it is already there.
  await page.goto(shareOf(GIMBAP.id));
  await expect(page.getByRole('heading', { name: 'Already saved' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  expect(await seed.bookmarks()).toHaveLength(1);
});

test('a share without a YouTube link says so', async ({ page }) => {
  await page.goto(`/share?${new URLSearchParams({ title: 'A recipe', text: 'https://example.com/recipe' })}`);
  await expect(page.getByRole('heading', { name: 'No YouTube video found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
});

test('a signed-out person signs in and comes back to the same share to save it', async ({ page, baseURL }) => {
  await page.goto(shareOf(DAL.id));
  await expect(page.getByRole('heading', { name: 'Save to Vidshelf' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in to save' }).click();

  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInThroughDevIdp(page, { email: `share-later-${Date.now()}@example.com`, name: 'Share Later' });

  await expect(page).toHaveURL((url) => url.pathname === '/share' && url.searchParams.get('text')?.includes(`youtu.be/${DAL.id}`) === true, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Saved' })).toBeVisible();
  expect((await api(page, baseURL!).bookmarks()).map((bookmark) => bookmark.videoId)).toEqual([DAL.id]);
});
