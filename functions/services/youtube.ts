import { type ApiVideo, type Thumbnails, toDetails, toSummary } from '../lib/youtube-api-video.ts';
import type { VideoDetails, VideoSummary } from '../lib/youtube-video.ts';
import { TtlCache } from './ttl-cache.ts';

export interface SearchOptions {
  maxResults?: number;
  regionCode?: string;
  relevanceLanguage?: string;
  pageToken?: string;
}

export interface YouTubeClient {
  readonly configured: boolean;
  /** videos.list + channels.list (for the icons); unknown ids are left out. Throws UpstreamError. */
  getVideos(videoIds: string[]): Promise<VideoDetails[]>;
  /** One video, or null when it does not exist. Throws UpstreamError. */
  getVideo(videoId: string): Promise<VideoDetails | null>;
  /** chart=mostPopular for a region, cached 10 minutes. */
  trending(regionCode: string, maxResults?: number): Promise<VideoSummary[]>;
  /** Embeddable videos matching a query (search.list, then videos.list), cached 10 minutes. */
  search(query: string, options?: SearchOptions): Promise<{ items: VideoSummary[]; nextPageToken: string | null }>;
  /** i18nRegions, cached 1 hour. */
  regions(): Promise<{ gl: string; name: string }[]>;
  /** i18nLanguages, cached 1 hour. */
  languages(): Promise<{ hl: string; name: string }[]>;
  /**
   * What decides whether each video plays (videos.list part=status,contentDetails): one call, so
   * one quota unit, per 50 ids. Ids YouTube does not return (deleted, or private to someone else)
   * are left out. Throws UpstreamError.
   */
  videoStatuses(videoIds: string[]): Promise<Map<string, VideoStatusAnswer>>;
}

/** The parts of a videos.list item that say whether and where the video plays. */
export interface VideoStatusAnswer {
  uploadStatus?: string;
  privacyStatus?: string;
  embeddable?: boolean;
  regionRestriction?: { allowed?: string[]; blocked?: string[] };
}

/** YouTube could not answer. The message is ours: upstream text never reaches a client. */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  constructor(
    readonly reason: 'unconfigured' | 'unavailable' | 'quota' | 'bad_response',
    message: string,
  ) {
    super(message);
  }
}

export interface YouTubeClientOptions {
  apiKey?: string;
  apiBase: string;
  fetch?: typeof fetch;
  /** The cache's clock in ms (tests move it past the TTL). */
  now?: () => number;
  timeoutMs?: number;
}

const SEARCH_TTL_MS = 10 * 60_000;
const LIST_TTL_MS = 60 * 60_000;
const MAX_IDS_PER_CALL = 50;
const VIDEO_PARTS = 'snippet,contentDetails,statistics,status';
const QUOTA_REASONS = new Set(['quotaExceeded', 'dailyLimitExceeded', 'rateLimitExceeded', 'userRateLimitExceeded']);

interface ApiList<T> {
  items?: T[];
  nextPageToken?: string;
}

