import { expect, test } from '@playwright/test';
import { api, ok, signIn } from './support';

/*
 * A saved video that disappears from YouTube: the dev host's fakes are told it went private
 * (functions/dev/fake-availability.ts), one availability check runs at once, and the library shows
 * what became of it. No other story saves this fixture video.
 */
const PIANO = { id: 'NRVUw5KjmPU', title: 'Piano Covers for Late-Night Study' };

test('a saved video that went private shows a badge, the Unavailable filter finds it and the player says so', async ({ page, baseURL }) => {
  await signIn(page, 'gone-video');
  await api(page, baseURL!).createBookmark(PIANO.id);
  await ok(await page.request.post(`/dev/youtube/videos/${PIANO.id}`, { data: { status: 'private' } }));
  await ok(await page.request.post('/dev/availability/check'));
  await page.reload();

  const card = page.getByRole('article', { name: PIANO.title });
  await expect(card.getByText('Private', { exact: true })).toBeVisible();

  await page.getByRole('navigation').getByRole('button', { name: /^Unavailable/ }).click();
  await expect(page.getByRole('heading', { name: 'Unavailable', level: 1 })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);

  await card.getByRole('button', { name: `Play ${PIANO.title}` }).click();
  await expect(page.getByText('Video unavailable')).toBeVisible();
  await expect(page.getByText('Its owner made it private on YouTube.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search YouTube for this title' })).toHaveAttribute(
    'href',
    `https://www.youtube.com/results?search_query=${encodeURIComponent(PIANO.title)}`,
  );
});
