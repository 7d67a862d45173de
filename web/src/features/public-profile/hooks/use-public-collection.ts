import { useMemo, useState } from 'react';
import { usePublicBookmarkPages } from '../api';
import type { PublicBookmark, PublicProfile } from '../types';

/** What the page's lists need to go on past the profile answer. */
export interface MoreBookmarks {
  /** More may follow what is loaded: the lists keep a sentinel at their end. */
  hasMore: boolean;
  isLoadingMore: boolean;
  /** Pages loaded beyond the answer: a page can add no card to a list and still lead on. */
  loadedPages: number;
  loadMore(): void;
}

/**
 * The public page's whole collection, or only its favourites (`favorites`, the Favorites row):
 * the profile answer's bookmarks at once (the first paint), then, only when a list reaches its
 * end, the pages that follow them, newest first. Sections and the player's queues are cut from
 * this one list, so each grows as more loads. The favourites page on by themselves: the row
 * reaches the last favourite without the whole collection loading under it.
 */
export function usePublicCollection(handle: string, profile: PublicProfile | undefined, { favorites = false } = {}) {
  // Hidden favourites are no list at all: the server refuses to page them.
  const shown = !!profile && (!favorites || profile.user.showFavorites);
  const first = useMemo(() => (!profile || !shown ? [] : favorites ? profile.bookmarks.filter((b) => b.isFavorite) : profile.bookmarks), [profile, shown, favorites]);
  // The favourites the answer carries may be all there are (favoriteCount): then nothing follows.
  const complete = favorites && first.length >= (profile?.user.favoriteCount ?? 0);
  const after = shown && !complete ? (profile.bookmarksCursor ?? null) : null;
  const [wanted, setWanted] = useState(false);
  const pages = usePublicBookmarkPages(handle, { favorites, enabled: wanted && after !== null, after });
  const bookmarks = useMemo<PublicBookmark[]>(() => {
    // The cursor starts after the answer's last; a card is still never shown twice in one list.
    const seen = new Set(first.map((b) => b.id));
    return [...first, ...pages.bookmarks.filter((b) => !seen.has(b.id))];
  }, [first, pages.bookmarks]);
  const more: MoreBookmarks = {
    hasMore: after !== null && (!wanted || pages.isLoading || pages.hasMore),
    isLoadingMore: wanted && (pages.isLoading || pages.isLoadingMore),
    loadedPages: pages.loadedPages,
    loadMore: () => (wanted ? pages.loadMore() : setWanted(true)),
  };
  return { bookmarks, more };
}