export function createYouTubeClient(options: YouTubeClientOptions): YouTubeClient {
  const { apiKey } = options;
  const base = options.apiBase.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 8000;
  // Called through a wrapper: Workers refuse a fetch detached from its global.
  const doFetch = (url: string, init: RequestInit) => (options.fetch ? options.fetch(url, init) : fetch(url, init));
  const cache = new TtlCache<unknown>({ now: options.now });
  const cached = <T>(key: string, ttlMs: number, load: () => Promise<T>) => cache.getOrLoad(key, ttlMs, load) as Promise<T>;

  async function call<T>(endpoint: string, params: Record<string, string | number | undefined>): Promise<ApiList<T>> {
    if (!apiKey) throw new UpstreamError('unconfigured', 'YouTube is not configured on this server.');
    const url = new URL(`${base}/${endpoint}`);
    for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
    url.searchParams.set('key', apiKey);

    let res: Response;
    try {
      res = await doFetch(url.toString(), { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      console.warn(`YouTube ${endpoint}: no answer`);
      throw new UpstreamError('unavailable', 'YouTube is unavailable right now.');
    }
    if (!res.ok) throw await failure(endpoint, res);
    const body = (await res.json().catch(() => null)) as ApiList<T> | null;
    if (!body || typeof body !== 'object' || (body.items !== undefined && !Array.isArray(body.items))) {
      throw new UpstreamError('bad_response', 'YouTube sent an answer we could not read.');
    }
    return body;
  }

  async function videosById(ids: string[]): Promise<ApiVideo[]> {
    const found: ApiVideo[] = [];
    for (const batch of chunks(ids)) {
      const body = await call<ApiVideo>('videos', { part: VIDEO_PARTS, id: batch.join(',') });
      found.push(...(body.items ?? []).filter((v) => typeof v?.id === 'string'));
    }
    return found;
  }

  /** Channel icons are a nicety: if channels.list fails, the videos keep their other details. */
  async function channelIcons(channelIds: string[]): Promise<Map<string, string>> {
    const icons = new Map<string, string>();
    try {
      for (const batch of chunks(channelIds)) {
        const body = await call<{ id: string; snippet?: { thumbnails?: Thumbnails } }>('channels', { part: 'snippet', id: batch.join(',') });
        for (const ch of body.items ?? []) {
          const url = ch.snippet?.thumbnails?.default?.url ?? ch.snippet?.thumbnails?.medium?.url;
          if (url) icons.set(ch.id, url);
        }
      }
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
    }
    return icons;
  }

  const client: YouTubeClient = {
    configured: !!apiKey,

    async getVideos(videoIds) {
      const ids = [...new Set(videoIds)];
      if (ids.length === 0) return [];
      const videos = await videosById(ids);
      const icons = await channelIcons([...new Set(videos.map((v) => v.snippet?.channelId).filter((id): id is string => !!id))]);
      const byId = new Map(videos.map((v) => [v.id, v]));
      return ids.flatMap((id) => {
        const video = byId.get(id);
        return video ? [toDetails(video, icons)] : [];
      });
    },

    async getVideo(videoId) {
      return (await client.getVideos([videoId]))[0] ?? null;
    },

    trending(regionCode, maxResults = 25) {
      const region = regionCode.toUpperCase();
      return cached(`trending:${region}:${maxResults}`, SEARCH_TTL_MS, async () => {
        const body = await call<ApiVideo>('videos', { part: VIDEO_PARTS, chart: 'mostPopular', regionCode: region, maxResults });
        return (body.items ?? []).map(toSummary);
      });
    },

    search(query, opts = {}) {
      const q = query.trim().replace(/\s+/g, ' ');
      const params = {
        part: 'snippet',
        q,
        type: 'video',
        videoEmbeddable: 'true',
        maxResults: opts.maxResults ?? 25,
        regionCode: opts.regionCode?.toUpperCase(),
        relevanceLanguage: opts.relevanceLanguage,
        pageToken: opts.pageToken,
      };
      return cached(`search:${JSON.stringify({ ...params, q: q.toLowerCase() })}`, SEARCH_TTL_MS, async () => {
        const found = await call<{ id?: { kind?: string; videoId?: string } }>('search', params);
        const ids = (found.items ?? []).map((item) => item.id?.videoId).filter((id): id is string => !!id);
        // search.list's snippets are HTML-escaped and lack duration and views: videos.list has both.
        const videos = new Map((await videosById([...new Set(ids)])).map((v) => [v.id, v]));
        const items = ids.flatMap((id) => {
          const video = videos.get(id);
          return video && video.status?.embeddable !== false ? [toSummary(video)] : [];
        });
        return { items, nextPageToken: found.nextPageToken ?? null };
      });
    },

    async videoStatuses(videoIds) {
      const answers = new Map<string, VideoStatusAnswer>();
      for (const batch of chunks([...new Set(videoIds)])) {
        const body = await call<ApiVideo>('videos', { part: 'status,contentDetails', id: batch.join(',') });
        for (const v of body.items ?? []) {
          if (typeof v?.id !== 'string') continue;
          answers.set(v.id, { ...v.status, regionRestriction: v.contentDetails?.regionRestriction });
        }
      }
      return answers;
    },

    regions() {
      return cached('regions', LIST_TTL_MS, async () => {
        const body = await call<{ snippet?: { gl?: string; name?: string } }>('i18nRegions', { part: 'snippet', hl: 'en_US' });
        return (body.items ?? [])
          .flatMap(({ snippet: s }) => (s?.gl && s.name ? [{ gl: s.gl, name: s.name }] : []))
          .sort((a, b) => a.name.localeCompare(b.name, 'en'));
      });
    },

    languages() {
      return cached('languages', LIST_TTL_MS, async () => {
        const body = await call<{ snippet?: { hl?: string; name?: string } }>('i18nLanguages', { part: 'snippet', hl: 'en_US' });
        return (body.items ?? [])
          .flatMap(({ snippet: s }) => (s?.hl && s.name ? [{ hl: s.hl, name: s.name }] : []))
          .sort((a, b) => a.name.localeCompare(b.name, 'en'));
      });
    },
  };
  return client;
}

/** Turns a non-OK answer into an UpstreamError; only the status and reason are logged. */
async function failure(endpoint: string, res: Response): Promise<UpstreamError> {
  const body = (await res.json().catch(() => null)) as { error?: { errors?: { reason?: string }[] } } | null;
  const reason = body?.error?.errors?.[0]?.reason;
  console.warn(`YouTube ${endpoint}: HTTP ${res.status}${reason ? ` (${reason})` : ''}`);
  if (res.status === 429 || (reason && QUOTA_REASONS.has(reason))) {
    return new UpstreamError('quota', 'YouTube quota exceeded. Please try again later.');
  }
  if (res.status >= 500) return new UpstreamError('unavailable', 'YouTube is unavailable right now.');
  // Anything else (a rejected key, a parameter YouTube refuses) is our problem, not the caller's.
  return new UpstreamError('bad_response', 'YouTube refused the request.');
}

function chunks(ids: string[]): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < ids.length; i += MAX_IDS_PER_CALL) out.push(ids.slice(i, i + MAX_IDS_PER_CALL));
  return out;
}
