import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFakeYouTube, fakeVideos } from '../../functions/dev/fake-youtube.ts';
import { type ApiContext, createApiContext } from '../support/api-context.ts';
import { type TestBrowser, signInWithBrowser } from '../support/browser.ts';
import { databaseKinds } from '../support/databases.ts';

type Json = Record<string, unknown>;
type Summary = { id: string; title: string; thumbnail: string; channel: string; views: number; duration: string; embeddable: boolean };

const API_KEY = 'api-test-youtube-key';
const MINUTE = 60_000;
const notEmbeddable = new Set(fakeVideos.filter((v) => !v.embeddable).map((v) => v.id));

/** The fake YouTube Data API on a real port, under the same path as the real one. */
async function startFakeYouTube() {
  const fake = createFakeYouTube({ apiKey: API_KEY });
  const server = serve({ fetch: new Hono().route('/youtube/v3', fake).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/youtube/v3`;
  return { fake, apiBase, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(databaseKinds)('YouTube lists on %s', (kind) => {
  let youtube: Awaited<ReturnType<typeof startFakeYouTube>>;
  let ctx: ApiContext;
  let browser: TestBrowser;
  beforeAll(async () => {
    youtube = await startFakeYouTube();
    ctx = await createApiContext(kind, { YOUTUBE_API_KEY: API_KEY, YOUTUBE_API_BASE: youtube.apiBase });
    browser = ctx.browser();
    await signInWithBrowser(browser, { email: 'viewer@example.com' });
  });
  afterAll(async () => {
    await ctx.close();
    await youtube.close();
  });
  afterEach(() => {
    youtube.fake.reset();
    ctx.setNow(null);
    vi.restoreAllMocks();
  });

  const get = async (path: string) => {
    const res = await browser.request(path);
    return { status: res.status, body: (await res.json()) as unknown };
  };

  it('shows 20 embeddable trending videos of the region asked for', async () => {
    const { status, body } = await get('/api/youtube/trending?region=kr');
    expect(status).toBe(200);
    const items = body as Summary[];
    expect(items).toHaveLength(20);
    expect(items.some((v) => notEmbeddable.has(v.id))).toBe(false);
    expect(items[0]).toMatchObject({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{11}$/),
      title: expect.any(String),
      thumbnail: `https://i.ytimg.com/vi/${items[0]!.id}/hqdefault.jpg`,
      channel: expect.any(String),
      views: expect.any(Number),
      duration: expect.stringMatching(/^\d+:\d\d(:\d\d)?$/),
    });
    expect(fakeVideos.find((v) => v.id === items[0]!.id)!.regions).toContain('KR');
    expect(youtube.fake.requests[0]!.params).toMatchObject({ chart: 'mostPopular', regionCode: 'KR' });
  });

  it('defaults trending to the US', async () => {
    await get('/api/youtube/trending');
    expect(youtube.fake.requests[0]!.params.regionCode).toBe('US');
  });

  it('refuses a region that is not a two-letter code', async () => {
    const { status, body } = await get('/api/youtube/trending?region=KOR');
    expect(status).toBe(400);
    expect((body as Json).code).toBe('VALIDATION_ERROR');
  });

  it('keeps trending for 10 minutes before asking YouTube again', async () => {
    await get('/api/youtube/trending?region=JP');
    await get('/api/youtube/trending?region=JP');
    expect(youtube.fake.requestCount()).toBe(1);
    ctx.setNow(new Date(Date.now() + 11 * MINUTE));
    await get('/api/youtube/trending?region=JP');
    expect(youtube.fake.requestCount()).toBe(2);
  });

  it('recommends embeddable videos for a category name', async () => {
    const { status, body } = await get('/api/youtube/category-search?category=Cooking');
    expect(status).toBe(200);
    const items = body as Summary[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(50);
    expect(items.every((v) => v.embeddable && !notEmbeddable.has(v.id))).toBe(true);
    expect(items[0]!.duration).toMatch(/^\d+:\d\d(:\d\d)?$/);
    const search = youtube.fake.requests.find((r) => r.endpoint === 'search')!;
    expect(search.params).toMatchObject({ q: 'Cooking', type: 'video', videoEmbeddable: 'true', maxResults: '50' });
  });

  it('passes maxResults, region and language on to the search', async () => {
    const { body } = await get('/api/youtube/category-search?category=Travel&maxResults=3&region=jp&language=ja');
    expect(body).toHaveLength(3);
    expect(youtube.fake.requests.find((r) => r.endpoint === 'search')!.params).toMatchObject({
      maxResults: '3',
      regionCode: 'JP',
      relevanceLanguage: 'ja',
    });
  });

  it.each([
    ['without a category', '/api/youtube/category-search'],
    ['with an empty category', '/api/youtube/category-search?category=%20'],
    ['with more than 50 results', '/api/youtube/category-search?category=Music&maxResults=51'],
  ])('refuses a category search %s', async (_, path) => {
    const { status, body } = await get(path);
    expect(status).toBe(400);
    expect((body as Json).code).toBe('VALIDATION_ERROR');
  });

  it('lists regions and languages from YouTube', async () => {
    const regions = await get('/api/youtube/regions');
    expect(regions.status).toBe(200);
    expect(regions.body).toContainEqual({ gl: 'US', name: 'United States' });
    const languages = await get('/api/youtube/languages');
    expect(languages.status).toBe(200);
    expect(languages.body).toContainEqual({ hl: 'ja', name: 'Japanese' });
  });

  it('lets the browser keep regions and languages for an hour, privately, and trending not at all', async () => {
    for (const path of ['/api/youtube/regions', '/api/youtube/languages']) {
      const res = await browser.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('private, max-age=3600');
    }
    expect((await browser.request('/api/youtube/trending')).headers.get('cache-control')).toBe('no-store');
  });

  it('keeps regions for an hour', async () => {
    // Hours ahead, so whatever earlier tests cached has expired.
    const start = Date.now() + 5 * 60 * MINUTE;
    ctx.setNow(new Date(start));
    await get('/api/youtube/regions');
    ctx.setNow(new Date(start + 59 * MINUTE));
    await get('/api/youtube/regions');
    expect(youtube.fake.requestCount('i18nRegions')).toBe(1);
    ctx.setNow(new Date(start + 61 * MINUTE));
    await get('/api/youtube/regions');
    expect(youtube.fake.requestCount('i18nRegions')).toBe(2);
  });

  it('answers 502 UPSTREAM_UNAVAILABLE when YouTube is down, without its words', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    youtube.fake.setMode('down');
    for (const path of ['/api/youtube/trending?region=FR', '/api/youtube/category-search?category=Science']) {
      const { status, body } = await get(path);
      expect(status).toBe(502);
      expect(body).toEqual({ code: 'UPSTREAM_UNAVAILABLE', message: 'YouTube is unavailable right now. Please try again.' });
    }
  });

  it('answers 503 UPSTREAM_UNAVAILABLE when the quota is used up, without leaking the key', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    youtube.fake.setMode('quota');
    const res = await browser.request('/api/youtube/trending?region=DE');
    expect(res.status).toBe(503);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ code: 'UPSTREAM_UNAVAILABLE', message: 'YouTube quota exceeded. Please try again later.' });
    expect(text).not.toContain(API_KEY);
  });

  it('needs a signed-in user', async () => {
    for (const path of ['/api/youtube/trending', '/api/youtube/category-search?category=Music', '/api/youtube/regions', '/api/youtube/languages']) {
      const res = await ctx.browser().request(path);
      expect(res.status, path).toBe(401);
    }
    expect(youtube.fake.requestCount()).toBe(0);
  });
});

