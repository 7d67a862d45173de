// The YouTube Data API's video resource as it comes over the wire, and how it maps to our
// VideoDetails and VideoSummary. Pure: the client in services/youtube.ts does the calls.
import { type VideoDetails, type VideoSummary, formatDuration, parseIsoDuration, thumbnailFor } from './youtube-video.ts';

export interface Thumbnails {
  default?: { url?: string };
  medium?: { url?: string };
  high?: { url?: string };
}
export interface ApiVideo {
  id: string;
  snippet?: { publishedAt?: string; channelId?: string; title?: string; description?: string; thumbnails?: Thumbnails; channelTitle?: string };
  contentDetails?: { duration?: string; regionRestriction?: { allowed?: string[]; blocked?: string[] } };
  statistics?: { viewCount?: string };
  status?: { embeddable?: boolean; uploadStatus?: string; privacyStatus?: string };
}
function durationOf(video: ApiVideo): { seconds: number | null; text: string | null } {
  const seconds = video.contentDetails?.duration ? parseIsoDuration(video.contentDetails.duration) : null;
  // Live streams report P0D: no length to show.
  return seconds ? { seconds, text: formatDuration(seconds) } : { seconds: null, text: null };
}

function viewsOf(video: ApiVideo): number | null {
  const views = Number(video.statistics?.viewCount);
  return video.statistics?.viewCount !== undefined && Number.isFinite(views) ? views : null;
}

function thumbnailOf(video: ApiVideo): string {
  const t = video.snippet?.thumbnails;
  return t?.high?.url ?? t?.medium?.url ?? t?.default?.url ?? thumbnailFor(video.id);
}

function dateOf(value: string | undefined): Date | null {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

export function toDetails(video: ApiVideo, icons: Map<string, string>): VideoDetails {
  const { seconds, text } = durationOf(video);
  const channelId = video.snippet?.channelId ?? null;
  return {
    videoId: video.id,
    title: video.snippet?.title ?? '',
    description: video.snippet?.description || null,
    thumbnail: thumbnailOf(video),
    duration: text,
    durationSeconds: seconds,
    channel: video.snippet?.channelTitle ?? null,
    channelId,
    channelIcon: (channelId && icons.get(channelId)) || null,
    views: viewsOf(video),
    publishedAt: dateOf(video.snippet?.publishedAt),
    embeddable: video.status?.embeddable !== false,
  };
}

export function toSummary(video: ApiVideo): VideoSummary {
  return {
    id: video.id,
    title: video.snippet?.title ?? '',
    thumbnail: thumbnailOf(video),
    channel: video.snippet?.channelTitle ?? null,
    views: viewsOf(video),
    duration: durationOf(video).text,
    embeddable: video.status?.embeddable !== false,
    publishedAt: dateOf(video.snippet?.publishedAt)?.toISOString() ?? null,
  };
}
