import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Frame, expect, test } from '@playwright/test';
import { api, endPlayingVideo, importMadeUpVideos, profileApi, scrollToAndFocusPlay, signInAs, uniqueHandle } from './support';

// Fixture videos of the offline fake YouTube (both embeddable).
const GIMBAP = 'wLmRcsHv_dQ';
const SOURDOUGH = 'myBwvvHUeOA';
/**
 * A page of another site on a server of its own: 127.0.0.1 on another port is another origin (and
 * site) than the app's localhost, and a real local address, so Chromium's local-network rules let
 * it frame a local page (a page Playwright fulfils itself counts as public, and would not).
 */
async function serveOtherSite(html: string) {
  const server = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/blog-post`, close: () => server.close() };
}

const playingVideo = (frame: Frame) =>
  frame.evaluate(() => (window as unknown as { __ytStub?: { current: { _videoId: string } | null } }).__ytStub?.current?._videoId ?? null);

test('another site embeds a collection that plays all its videos, while the profile page itself refuses to be framed', async ({ page, baseURL, browser }) => {
  await signInAs(page, 'embed', 'Emma Embed');
  const handle = uniqueHandle('emma');
  const profile = profileApi(page, baseURL!);
  await profile.claimHandle(handle);
  await profile.setPrivacy({ isPublic: true });
  const seed = api(page, baseURL!);
  await seed.createBookmark(GIMBAP);
  const newest = await seed.createBookmark(SOURDOUGH);

  const visitor = await (await browser.newContext()).newPage();
  const site = await serveOtherSite(`<!doctype html><title>A blog</title>
    <iframe id="embed" src="${baseURL}/${handle}/embed" width="900" height="700"></iframe>
    <iframe id="page" src="${baseURL}/${handle}" width="400" height="300"></iframe>`);
  try {
    await visitor.goto(site.url);

    const embed = visitor.frameLocator('#embed');
    await expect(embed.getByRole('link', { name: 'View on Vidshelf' })).toHaveAttribute('href', `/${handle}`);
    await embed.getByRole('button', { name: 'Play all' }).click();
    await expect(embed.getByRole('dialog', { name: newest.title })).toBeVisible();
    const frame = (await visitor.locator('#embed').elementHandle())!.contentFrame();
    const embedFrame = (await frame)!;
    await expect.poll(() => playingVideo(embedFrame)).toBe(SOURDOUGH);
    await endPlayingVideo(embedFrame);
    await expect.poll(() => playingVideo(embedFrame)).toBe(GIMBAP);

    // frame-ancestors 'none': Chromium shows its error page in place of the profile.
    const pageFrame = (await (await visitor.locator('#page').elementHandle())!.contentFrame())!;
    await expect.poll(() => pageFrame.url()).toBe('chrome-error://chromewebdata/');
  } finally {
    site.close();
  }
});

test('the owner chooses a category and a size in the Embed dialog, copies that code, and the copied address shows that category with its notes', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await signInAs(page, 'embed-size', 'Sam Sizer');
  const handle = uniqueHandle('sam');
  const profile = profileApi(page, baseURL!);
  await profile.claimHandle(handle);
  await profile.setPrivacy({ isPublic: true, showNotes: true });
  const street = await profile.createCategory('Street Food', { isPublic: true });
  const seed = api(page, baseURL!);
  const gimbap = await seed.createBookmark(GIMBAP, [street.id]);
  await seed.note(gimbap.id, 'Rolling starts at 1:05');
  const sourdough = await seed.createBookmark(SOURDOUGH);

  await page.goto(`/${handle}`);
  await page.getByRole('button', { name: 'Embed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Embed this collection' });
  const code = dialog.getByRole('textbox', { name: 'Code' });
  // The whole profile at the medium size until the owner chooses otherwise.
  await expect(code).toHaveValue(new RegExp(`src="${baseURL}/${handle}/embed" width="560" height="640"`));

  await dialog.getByRole('combobox', { name: 'Collection' }).click();
  await page.getByRole('option', { name: 'Street Food' }).click();
  await dialog.getByRole('combobox', { name: 'Size' }).click();
  await page.getByRole('option', { name: 'Large (800 × 720)' }).click();
  await expect(code).toHaveValue(new RegExp(`src="${baseURL}/${handle}/${street.id}/embed" width="800" height="720"`));
  await dialog.getByRole('combobox', { name: 'Size' }).click();
  await page.getByRole('option', { name: 'Custom size' }).click();
  await dialog.getByLabel('Width (px)').fill('420');
  await dialog.getByLabel('Height (px)').fill('90');
  await dialog.getByLabel('Height (px)').blur();
  // Too small to show a card: the height is raised to the least that makes sense.
  await expect(dialog.getByLabel('Height (px)')).toHaveValue('240');
  await expect(code).toHaveValue(new RegExp(`width="420" height="240"`));
  await page.screenshot({ path: `scratch/screenshots/embed-dialog-${test.info().project.name || 'chromium'}.png` });

  await dialog.getByRole('button', { name: 'Copy code' }).click();
  await expect(page.getByText('Embed code copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await code.inputValue());

  // The copied address: only that category's video, with the owner's note.
  const src = /src="([^"]+)"/.exec(copied)![1]!;
  await page.goto(src);
  await expect(page.getByRole('article', { name: gimbap.title })).toContainText('Rolling starts at 1:05');
  await expect(page.getByRole('article', { name: sourdough.title })).toHaveCount(0);
});

test('an embed of a 2,000-video collection loads page by page as it scrolls, until the last video', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'embed-long', 'Lena Long');
  const handle = uniqueHandle('lena');
  const profile = profileApi(page, baseURL!);
  await profile.claimHandle(handle);
  await profile.setPrivacy({ isPublic: true });
  await importMadeUpVideos(page, baseURL!, 2000);
  const pages: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/public/${handle}/bookmarks`) pages.push(request.url());
  });
  await page.goto(`/${handle}/embed`);
  const grid = page.getByRole('list', { name: 'Lena Long' });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  // Keep scrolling to the end until the list knows its size: the last page has come.
  await page.waitForFunction(
    () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return [...document.querySelectorAll('[role="listitem"]')].at(-1)?.getAttribute('aria-setsize') === '2000';
    },
    undefined,
    { polling: 100, timeout: 120_000 },
  );
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(grid.getByRole('listitem').last()).toHaveAttribute('aria-posinset', '2000');
  // Pages of 60, each asked once; only the cards near the viewport are in the DOM.
  expect(pages.length).toBe(Math.ceil(2000 / 60));
  expect(new Set(pages).size).toBe(pages.length);
  expect(await grid.getByRole('listitem').count()).toBeLessThan(200);
});

