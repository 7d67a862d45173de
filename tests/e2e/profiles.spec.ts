import { type Browser, type Page, expect, test } from '@playwright/test';
import { api, importMadeUpVideos, profileApi, signInAs, uniqueHandle } from './support';

// Fixture videos of the offline fake YouTube (all embeddable).
const GIMBAP = 'wLmRcsHv_dQ';
const SOURDOUGH = 'myBwvvHUeOA';
const POTATOES = 'nThDJZPzXuY';

const viewports = [
  { label: 'desktop', viewport: { width: 1280, height: 800 }, phone: false },
  { label: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const;

/** A visible toast with this text. */
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast][data-visible="true"]').filter({ hasText: text });

/** An owner with a public profile: a subscribable "Street Food" (2 videos) and one uncategorised video. */
async function publicOwner(page: Page, baseURL: string, story: string) {
  const email = await signInAs(page, story, 'Olive Owner');
  const handle = uniqueHandle('olive');
  const profile = profileApi(page, baseURL);
  await profile.claimHandle(handle);
  await profile.setPrivacy({ isPublic: true });
  const street = await profile.createCategory('Street Food', { isPublic: true, subscribable: true });
  const seed = api(page, baseURL);
  const gimbap = await seed.createBookmark(GIMBAP, [street.id]);
  const sourdough = await seed.createBookmark(SOURDOUGH, [street.id]);
  const potatoes = await seed.createBookmark(POTATOES);
  return { email, handle, titles: { gimbap: gimbap.title, sourdough: sourdough.title, potatoes: potatoes.title } };
}

/** Turns an Ark switch on with the keyboard (its input is visually hidden). */
async function switchOn(page: Page, name: string) {
  const control = page.getByRole('switch', { name });
  await expect(control).toBeEnabled();
  await control.focus();
  await control.press('Space');
  await expect(control).toBeChecked();
}

async function newPage(browser: Browser, baseURL: string, viewport: { width: number; height: number }, phone: boolean) {
  const context = await browser.newContext({ baseURL, viewport, hasTouch: phone, isMobile: phone });
  return context.newPage();
}

for (const { label, viewport, phone } of viewports) {
  test.describe(`public profiles (${label})`, () => {
    test.use({ viewport, hasTouch: phone, isMobile: phone });

    test('an owner claims a handle, goes public, and a signed-out visitor sees only what is shown', async ({ page, baseURL, browser }) => {
      const email = await signInAs(page, `claim-${label}`, 'Pia Public');
      const seed = api(page, baseURL!);
      const cooking = await profileApi(page, baseURL!).createCategory('Weeknight Cooking', { isPublic: true, subscribable: true });
      const gimbap = await seed.createBookmark(GIMBAP, [cooking.id]);
      const potatoes = await seed.createBookmark(POTATOES);

      // Without a handle the profile cannot go public, and Settings proposes one.
      await page.goto('/profile');
      await expect(page.getByText('No title set')).toBeVisible();
      await expect(page.getByText('Handle Required')).toBeVisible();
      await expect(page.getByRole('switch', { name: 'Public Profile' })).toBeDisabled();

      await page.goto('/settings');
      const field = page.getByLabel('Handle', { exact: true });
      await expect(field).not.toHaveValue('');
      await expect(page.getByRole('switch', { name: 'Public Profile' })).toBeDisabled();
      const handle = uniqueHandle('pia');
      await field.fill(`  ${handle.toUpperCase()}!`);
      await expect(field).toHaveValue(handle); // sanitised live
      // Auto-save mode: the check passing saves the handle.
      await page.getByRole('button', { name: 'Check' }).click();
      await expect(toast(page, 'Handle updated')).toBeVisible();
      await page.getByRole('button', { name: 'Check' }).click();
      await expect(page.getByText('This is your current handle')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save Handle' })).toBeDisabled();

      await switchOn(page, 'Public Profile');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expect(toast(page, 'Privacy settings updated')).toBeVisible();

      // The profile page shows the real /{handle} link and the display options of a public profile.
      await page.goto('/profile');
      await expect(page.getByTestId('public-link')).toHaveText(`${baseURL}/${handle}`);
      await expect(page.getByRole('switch', { name: 'Show Email' })).not.toBeChecked();
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByLabel('Title').fill('Quick dinners and the videos that taught me');
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await expect(toast(page, 'Profile updated')).toBeVisible();

      // A signed-out visitor.
      const visitor = await newPage(browser, baseURL!, viewport, phone);
      await visitor.goto(`/p/${handle}`); // the old share link
      await expect(visitor).toHaveURL(`${baseURL}/${handle}`);
      await expect(visitor.getByRole('heading', { level: 1, name: 'Pia Public' })).toBeVisible();
      await expect(visitor.getByText('Quick dinners and the videos that taught me')).toBeVisible();
      await expect(visitor.getByText(email)).toHaveCount(0);
      await expect(visitor.getByRole('button', { name: 'All Bookmarks (2)' })).toBeVisible();
      await expect(visitor.getByRole('button', { name: 'Weeknight Cooking (1)' })).toBeVisible();
      await expect(visitor.getByRole('region', { name: 'Uncategorized' }).getByRole('article', { name: potatoes.title })).toBeVisible();
      await expect(visitor.getByRole('button', { name: /Subscribe/ })).toHaveCount(0);
      // The visible follow link leads to the profile's feed, which a reader can read.
      await expect(visitor.getByRole('link', { name: 'Follow (RSS)' })).toHaveAttribute('href', `/${handle}/feed.atom`);
      expect(await (await visitor.request.get(`/${handle}/feed.atom`)).text()).toContain(`watch?v=${POTATOES}`);
      // The visit is sent once and remembered in this browser because the server accepted it.
      await expect.poll(() => visitor.evaluate((h) => localStorage.getItem(`vidshelf-visit:${h}`), handle)).not.toBeNull();

      // Filtering narrows to one category; playing opens the dialog, or plays inline on a phone.
      await visitor.getByRole('button', { name: 'Weeknight Cooking (1)' }).click();
      await expect(visitor.getByRole('article')).toHaveCount(1);
      await visitor.getByRole('button', { name: `Play ${gimbap.title}` }).click();
      if (phone) {
        await expect(visitor.getByRole('article', { name: gimbap.title }).getByTestId('yt-stub')).toBeVisible();
        await expect(visitor.getByRole('dialog')).toHaveCount(0);
      } else {
        await expect(visitor.getByRole('dialog', { name: gimbap.title })).toBeVisible();
        await expect(visitor.getByRole('dialog').getByRole('button', { name: /note/i })).toHaveCount(0);
        await visitor.keyboard.press('Escape');
      }

      // The owner shows the e-mail: the visitor sees it after a reload.
      await switchOn(page, 'Show Email');
      await expect(toast(page, 'Profile settings updated')).toBeVisible();
      await visitor.reload();
      await expect(visitor.getByText(email)).toBeVisible();
      await visitor.context().close();
    });

    test('a second account subscribes, finds the category read-only at home, and unsubscribes', async ({ page, baseURL, browser }) => {
      const owner = await publicOwner(page, baseURL!, `owner-${label}`);
      await profileApi(page, baseURL!).setPrivacy({ publicTheme: 'dark' });
      // The owner sees their own page without Subscribe buttons.
      await page.goto(`/${owner.handle}`);
      await expect(page.getByRole('region', { name: 'Street Food' })).toBeVisible();
      await expect(page.getByRole('button', { name: /Subscribe/ })).toHaveCount(0);

      const fan = await newPage(browser, baseURL!, viewport, phone);
      await signInAs(fan, `fan-${label}`, 'Finn Fan');
      await fan.goto(`/${owner.handle}`);
      await fan.getByRole('button', { name: 'Subscribe to Street Food' }).click();
      await expect(toast(fan, 'Subscribed successfully')).toBeVisible();
      await expect(fan.getByRole('button', { name: 'Unsubscribe from Street Food' })).toBeVisible();

      // The owner's dark theme applies to this page only; the visitor's light theme returns on leaving.
      await expect(fan.locator('html')).toHaveClass(/dark/);
      await fan.getByRole('link', { name: 'Go to Dashboard' }).click();
      await expect(fan).toHaveURL(`${baseURL}/`);
      await expect(fan.locator('html')).not.toHaveClass(/dark/);

      // Spec 1: the subscribed category appears among the categories at home, read-only.
      if (phone) {
        await fan.getByRole('button', { name: 'Filter by category' }).click();
        await fan.getByRole('dialog').getByRole('button', { name: /Street Food/ }).click();
      } else {
        await fan.getByRole('navigation', { name: 'Library' }).getByRole('button', { name: /Street Food/ }).click();
      }
      const badge = fan.getByText('Subscribed · read-only');
      await expect(badge).toBeVisible();
      // The badge keeps its own letter spacing and room, not the heading's tight ones.
      await expect(badge).toHaveCSS('letter-spacing', 'normal');
      await expect(badge).toHaveCSS('padding-left', '10px');
      await expect(fan.getByRole('article', { name: owner.titles.gimbap })).toBeVisible();

      await fan.goto(`/${owner.handle}`);
      await fan.getByRole('button', { name: 'Unsubscribe from Street Food' }).click();
      await expect(toast(fan, 'Unsubscribed successfully')).toBeVisible();
      await expect(fan.getByRole('button', { name: 'Subscribe to Street Food' })).toBeVisible();
      await fan.context().close();
    });

    test('an unknown handle shows Profile Not Available with a way home', async ({ page }) => {
      await page.goto('/nobody-has-this-handle-zz');
      await expect(page.getByRole('heading', { name: 'Profile Not Available' })).toBeVisible();
      await expect(page.getByText('This profile is private or does not exist.')).toBeVisible();
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });
}

test('a public page of 530 videos shows its first 500 at once and the rest as it scrolls, to the very last; its favourites come from the whole collection', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'public-long', 'Lou Long');
  const handle = uniqueHandle('lou');
  const profile = profileApi(page, baseURL!);
  await profile.claimHandle(handle);
  await profile.setPrivacy({ isPublic: true, showFavorites: true });
  await importMadeUpVideos(page, baseURL!, 530, 'pub');
  // Two favourites among the oldest 30, past the profile answer's 500: the first paint holds neither.
  const answer = (await (await page.request.get(`/api/public/${handle}`)).json()) as { bookmarksCursor: string };
  const older = (await (await page.request.get(`/api/public/${handle}/bookmarks?${new URLSearchParams({ limit: '100', cursor: answer.bookmarksCursor })}`)).json()) as { id: string; title: string }[];
  expect(older).toHaveLength(30);
  const seed = api(page, baseURL!);
  for (const bookmark of [older[3]!, older[29]!]) await seed.favorite(bookmark.id);
  const pages: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/public/${handle}/bookmarks`) pages.push(request.url());
  });
  const wholePages = () => pages.filter((url) => new URL(url).searchParams.get('favorites') !== 'true');

  await page.goto(`/${handle}`);
  const grid = page.getByRole('list', { name: 'All Bookmarks bookmarks' });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  // The Favorites row pages its own favourites in; the whole collection waits for the scroll.
  const favourites = page.getByRole('list', { name: 'Favorites bookmarks' });
  await expect(favourites.getByRole('listitem')).toHaveCount(2);
  await expect(favourites.getByRole('listitem').first()).toContainText(older[3]!.title);
  await expect(favourites.getByRole('listitem').last()).toContainText(older[29]!.title);
  await expect(page.getByRole('region', { name: 'Favorites' })).toContainText('2 bookmarks');
  expect(pages).toHaveLength(1);
  expect(wholePages()).toEqual([]);
  await page.waitForFunction(
    () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return [...document.querySelectorAll('[role="listitem"]')].at(-1)?.getAttribute('aria-setsize') === '530';
    },
    undefined,
    { polling: 100, timeout: 90_000 },
  );
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(grid.getByRole('listitem').last()).toHaveAttribute('aria-posinset', '530');
  // One page past the answer's 500 holds the last 30.
  expect(wholePages()).toHaveLength(1);
});
