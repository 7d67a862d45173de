import { expect, test } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { api, signIn } from './support';

const bookmarksFile = `<!DOCTYPE NETSCAPE-Bookmark-file-1>
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">
<TITLE>Bookmarks</TITLE>
<H1>Bookmarks</H1>
<DL><p>
    <DT><H3 PERSONAL_TOOLBAR_FOLDER="true">Bookmarks bar</H3>
    <DL><p>
        <DT><H3>Weeknight dinners</H3>
        <DL><p>
            <DT><A HREF="https://www.youtube.com/watch?v=nThDJZPzXuY" ADD_DATE="1700000000">Crispy potatoes from my bookmarks</A>
            <DT><A HREF="https://youtu.be/WY2DFPcnLks" ADD_DATE="1700000001">Lemon chicken from my bookmarks</A>
        </DL><p>
        <DT><A HREF="https://www.youtube.com/watch?v=myBwvvHUeOA" ADD_DATE="1700000002">Sourdough from my bookmarks</A>
        <DT><A HREF="https://news.example.com/story" ADD_DATE="1700000003">A news story</A>
    </DL><p>
</DL><p>
`;

const cards = (page: import('@playwright/test').Page) => page.getByRole('list', { name: 'Bookmarks' }).getByRole('article');

test('a user imports a browser bookmarks file and finds the videos in the library', async ({ page }) => {
  await signIn(page, 'import');
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Import & export' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import & export' })).toBeVisible();

  await page.getByLabel('File to import').setInputFiles({ name: 'bookmarks.html', mimeType: 'text/html', buffer: Buffer.from(bookmarksFile) });
  await expect(page.getByText('Detected: Browser bookmarks (HTML)')).toBeVisible();
  await expect(page.getByText('New categories: Weeknight dinners')).toBeVisible();
  await expect(page.getByText('Import finished')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByTestId('import-imported')).toHaveText('3');
  await expect(page.getByText('https://news.example.com/story')).toBeVisible();
  await expect(page.getByText('Not a YouTube video')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download report' }).click();
  expect((await download).suggestedFilename()).toMatch(/^vidshelf-import-report-.*\.csv$/);

  // The import's id is in the address: a reload shows the same report.
  await expect(page).toHaveURL(/\/settings\/data\?import=[0-9a-f-]{36}$/);
  await page.reload();
  await expect(page.getByText('Import finished')).toBeVisible();
  await expect(page.getByTestId('import-imported')).toHaveText('3');

  // The export links are real downloads.
  await expect(page.getByRole('link', { name: /Vidshelf JSON/ })).toHaveAttribute('href', '/api/export?format=json');

  await page.goto('/');
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Sourdough from my bookmarks' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Crispy potatoes from my bookmarks' })).toBeVisible();
});

