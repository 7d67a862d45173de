import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeYouTube } from '../../functions/dev/fake-youtube.ts';
import { type ApiContext, createApiContext, signInAs } from '../support/api-context.ts';
import { createBookmark } from '../support/builders.ts';
import { databaseKinds } from '../support/databases.ts';

type Summary = { id: string; saved?: boolean };
const API_KEY = 'saved-videos-test-key';

/** The fake YouTube Data API on a real port, under the same path as the real one. */
async function startFakeYouTube() {
  const fake = createFakeYouTube({ apiKey: API_KEY });
  const server = serve({ fetch: new Hono().route('/youtube/v3', fake).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/youtube/v3`;
  return { apiBase, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(databaseKinds)('videos the user already saved on %s', (kind) => {
  let youtube: Awaited<ReturnType<typeof startFakeYouTube>>;
  let ctx: ApiContext;
  beforeAll(async () => {
    youtube = await startFakeYouTube();
    ctx = await createApiContext(kind, { YOUTUBE_API_KEY: API_KEY, YOUTUBE_API_BASE: youtube.apiBase });
  });
  afterAll(async () => {
    await ctx.close();
    await youtube.close();
  });

  let people = 0;
  const signIn = () => signInAs(ctx, `saved-${++people}@example.com`);

  it('marks trending videos the user has saved as saved, and only the user\'s own', async () => {
    const me = await signIn();
    const other = await signIn();
    const trending = (await me.get('/api/youtube/trending?region=US')).body as Summary[];
    expect(trending.every((v) => v.saved === undefined)).toBe(true);
    await createBookmark(ctx.db, me.user, { videoId: trending[1]!.id });
    await createBookmark(ctx.db, other.user, { videoId: trending[2]!.id });

    const after = (await me.get('/api/youtube/trending?region=US')).body as Summary[];
    expect(after.map((v) => v.id)).toEqual(trending.map((v) => v.id));
    expect(after.filter((v) => v.saved).map((v) => v.id)).toEqual([trending[1]!.id]);
    const theirs = (await other.get('/api/youtube/trending?region=US')).body as Summary[];
    expect(theirs.filter((v) => v.saved).map((v) => v.id)).toEqual([trending[2]!.id]);
  });

  it('marks saved videos among the recommendations for a category', async () => {
    const me = await signIn();
    const found = (await me.get('/api/youtube/category-search?category=Music&maxResults=5')).body as Summary[];
    expect(found.length).toBeGreaterThan(1);
    await createBookmark(ctx.db, me.user, { videoId: found[0]!.id });
    const after = (await me.get('/api/youtube/category-search?category=Music&maxResults=5')).body as Summary[];
    expect(after.filter((v) => v.saved).map((v) => v.id)).toEqual([found[0]!.id]);
  });

  describe('GET /api/bookmarks/exists', () => {
    it('says whether the user has bookmarked a video, and which bookmark it is', async () => {
      const me = await signIn();
      const saved = await createBookmark(ctx.db, me.user, { videoId: 'dQw4w9WgXcQ' });
      expect(await me.get('/api/bookmarks/exists?videoId=dQw4w9WgXcQ')).toMatchObject({ status: 200, body: { exists: true, bookmarkId: saved.id } });
      expect(await me.get('/api/bookmarks/exists?videoId=9bZkp7q19f0')).toMatchObject({ status: 200, body: { exists: false, bookmarkId: null } });
    });

    it('does not see another user\'s bookmarks', async () => {
      const me = await signIn();
      const other = await signIn();
      await createBookmark(ctx.db, other.user, { videoId: 'kJQP7kiw5Fk' });
      expect((await me.get('/api/bookmarks/exists?videoId=kJQP7kiw5Fk')).body).toEqual({ exists: false, bookmarkId: null });
    });

    it.each(['', '?videoId=', '?videoId=short', '?videoId=dQw4w9WgXcQx', "?videoId=dQw4w9WgX'Q"])('refuses the query %j with VALIDATION_ERROR', async (query) => {
      const me = await signIn();
      const res = await me.get(`/api/bookmarks/exists${query}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    });

    it('needs a signed-in user', async () => {
      const res = await ctx.browser().request('/api/bookmarks/exists?videoId=dQw4w9WgXcQ');
      expect(res.status).toBe(401);
    });
  });
});
