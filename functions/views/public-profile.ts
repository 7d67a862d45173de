import type { Bookmark, User } from '../../db/schema.ts';
import type { PublicProfileRows } from '../../db/queries/profiles.ts';
import type { PublicBookmark, PublicProfile } from '../schemas/public-profile.ts';
import type { AvailabilityView } from '../schemas/responses.ts';
import { encodeCursor } from '../lib/list-cursor.ts';
import { type BookmarkRow, isoOf, thumbnailOf } from './bookmark.ts';

/** The note a visitor may read: the owner's, when they show notes and wrote one. */
export const publicNote = (owner: Pick<User, 'showNotes'>, b: Pick<Bookmark, 'note'>) => (owner.showNotes && b.note?.trim() ? b.note : null);

/**
 * One bookmark as a visitor sees it; `publicCategoryIds` are its public categories' ids, and
 * `availability` why its video no longer plays, if it does not.
 */
export function toPublicBookmark(owner: User, b: BookmarkRow, publicCategoryIds: readonly string[], availability: AvailabilityView | null = null): PublicBookmark {
  return {
    id: b.id,
    videoId: b.videoId,
    url: b.url,
    title: b.title,
    channel: b.channel,
    thumbnail: thumbnailOf(b),
    duration: b.duration,
    views: b.views,
    embeddable: b.embeddable,
    isFavorite: owner.showFavorites && b.isFavorite,
    note: publicNote(owner, b),
    createdAt: isoOf(b.createdAt),
    // Without the category list there is nothing for the ids to point at.
    categories: owner.showCategories ? publicCategoryIds.map((id) => ({ id })) : [],
    availability,
  };
}

/** How a public page names its owner: the name they show, else @handle. */
export const publicName = (user: { firstName: string | null; lastName: string | null; handle: string }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || `@${user.handle}`;

/**
 * Shapes what a visitor may see. Only fields named here leave the server: watch times,
 * descriptions and private categories have no way into the answer, and notes only with showNotes.
 */
export function toPublicProfile(rows: PublicProfileRows, viewerId: string | null): PublicProfile {
  const { owner } = rows;
  const toBookmark = (b: Bookmark) => toPublicBookmark(owner, b, rows.categoryIdsOf.get(b.id) ?? [], rows.availabilityOf.get(b.videoId) ?? null);
  return {
    user: {
      handle: owner.handle!,
      firstName: owner.showName ? owner.firstName : null,
      lastName: owner.showName ? owner.lastName : null,
      profileImageUrl: owner.showProfileImage ? owner.profileImageUrl : null,
      email: owner.showEmail && owner.showMainCard ? owner.email : null,
      title: owner.title,
      description: owner.description,
      createdAt: owner.createdAt.toISOString(),
      bookmarkCount: rows.bookmarkCount,
      favoriteCount: owner.showFavorites ? rows.favoriteCount : 0,
      publicTheme: owner.publicTheme,
      showMainCard: owner.showMainCard,
      showBookmarkList: owner.showBookmarkList,
      showCategories: owner.showCategories,
      showFavorites: owner.showFavorites,
      showFeaturedVideo: owner.showFeaturedVideo,
      showNotes: owner.showNotes,
      featuredVideo: owner.showFeaturedVideo && rows.featured ? toBookmark(rows.featured) : null,
      isOwner: viewerId === owner.id,
    },
    categories: owner.showCategories
      ? rows.categories.map(({ category, bookmarkCount, isSubscribed }) => ({
          id: category.id,
          name: category.name,
          color: category.color,
          bookmarkCount,
          subscribable: category.subscribable,
          isPublic: true as const,
          isSubscribed,
        }))
      : [],
    bookmarks: owner.showBookmarkList ? rows.bookmarks.map(toBookmark) : [],
    bookmarksCursor: owner.showBookmarkList && rows.bookmarksCursor ? encodeCursor('added', rows.bookmarksCursor) : null,
  };
}
