import useSWR, { preload } from 'swr';
import { fetcher, type QueryKey } from '../../lib/api';
import type { VideoSummaryView } from '../../../../functions/schemas/responses.ts';
import type { Stats } from '../../lib/models';

const STATS_KEY = '/api/stats';
const TRENDING_KEY = '/api/youtube/trending';
const CATEGORY_SEARCH_KEY = '/api/youtube/category-search';

/** Asks for the sidebar's counts ahead of the screen that shows them (the key useStats uses). */
export function preloadStats(region: string) {
  void preload([STATS_KEY, { region }], fetcher);
}

/** The sidebar's counts (spec 1 §2); `region` decides which region-blocked videos count as unavailable. */
export function useStats(region: string) {
  return useSWR<Stats | null>([STATS_KEY, { region }]).data;
}

/** A trending or recommended video (spec 1 §3); `saved` marks one the signed-in user already has. */
export type VideoSummary = VideoSummaryView;

/** Trending videos of a region; only fetched while the empty state shows them. */
export function useTrending(region: string, enabled: boolean) {
  const { data, error, isLoading, isValidating, mutate } = useSWR<VideoSummary[] | null>(
    enabled ? [TRENDING_KEY, { region }] : null,
  );
  return { videos: data ?? [], error: error as Error | undefined, isLoading: isLoading || (!!error && isValidating), retry: () => void mutate() };
}

/** Spec 1 §9: up to 50 recommendations per category, kept for five minutes. */
export const RECOMMENDATIONS_MAX = 50;
const FIVE_MINUTES = 5 * 60 * 1000;

async function fetchRecommendations(key: QueryKey) {
  try {
    return await fetcher<VideoSummary[]>(key);
  } catch (error) {
    throw new Error(`Failed to fetch recommendations: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/**
 * YouTube videos for a category name, fetched once (one retry on failure, spec 1 §8) and reused
 * for five minutes: within that window a remount asks nothing of the server.
 */
export function useRecommendations(categoryName: string | null) {
  const { data, error, isLoading, mutate } = useSWR<VideoSummary[] | null>(
    categoryName ? [CATEGORY_SEARCH_KEY, { category: categoryName, maxResults: RECOMMENDATIONS_MAX }] : null,
    fetchRecommendations,
    { dedupingInterval: FIVE_MINUTES, revalidateIfStale: true, shouldRetryOnError: true, errorRetryCount: 1, errorRetryInterval: 1500 },
  );
  return { videos: data ?? [], error: error as Error | undefined, isLoading, retry: () => void mutate() };
}
