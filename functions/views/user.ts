import type { User } from '../../db/schema.ts';
import type { CurrentUser } from '../schemas/responses.ts';

/** The current-user answer (GET /api/auth/user): profile and settings, never internal fields. */
export function toCurrentUser(user: User, isAdmin: boolean): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    handle: user.handle,
    title: user.title,
    description: user.description,
    isPublic: user.isPublic,
    featuredVideoId: user.featuredBookmarkId,
    isAdmin,
    createdAt: user.createdAt.toISOString(),
    showEmail: user.showEmail,
    showName: user.showName,
    showProfileImage: user.showProfileImage,
    showMainCard: user.showMainCard,
    showBookmarkList: user.showBookmarkList,
    showCategories: user.showCategories,
    showFavorites: user.showFavorites,
    showFeaturedVideo: user.showFeaturedVideo,
    showNotes: user.showNotes,
    publicTheme: user.publicTheme,
  };
}
