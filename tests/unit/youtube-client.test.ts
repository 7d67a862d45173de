import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFakeYouTube, fakeVideos } from '../../functions/dev/fake-youtube.ts';
import { TtlCache } from '../../functions/services/ttl-cache.ts';
import { UpstreamError, createYouTubeClient } from '../../functions/services/youtube.ts';
import { formatDuration, parseIsoDuration, thumbnailFor } from '../../functions/lib/youtube-video.ts';
import channels from '../fixtures/youtube/channels.json';

const API_KEY = 'test-youtube-key-123';
const MINUTE = 60_000;

/** The fake YouTube Data API on a real port, under the same path as the real one. */
async function startFakeYouTube() {
  const fake = createFakeYouTube({ apiKey: API_KEY });
  const root = new Hono().route('/youtube/v3', fake);
  const server = serve({ fetch: root.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/youtube/v3`;
  return { fake, apiBase, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const video = (title: string) => fakeVideos.find((v) => v.title.startsWith(title))!;

async function upstreamError(promise: Promise<unknown>): Promise<UpstreamError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(UpstreamError);
  return err as UpstreamError;
}

describe('YouTube client against the fake Data API', () => {
  let server: Awaited<ReturnType<typeof startFakeYouTube>>;
  let now = Date.now();
  const client = () => createYouTubeClient({ apiKey: API_KEY, apiBase: server.apiBase, now: () => now });

  beforeAll(async () => {
    server = await startFakeYouTube();
  });
  afterAll(() => server.close());
  afterEach(() => {
    server.fake.reset();
    vi.restoreAllMocks();
  });

  it('fills every field of a video from videos.list and the channel icon from channels.list', async () => {
    const lofi = video('Rainy Window Lo-fi');
    const channel = channels.find((c) => c.id === lofi.channelId)!;
    const details = await client().getVideo(lofi.id);
    expect(details).toEqual({
      videoId: lofi.id,
      title: lofi.title,
      description: lofi.description,
      thumbnail: thumbnailFor(lofi.id),
      duration: '1:02:03',
      durationSeconds: 3723,
      channel: channel.title,
      channelId: channel.id,
      channelIcon: expect.stringMatching(/^https:\/\/yt3\.ggpht\.com\/.+=s88-/),
      views: lofi.viewCount,
      publishedAt: new Date(lofi.publishedAt),
      embeddable: true,
    });
    expect(server.fake.requestCount('videos')).toBe(1);
    expect(server.fake.requestCount('channels')).toBe(1);
  });

  it('writes durations under an hour without hours', async () => {
    const details = await client().getVideo(video('Crispy Smashed Potatoes').id);
    expect(details).toMatchObject({ duration: '12:41', durationSeconds: 761 });
  });

  it('reports a video that cannot be embedded', async () => {
    const details = await client().getVideo(video("NOVA LINE 'Starlit Avenue' Official MV").id);
    expect(details?.embeddable).toBe(false);
  });

  it('answers null for a video YouTube does not know', async () => {
    expect(await client().getVideo('Zz9_unknown')).toBeNull();
  });

  it('asks for at most 50 ids per videos.list call and keeps the order asked for', async () => {
    const ids = [...fakeVideos.map((v) => v.id), 'Zz9_unknown'];
    const details = await client().getVideos(ids);
    expect(details.map((d) => d.videoId)).toEqual(fakeVideos.map((v) => v.id));
    expect(server.fake.requestCount('videos')).toBe(2);
    expect(server.fake.requests.every((r) => (r.params.id?.split(',').length ?? 0) <= 50)).toBe(true);
  });

  it('lists the trending videos of a region, its own first', async () => {
    const items = await client().trending('kr', 10);
    expect(items).toHaveLength(10);
    const korean = new Set(fakeVideos.filter((v) => v.regions.includes('KR')).map((v) => v.id));
    expect(korean.has(items[0]!.id)).toBe(true);
    expect(items[0]).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{11}$/),
      title: expect.any(String),
      thumbnail: expect.stringMatching(/hqdefault\.jpg$/),
      channel: expect.any(String),
      views: expect.any(Number),
      duration: expect.stringMatching(/^\d+:\d\d(:\d\d)?$/),
      embeddable: expect.any(Boolean),
      publishedAt: expect.any(String),
    });
    expect(server.fake.requests[0]!.params).toMatchObject({ chart: 'mostPopular', regionCode: 'KR', maxResults: '10' });
  });

  it('searches embeddable videos only, with titles unescaped and durations from videos.list', async () => {
    const { items } = await client().search('music', { maxResults: 50 });
    expect(items.length).toBeGreaterThan(3);
    expect(items.every((v) => v.embeddable)).toBe(true);
    expect(items.map((v) => v.id)).not.toContain(video("NOVA LINE 'Starlit Avenue' Official MV").id);
    expect(items.every((v) => v.duration !== null && v.views !== null)).toBe(true);
    const search = server.fake.requests.find((r) => r.endpoint === 'search')!;
    expect(search.params).toMatchObject({ q: 'music', type: 'video', videoEmbeddable: 'true', maxResults: '50' });

    const { items: quoted } = await client().search('Paper Lanterns');
    expect(quoted[0]!.title).toBe("Unplugged: 'Paper Lanterns' Live at the Boathouse");
  });

  it('never comes back empty for an ordinary category name', async () => {
    for (const category of ['Cooking', 'Music', 'Tech', 'General', 'Korean food']) {
      const { items } = await client().search(category);
      expect(items.length, category).toBeGreaterThan(0);
    }
  });

  it('pages search results with nextPageToken', async () => {
    const yt = client();
    const first = await yt.search('travel', { maxResults: 2 });
    expect(first.nextPageToken).toEqual(expect.any(String));
    const second = await yt.search('travel', { maxResults: 2, pageToken: first.nextPageToken! });
    expect(second.items.map((v) => v.id)).not.toEqual(first.items.map((v) => v.id));
  });

  it('caches trending and search for 10 minutes, then asks again', async () => {
    const yt = client();
    await yt.trending('US');
    await yt.search('cooking');
    const calls = server.fake.requestCount();
    now += 9 * MINUTE;
    await yt.trending('US');
    await yt.search('Cooking ');
    expect(server.fake.requestCount()).toBe(calls);
    now += 2 * MINUTE;
    await yt.trending('US');
    await yt.search('cooking');
    expect(server.fake.requestCount()).toBe(calls + 3); // videos; search + videos
  });

  it('caches regions and languages for an hour', async () => {
    const yt = client();
    const regions = await yt.regions();
    const languages = await yt.languages();
    expect(regions).toContainEqual({ gl: 'KR', name: 'South Korea' });
    expect(regions.length).toBeGreaterThan(30);
    expect(regions.map((r) => r.name)).toEqual([...regions.map((r) => r.name)].sort((a, b) => a.localeCompare(b, 'en')));
    expect(languages).toContainEqual({ hl: 'ko', name: 'Korean' });
    expect(languages.length).toBeGreaterThan(20);
    now += 59 * MINUTE;
    await yt.regions();
    await yt.languages();
    expect(server.fake.requestCount()).toBe(2);
    now += 2 * MINUTE;
    await yt.regions();
    expect(server.fake.requestCount('i18nRegions')).toBe(2);
  });

  it('does not cache a failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const yt = client();
    server.fake.failNext(503, 'backendError');
    expect((await upstreamError(yt.trending('GB'))).reason).toBe('unavailable');
    expect(await yt.trending('GB')).not.toHaveLength(0);
  });

  it('reports YouTube being down as unavailable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.fake.setMode('down');
    const err = await upstreamError(client().getVideo(video('Crispy').id));
    expect(err.reason).toBe('unavailable');
  });

  it('maps quota errors without passing on what YouTube said or the key', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.fake.setMode('quota');
    const err = await upstreamError(client().search('cooking'));
    expect(err.reason).toBe('quota');
    expect(err.message).toBe('YouTube quota exceeded. Please try again later.');
    const logged = warn.mock.calls.flat().join(' ');
    expect(logged).toContain('quotaExceeded');
    expect(`${err.message} ${logged}`).not.toMatch(/href|getting-started|test-youtube-key/);
  });

  it('treats rate limits like quota', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.fake.failNext(403, 'rateLimitExceeded');
    expect((await upstreamError(client().trending('JP'))).reason).toBe('quota');
  });

  it('treats a rejected key as a bad response', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const yt = createYouTubeClient({ apiKey: 'wrong-key', apiBase: server.apiBase });
    expect((await upstreamError(yt.regions())).reason).toBe('bad_response');
  });

  it('refuses to call YouTube without a key', async () => {
    const yt = createYouTubeClient({ apiBase: server.apiBase });
    expect(yt.configured).toBe(false);
    const err = await upstreamError(yt.getVideo(video('Crispy').id));
    expect(err.reason).toBe('unconfigured');
    expect((await upstreamError(yt.trending('US'))).reason).toBe('unconfigured');
    expect(server.fake.requestCount()).toBe(0);
  });

  it('reports an unreachable YouTube as unavailable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const yt = createYouTubeClient({ apiKey: API_KEY, apiBase: 'http://127.0.0.1:9/youtube/v3' });
    expect((await upstreamError(yt.trending('US'))).reason).toBe('unavailable');
  });

  it('reports a body that is not JSON as a bad response', async () => {
    const yt = createYouTubeClient({ apiKey: API_KEY, apiBase: 'https://yt.invalid', fetch: async () => new Response('<html>', { status: 200 }) });
    expect((await upstreamError(yt.languages())).reason).toBe('bad_response');
  });
});

describe('the fake Data API', () => {
  const fake = createFakeYouTube({ apiKey: API_KEY });

  it("answers a missing key with YouTube's 403 error envelope", async () => {
    const res = await fake.request('/videos?part=snippet&id=abc');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: { code: 403, message: expect.any(String), errors: [{ message: expect.any(String), domain: 'global', reason: 'forbidden' }] },
    });
  });

  it('sends only the parts asked for', async () => {
    const res = await fake.request(`/videos?part=statistics&id=${fakeVideos[0]!.id}&key=${API_KEY}`);
    const body = (await res.json()) as { kind: string; items: Record<string, unknown>[] };
    expect(body.kind).toBe('youtube#videoListResponse');
    expect(Object.keys(body.items[0]!).sort()).toEqual(['etag', 'id', 'kind', 'statistics']);
    expect(body.items[0]!.statistics).toMatchObject({ viewCount: String(fakeVideos[0]!.viewCount) });
  });

  it('holds about 60 fixture videos with valid ids, a few of them not embeddable', () => {
    expect(fakeVideos.length).toBeGreaterThanOrEqual(55);
    expect(new Set(fakeVideos.map((v) => v.id)).size).toBe(fakeVideos.length);
    expect(fakeVideos.every((v) => /^[A-Za-z0-9_-]{11}$/.test(v.id))).toBe(true);
    expect(fakeVideos.filter((v) => !v.embeddable).length).toBeGreaterThanOrEqual(4);
    const channelIds = new Set(channels.map((c) => c.id));
    expect(fakeVideos.every((v) => channelIds.has(v.channelId) && parseIsoDuration(v.duration))).toBe(true);
  });
});

describe('parseIsoDuration', () => {
  it.each([
    ['PT1H2M3S', 3723],
    ['PT4M5S', 245],
    ['PT45S', 45],
    ['PT10M', 600],
    ['PT2H', 7200],
    ['P1DT1S', 86_401],
    ['P0D', 0],
  ])('reads %s as %i seconds', (iso, seconds) => {
    expect(parseIsoDuration(iso)).toBe(seconds);
  });

  it.each(['', 'P', 'PT', '1:02:03', 'PT1X', 'P1DT'])('refuses %j', (iso) => {
    expect(parseIsoDuration(iso)).toBeNull();
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [245, '4:05'],
    [750, '12:30'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
    [90_000, '25:00:00'],
  ])('writes %i seconds as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('TtlCache', () => {
  it('shares one load between concurrent misses and forgets failures', async () => {
    let now = 0;
    const cache = new TtlCache<number>({ now: () => now });
    const load = vi.fn(async () => 42);
    expect(await Promise.all([cache.getOrLoad('k', 1000, load), cache.getOrLoad('k', 1000, load)])).toEqual([42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
    now = 1000;
    expect(cache.get('k')).toBeUndefined();
    await expect(cache.getOrLoad('bad', 1000, () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(cache.get('bad')).toBeUndefined();
  });

  it('stays within its size bound', () => {
    const cache = new TtlCache<number>({ maxEntries: 3 });
    for (let i = 0; i < 10; i++) cache.set(`k${i}`, i, 60_000);
    expect(cache.size).toBe(3);
    expect(cache.get('k9')).toBe(9);
  });
});
