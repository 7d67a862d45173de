// Bookmark rows as the API shows them (functions/schemas/responses.ts): the database row is
// shaped here, so the answer's type comes from the schema and the row only has to fit it.
import type { ListedBookmark } from '../../db/bookmark-rows.ts';
import type { Bookmark } from '../../db/schema.ts';
import type { AvailabilityView, BookmarkView, CategoryRef } from '../schemas/responses.ts';

/** A bookmark as a query returns it: the list's rows carry their timestamps as ISO text already, other queries' as Dates. */
export type BookmarkRow = Bookmark | ListedBookmark;

/** A timestamp as the API writes it (ISO 8601, milliseconds, Z). */
export const isoOf = (t: Date | string) => (typeof t === 'string' ? t : t.toISOString());

/** A bookmark's picture: the saved thumbnail, or YouTube's for its id. */
export const thumbnailOf = (b: Pick<Bookmark, 'thumbnail' | 'videoId'>) => b.thumbnail ?? `https://i.ytimg.com/vi/${b.videoId}/hqdefault.jpg`;

export function toBookmarkView(b: BookmarkRow, categories: CategoryRef[], readOnly = false, availability: AvailabilityView | null = null): BookmarkView {
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
    thumbnail: thumbnailOf(b),
    duration: b.duration,
    durationSeconds: b.durationSeconds,
    channel: b.channel,
    channelId: b.channelId,
    channelIcon: b.channelIcon,
    views: b.views,
    publishedAt: b.publishedAt === null ? null : isoOf(b.publishedAt),
    createdAt: isoOf(b.createdAt),
    updatedAt: isoOf(b.updatedAt),
    watchTime: readOnly ? 0 : b.watchTime,
    embeddable: b.embeddable,
    availability,
    readOnly,
  };
}
