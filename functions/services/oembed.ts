import { type VideoDetails, detailsFromId } from '../lib/youtube-video.ts';
import { UpstreamError } from './youtube.ts';

/**
 * YouTube's keyless oEmbed endpoint: a video's title, channel name and thumbnail, no API key and
 * no quota. What the app asks when no YouTube Data API key is configured.
 */
export interface OEmbedClient {
  /**
   * One video's details; null when YouTube says it does not exist (404, or 400 for an id it
   * cannot resolve). A video that exists but may not be embedded (401/403) comes back with only
   * what the id tells and `embeddable: false`. Throws UpstreamError when YouTube cannot answer.
   */
  getVideo(videoId: string): Promise<VideoDetails | null>;
}

export interface OEmbedClientOptions {
  /** e.g. https://www.youtube.com/oembed */
  url: string;
  fetch?: typeof fetch;
  /** Short: a bookmark is saved from the id when YouTube is out of reach, and nobody should wait long for that. */
  timeoutMs?: number;
}

/** The fields of YouTube's oEmbed answer that a bookmark uses (the rest: type, html, sizes, provider). */
interface OEmbedAnswer {
  title?: unknown;
  author_name?: unknown;
  thumbnail_url?: unknown;
}

export function createOEmbedClient(options: OEmbedClientOptions): OEmbedClient {
  const timeoutMs = options.timeoutMs ?? 4000;
  // Called through a wrapper: Workers refuse a fetch detached from its global.
  const doFetch = (url: string, init: RequestInit) => (options.fetch ? options.fetch(url, init) : fetch(url, init));

  return {
    async getVideo(videoId) {
      const url = new URL(options.url);
      url.searchParams.set('url', `https://www.youtube.com/watch?v=${videoId}`);
      url.searchParams.set('format', 'json');
      let res: Response;
      try {
        res = await doFetch(url.toString(), { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      } catch {
        console.warn(`YouTube oEmbed of ${videoId}: no answer`);
        throw new UpstreamError('unavailable', 'YouTube is unavailable right now.');
      }
      if (res.status === 400 || res.status === 404) return discard(res, null);
      if (res.status === 401 || res.status === 403) return discard(res, { ...detailsFromId(videoId), embeddable: false });
      if (!res.ok) {
        await res.body?.cancel();
        console.warn(`YouTube oEmbed of ${videoId}: HTTP ${res.status}`);
        if (res.status === 429) throw new UpstreamError('quota', 'YouTube quota exceeded. Please try again later.');
        if (res.status >= 500) throw new UpstreamError('unavailable', 'YouTube is unavailable right now.');
        throw new UpstreamError('bad_response', 'YouTube refused the request.');
      }
      const body = (await res.json().catch(() => null)) as OEmbedAnswer | null;
      if (!body || typeof body !== 'object' || typeof body.title !== 'string') {
        throw new UpstreamError('bad_response', 'YouTube sent an answer we could not read.');
      }
      const fromId = detailsFromId(videoId);
      return {
        ...fromId,
        title: body.title.trim() || fromId.title,
        channel: typeof body.author_name === 'string' && body.author_name.trim() ? body.author_name.trim() : null,
        thumbnail: webAddress(body.thumbnail_url) ?? fromId.thumbnail,
      };
    },
  };
}

async function discard<T>(res: Response, value: T): Promise<T> {
  await res.body?.cancel();
  return value;
}

/** Only an https address is shown as an image; anything else falls back to the id's thumbnail. */
function webAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}
