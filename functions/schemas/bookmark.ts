import * as z from 'zod';
import type { Bookmark } from '../../db/schema.ts';
import type { CategoryRef } from '../../db/queries/bookmarks.ts';
import type { AvailabilityView } from './availability.ts';
import { bookmarkSorts } from '../../db/queries/bookmarks.ts';
import { UNSTORABLE_TEXT_MESSAGE, hasUnstorableText } from '../../db/unstorable-text.ts';
import { safeText, searchText } from './text.ts';

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
  sort: z.enum(bookmarkSorts).default('recent'),
  // A cursor carries the last title under the alphabetical sort: up to 500 characters, in UTF-8.
  cursor: z.string().max(4096).optional(),
});

/** A bookmark as every screen receives it (spec 1 §3). */
export interface BookmarkView {
  id: string;
  videoId: string;
  url: string;
  title: string;
  note: string | null;
  description: string | null;
  categories: CategoryRef[];
  isFavorite: boolean;
  thumbnail: string;
  duration: string | null;
  durationSeconds: number | null;
  channel: string | null;
  channelId: string | null;
  channelIcon: string | null;
  views: number | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  watchTime: number;
  embeddable: boolean;
  /** Null while the video plays (or before its first check); otherwise why it does not. */
  availability: AvailabilityView | null;
  /** True for bookmarks seen through a subscribed category: they belong to someone else. */
  readOnly: boolean;
}

export function toBookmarkView(b: Bookmark, categories: CategoryRef[], readOnly = false, availability: AvailabilityView | null = null): BookmarkView {
  return {
    id: b.id,
    videoId: b.videoId,
    url: b.url,
    title: b.title,
    // Another user's private note is never shown to a subscriber.
    note: readOnly ? null : b.note,
    description: b.description,
    categories,
    isFavorite: readOnly ? false : b.isFavorite,
    thumbnail: b.thumbnail ?? `https://i.ytimg.com/vi/${b.videoId}/hqdefault.jpg`,
    duration: b.duration,
    durationSeconds: b.durationSeconds,
    channel: b.channel,
    channelId: b.channelId,
    channelIcon: b.channelIcon,
    views: b.views,
    publishedAt: b.publishedAt?.toISOString() ?? null,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
    watchTime: readOnly ? 0 : b.watchTime,
    embeddable: b.embeddable,
    availability,
    readOnly,
  };
}
