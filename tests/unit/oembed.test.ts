import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFakeOEmbed } from '../../functions/dev/fake-oembed.ts';
import { fakeVideos } from '../../functions/dev/fake-youtube.ts';
import { createOEmbedClient } from '../../functions/services/oembed.ts';
import { createVideoLookup } from '../../functions/services/video-lookup.ts';
import { UpstreamError } from '../../functions/services/youtube.ts';
import { watchUrl } from '../../functions/lib/youtube-video.ts';
import channels from '../fixtures/youtube/channels.json';
import { closedPortUrl, startFakeOEmbed, startHangingServer } from '../support/oembed-servers.ts';

const embeddable = fakeVideos.filter((v) => v.embeddable);
const notEmbeddable = fakeVideos.find((v) => !v.embeddable)!;
const potatoes = fakeVideos.find((v) => v.title.startsWith('Crispy Smashed Potatoes'))!;
const UNKNOWN = 'zzzzzzzzzzz';

async function upstreamError(promise: Promise<unknown>): Promise<UpstreamError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(UpstreamError);
  return err as UpstreamError;
}

describe('oEmbed client against the fake oEmbed endpoint', () => {
  let server: Awaited<ReturnType<typeof startFakeOEmbed>>;
  const client = () => createOEmbedClient({ url: server.url });
  beforeAll(async () => {
    server = await startFakeOEmbed();
  });
  afterAll(() => server.close());
  afterEach(() => {
    server.fake.reset();
    vi.restoreAllMocks();
  });

  it('takes the title, the channel (author_name) and the thumbnail of a video', async () => {
    const channel = channels.find((c) => c.id === potatoes.channelId)!;
    expect(await client().getVideo(potatoes.id)).toEqual({
      videoId: potatoes.id,
      title: potatoes.title,
      description: null,
      thumbnail: `https://i.ytimg.com/vi/${potatoes.id}/hqdefault.jpg`,
      duration: null,
      durationSeconds: null,
      channel: channel.title,
      channelId: null,
      channelIcon: null,
      views: null,
      publishedAt: null,
      embeddable: true,
    });
    expect(server.fake.requests).toEqual([potatoes.id]);
  });

  it('says a video YouTube does not know (404) does not exist', async () => {
    expect(await client().getVideo(UNKNOWN)).toBeNull();
  });

  it('says a video YouTube answers 400 for does not exist', async () => {
    const app = new Hono().get('/oembed', (c) => c.text('Bad Request', 400));
    const yt = createOEmbedClient({ url: 'https://yt.test/oembed', fetch: async (url) => app.request(String(url)) });
    expect(await yt.getVideo(potatoes.id)).toBeNull();
  });

  it.each([401, 403])('keeps a video YouTube refuses to embed (%i) as existing but not embeddable, with what the id tells', async (status) => {
    const app = new Hono().get('/oembed', (c) => c.text(status === 401 ? 'Unauthorized' : 'Forbidden', status as 401 | 403));
    const yt = createOEmbedClient({ url: 'https://yt.test/oembed', fetch: async (url) => app.request(String(url)) });
    expect(await yt.getVideo(potatoes.id)).toMatchObject({
      videoId: potatoes.id,
      title: `YouTube video ${potatoes.id}`,
      thumbnail: `https://i.ytimg.com/vi/${potatoes.id}/hqdefault.jpg`,
      channel: null,
      embeddable: false,
    });
    // The fake answers its non-embeddable videos the same way.
    expect(await client().getVideo(notEmbeddable.id)).toMatchObject({ videoId: notEmbeddable.id, embeddable: false });
  });

  it('reports a failing YouTube (5xx) as unavailable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.fake.setMode('down');
    expect((await upstreamError(client().getVideo(potatoes.id))).reason).toBe('unavailable');
  });

  it('reports a closed port as unavailable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const yt = createOEmbedClient({ url: await closedPortUrl() });
    expect((await upstreamError(yt.getVideo(potatoes.id))).reason).toBe('unavailable');
  });

  it('gives up on a server that does not answer within the timeout', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hanging = await startHangingServer();
    try {
      const started = Date.now();
      const err = await upstreamError(createOEmbedClient({ url: hanging.url, timeoutMs: 300 }).getVideo(potatoes.id));
      expect(err.reason).toBe('unavailable');
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await hanging.close();
    }
  });

  it('reports an answer without a title as a bad response, and ignores a thumbnail that is not https', async () => {
    const answers = [{ author_name: 'x' }, { title: 'T', thumbnail_url: 'javascript:alert(1)' }];
    const yt = createOEmbedClient({ url: 'https://yt.test/oembed', fetch: async () => Response.json(answers.shift()) });
    expect((await upstreamError(yt.getVideo(potatoes.id))).reason).toBe('bad_response');
    expect(await yt.getVideo(potatoes.id)).toMatchObject({ title: 'T', thumbnail: `https://i.ytimg.com/vi/${potatoes.id}/hqdefault.jpg` });
  });

  it('asks YouTube with the canonical watch URL and format=json', async () => {
    const asked: string[] = [];
    const yt = createOEmbedClient({ url: 'https://yt.test/oembed', fetch: async (url) => (asked.push(String(url)), Response.json({ title: 'T' })) });
    await yt.getVideo(potatoes.id);
    const url = new URL(asked[0]!);
    expect(url.origin + url.pathname).toBe('https://yt.test/oembed');
    expect(Object.fromEntries(url.searchParams)).toEqual({ url: `https://www.youtube.com/watch?v=${potatoes.id}`, format: 'json' });
  });
});

