import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { api, signInAs } from './support';

interface FixtureVideo {
  id: string;
  title: string;
  viewCount: number;
}

// The offline fake YouTube serves these; a bookmark must name a video it knows.
const videos: FixtureVideo[] = JSON.parse(readFileSync(new URL('../fixtures/youtube/videos.json', import.meta.url), 'utf8'));
const popular = videos.find((v) => v.viewCount >= 100_000 && v.viewCount < 100_000_000)!;

// A Korean browser: the UI follows navigator.language until the person picks a language.
test.use({ locale: 'ko-KR' });

test.describe('the app in Korean', () => {
  test('a Korean browser sees the landing page in Korean, switches to English in the footer, and the choice survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('link', { name: '로그인' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('간직할 만한 모든 동영상을 하나의 책장에');
    await expect(page.getByRole('link', { name: '무료로 시작하기' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Chrome 확장 프로그램' })).toBeVisible();
    await expect(page.getByRole('link', { name: '지금 정리 시작하기' })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    const switcher = footer.getByRole('group', { name: '언어' });
    await expect(switcher.getByRole('button', { name: '한국어' })).toHaveAttribute('aria-pressed', 'true');
    await switcher.getByRole('button', { name: 'English' }).click();

    await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Every video worth keeping, on one shelf');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // Remembered on this device: a reload of the Korean browser stays English.
    await page.reload();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    // And back to Korean.
    await page.getByRole('contentinfo').getByRole('button', { name: '한국어' }).click();
    await expect(page.getByRole('link', { name: '로그인' })).toBeVisible();
  });

  test('signed in, the home screen speaks Korean: header, filters, empty state, view counts in 만, and a saved card dated 오늘', async ({ page, baseURL }) => {
    await signInAs(page, 'i18n-korean', '한국 사용자');

    await expect(page.getByRole('heading', { level: 1, name: '모든 북마크' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: '북마크 검색' })).toHaveAttribute('placeholder', '북마크 검색...');
    await expect(page.getByRole('button', { name: '사용자 메뉴 열기' })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: '라이브러리' });
    await expect(sidebar.getByRole('heading', { name: '요약' })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: /즐겨찾기/ })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: /최근/ })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: '카테고리 관리' })).toBeVisible();

    // An empty shelf: the empty state and the trending list, named in Korean.
    await expect(page.getByRole('heading', { name: '북마크가 없습니다' })).toBeVisible();
    await expect(page.getByRole('button', { name: '시작하기' })).toBeVisible();
    const trending = page.getByRole('region', { name: /인기 동영상$/ });
    await expect(trending).toBeVisible();
    // View counts in 천/만/억 (e.g. "조회수 128.5만회"), never K/M/B.
    await expect(trending.getByText(/조회수 \d+(\.\d)?(천|만|억)회/).first()).toBeVisible();
    await expect(trending.getByText(/\d(K|M|B) views/)).toHaveCount(0);

    // A saved video: its date as 오늘, the list's count in Korean.
    await api(page, baseURL!).createBookmark(popular.id);
    await page.reload();
    const card = page.getByRole('list', { name: '북마크' }).getByRole('article').first();
    await expect(card).toBeVisible();
    await expect(card.getByText('오늘', { exact: true })).toBeVisible();
    await expect(page.getByText('북마크 1개')).toBeVisible();

    // The card's menu in Korean.
    await card.getByRole('button', { name: `${popular.title} 작업` }).click();
    await expect(page.getByRole('menuitem', { name: 'YouTube에서 열기' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '즐겨찾기에 추가' })).toBeVisible();
    await page.keyboard.press('Escape');

    // The user menu switches to English on the spot.
    await page.getByRole('button', { name: '사용자 메뉴 열기' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Bookmarks' })).toBeVisible();
    await expect(page.getByText('1 bookmark', { exact: true })).toBeVisible();
  });
});
