import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import channelFixtures from '../../tests/fixtures/youtube/channels.json';
import languageFixtures from '../../tests/fixtures/youtube/languages.json';
import regionFixtures from '../../tests/fixtures/youtube/regions.json';
import videoFixtures from '../../tests/fixtures/youtube/videos.json';
import { type FakeAvailability, type FakeMark, createFakeAvailability } from './fake-availability.ts';

/**
 * An offline stand-in for the YouTube Data API v3 (DESIGN §3): the endpoints Vidshelf calls, in
 * the real wire format, over a fixed set of invented videos. Tests serve it on a real port; the
 * Node host mounts it in dev mode when no YOUTUBE_API_KEY is set, so the app looks alive offline.
 */
export type FakeVideo = (typeof videoFixtures)[number];
export type FakeYouTubeMode = 'ok' | 'down' | 'quota';

export interface FakeYouTubeControls {
  /** 'down' answers every call with 500, 'quota' with 403 quotaExceeded, until set back to 'ok'. */
  setMode(mode: FakeYouTubeMode): void;
  /** The next call (only) fails with this status and error reason. */
  failNext(status: number, reason?: string): void;
  /** Every call received, in order (endpoint without the leading slash, and its query). */
  readonly requests: { endpoint: string; params: Record<string, string> }[];
  requestCount(endpoint?: string): number;
  /** What has become of each invented video (private, deleted, ...): shared with the fake oEmbed. */
  readonly availability: FakeAvailability;
  /** Back to mode 'ok', no pending failures, no recorded requests, every video available. */
  reset(): void;
}

export type FakeYouTube = Hono & FakeYouTubeControls;

export const fakeVideos: readonly FakeVideo[] = videoFixtures;

const channelsById = new Map(channelFixtures.map((ch) => [ch.id, ch]));
const videosById = new Map(videoFixtures.map((v) => [v.id, v]));
const byViews = (a: FakeVideo, b: FakeVideo) => b.viewCount - a.viewCount;

/** Words that point at a topic even when no fixture mentions them. */
const TOPIC_WORDS: Record<string, string[]> = {
  cooking: ['cooking', 'cook', 'food', 'recipe', 'kitchen', 'baking', 'chef', 'cuisine', 'dinner', 'meal', 'vegan', 'vegetarian'],
  music: ['music', 'song', 'kpop', 'pop', 'jazz', 'piano', 'guitar', 'concert', 'playlist', 'lofi', 'singer', 'band', 'album'],
  tech: ['tech', 'technology', 'programming', 'coding', 'software', 'gadget', 'computer', 'developer', 'ai', 'smartphone', 'electronic'],
  travel: ['travel', 'trip', 'vlog', 'tourism', 'hiking', 'city', 'train', 'adventure', 'backpacking'],
  sports: ['sport', 'football', 'soccer', 'basketball', 'tennis', 'volleyball', 'athlete', 'match', 'olympic'],
  education: ['education', 'learning', 'learn', 'history', 'lesson', 'study', 'explainer', 'language', 'finance', 'school'],
  science: ['science', 'physics', 'chemistry', 'biology', 'astronomy', 'space', 'experiment', 'nature', 'research'],
  fitness: ['fitness', 'workout', 'exercise', 'yoga', 'gym', 'running', 'health', 'stretching', 'training', 'wellness'],
  gaming: ['gaming', 'game', 'gamer', 'esport', 'speedrun', 'nintendo', 'playthrough', 'indie'],
  news: ['news', 'politic', 'election', 'economy', 'world', 'current', 'climate', 'journalism', 'briefing'],
};
const STOPWORDS = new Set(['the', 'a', 'an', 'and', 'or', 'of', 'for', 'in', 'on', 'to', 'with', 'how', 'is', 'at', 'by', 'my', 'your', 'best', 'video']);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !STOPWORDS.has(w))
    .map((w) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w));
}

/** Relevance of one fixture to the query words: title counts most, then tags and topic. */
function relevance(video: FakeVideo, query: string[]): number {
  const title = new Set(words(video.title));
  const tags = new Set(words(video.tags.join(' ')));
  const rest = new Set(words(`${video.description} ${channelsById.get(video.channelId)?.title ?? ''}`));
  const topic = new Set(TOPIC_WORDS[video.topic] ?? [video.topic]);
  return query.reduce((score, w) => score + (title.has(w) ? 3 : 0) + (tags.has(w) ? 2 : 0) + (topic.has(w) ? 2 : 0) + (rest.has(w) ? 1 : 0), 0);
}