describe('the video lookup without a key', () => {
  it('looks videos up one by one and leaves out those asked after YouTube stopped answering', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Answers two requests, then fails like an overloaded YouTube.
    const fake = createFakeOEmbed();
    let calls = 0;
    const app = new Hono().use(async (c, next) => (++calls > 2 ? c.text('Service Unavailable', 503) : next())).route('/oembed', fake);
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oembed`;
      const lookup = createVideoLookup({ oembed: createOEmbedClient({ url }) });
      expect(lookup.source).toBe('oembed');
      const ids = [embeddable[0]!.id, UNKNOWN, embeddable[1]!.id, embeddable[2]!.id];
      const answered = await lookup.getVideos(ids);
      expect([...answered.keys()]).toEqual([ids[0], UNKNOWN]);
      expect(answered.get(ids[0]!)).toMatchObject({ title: embeddable[0]!.title });
      expect(answered.get(UNKNOWN)).toBeNull();
      // Nothing answered at all: the caller learns YouTube is out of reach.
      expect(await upstreamError(lookup.getVideos([ids[2]!]))).toMatchObject({ reason: 'unavailable' });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      vi.restoreAllMocks();
    }
  });
});

describe('the fake oEmbed endpoint', () => {
  const fake = createFakeOEmbed();
  const ask = (url: string, format = 'json') => fake.request(`/?url=${encodeURIComponent(url)}&format=${format}`);

  it("answers a known video in YouTube's wire format, for watch, youtu.be and shorts addresses", async () => {
    for (const url of [`https://www.youtube.com/watch?v=${potatoes.id}`, `https://youtu.be/${potatoes.id}`, `https://www.youtube.com/shorts/${potatoes.id}`]) {
      const res = await ask(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const body = await res.json();
      expect(Object.keys(body).sort()).toEqual(
        ['author_name', 'author_url', 'height', 'html', 'provider_name', 'provider_url', 'thumbnail_height', 'thumbnail_url', 'thumbnail_width', 'title', 'type', 'version', 'width'].sort(),
      );
      expect(body).toMatchObject({
        title: potatoes.title,
        author_name: 'Hearth & Pan',
        author_url: 'https://www.youtube.com/@hearthandpan',
        type: 'video',
        version: '1.0',
        provider_name: 'YouTube',
        provider_url: 'https://www.youtube.com/',
        thumbnail_url: `https://i.ytimg.com/vi/${potatoes.id}/hqdefault.jpg`,
        html: expect.stringContaining(`src="https://www.youtube.com/embed/${potatoes.id}?feature=oembed"`),
      });
    }
  });

  it('answers 404 Not Found, 401 Unauthorized, 400 Bad Request and 501 as YouTube does', async () => {
    const unknown = await ask(`https://www.youtube.com/watch?v=${UNKNOWN}`);
    expect([unknown.status, await unknown.text()]).toEqual([404, 'Not Found']);
    const refused = await ask(`https://www.youtube.com/watch?v=${notEmbeddable.id}`);
    expect([refused.status, await refused.text()]).toEqual([401, 'Unauthorized']);
    for (const url of ['https://vimeo.com/76979871', 'not a url', 'https://www.youtube.com/watch?v=short']) {
      const bad = await ask(url);
      expect([bad.status, await bad.text()], url).toEqual([400, 'Bad Request']);
    }
    expect((await fake.request('/')).status).toBe(400);
    expect((await ask(`https://youtu.be/${potatoes.id}`, 'xml')).status).toBe(501);
  });
});

describe('the canonical watch URL', () => {
  const id = 'dQw4w9WgXcQ';
  it.each([
    [undefined, `https://www.youtube.com/watch?v=${id}`],
    [`https://youtu.be/${id}`, `https://www.youtube.com/watch?v=${id}`],
    [`https://evil.example/login?v=${id}`, `https://www.youtube.com/watch?v=${id}`],
    [`https://youtu.be/${id}?t=42`, `https://www.youtube.com/watch?v=${id}&t=42s`],
    [`https://www.youtube.com/watch?v=${id}&t=42s`, `https://www.youtube.com/watch?v=${id}&t=42s`],
    [`https://www.youtube.com/watch?v=${id}&t=1h2m3s`, `https://www.youtube.com/watch?v=${id}&t=3723s`],
    [`https://www.youtube.com/watch?v=${id}&t=1m30s`, `https://www.youtube.com/watch?v=${id}&t=90s`],
    [`https://www.youtube.com/embed/${id}?start=75`, `https://www.youtube.com/watch?v=${id}&t=75s`],
    [`https://www.youtube.com/watch?v=${id}#t=12`, `https://www.youtube.com/watch?v=${id}&t=12s`],
    [`https://www.youtube.com/watch?v=${id}&t=0`, `https://www.youtube.com/watch?v=${id}`],
    [`https://www.youtube.com/watch?v=${id}&t=soon`, `https://www.youtube.com/watch?v=${id}`],
    [`https://www.youtube.com/watch?v=${id}&t=42s%22onmouseover=x`, `https://www.youtube.com/watch?v=${id}`],
  ])('turns %s into %s', (given, expected) => {
    expect(watchUrl(id, given)).toBe(expected);
  });
});