describe.each(databaseKinds)('YouTube unconfigured on %s', (kind) => {
  let ctx: ApiContext;
  let browser: TestBrowser;
  beforeAll(async () => {
    ctx = await createApiContext(kind);
    browser = ctx.browser();
    await signInWithBrowser(browser, { email: 'viewer@example.com' });
  });
  afterAll(() => ctx.close());

  it('answers 503 UPSTREAM_UNAVAILABLE saying YouTube is not configured', async () => {
    for (const path of ['/api/youtube/trending?region=US', '/api/youtube/category-search?category=Music', '/api/youtube/regions']) {
      const res = await browser.request(path);
      expect(res.status, path).toBe(503);
      expect(await res.json()).toEqual({ code: 'UPSTREAM_UNAVAILABLE', message: 'YouTube is not configured on this server.' });
    }
  });

  it('serves a grey placeholder SVG of the size asked for to anyone, cacheable for a day', async () => {
    const res = await ctx.browser().request('/api/placeholder/320/180');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg [^>]*width="320" height="180" viewBox="0 0 320 180"/);
    expect(svg).toContain('<polygon');
  });

  it.each(['0/180', '2001/100', '320/abc', '12.5/10', '-5/5'])('refuses the placeholder size %s', async (size) => {
    const res = await ctx.browser().request(`/api/placeholder/${size}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as Json).code).toBe('VALIDATION_ERROR');
  });

  it('accepts the largest placeholder size', async () => {
    const res = await ctx.browser().request('/api/placeholder/2000/2000');
    expect(res.status).toBe(200);
  });
});
