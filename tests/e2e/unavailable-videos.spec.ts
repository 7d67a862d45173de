import { expect, test, type Page } from '@playwright/test';
import { api, ok, profileApi, signIn, uniqueHandle } from './support';

/*
 * A saved video that disappears from YouTube: the dev host's fakes are told it went private
 * (functions/dev/fake-availability.ts), one availability check runs at once, and the library shows
 * what became of it. No other story saves this fixture video.
 */
const PIANO = { id: 'NRVUw5KjmPU', title: 'Piano Covers for Late-Night Study' };
// The public page's story: a video that was deleted between two that play.
const SAMBA = { id: 'R6utZyvh4tg', title: 'Roda de Samba no Quintal (Ao Vivo)' };
const BOSSA = { id: 'HI32DUdYJ8Y', title: 'Bossa Nova Guitar Basics: The First Five Chords' };
const CHAI = { id: 'g9oYXlYECqc', title: 'Perfect Masala Chai and Crispy Onion Pakoras' };

/** Every video the page's IFrame API stub loaded, in order. */
const loadedVideos = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __ytStub?: { loaded: { videoId: string }[] } }).__ytStub?.loaded ?? []).map((l) => l.videoId));

test('a saved video that went private shows a badge, the Unavailable filter finds it and the player says so', async ({ page, baseURL }) => {
  await signIn(page, 'gone-video');
  await api(page, baseURL!).createBookmark(PIANO.id);
  await ok(await page.request.post(`/dev/youtube/videos/${PIANO.id}`, { data: { status: 'private' } }));
  await ok(await page.request.post('/dev/availability/check'));
  await page.reload();

  const card = page.getByRole('article', { name: PIANO.title });
  // YouTube leaves a private video out of its answer, as it does a deleted one: the badge claims no more.
  await expect(card.getByText('Unavailable', { exact: true })).toBeVisible();

  await page.getByRole('navigation').getByRole('button', { name: /^Unavailable/ }).click();
  await expect(page.getByRole('heading', { name: 'Unavailable', level: 1 })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);

  await card.getByRole('button', { name: `Play ${PIANO.title}` }).click();
  await expect(page.getByText('Video unavailable')).toBeVisible();
  await expect(page.getByText('YouTube no longer plays it: it was made private or deleted.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search YouTube for this title' })).toHaveAttribute(
    'href',
    `https://www.youtube.com/results?search_query=${encodeURIComponent(PIANO.title)}`,
  );
});

test("the owner's public page says what became of a gone video and plays past it, while visitors never see it", async ({ page, baseURL, browser }) => {
  await signIn(page, 'gone-public');
  const seed = api(page, baseURL!);
  // Newest first on the page: chai, samba, bossa.
  for (const video of [BOSSA, SAMBA, CHAI]) await seed.createBookmark(video.id);
  const handle = uniqueHandle('gone');
  await profileApi(page, baseURL!).claimHandle(handle);
  await profileApi(page, baseURL!).setPrivacy({ isPublic: true });
  await ok(await page.request.post(`/dev/youtube/videos/${SAMBA.id}`, { data: { status: 'deleted' } }));
  await ok(await page.request.post('/dev/availability/check'));

  await page.goto(`/${handle}`);
  const gone = page.getByRole('article', { name: SAMBA.title });
  await expect(gone.getByText('Unavailable', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: CHAI.title }).getByText('Unavailable', { exact: true })).toHaveCount(0);

  // Next steps over the gone video instead of loading it into YouTube's player.
  await page.getByRole('button', { name: `Play ${CHAI.title}` }).click();
  const player = page.getByRole('dialog', { name: CHAI.title });
  await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
  await player.getByRole('button', { name: 'Next video' }).click();
  await expect.poll(() => loadedVideos(page)).toEqual([CHAI.id, BOSSA.id]);
  await page.keyboard.press('Escape');

  // Played on purpose, it says why and offers a search instead of YouTube's error.
  await gone.getByRole('button', { name: `Play ${SAMBA.title}` }).click();
  await expect(page.getByText('Video unavailable')).toBeVisible();
  await expect(page.getByText('YouTube no longer plays it: it was made private or deleted.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search YouTube for this title' })).toHaveAttribute(
    'href',
    `https://www.youtube.com/results?search_query=${encodeURIComponent(SAMBA.title)}`,
  );
  expect(await loadedVideos(page)).not.toContain(SAMBA.id);

  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(`/${handle}`);
  await expect(visitor.getByRole('article', { name: CHAI.title })).toBeVisible();
  await expect(visitor.getByRole('article', { name: BOSSA.title })).toBeVisible();
  await expect(visitor.getByRole('article', { name: SAMBA.title })).toHaveCount(0);
  await visitor.context().close();
});
