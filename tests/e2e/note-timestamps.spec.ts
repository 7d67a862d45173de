import { type Page, expect, test } from '@playwright/test';
import { api, profileApi, signIn, uniqueHandle } from './support';

/*
 * Timestamped notes: 'Add timestamp' writes the playing position into the note, and
 * every time in a note is a button that seeks the player there and plays. The player runs against
 * the Node host's IFrame API stub (functions/dev/iframe-api-stub.ts), which records each seekTo on
 * window.__ytStub.seeks.
 */

const GIMBAP = 'wLmRcsHv_dQ'; // a fixture video of the offline fake YouTube (embeddable)

interface StubPlayer {
  _videoId: string;
  getCurrentTime(): number;
  getPlayerState(): number;
}
interface StubRecord {
  seeks: { videoId: string; seconds: number }[];
  current: StubPlayer | null;
}
// page.evaluate sends its function's source to the page: each one reads window.__ytStub itself.
const lastSeek = (page: Page) => page.evaluate(() => (window as unknown as { __ytStub: StubRecord }).__ytStub.seeks.at(-1) ?? null);
const position = (page: Page) => page.evaluate(() => (window as unknown as { __ytStub: StubRecord }).__ytStub.current?.getCurrentTime() ?? -1);
const PLAYING = 1;
const state = (page: Page) => page.evaluate(() => (window as unknown as { __ytStub: StubRecord }).__ytStub.current?.getPlayerState() ?? null);

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast][data-visible="true"]').filter({ hasText: text });

test.describe('timestamped notes', () => {
  test.beforeEach(async ({ page }) => {
    // Ten minutes long, so 1:23 lies inside the video.
    await page.addInitScript(() => Object.assign(window, { __ytStubDuration: 600 }));
  });

  test('a user stamps the playing time into a note, saves it, and a time in the note jumps the player', async ({ page, baseURL }) => {
    await signIn(page, 'stamps');
    const seed = api(page, baseURL!);
    const video = await seed.createBookmark(GIMBAP);
    await page.reload();

    await page.getByRole('button', { name: `Play ${video.title}` }).click();
    const player = page.getByRole('dialog', { name: video.title });
    await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
    for (let i = 0; i < 3; i += 1) await player.getByRole('button', { name: 'Forward 10 seconds' }).click();
    await player.getByRole('button', { name: 'Pause' }).click();
    const stampedAt = Math.floor(await position(page));
    expect(stampedAt).toBeGreaterThanOrEqual(30);

    // 'Add timestamp' writes the paused position (m:ss) where the caret is, and leaves the caret after it.
    const notes = player.getByRole('textbox', { name: 'Notes' });
    await player.getByRole('button', { name: 'Add timestamp' }).click();
    const stamp = `0:${String(stampedAt).padStart(2, '0')}`;
    await expect(notes).toHaveValue(`${stamp} `);
    await expect(notes).toBeFocused();
    await page.keyboard.type('filling goes in');
    await page.keyboard.press('Enter');
    await page.keyboard.type('[1:23] rolling; not a time: 12:345 or a 3:2 crop');
    await expect(notes).toHaveValue(`${stamp} filling goes in\n[1:23] rolling; not a time: 12:345 or a 3:2 crop`);

    // The draft's timestamped lines show their times as buttons; other numbers stay text.
    const moments = player.getByRole('list', { name: 'Moments in this note' });
    await expect(moments.getByRole('button')).toHaveText([stamp, '1:23']);

    await player.getByRole('button', { name: 'Save Note' }).click();
    await expect(toast(page, 'Note updated')).toBeVisible();
    await expect(player.getByRole('button', { name: 'Save Note' })).toBeHidden();
    expect((await seed.bookmarks())[0]!.note).toBe(`${stamp} filling goes in\n[1:23] rolling; not a time: 12:345 or a 3:2 crop`);

    // While paused, the time in the note seeks to 83 s and plays.
    await moments.getByRole('button', { name: 'Jump to 1:23' }).click();
    expect(await lastSeek(page)).toEqual({ videoId: GIMBAP, seconds: 83 });
    await expect.poll(() => state(page)).toBe(PLAYING);
    await expect(player.getByRole('button', { name: 'Pause' })).toBeVisible();
    expect(await position(page)).toBeGreaterThanOrEqual(83);
    expect(await position(page)).toBeLessThan(90);

    // And back to the stamped moment.
    await moments.getByRole('button', { name: `Jump to ${stamp}` }).click();
    expect(await lastSeek(page)).toEqual({ videoId: GIMBAP, seconds: stampedAt });

    // The card counts the note's moments.
    await player.getByRole('button', { name: 'Close player' }).click();
    await expect(player).toBeHidden();
    const card = page.getByRole('article', { name: video.title });
    await expect(card.getByRole('img', { name: '2 moments' })).toBeVisible();
  });

  test("the public page's read-only player shows neither the owner's note nor its timestamps", async ({ page, baseURL, browser }) => {
    // Notes are private: the public answer carries none and no privacy switch shows them, so a
    // visitor's player has no timestamps to follow (docs/decisions/009-timestamped-notes.md).
    await signIn(page, 'stamps-public');
    const seed = api(page, baseURL!);
    const video = await seed.createBookmark(GIMBAP);
    await seed.note(video.id, '1:23 filling goes in');
    const handle = uniqueHandle('stamps');
    await profileApi(page, baseURL!).claimHandle(handle);
    await profileApi(page, baseURL!).setPrivacy({ isPublic: true });

    const visitor = await (await browser.newContext({ baseURL })).newPage();
    await visitor.goto(`/${handle}`);
    await expect(visitor.getByRole('article', { name: video.title })).toBeVisible();
    await expect(visitor.getByRole('img', { name: /moments?$/ })).toHaveCount(0);
    await visitor.getByRole('button', { name: `Play ${video.title}` }).click();
    const publicPlayer = visitor.getByRole('dialog', { name: video.title });
    await expect(publicPlayer.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(publicPlayer.getByText('filling goes in')).toHaveCount(0);
    await expect(publicPlayer.getByRole('button', { name: /^Jump to/ })).toHaveCount(0);
    await visitor.context().close();
  });
});

test.describe('timestamped notes on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the inline player lists the note\'s timestamps, and one jumps the video there', async ({ page, baseURL }) => {
    await page.addInitScript(() => Object.assign(window, { __ytStubDuration: 600 }));
    await signIn(page, 'stamps-phone');
    const seed = api(page, baseURL!);
    const video = await seed.createBookmark(GIMBAP);
    await seed.note(video.id, 'Rice first\n2:05 roll it tight (1:00:00 is past the end)');
    await page.reload();

    const card = page.getByRole('article', { name: video.title });
    await expect(card.getByRole('img', { name: '2 moments' })).toBeVisible();
    await card.getByRole('button', { name: `Play ${video.title}` }).click();
    await expect(card.getByTestId('yt-stub')).toBeVisible();
    await expect(card.getByRole('list', { name: 'Moments in this note' })).toHaveText('2:05 roll it tight (1:00:00 is past the end)');
    await expect(card.getByText('Rice first')).toHaveCount(0); // only the lines with a time

    await card.getByRole('button', { name: 'Jump to 2:05' }).click();
    expect(await lastSeek(page)).toEqual({ videoId: GIMBAP, seconds: 125 });
    await expect.poll(() => state(page)).toBe(PLAYING);

    // A time past the end still links; the player clamps it to the end of the video.
    await card.getByRole('button', { name: 'Jump to 1:00:00' }).click();
    expect(await lastSeek(page)).toEqual({ videoId: GIMBAP, seconds: 600 });
  });
});
