import { expect, test } from '@playwright/test';
import { api, signIn } from './support';

// Fixture videos of the offline fake YouTube (all embeddable).
const GIMBAP = 'wLmRcsHv_dQ';
const SOURDOUGH = 'myBwvvHUeOA';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.describe('the player on a phone', () => {
  test('a card plays inline, pauses on tap, closes, and Play All runs a temporary play mode', async ({ page, baseURL }) => {
    await signIn(page, 'phone');
    const seed = api(page, baseURL!);
    const gimbap = await seed.createBookmark(GIMBAP);
    await seed.createBookmark(SOURDOUGH);
    await page.reload();

    // No player script before anything is played.
    expect(await page.evaluate(() => 'YT' in window)).toBe(false);

    await page.getByRole('button', { name: `Play ${gimbap.title}` }).click();
    const card = page.getByRole('article', { name: gimbap.title });
    await expect(card.getByTestId('yt-stub')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0); // inline, not the dialog

    // Tapping the playing video pauses it; a close button appears while paused.
    await expect.poll(() => page.evaluate(() => (window as unknown as { YT?: unknown }).YT !== undefined)).toBe(true);
    await card.getByRole('button', { name: 'Pause' }).click();
    const close = card.getByRole('button', { name: 'Close player' });
    await expect(close).toBeVisible();
    await close.click();
    await expect(card.getByRole('button', { name: `Play ${gimbap.title}` })).toBeVisible();

    // Play All on a phone: only the selected videos stay, with a badge; exiting restores the list.
    await page.getByRole('button', { name: 'Select All' }).click();
    await page.getByRole('button', { name: 'Play All' }).click();
    const exit = page.getByRole('button', { name: /Exit play mode/i });
    await expect(exit).toBeVisible();
    await exit.click();
    await expect(page.getByText('Exited Play Mode')).toBeVisible();
  });
});
