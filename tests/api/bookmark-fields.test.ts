import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { type ApiContext, createApiContext } from '../support/api-context.ts';
import { signInWithBrowser, type TestBrowser } from '../support/browser.ts';
import { createBookmark } from '../support/builders.ts';
import { databaseKinds } from '../support/databases.ts';

describe.each(databaseKinds)('bookmark fields on %s', (kind) => {
  let ctx: ApiContext;
  let browser: TestBrowser;
  beforeAll(async () => {
    ctx = await createApiContext(kind);
    browser = ctx.browser();
    await signInWithBrowser(browser, { email: 'fields@example.com' });
  });
  afterAll(() => ctx.close());

  it('keeps view counts past 2^31 exact and sorts them as the most popular', async () => {
    const [me] = await ctx.db.select().from(users).where(eq(users.email, 'fields@example.com'));
    await createBookmark(ctx.db, me!, { title: 'Small', views: 10 });
    await createBookmark(ctx.db, me!, { title: 'Huge', views: 15_000_000_000 });
    const list = (await (await browser.request('/api/bookmarks?sort=popular')).json()) as { title: string; views: number }[];
    expect(list[0]).toMatchObject({ title: 'Huge', views: 15_000_000_000 });
  });
});