test('Play all in an embed of 130 videos goes on past the cards loaded so far: next reaches a video of the third page', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'embed-queue', 'Quinn Queue');
  const handle = uniqueHandle('quinn');
  const profile = profileApi(page, baseURL!);
  await profile.claimHandle(handle);
  await profile.setPrivacy({ isPublic: true });
  await importMadeUpVideos(page, baseURL!, 130, 'que');

  await page.goto(`/${handle}/embed`);
  await page.getByRole('button', { name: 'Play all' }).click();
  const dialog = page.getByRole('dialog');
  const heading = dialog.locator('#player-playlist-heading');
  const items = dialog.getByRole('listitem');
  await expect(heading).toContainText('1 / 60');
  // Near the end of the first page the queue asks for the second, then the third.
  await items.nth(59).getByRole('button').click();
  await expect(heading).toContainText('60 / 120');
  await items.nth(119).getByRole('button').click();
  await expect(heading).toContainText('120 / 130');
  await dialog.getByRole('button', { name: 'Next video' }).click();
  await expect(heading).toContainText('121 / 130');
});

test('a keyboard user who tabs past the last loaded card of an embed waits on its Load More, then goes on to the first card it loaded', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'embed-keys', 'Kai Keys');
  const handle = uniqueHandle('kai');
  const profile = profileApi(page, baseURL!);
  await profile.claimHandle(handle);
  await profile.setPrivacy({ isPublic: true });
  await importMadeUpVideos(page, baseURL!, 70, 'ekb');

  // The second page (the one asked for with a cursor) is held until the person is on the button.
  let releaseNextPage!: () => void;
  const nextPageHeld = new Promise<void>((resolve) => (releaseNextPage = resolve));
  await page.route(new RegExp(`/api/public/${handle}/bookmarks\\?.*cursor=`), async (route) => {
    await nextPageHeld;
    await route.continue();
  });
  await page.goto(`/${handle}/embed`);
  const items = page.getByRole('list', { name: 'Kai Keys' }).getByRole('listitem');
  const lastLoaded = items.and(page.locator('[aria-posinset="60"]'));
  await scrollToAndFocusPlay(page, lastLoaded);
  await page.keyboard.press('Tab');
  const loadMore = page.getByRole('button', { name: /^(Load More|Loading\.\.\.)$/ });
  await expect(loadMore).toBeFocused();

  releaseNextPage();
  await expect(items.and(page.locator('[aria-posinset="61"]')).getByRole('button', { name: /^Play / })).toBeFocused();
  // All 70 are in: the collection has ended and no Load More is left.
  await expect(loadMore).toHaveCount(0);
});
