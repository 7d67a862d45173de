import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDevVideoLookup } from '../../functions/dev/dev-video-lookup.ts';
import { createFakeYouTube, fakeVideos } from '../../functions/dev/fake-youtube.ts';
import { createOEmbedClient } from '../../functions/services/oembed.ts';
import { createVideoLookup } from '../../functions/services/video-lookup.ts';
import { UpstreamError, createYouTubeClient } from '../../functions/services/youtube.ts';
import { closedPortUrl, startFakeOEmbed } from '../support/oembed-servers.ts';

const KEY = 'dev-lookup-key';
const RICK = 'dQw4w9WgXcQ';
const potatoes = fakeVideos.find((v) => v.title.startsWith('Crispy Smashed Potatoes'))!;

describe('the dev-mode video lookup (oEmbed, then the offline fake for its invented videos)', () => {
  let oembed: Awaited<ReturnType<typeof startFakeOEmbed>>;
  let dataApi: { fake: ReturnType<typeof createFakeYouTube>; close: () => Promise<void>; base: string };
  let offlineUrl: string;
  beforeAll(async () => {
    oembed = await startFakeOEmbed();
    offlineUrl = await closedPortUrl();
    const fake = createFakeYouTube({ apiKey: KEY });
    const server = serve({ fetch: new Hono().route('/youtube/v3', fake).fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    dataApi = {
      fake,
      base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/youtube/v3`,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  });
  afterAll(async () => {
    await oembed.close();
    await dataApi.close();
  });
  afterEach(() => {
    oembed.fake.reset();
    dataApi.fake.reset();
    vi.restoreAllMocks();
  });

  const lookup = (oembedUrl: string) =>
    createDevVideoLookup(createVideoLookup({ oembed: createOEmbedClient({ url: oembedUrl }) }), createYouTubeClient({ apiKey: KEY, apiBase: dataApi.base }));

  it('takes what oEmbed knows without asking the fake', async () => {
    expect(await lookup(oembed.url).getVideo(potatoes.id)).toMatchObject({ title: potatoes.title, duration: null });
    expect(dataApi.fake.requestCount()).toBe(0);
  });

  it('asks the fake about an invented video YouTube is out of reach for, or does not know', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await lookup(offlineUrl).getVideo(potatoes.id)).toMatchObject({ title: potatoes.title, duration: '12:41' });
    const notFound = createDevVideoLookup(
      createVideoLookup({ oembed: { getVideo: async () => null } }),
      createYouTubeClient({ apiKey: KEY, apiBase: dataApi.base }),
    );
    expect(await notFound.getVideo(potatoes.id)).toMatchObject({ title: potatoes.title });
  });

  it('still reports a real video as out of reach when offline, and as unknown when nobody knows it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(lookup(offlineUrl).getVideo(RICK)).rejects.toBeInstanceOf(UpstreamError);
    expect(await lookup(oembed.url).getVideo('zzzzzzzzzzz')).toBeNull();
  });

  it('refreshes invented videos from the fake and leaves out real ones while offline', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answered = await lookup(offlineUrl).getVideos([RICK, potatoes.id]);
    expect([...answered.keys()]).toEqual([potatoes.id]);
    await expect(lookup(offlineUrl).getVideos([RICK])).rejects.toBeInstanceOf(UpstreamError);
  });
});