/** Matching fixtures, best first; the most popular ones when nothing matches, so lists are never empty. */
export function searchFixtures(q: string, options: { embeddableOnly?: boolean; regionCode?: string; relevanceLanguage?: string } = {}): FakeVideo[] {
  const pool = options.embeddableOnly ? videoFixtures.filter((v) => v.embeddable) : [...videoFixtures];
  const query = words(q);
  const lang = options.relevanceLanguage?.toLowerCase().split('-')[0];
  const scored = pool
    .map((video) => {
      const score = relevance(video, query);
      const bonus = (options.regionCode && video.regions.includes(options.regionCode) ? 1 : 0) + (lang && video.defaultAudioLanguage === lang ? 1 : 0);
      return { video, score: score > 0 ? score + bonus : 0 };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || byViews(a.video, b.video));
  return scored.length > 0 ? scored.map((s) => s.video) : pool.sort(byViews);
}

/** The mostPopular chart: the region's own videos first, then the rest of the world's. */
export function chartFixtures(regionCode: string): FakeVideo[] {
  const local = videoFixtures.filter((v) => v.regions.includes(regionCode)).sort(byViews);
  return [...local, ...videoFixtures.filter((v) => !v.regions.includes(regionCode)).sort(byViews)];
}

function etag(seed: string): string {
  let h = 0x811c9dc5;
  let out = '';
  for (let round = 0; out.length < 27; round++) {
    for (const ch of `${seed}:${round}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
    out += h.toString(36);
  }
  return out.slice(0, 27);
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function videoThumbnails(id: string) {
  return {
    default: { url: `https://i.ytimg.com/vi/${id}/default.jpg`, width: 120, height: 90 },
    medium: { url: `https://i.ytimg.com/vi/${id}/mqdefault.jpg`, width: 320, height: 180 },
    high: { url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`, width: 480, height: 360 },
  };
}

function channelTitle(video: FakeVideo): string {
  return channelsById.get(video.channelId)?.title ?? 'Unknown channel';
}

function videoResource(v: FakeVideo, parts: Set<string>, mark?: FakeMark) {
  const blocked = mark?.status === 'blocked' ? { regionRestriction: { blocked: mark.regions ?? [] } } : {};
  return {
    kind: 'youtube#video',
    etag: etag(`${v.id}${[...parts]}`),
    id: v.id,
    ...(parts.has('snippet') && {
      snippet: {
        publishedAt: v.publishedAt,
        channelId: v.channelId,
        title: v.title,
        description: v.description,
        thumbnails: videoThumbnails(v.id),
        channelTitle: channelTitle(v),
        tags: v.tags,
        categoryId: v.categoryId,
        liveBroadcastContent: 'none',
        defaultAudioLanguage: v.defaultAudioLanguage,
        localized: { title: v.title, description: v.description },
      },
    }),
    ...(parts.has('contentDetails') && {
      contentDetails: { duration: v.duration, dimension: '2d', definition: 'hd', caption: 'false', licensedContent: true, ...blocked, contentRating: {}, projection: 'rectangular' },
    }),
    ...(parts.has('statistics') && {
      statistics: { viewCount: String(v.viewCount), likeCount: String(v.likeCount), favoriteCount: '0', commentCount: String(v.commentCount) },
    }),
    ...(parts.has('status') && {
      status: {
        uploadStatus: 'processed',
        privacyStatus: 'public',
        license: 'youtube',
        embeddable: mark?.status === 'not_embeddable' ? false : v.embeddable,
        publicStatsViewable: true,
        madeForKids: false,
      },
    }),
  };
}

function channelResource(ch: (typeof channelFixtures)[number], parts: Set<string>) {
  const icon = (size: number) => ({ url: `https://yt3.ggpht.com/ytc/${ch.id.slice(2)}=s${size}-c-k-c0x00ffffff-no-rj`, width: size, height: size });
  return {
    kind: 'youtube#channel',
    etag: etag(ch.id),
    id: ch.id,
    ...(parts.has('snippet') && {
      snippet: {
        title: ch.title,
        description: ch.description,
        customUrl: ch.customUrl,
        publishedAt: ch.publishedAt,
        thumbnails: { default: icon(88), medium: icon(240), high: icon(800) },
        localized: { title: ch.title, description: ch.description },
        country: ch.country,
      },
    }),
    ...(parts.has('statistics') && {
      statistics: {
        viewCount: String(videoFixtures.filter((v) => v.channelId === ch.id).reduce((n, v) => n + v.viewCount, 0)),
        subscriberCount: String(ch.subscriberCount),
        hiddenSubscriberCount: false,
        videoCount: String(videoFixtures.filter((v) => v.channelId === ch.id).length),
      },
    }),
  };
}

/** YouTube's error envelope. */
function apiError(c: Context, code: number, reason: string, message: string, domain = 'global') {
  return c.json({ error: { code, message, errors: [{ message, domain, reason }] } }, code as ContentfulStatusCode);
}

const QUOTA_MESSAGE = 'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.';

function upstreamFailure(c: Context, status: number, reason?: string) {
  if (status === 403 || reason === 'quotaExceeded') return apiError(c, status, reason ?? 'quotaExceeded', QUOTA_MESSAGE, 'youtube.quota');
  return apiError(c, status, reason ?? 'backendError', status >= 500 ? 'Backend Error' : 'Bad Request');
}

/** Pages are opaque tokens to clients; here they carry the offset. */
const pageToken = (offset: number) => `CA${offset.toString(36)}QAA`;
function pageOffset(token: string | undefined): number | null {
  if (!token) return 0;
  const m = /^CA([0-9a-z]+)QAA$/.exec(token);
  return m ? parseInt(m[1]!, 36) : null;
}

function page<T>(c: Context, all: T[], defaultSize: number, max: number) {
  const size = c.req.query('maxResults') === undefined ? defaultSize : Number(c.req.query('maxResults'));
  const offset = pageOffset(c.req.query('pageToken'));
  if (!Number.isInteger(size) || size < 0 || size > max) {
    return apiError(c, 400, 'invalidParameter', `Invalid value for maxResults: must be between 0 and ${max}.`, 'youtube.parameter');
  }
  if (offset === null) return apiError(c, 400, 'invalidPageToken', 'The request specifies an invalid page token.', 'youtube.parameter');
  const items = all.slice(offset, offset + size);
  const next = offset + size < all.length ? pageToken(offset + size) : undefined;
  const prev = offset > 0 ? pageToken(Math.max(0, offset - size)) : undefined;
  return { items, next, prev, pageInfo: { totalResults: all.length, resultsPerPage: size } };
}

function partsOf(c: Context): Set<string> | null {
  const part = c.req.query('part');
  return part ? new Set(part.split(',').map((p) => p.trim())) : null;
}

const missingPart = (c: Context) =>
  apiError(c, 400, 'required', "Required parameter: part", 'global');

export function createFakeYouTube(options: { apiKey?: string; availability?: FakeAvailability } = {}): FakeYouTube {
  const availability = options.availability ?? createFakeAvailability();
  let mode: FakeYouTubeMode = 'ok';
  const failures: { status: number; reason?: string }[] = [];
  const requests: FakeYouTubeControls['requests'] = [];

  const app = new Hono()
    .use(async (c, next) => {
      requests.push({ endpoint: c.req.path.split('/').pop() ?? '', params: c.req.query() });
      const key = c.req.query('key');
      if (!key) return apiError(c, 403, 'forbidden', 'The request is missing a valid API key.');
      if (options.apiKey !== undefined && key !== options.apiKey) {
        return apiError(c, 400, 'keyInvalid', 'API key not valid. Please pass a valid API key.', 'usageLimits');
      }
      const failure = failures.shift();
      if (failure) return upstreamFailure(c, failure.status, failure.reason);
      if (mode === 'down') return upstreamFailure(c, 500);
      if (mode === 'quota') return upstreamFailure(c, 403, 'quotaExceeded');
      await next();
    })

    .get('/videos', (c) => {
      const parts = partsOf(c);
      if (!parts) return missingPart(c);
      const ids = c.req.query('id');
      const chart = c.req.query('chart');
      if (ids !== undefined && chart !== undefined) {
        return apiError(c, 400, 'incompatibleParameters', 'Specify exactly one of id, chart or myRating.', 'youtube.parameter');
      }
      if (ids !== undefined) {
        const list = ids.split(',').filter(Boolean);
        if (list.length > 50) return apiError(c, 400, 'invalidParameter', 'At most 50 video ids per request.', 'youtube.parameter');
        // A deleted video is simply not there, as on YouTube; nor is a private one, to anyone but its
        // owner (a request with an API key is nobody's).
        const hidden = new Set(['deleted', 'private']);
        const known = list.filter((id) => videosById.has(id) && !hidden.has(availability.get(id)?.status ?? ''));
        const items = known.map((id) => videoResource(videosById.get(id)!, parts, availability.get(id)));
        return c.json({ kind: 'youtube#videoListResponse', etag: etag(ids), items, pageInfo: { totalResults: items.length, resultsPerPage: items.length } });
      }
      if (chart !== 'mostPopular') return apiError(c, 400, 'missingRequiredParameter', 'No filter selected. Expected one of: id, chart, myRating.', 'youtube.parameter');
      const region = (c.req.query('regionCode') ?? 'US').toUpperCase();
      const result = page(c, chartFixtures(region), 5, 50);
      if (result instanceof Response) return result;
      return c.json({
        kind: 'youtube#videoListResponse',
        etag: etag(`chart:${region}:${c.req.query('pageToken') ?? ''}`),
        items: result.items.map((v) => videoResource(v, parts)),
        ...(result.next && { nextPageToken: result.next }),
        ...(result.prev && { prevPageToken: result.prev }),
        pageInfo: result.pageInfo,
      });
    })

    .get('/search', (c) => {
      const parts = partsOf(c);
      if (!parts) return missingPart(c);
      const embeddable = c.req.query('videoEmbeddable');
      if (embeddable && embeddable !== 'any' && c.req.query('type') !== 'video') {
        return apiError(c, 400, 'invalidSearchFilter', 'The request contains an invalid combination of search filters and/or restrictions.', 'youtube.search');
      }
      const regionCode = c.req.query('regionCode')?.toUpperCase();
      const found = searchFixtures(c.req.query('q') ?? '', { embeddableOnly: embeddable === 'true', regionCode, relevanceLanguage: c.req.query('relevanceLanguage') });
      const result = page(c, found, 5, 50);
      if (result instanceof Response) return result;
      return c.json({
        kind: 'youtube#searchListResponse',
        etag: etag(`search:${c.req.url}`),
        ...(result.next && { nextPageToken: result.next }),
        ...(result.prev && { prevPageToken: result.prev }),
        regionCode: regionCode ?? 'US',
        pageInfo: result.pageInfo,
        items: result.items.map((v) => ({
          kind: 'youtube#searchResult',
          etag: etag(`result:${v.id}`),
          id: { kind: 'youtube#video', videoId: v.id },
          // search.list, unlike videos.list, sends HTML-escaped text.
          snippet: {
            publishedAt: v.publishedAt,
            channelId: v.channelId,
            title: escapeHtml(v.title),
            description: escapeHtml(v.description),
            thumbnails: videoThumbnails(v.id),
            channelTitle: escapeHtml(channelTitle(v)),
            liveBroadcastContent: 'none',
            publishTime: v.publishedAt,
          },
        })),
      });
    })

    .get('/channels', (c) => {
      const parts = partsOf(c);
      if (!parts) return missingPart(c);
      const ids = (c.req.query('id') ?? '').split(',').filter(Boolean);
      const items = ids.flatMap((id) => (channelsById.has(id) ? [channelResource(channelsById.get(id)!, parts)] : []));
      return c.json({ kind: 'youtube#channelListResponse', etag: etag(`channels:${ids}`), pageInfo: { totalResults: items.length, resultsPerPage: 5 }, items });
    })

    .get('/i18nRegions', (c) => {
      if (!partsOf(c)) return missingPart(c);
      const items = regionFixtures.map((r) => ({ kind: 'youtube#i18nRegion', etag: etag(r.gl), id: r.gl, snippet: { gl: r.gl, name: r.name } }));
      return c.json({ kind: 'youtube#i18nRegionListResponse', etag: etag('regions'), items });
    })

    .get('/i18nLanguages', (c) => {
      if (!partsOf(c)) return missingPart(c);
      const items = languageFixtures.map((l) => ({ kind: 'youtube#i18nLanguage', etag: etag(l.hl), id: l.hl, snippet: { hl: l.hl, name: l.name } }));
      return c.json({ kind: 'youtube#i18nLanguageListResponse', etag: etag('languages'), items });
    })

    .all('*', (c) => apiError(c, 404, 'notFound', 'Not Found'));

  const controls: FakeYouTubeControls = {
    setMode: (next) => void (mode = next),
    failNext: (status, reason) => void failures.push({ status, reason }),
    requests,
    availability,
    requestCount: (endpoint) => (endpoint ? requests.filter((r) => r.endpoint === endpoint).length : requests.length),
    reset: () => {
      mode = 'ok';
      failures.length = 0;
      requests.length = 0;
      availability.reset();
    },
  };
  return Object.assign(app, controls);
}