test('a user re-imports an older export of theirs and chooses to update what they already have', async ({ page, baseURL }) => {
  await signIn(page, 'reimport');
  const seed = api(page, baseURL!);
  await seed.createCategory('Concerts');
  // Today's library: the potatoes video lost its note, favourite, place and category since the export.
  const potatoes = await seed.createBookmark('nThDJZPzXuY');
  await seed.createBookmark('WY2DFPcnLks');
  const exported = {
    app: 'vidshelf',
    version: 1,
    exportedAt: '2026-01-01T00:00:00.000Z',
    categories: [{ name: 'Concerts', color: '#f97316', displayOrder: 0, isPublic: true, subscribable: false }],
    bookmarks: [
      { videoId: 'nThDJZPzXuY', url: 'https://www.youtube.com/watch?v=nThDJZPzXuY', title: 'Potatoes', note: 'Crunch at 0:42', isFavorite: true, watchTime: 42, createdAt: '2025-12-01T00:00:00.000Z', categories: ['Concerts'] },
      { videoId: 'WY2DFPcnLks', url: 'https://youtu.be/WY2DFPcnLks', title: 'Lemon chicken', note: null, isFavorite: false, watchTime: 0, createdAt: '2025-12-02T00:00:00.000Z', categories: [] },
      { videoId: 'myBwvvHUeOA', url: 'https://www.youtube.com/watch?v=myBwvvHUeOA', title: 'Sourdough', note: null, isFavorite: false, watchTime: 0, createdAt: '2025-12-03T00:00:00.000Z', categories: [] },
    ],
  };

  await page.goto('/settings/data');
  await expect(page.getByRole('radio', { name: 'Skip what I already have' })).toBeChecked();
  await page.getByRole('radio', { name: 'Update what I already have' }).check();
  await expect(page.getByText('From a Vidshelf export (JSON or CSV), notes, favorites, watch time and categories in the file replace yours.', { exact: false })).toBeVisible();
  await page.getByLabel('File to import').setInputFiles({ name: 'vidshelf-export.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(exported)) });
  await expect(page.getByText('Detected: Vidshelf JSON')).toBeVisible();
  await expect(page.getByText('Import finished')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('import-imported')).toHaveText('1');
  await expect(page.getByTestId('import-updated')).toHaveText('1');
  await expect(page.getByTestId('import-already')).toHaveText('1');

  const after = (await seed.bookmarks()).find((b) => b.id === potatoes.id)!;
  expect(after).toMatchObject({ note: 'Crunch at 0:42', watchTime: 42, isFavorite: true });
  expect(after.categories.map((c) => c.name)).toEqual(['Concerts']);
  await page.goto('/');
  await expect(cards(page)).toHaveCount(3);
});

test("a user uploads Takeout's playlists.csv alone and is told where the videos are", async ({ page }) => {
  await signIn(page, 'playlist-index');
  await page.goto('/settings/data');
  const index = 'Playlist ID,Add new videos to top,Playlist Title (Original),Playlist Title (Original) Language,Playlist Create Timestamp,Playlist Update Timestamp,Playlist Video Order,Playlist Visibility\nPLq1xYzAbCdEfGhIjKlMnOpQrStUvWx,False,Road trips,,2023-02-01T10:00:00+00:00,2024-05-01T10:00:00+00:00,Manual,Private\n';
  await page.getByLabel('File to import').setInputFiles({ name: 'playlists.csv', mimeType: 'text/csv', buffer: Buffer.from(index) });
  await expect(page.getByText('Import finished')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("This is Takeout's list of your playlists: it names them but holds no videos. Import the whole Takeout .zip, or each playlist's file (…-videos.csv).")).toBeVisible();

  // Any other file with nothing in it says so too.
  await page.getByLabel('File to import').setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.from('Video ID,Playlist Video Creation Timestamp\n') });
  await expect(page.getByText('This file holds no videos to import.')).toBeVisible({ timeout: 20_000 });
});

test('a user leaving Tube Archivist uploads its backup zip and gets their videos and playlists', async ({ page }) => {
  await signIn(page, 'tubearchivist');
  await page.goto('/settings/data');
  await expect(page.getByText(/a Tube Archivist backup/)).toBeVisible();
  const folder = join(import.meta.dirname, '../fixtures/import/tubearchivist');
  const backup = zipSync(Object.fromEntries(readdirSync(folder).map((name) => [name, readFileSync(join(folder, name))])));
  await page.getByLabel('File to import').setInputFiles({ name: 'ta_backup-20241127-manual.zip', mimeType: 'application/zip', buffer: Buffer.from(backup) });
  await expect(page.getByText('Detected: Tube Archivist backup (.zip)')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('New categories: Baking, Travel')).toBeVisible();
  await expect(page.getByText('Import finished')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('import-imported')).toHaveText('4');

  await page.goto('/');
  await expect(cards(page)).toHaveCount(4);
  await expect(page.getByRole('heading', { name: 'Rye bread, step by step' })).toBeVisible();
});

test.describe('in Korean', () => {
  test.use({ locale: 'ko-KR' });

  test('a file the import cannot read is explained in Korean, with the formats it can', async ({ page }) => {
    await signIn(page, 'import-ko');
    await page.goto('/settings/data');
    await page.getByLabel('가져올 파일').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello": "world"}') });
    await expect(page.getByRole('alert')).toHaveText(
      '이 파일을 인식할 수 없습니다. 지원하는 형식: 브라우저 또는 Raindrop.io 북마크(HTML), Google 테이크아웃 CSV 또는 .zip, Karakeep 또는 Linkwarden JSON, Tube Archivist 백업(.zip 또는 JSON), Pocket 또는 Raindrop.io CSV, Vidshelf JSON 또는 CSV, YouTube URL 목록.',
      { timeout: 20_000 },
    );
  });
});
