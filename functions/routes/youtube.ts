import * as z from 'zod';
import { ApiError } from '../errors.ts';
import { languagesResponse, regionsResponse, videoSummaryResponse } from '../schemas/responses.ts';
import { defineRoute, errorAnswer, jsonAnswer, routesApp } from '../openapi/route.ts';
import { UpstreamError } from '../services/youtube.ts';
import { type VideoSummary } from '../lib/youtube-video.ts';
import { savedVideoIds } from '../../db/queries/bookmarks.ts';
import type { Database } from '../../db/database.ts';

const TRENDING_SHOWN = 20;
// Some chart entries cannot be embedded and are dropped: ask for a few more than are shown.
const TRENDING_FETCHED = 30;

const regionCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'Region must be a two-letter code.')
  .transform((s) => s.toUpperCase());
const languageCode = z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,4})?$/, 'Language must be a language code such as en or pt-PT.');

export const trendingQuery = z.object({ region: regionCode.default('US') });

export const categorySearchQuery = z.object({
  category: z.string().trim().min(1, 'Category is required.').max(100),
  maxResults: z.coerce.number().min(1).max(50).int().default(50),
  region: regionCode.optional(),
  language: languageCode.optional(),
});

/** YouTube's troubles, told in our words: upstream text and the API key never reach a client. */
async function fromYouTube<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    if (err.reason === 'unconfigured') throw new ApiError(503, 'UPSTREAM_UNAVAILABLE', 'YouTube is not configured on this server.');
    if (err.reason === 'quota') throw new ApiError(503, 'UPSTREAM_UNAVAILABLE', 'YouTube quota exceeded. Please try again later.');
    throw new ApiError(502, 'UPSTREAM_UNAVAILABLE', 'YouTube is unavailable right now. Please try again.');
  }
}

/** Marks the videos the user already has as `saved: true`, so the SPA offers no second Save. */
async function markSaved(db: Database, userId: string, videos: VideoSummary[]) {
  const saved = await savedVideoIds(db, userId, [...new Set(videos.map((v) => v.id))]);
  return videos.map((v) => (saved.has(v.id) ? { ...v, saved: true as const } : v));
}

/**
 * Regions and languages change about never (spec 2 §7: cached 1 hour). Private: the answer is
 * only given to a signed-in user, so no shared cache may keep it.
 */
const HOUR_CACHE = 'private, max-age=3600';

const UPSTREAM = {
  502: errorAnswer('YouTube is unavailable right now (UPSTREAM_UNAVAILABLE).'),
  503: errorAnswer('YouTube is not configured on this server or its quota is used up (UPSTREAM_UNAVAILABLE).'),
};
const videoList = z.array(videoSummaryResponse);

const trending = defineRoute({
  method: 'get', path: '/trending', tag: 'Discover', access: 'user', summary: 'Trending videos',
  request: { query: trendingQuery },
  responses: { 200: jsonAnswer(videoList, `Up to ${TRENDING_SHOWN} embeddable trending videos of the region; those you saved are marked.`), ...UPSTREAM },
});

const search = defineRoute({
  method: 'get', path: '/category-search', tag: 'Discover', access: 'user', summary: 'Search YouTube',
  request: { query: categorySearchQuery },
  responses: { 200: jsonAnswer(videoList, 'Embeddable videos of the category, as for trending.'), ...UPSTREAM },
});

const regions = defineRoute({
  method: 'get', path: '/regions', tag: 'Discover', access: 'user', summary: 'Regions for trending',
  responses: { 200: jsonAnswer(regionsResponse, 'The regions YouTube has charts for.'), ...UPSTREAM },
});

const languages = defineRoute({
  method: 'get', path: '/languages', tag: 'Discover', access: 'user', summary: 'Languages for search',
  responses: { 200: jsonAnswer(languagesResponse, 'The languages YouTube knows.'), ...UPSTREAM },
});

/** /api/youtube: what YouTube offers to save, marked with what the user has saved already. */
export const youtubeRoutes = routesApp()
  .openapi(trending, async (c) => {
    const { region } = c.req.valid('query');
    const videos = await fromYouTube(() => c.var.deps.youtube.trending(region, TRENDING_FETCHED));
    return c.json(await markSaved(c.var.deps.db, c.var.me.id, videos.filter((v) => v.embeddable !== false).slice(0, TRENDING_SHOWN)), 200);
  })

  .openapi(search, async (c) => {
    const { category, maxResults, region, language } = c.req.valid('query');
    const { items } = await fromYouTube(() =>
      c.var.deps.youtube.search(category, { maxResults, regionCode: region, relevanceLanguage: language }),
    );
    return c.json(await markSaved(c.var.deps.db, c.var.me.id, items.filter((v) => v.embeddable !== false)), 200);
  })

  .openapi(regions, async (c) => {
    const regions = await fromYouTube(() => c.var.deps.youtube.regions());
    c.header('Cache-Control', HOUR_CACHE);
    return c.json(regions, 200);
  })

  .openapi(languages, async (c) => {
    const languages = await fromYouTube(() => c.var.deps.youtube.languages());
    c.header('Cache-Control', HOUR_CACHE);
    return c.json(languages, 200);
  });
