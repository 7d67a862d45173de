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
 * The public page's whole collection: the profile answer's bookmarks at once (the first paint),
 * then, only when a list reaches its end, the pages that follow them, newest first. Sections and
 * the player's queues are cut from this one list, so each grows as more loads.
 */
export function usePublicCollection(handle: string, profile: PublicProfile | undefined) {
  const after = profile?.bookmarksCursor ?? null;
  const [wanted, setWanted] = useState(false);
  const pages = usePublicBookmarkPages(handle, null, wanted && after !== null, after);
  const bookmarks = useMemo<PublicBookmark[]>(() => {
    if (!profile) return [];
    // The cursor starts after the answer's last; a card is still never shown twice in one list.
    const shown = new Set(profile.bookmarks.map((b) => b.id));
    return [...profile.bookmarks, ...pages.bookmarks.filter((b) => !shown.has(b.id))];
  }, [profile, pages.bookmarks]);
  const more: MoreBookmarks = {
    hasMore: after !== null && (!wanted || pages.isLoading || pages.hasMore),
    isLoadingMore: wanted && (pages.isLoading || pages.isLoadingMore),
    loadedPages: pages.loadedPages,
    loadMore: () => (wanted ? pages.loadMore() : setWanted(true)),
  };
  return { bookmarks, more };
}
