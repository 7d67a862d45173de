import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiContext, createApiContext } from '../support/api-context.ts';
import { signInWithBrowser, type TestBrowser } from '../support/browser.ts';
import { databaseKinds } from '../support/databases.ts';

describe.each(databaseKinds)('bookmarks smoke on %s', (kind) => {
  let ctx: ApiContext;
  let browser: TestBrowser;
  beforeAll(async () => {
    ctx = await createApiContext(kind);
    browser = ctx.browser();
    await signInWithBrowser(browser, { email: 'smoke@example.com' });
  });
  afterAll(() => ctx.close());

  it('creates a category and a bookmark in it, then lists it under every sort', async () => {
    const cat = await (await browser.request('/api/categories', { method: 'POST', json: { name: '  Cooking ', color: '#EF4444' } })).json() as { id: string; name: string; color: string };
    expect(cat).toMatchObject({ name: 'Cooking', color: '#ef4444' });
    const res = await browser.request('/api/bookmarks', { method: 'POST', json: { videoId: 'abcdefghijk', title: '', categoryId: cat.id } });
    expect(res.status).toBe(201);
    const b = (await res.json()) as { id: string; title: string; categories: unknown[]; thumbnail: string };
    expect(b.title).toBe('YouTube video abcdefghijk');
    expect(b.thumbnail).toBe('https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg');
    expect(b.categories).toEqual([{ id: cat.id, name: 'Cooking', color: '#ef4444' }]);
    for (const sort of ['recent', 'added', 'alphabetical', 'popular', 'duration']) {
      const list = (await (await browser.request(`/api/bookmarks?sort=${sort}&categoryId=${cat.id}&search=video`)).json()) as unknown[];
      expect(list).toHaveLength(1);
    }
    const stats = await (await browser.request('/api/stats')).json();
    expect(stats).toEqual({ totalBookmarks: 1, recentBookmarks: 1, favoriteBookmarks: 0 });
  });
});
