import type { VideoLookup } from '../services/video-lookup.ts';
import { UpstreamError, type YouTubeClient } from '../services/youtube.ts';
import { type VideoDetails } from '../lib/youtube-video.ts';

/**
 * Dev mode without a key: videos are looked up through oEmbed, as in production without a key.
 * The offline fake's invented videos (what dev-mode trending and search show) exist nowhere on
 * YouTube, so for an id oEmbed does not know or cannot be asked about, the fake is asked too.
 */
export function createDevVideoLookup(oembed: VideoLookup, fake: YouTubeClient): VideoLookup {
  return {
    source: 'oembed',

    async getVideo(videoId) {
      let unreachable: unknown = null;
      try {
        const video = await oembed.getVideo(videoId);
        if (video) return video;
      } catch (err) {
        if (!(err instanceof UpstreamError)) throw err;
        unreachable = err;
      }
      const invented = await fake.getVideo(videoId);
      if (invented) return invented;
      if (unreachable) throw unreachable;
      return null;
    },

    async getVideos(videoIds) {
      let answered = new Map<string, VideoDetails | null>();
      let unreachable: unknown = null;
      try {
        answered = await oembed.getVideos(videoIds);
      } catch (err) {
        if (!(err instanceof UpstreamError)) throw err;
        unreachable = err;
      }
      const unknown = videoIds.filter((id) => !answered.get(id));
      for (const video of unknown.length > 0 ? await fake.getVideos(unknown) : []) answered.set(video.videoId, video);
      if (unreachable && answered.size === 0) throw unreachable;
      return answered;
    },
  };
}
