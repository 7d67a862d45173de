import { type Page, expect, test } from '@playwright/test';
import { api, endPlayingVideo, ok, signIn } from './support';

/*
 * The in-app player, driven through the real screens. playwright.config.ts points
 * YOUTUBE_IFRAME_API_URL at the Node host's offline stub of the IFrame API
 * (functions/dev/iframe-api-stub.ts), which records what the page asks of it on window.__ytStub.
 */

// Fixture videos of the offline fake YouTube, newest first (the default 'recent' sort).
const GIMBAP = { id: 'wLmRcsHv_dQ', title: 'Gimbap Rolling Masterclass for Picnics' }; // 2026-03
const DAL = { id: '0K8Zp9MVVQY', title: 'Weeknight Dal Tadka, Restaurant Style' }; // 2025-09, not embeddable
const SOURDOUGH = { id: 'myBwvvHUeOA', title: 'Sourdough for Absolute Beginners: Day One to First Loaf' }; // 2025-08

interface StubRecord {
  scriptLoads: number;
  loaded: { videoId: string; startSeconds: number }[];
  current: { _videoId: string } | null;
}

const stub = (page: Page) => page.evaluate(() => (window as unknown as { __ytStub?: StubRecord }).__ytStub ?? null);
const playingVideo = async (page: Page) => (await stub(page))?.current?._videoId ?? null;

test.describe('the video player', () => {
  test('the dev host serves the IFrame API stub the SPA is configured with', async ({ request, baseURL }) => {
    const config = await ok(await request.get('/api/config/client'));
    expect(config).toEqual({ youtubeIframeApiUrl: `${baseURL}/dev/youtube/iframe_api.js` });
    const script = await request.get('/dev/youtube/iframe_api.js');
    expect(script.headers()['content-type']).toContain('text/javascript');
    expect(await script.text()).toContain('onYouTubeIframeAPIReady');
  });

  test('a user plays, pauses, resumes where they stopped, skips a restricted video and plays all', async ({ page, baseURL }) => {

    await page.addInitScript(() => Object.assign(window, { __ytStubDuration: 600 }));
    const scriptRequests: string[] = [];
    page.on('request', (request) => request.url().includes('/dev/youtube/iframe_api.js') && scriptRequests.push(request.url()));

    await signIn(page, 'player');
    const seed = api(page, baseURL!);
    const dinners = await seed.createCategory('Weeknight Dinners');
    for (const video of [SOURDOUGH, DAL, GIMBAP]) await seed.createBookmark(video.id, [dinners.id]);
    await page.reload();
    await expect(page.getByRole('button', { name: `Play ${GIMBAP.title}` })).toBeVisible();

    // Thumbnails only: no player script, no iframe until someone presses play.
    expect(scriptRequests).toEqual([]);
    expect(await page.evaluate(() => 'YT' in window)).toBe(false);

    // Play, move on 40 s, pause: the position is saved in whole seconds.
    await page.getByRole('button', { name: `Play ${GIMBAP.title}` }).click();
    const player = page.getByRole('dialog', { name: GIMBAP.title });
    await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
    expect(scriptRequests).toHaveLength(1);
    await expect.poll(() => playingVideo(page)).toBe(GIMBAP.id);
    for (let i = 0; i < 4; i += 1) await player.getByRole('button', { name: 'Forward 10 seconds' }).click();
    const saved = page.waitForResponse((r) => r.url().includes('/watch-time') && r.request().method() === 'PATCH');
    await player.getByRole('button', { name: 'Pause' }).click();
    const watchTime = ((await (await saved).request().postDataJSON()) as { watchTime: number }).watchTime;
    expect(Number.isInteger(watchTime)).toBe(true);
    expect(watchTime).toBeGreaterThanOrEqual(40);
    await player.getByRole('button', { name: 'Close player' }).click();
    await expect(player).toBeHidden();
    expect((await seed.bookmarks()).find((b) => b.watchTime > 0)?.watchTime).toBe(watchTime);

    // Reopen: it resumes at the saved second, without loading the script again.
    await page.getByRole('button', { name: `Play ${GIMBAP.title}` }).click();
    await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
    expect((await stub(page))!.loaded.at(-1)).toEqual({ videoId: GIMBAP.id, startSeconds: watchTime });
    expect(scriptRequests).toHaveLength(1);
    await player.getByRole('button', { name: 'Close player' }).click();

    // In the category, the sequence starts at the clicked video; next and previous step over
    // the restricted one.
    await page.getByRole('navigation', { name: 'Library' }).getByRole('button', { name: /Weeknight Dinners/ }).click();
    await page.getByRole('button', { name: `Play ${GIMBAP.title}` }).click();
    await expect(player.getByRole('heading', { name: 'Playlist (3 videos)' })).toBeVisible();
    await expect(player.getByText('1 / 3', { exact: true }).first()).toBeVisible();
    await player.getByRole('button', { name: 'Next video' }).click();
    await expect(page.getByRole('dialog', { name: SOURDOUGH.title })).toBeVisible();
    await expect.poll(() => playingVideo(page)).toBe(SOURDOUGH.id);
    await page.getByRole('dialog').getByRole('button', { name: 'Next video' }).click();
    await expect(page.getByText('No Next Videos')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Previous video' }).click();
    await expect(page.getByRole('dialog', { name: GIMBAP.title })).toBeVisible();
    await expect.poll(() => playingVideo(page)).toBe(GIMBAP.id);
    await page.getByRole('dialog').getByRole('button', { name: 'Close player' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    // Play All over the whole category: the restricted video is left out and counted.
    await page.getByRole('button', { name: 'Select All' }).click();
    await page.getByRole('button', { name: 'Play All' }).click();
    await expect(page.getByText('Skipped 1 restricted video')).toBeVisible();
    const playAll = page.getByRole('dialog');
    await expect(playAll.getByRole('heading', { name: 'Playlist (2 videos)' })).toBeVisible();
    await expect.poll(() => playingVideo(page)).toBe(GIMBAP.id);
    await endPlayingVideo(page);
    await expect.poll(() => playingVideo(page)).toBe(SOURDOUGH.id);
    await endPlayingVideo(page);
    await expect(page.getByText('Play All Complete')).toBeVisible();
    await expect(playAll).toBeHidden();
    // The selection is cleared.
    await expect(page.getByRole('button', { name: 'Play All' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Select All' })).toBeVisible();
  });
});
