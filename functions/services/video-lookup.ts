import type { OEmbedClient } from './oembed.ts';
import { type VideoDetails } from '../lib/youtube-video.ts';
import { UpstreamError, type YouTubeClient } from './youtube.ts';

/**
 * How the app learns about a video it saves: the YouTube Data API when a key is configured (every
 * detail), otherwise the keyless oEmbed endpoint (title, channel, thumbnail).
 */
export interface VideoLookup {
  readonly source: 'data-api' | 'oembed';
  /** One video; null when it does not exist. Throws UpstreamError when YouTube cannot answer. */
  getVideo(videoId: string): Promise<VideoDetails | null>;
  /**
   * Several videos: each id YouTube answered for maps to its details, or to null when the video
   * does not exist. Ids YouTube could not be asked about (it became unreachable midway) are left
   * out; when it answers none, this throws UpstreamError.
   */
  getVideos(videoIds: string[]): Promise<Map<string, VideoDetails | null>>;
}

/** The Data API when `dataApi` is given and has a key, oEmbed otherwise. */
export function createVideoLookup({ dataApi, oembed }: { dataApi?: YouTubeClient | null; oembed: OEmbedClient }): VideoLookup {
  if (dataApi?.configured) {
    return {
      source: 'data-api',
      getVideo: (videoId) => dataApi.getVideo(videoId),
      async getVideos(videoIds) {
        const found = new Map((await dataApi.getVideos(videoIds)).map((v) => [v.videoId, v]));
        return new Map(videoIds.map((id) => [id, found.get(id) ?? null]));
      },
    };
  }
  return {
    source: 'oembed',
    getVideo: (videoId) => oembed.getVideo(videoId),
    // oEmbed knows one video per call: ask one after another, and stop once YouTube stops answering.
    async getVideos(videoIds) {
      const answered = new Map<string, VideoDetails | null>();
      for (const id of new Set(videoIds)) {
        try {
          answered.set(id, await oembed.getVideo(id));
        } catch (err) {
          if (!(err instanceof UpstreamError) || answered.size === 0) throw err;
          break;
        }
      }
      return answered;
    },
  };
}
