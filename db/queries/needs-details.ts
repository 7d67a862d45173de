import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { bookmarks } from '../schema.ts';

/** A user's bookmarks saved while YouTube could not be reached, oldest first. */
export function bookmarksNeedingDetails(db: Database, userId: string, limit: number) {
  return db
    .select({ id: bookmarks.id, videoId: bookmarks.videoId })
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.needsDetails, true)))
    .orderBy(asc(bookmarks.createdAt), asc(bookmarks.id))
    .limit(limit);
}

/** Everyone with such bookmarks (few rows, served by the partial index on needs_details). */
export async function usersWithBookmarksNeedingDetails(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ userId: bookmarks.userId }).from(bookmarks).where(eq(bookmarks.needsDetails, true));
  return rows.map((r) => r.userId);
}

/**
 * Fills in what YouTube now says about the video and clears the flag. The title changes only
 * while it is still the placeholder (the user may have renamed it meanwhile), the description only
 * while there is none; a detail YouTube does not give keeps its value. `details` null: the video
 * is gone, so there is nothing to fill.
 */
/** What YouTube told of a video, as the bookmark columns take it. */
export type FetchedDetails = Pick<
  typeof bookmarks.$inferSelect,
  'title' | 'description' | 'duration' | 'durationSeconds' | 'channel' | 'channelId' | 'channelIcon' | 'views' | 'publishedAt' | 'embeddable'
> & { thumbnail: string };

export async function fillBookmarkDetails(db: Database, userId: string, bookmarkId: string, placeholder: string, details: FetchedDetails | null) {
  const known = <T>(value: T | null) => (value === null ? undefined : value);
  await db
    .update(bookmarks)
    .set({
      needsDetails: false,
      ...(details && {
        title: sql`case when ${bookmarks.title} = ${placeholder} then ${details.title} else ${bookmarks.title} end`,
        description: sql`coalesce(${bookmarks.description}, ${details.description})`,
        thumbnail: details.thumbnail,
        duration: known(details.duration),
        durationSeconds: known(details.durationSeconds),
        channel: known(details.channel),
        channelId: known(details.channelId),
        channelIcon: known(details.channelIcon),
        views: known(details.views),
        publishedAt: known(details.publishedAt),
        embeddable: details.embeddable,
      }),
    })
    .where(and(eq(bookmarks.id, bookmarkId), eq(bookmarks.userId, userId), eq(bookmarks.needsDetails, true)));
}
