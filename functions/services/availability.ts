import type { AvailabilityStatus } from '../../db/schema.ts';
import type { OEmbedClient } from './oembed.ts';
import { UpstreamError, type VideoStatusAnswer, type YouTubeClient } from './youtube.ts';

/** What one check learnt about a video. */
export interface AvailabilityVerdict {
  status: AvailabilityStatus;
  blockedRegions: string[] | null;
  allowedRegions: string[] | null;
}

export interface AvailabilityCheck {
  /** One verdict per id YouTube answered for; an id left out was not answered (never "gone"). */
  verdicts: Map<string, AvailabilityVerdict>;
  /** Quota spent: Data API units, or oEmbed calls. */
  units: number;
  /** Why some ids were left out: YouTube timed out, failed (5xx), refused (429, quota) or garbled. */
  failure: UpstreamError | null;
}

/**
 * How the availability checker asks YouTube whether saved videos still play: videos.list with a
 * Data API key, the keyless oEmbed endpoint without one.
 */
export interface AvailabilityChecker {
  readonly source: 'data-api' | 'oembed';
  /** Ids one check takes (a videos.list call takes 50; oEmbed asks one by one). */
  readonly batchSize: number;
  check(videoIds: string[]): Promise<AvailabilityCheck>;
}

const available = (): AvailabilityVerdict => ({ status: 'available', blockedRegions: null, allowedRegions: null });
const only = (status: AvailabilityStatus): AvailabilityVerdict => ({ status, blockedRegions: null, allowedRegions: null });

const regionCodes = (list: string[] | undefined) => (list ? [...new Set(list.map((r) => r.toUpperCase()))].sort() : null);

/**
 * A videos.list item as a verdict. videos.list leaves out deleted videos and, to anyone but their
 * owner, private ones: an id left out is 'unavailable', since the answer cannot say which. A removed
 * upload (rejected, deleted, failed) is deleted. Of several problems the one that stops the video
 * everywhere wins.
 */
export function verdictFromDataApi(answer: VideoStatusAnswer | undefined): AvailabilityVerdict {
  if (!answer) return only('unavailable');
  if (answer.uploadStatus && ['deleted', 'rejected', 'failed'].includes(answer.uploadStatus)) return only('deleted');
  if (answer.privacyStatus === 'private') return only('private');
  if (answer.embeddable === false) return only('not_embeddable');
  const blocked = regionCodes(answer.regionRestriction?.blocked);
  const allowed = regionCodes(answer.regionRestriction?.allowed);
  if ((blocked && blocked.length > 0) || allowed) return { status: 'blocked', blockedRegions: blocked?.length ? blocked : null, allowedRegions: allowed };
  return available();
}

export function createDataApiChecker(youtube: YouTubeClient): AvailabilityChecker {
  const batchSize = 50;
  return {
    source: 'data-api',
    batchSize,
    async check(videoIds) {
      const ids = [...new Set(videoIds)];
      const verdicts = new Map<string, AvailabilityVerdict>();
      let units = 0;
      for (let i = 0; i < ids.length; i += batchSize) {
        const batch = ids.slice(i, i + batchSize);
        units++;
        try {
          const answers = await youtube.videoStatuses(batch);
          for (const id of batch) verdicts.set(id, verdictFromDataApi(answers.get(id)));
        } catch (err) {
          if (!(err instanceof UpstreamError)) throw err;
          return { verdicts, units, failure: err };
        }
      }
      return { verdicts, units, failure: null };
    },
  };
}

/**
 * oEmbed knows one video per call: 404 (or 400) means it is private or deleted, and it cannot say
 * which, so the verdict is 'unavailable'; 401/403 that it may not be embedded. It cannot see region
 * blocks. The first failure ends the check: the rest wait.
 */
export function createOEmbedChecker(oembed: OEmbedClient): AvailabilityChecker {
  return {
    source: 'oembed',
    batchSize: 20,
    async check(videoIds) {
      const verdicts = new Map<string, AvailabilityVerdict>();
      let units = 0;
      for (const id of new Set(videoIds)) {
        units++;
        try {
          const video = await oembed.getVideo(id);
          verdicts.set(id, !video ? only('unavailable') : video.embeddable ? available() : only('not_embeddable'));
        } catch (err) {
          if (!(err instanceof UpstreamError)) throw err;
          return { verdicts, units, failure: err };
        }
      }
      return { verdicts, units, failure: null };
    },
  };
}

/** The Data API when it has a key, oEmbed otherwise. */
export function createAvailabilityChecker({ dataApi, oembed }: { dataApi?: YouTubeClient | null; oembed: OEmbedClient }): AvailabilityChecker {
  return dataApi?.configured ? createDataApiChecker(dataApi) : createOEmbedChecker(oembed);
}
