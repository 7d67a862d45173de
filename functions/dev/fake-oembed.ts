import { Hono } from 'hono';
import channelFixtures from '../../tests/fixtures/youtube/channels.json';
import videoFixtures from '../../tests/fixtures/youtube/videos.json';
import { type FakeAvailability, createFakeAvailability } from './fake-availability.ts';

/**
 * An offline stand-in for YouTube's oEmbed endpoint (https://www.youtube.com/oembed), in its wire
 * format, over the same invented videos as the fake Data API: JSON for a known video, 404 "Not
 * Found" for an unknown one, 401 "Unauthorized" for one that may not be embedded, 400 "Bad
 * Request" for a url that names no video, 501 for a format other than json. The Node host serves
 * it in dev mode at /dev/youtube/oembed; tests serve it on a real port.
 */
export interface FakeOEmbedControls {
  /** 'down' answers every call with 503 until set back to 'ok'. */
  setMode(mode: 'ok' | 'down'): void;
  /** The video ids asked about, in order. */
  readonly requests: string[];
  /** What has become of each invented video: private and deleted ones are 404, not embeddable 401. */
  readonly availability: FakeAvailability;
  reset(): void;
}

export type FakeOEmbed = Hono & FakeOEmbedControls;

const videosById = new Map(videoFixtures.map((v) => [v.id, v]));
const channelsById = new Map(channelFixtures.map((ch) => [ch.id, ch]));
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The video id in the YouTube addresses oEmbed accepts: watch?v=, youtu.be/, shorts/, embed/. */
function videoIdOf(url: string | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^(www|m)\./, '');
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = parsed.pathname.split('/')[1];
  else if (host === 'youtube.com') {
    const [, first, second] = parsed.pathname.split('/');
    id = first === 'watch' ? parsed.searchParams.get('v') : first === 'shorts' || first === 'embed' ? second : null;
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

export function createFakeOEmbed(options: { availability?: FakeAvailability } = {}): FakeOEmbed {
  const availability = options.availability ?? createFakeAvailability();
  let mode: 'ok' | 'down' = 'ok';
  const requests: string[] = [];

  const app = new Hono().get('/', (c) => {
    const id = videoIdOf(c.req.query('url'));
    if (id) requests.push(id);
    if (mode === 'down') return c.text('Service Unavailable', 503);
    if ((c.req.query('format') ?? 'json') !== 'json') return c.text('Not Implemented', 501);
    if (!id) return c.text('Bad Request', 400);
    const video = videosById.get(id);
    const mark = availability.get(id)?.status;
    if (!video || mark === 'deleted' || mark === 'private') return c.text('Not Found', 404);
    if (!video.embeddable || mark === 'not_embeddable') return c.text('Unauthorized', 401);
    const channel = channelsById.get(video.channelId);
    return c.json({
      title: video.title,
      author_name: channel?.title ?? 'Unknown channel',
      author_url: `https://www.youtube.com/${channel?.customUrl ?? `channel/${video.channelId}`}`,
      type: 'video',
      height: 113,
      width: 200,
      version: '1.0',
      provider_name: 'YouTube',
      provider_url: 'https://www.youtube.com/',
      thumbnail_height: 360,
      thumbnail_width: 480,
      thumbnail_url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
      html:
        `<iframe width="200" height="113" src="https://www.youtube.com/embed/${id}?feature=oembed" frameborder="0" ` +
        'allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" ' +
        `referrerpolicy="strict-origin-when-cross-origin" allowfullscreen title="${escapeAttribute(video.title)}"></iframe>`,
    });
  });

  const controls: FakeOEmbedControls = {
    setMode: (next) => void (mode = next),
    requests,
    availability,
    reset: () => {
      mode = 'ok';
      requests.length = 0;
      availability.reset();
    },
  };
  return Object.assign(app, controls);
}
