import { expect, test } from '@playwright/test';
import { api, profileApi, signInAs, uniqueHandle } from './support';

// A fixture video of the offline fake YouTube.
const GIMBAP = 'wLmRcsHv_dQ';

// The browser asks for English; only the choice in Settings makes the app Korean.
test.use({ locale: 'en-US' });

test('switching to 한국어 in Settings turns the settings page and the header Korean, survives a reload, and switches back', async ({ page }) => {
  await signInAs(page, 'lang-switch', 'Lena Language');
  await page.goto('/settings');
  const header = page.getByRole('banner');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Open user menu' })).toBeVisible();
  const switcher = page.getByRole('group', { name: 'Language' });
  await expect(switcher.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

  await switcher.getByRole('button', { name: '한국어' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '설정' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '공개 핸들' })).toBeVisible();
  await expect(page.getByRole('button', { name: '설정 저장' })).toBeVisible();
  await expect(page.getByRole('switch', { name: '공개 프로필' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  // The header is the shell's (common namespace): its English label is gone.
  await expect(header.getByRole('button', { name: 'Open user menu' })).toHaveCount(0);

  // Remembered on this device: a reload of an English browser stays Korean.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '설정' })).toBeVisible();
  await expect(page.getByRole('group', { name: '언어' }).getByRole('button', { name: '한국어' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('group', { name: '언어' }).getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Settings' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Open user menu' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test("a visitor with a Korean browser reads someone's public profile in Korean, whatever the owner's language", async ({ page, baseURL, browser }) => {
  await signInAs(page, 'lang-owner', 'Olive Owner');
  const handle = uniqueHandle('olive-ko');
  const profile = profileApi(page, baseURL!);
  await profile.claimHandle(handle);
  await profile.setPrivacy({ isPublic: true });
  const street = await profile.createCategory('Street Food', { isPublic: true, subscribable: true });
  await api(page, baseURL!).createBookmark(GIMBAP, [street.id]);

  const context = await browser.newContext({ baseURL, locale: 'ko-KR' });
  const visitor = await context.newPage();
  await visitor.goto(`/${handle}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Olive Owner' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: '전체 북마크 (1)' })).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'Street Food' }).getByText('북마크 1개')).toBeVisible();
  await expect(visitor.getByRole('link', { name: '무료로 시작하기' })).toBeVisible();
  // The joined date in Korean form ("2026년 11월 23일 가입"), through Intl in the visitor's language.
  await expect(visitor.getByText(/^\d{4}년 \d{1,2}월 \d{1,2}일 가입$/)).toBeVisible();
  await expect(visitor.getByText('All Bookmarks (1)')).toHaveCount(0);

  // The owner's own English is untouched.
  await page.goto(`/${handle}`);
  await expect(page.getByRole('button', { name: 'All Bookmarks (1)' })).toBeVisible();
  await context.close();
});
