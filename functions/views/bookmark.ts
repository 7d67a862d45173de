// Bookmark rows as the API shows them (functions/schemas/responses.ts): the database row is
// shaped here, so the answer's type comes from the schema and the row only has to fit it.
import type { Bookmark } from '../../db/schema.ts';
import type { AvailabilityView, BookmarkView, CategoryRef } from '../schemas/responses.ts';

/** A bookmark's picture: the saved thumbnail, or YouTube's for its id. */
export const thumbnailOf = (b: Pick<Bookmark, 'thumbnail' | 'videoId'>) => b.thumbnail ?? `https://i.ytimg.com/vi/${b.videoId}/hqdefault.jpg`;

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
    thumbnail: thumbnailOf(b),
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
