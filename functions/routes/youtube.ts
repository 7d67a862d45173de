import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../deps.ts';
import { ApiError, validate } from '../errors.ts';
import { requireUser } from '../auth/middleware.ts';
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
  return videos.map((v) => (saved.has(v.id) ? { ...v, saved: true } : v));
}

/**
 * Regions and languages change about never (spec 2 §7: cached 1 hour). Private: the answer is
 * only given to a signed-in user, so no shared cache may keep it.
 */
const HOUR_CACHE = 'private, max-age=3600';

export const youtubeRoutes = new Hono<AppEnv>()
  // GET /api/youtube/trending
  .get('/trending', validate('query', trendingQuery), async (c) => {
    const user = requireUser(c);
    const { region } = c.req.valid('query');
    const videos = await fromYouTube(() => c.var.deps.youtube.trending(region, TRENDING_FETCHED));
    return c.json(await markSaved(c.var.deps.db, user.id, videos.filter((v) => v.embeddable !== false).slice(0, TRENDING_SHOWN)));
  })

  // GET /api/youtube/category-search
  .get('/category-search', validate('query', categorySearchQuery), async (c) => {
    const user = requireUser(c);
    const { category, maxResults, region, language } = c.req.valid('query');
    const { items } = await fromYouTube(() =>
      c.var.deps.youtube.search(category, { maxResults, regionCode: region, relevanceLanguage: language }),
    );
    return c.json(await markSaved(c.var.deps.db, user.id, items.filter((v) => v.embeddable !== false)));
  })

  // GET /api/youtube/regions
  .get('/regions', async (c) => {
    requireUser(c);
    const regions = await fromYouTube(() => c.var.deps.youtube.regions());
    c.header('Cache-Control', HOUR_CACHE);
    return c.json(regions);
  })

  // GET /api/youtube/languages
  .get('/languages', async (c) => {
    requireUser(c);
    const languages = await fromYouTube(() => c.var.deps.youtube.languages());
    c.header('Cache-Control', HOUR_CACHE);
    return c.json(languages);
  });
