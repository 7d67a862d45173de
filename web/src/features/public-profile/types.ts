import type { ReactNode } from 'react';

/*
 * The public profile answer (PROFILES-CONTRACT.md, GET /api/public/:handle), declared here until
 * the API's own schema module lands; then these become `import type` re-exports from
 * functions/schemas/public-profile.ts.
 */

export type PublicTheme = 'light' | 'dark' | 'system' | 'auto';

export interface PublicBookmark {
  id: string;
  videoId: string;
  url: string;
  title: string;
  channel: string | null;
  thumbnail: string | null;
  duration: string | null;
  views: number | null;
  embeddable: boolean;
  isFavorite: boolean;
  createdAt: string;
  /** Public categories only. */
  categories: { id: string }[];
}

export interface PublicCategory {
  id: string;
  name: string;
  color: string;
  bookmarkCount: number;
  subscribable: boolean;
  isPublic: true;
  /** The viewer's subscription; false when signed out. */
  isSubscribed: boolean;
}

export interface PublicUser {
  handle: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  email: string | null;
  title: string | null;
  description: string | null;
  createdAt: string;
  bookmarkCount: number;
  favoriteCount: number;
  publicTheme: PublicTheme;
  showMainCard: boolean;
  showBookmarkList: boolean;
  showCategories: boolean;
  showFavorites: boolean;
  showFeaturedVideo: boolean;
  featuredVideo: PublicBookmark | null;
  isOwner: boolean;
}

export interface PublicProfile {
  user: PublicUser;
  categories: PublicCategory[];
  bookmarks: PublicBookmark[];
}

/** What the player plays: a queue (a section or the filtered list) and where to start. */
export interface PlaybackSession {
  /** Changes on every new session, so the player starts fresh. */
  id: number;
  queue: PublicBookmark[];
  startIndex: number;
}

/**
 * The player is another feature: app/ passes it in through these two slots (STYLE.md: features
 * never import each other). Both play read-only: nothing is saved for someone else's bookmarks.
 */
export interface PublicPlayerSlots {
  dialog(props: { session: PlaybackSession; open: boolean; onOpenChange(open: boolean): void }): ReactNode;
  inline(props: { bookmark: PublicBookmark; onClose(): void; onEnded(): void }): ReactNode;
}
