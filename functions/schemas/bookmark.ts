import * as z from 'zod';
import { UNSTORABLE_TEXT_MESSAGE, hasUnstorableText, safeText, searchText } from './text.ts';

export const videoIdSchema = z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'must be an 11-character YouTube video id');
const uuid = z.uuid('must be an id');
/** Spec 1 §5: optional texts; an empty one is the same as absent. */
const optionalText = (max: number) =>
  safeText()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

export const createBookmarkBody = z.object({
  videoId: videoIdSchema,
  // Shown as a link: only web addresses, never javascript: or data: ones.
  url: z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }).max(2048).refine((u) => !hasUnstorableText(u), UNSTORABLE_TEXT_MESSAGE).optional(),
  title: optionalText(500),
  description: optionalText(5000),
  categoryId: z.union([uuid, z.literal('no-category'), z.null()]).optional(),
  categoryIds: z.array(uuid).max(10).optional(),
});

export const updateBookmarkBody = z
  .object({
    isFavorite: z.boolean().optional(),
    title: safeText().trim().min(1, 'Title is required.').max(500).optional(),
    note: safeText().max(10_000).nullable().optional(),
    categories: z.array(uuid).max(10).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Nothing to update.')
  .meta({ minProperties: 1 });

/** POST /api/featured-video. */
export const featuredVideoBody = z.object({ bookmarkId: z.uuid('must be an id') });

export const watchTimeBody = z.object({ watchTime: z.number().min(0).max(1_000_000).int() });

export const batchDeleteBody = z.object({ ids: z.array(uuid).min(1).max(500) });

export const bulkEditCategoriesBody = z.union([
  z.object({ bookmarkIds: z.array(uuid).min(1).max(500), removeAll: z.literal(true) }),
  z.object({ bookmarkIds: z.array(uuid).min(1).max(500), removeAll: z.literal(false).optional(), categoryIds: z.array(uuid).min(1).max(10) }),
]);

/** The list's orders (spec 1 §4); the query layer has a key for each. */
export const BOOKMARK_SORTS = ['recent', 'added', 'alphabetical', 'popular', 'duration'] as const;

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** The viewer's country (ISO 3166-1 alpha-2): where a region-blocked video does not play. */
export const regionQuery = z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter region code').transform((r) => r.toUpperCase());

// Bounds come before int() in every schema: the first issue names the error, and int()'s own is
// "<=9007199254740991", not the field's limit.
export const listBookmarksQuery = z.object({
  offset: z.coerce.number().min(0).max(100_000).int().default(0),
  limit: z.coerce.number().min(1).max(100).int().default(20),
  categoryId: uuid.optional(),
  favorites: flag.optional(),
  recent: flag.optional(),
  // Only videos that no longer play (for a viewer in `region`, the viewer's country).
  unavailable: flag.optional(),
  region: regionQuery.optional(),
  // Search only filters: characters no bookmark can contain are dropped, not refused.
  search: searchText().trim().max(200).optional(),
  sort: z.enum(BOOKMARK_SORTS).default('recent'),
  // A cursor carries the last title under the alphabetical sort: up to 500 characters, in UTF-8.
  cursor: z.string().max(4096).optional(),
});
