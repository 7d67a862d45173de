import { Suspense, useMemo, useRef } from 'react';
import type { LibraryDialogsState } from '../../features/library/hooks/use-library-dialogs';
import type { usePlayerLauncher } from '../../features/player/hooks/use-play-all';
import { LazyInlinePlayer } from '../../features/player/lazy';
import { useLibraryFiltersStore } from '../../features/library/stores/library-filters';
import { useCurrentUser } from '../../lib/auth';
import type { CardHandlers } from './bookmark-collection';
import type { LibraryList } from './use-library-list';

interface Options {
  isMobile: boolean;
  player: ReturnType<typeof usePlayerLauncher>;
  dialogs: LibraryDialogsState;
}

/**
 * What a card's clicks do on the library: select, play (inline on phones), edit, delete. The
 * object changes only with what cards show (selection, featured, the playing card), not with every
 * loaded page, so the cards on screen skip the re-render of a page load.
 */
export function useCardHandlers(library: LibraryList, options: Options): CardHandlers {
  const { user } = useCurrentUser();
  const latest = useRef({ library, options });
  latest.current = { library, options };
  const featuredId = user?.featuredVideoId ?? null;
  const { selectedIds, playMode } = library;
  const { isMobile } = options;
  const playingId = playMode.playingId;

  return useMemo<CardHandlers>(() => {
    const { toggleSelected, clearSelection } = useLibraryFiltersStore.getState();
    const now = () => latest.current;
    return {
      featuredId,
      selectedIds,
      onSelectedChange: (bookmark, selected) => {
        if (selected !== selectedIds.has(bookmark.id)) toggleSelected(bookmark.id);
      },
      // Spec 1 §4: phones play inline; elsewhere the dialog plays the sections in display order, or
      // the category rotated to start at the clicked video, or the one video.
      onPlay: (bookmark) => {
        const { library: l, options: o } = now();
        if (o.isMobile) l.playMode.setPlayingId(bookmark.id);
        else if (l.mode === 'category-sections') o.player.playSections(l.list.bookmarks, l.categories, bookmark);
        else if (l.categoryId) o.player.playCategory(l.list.bookmarks, bookmark);
        else o.player.playOne(bookmark);
      },
      inlinePlayerFor: (bookmark) =>
        isMobile && playingId === bookmark.id ? (
          <Suspense fallback={<div className="aspect-video w-full animate-pulse rounded-xl bg-zinc-900" />}>
            <LazyInlinePlayer
              bookmark={bookmark}
              readOnly={bookmark.readOnly}
              onClose={() => now().library.playMode.setPlayingId(null)}
              onEnded={() => now().library.playMode.advance(bookmark.id, clearSelection)}
            />
          </Suspense>
        ) : null,
      onEdit: (bookmark) => now().options.dialogs.setEditing(bookmark),
      onDelete: (bookmark) => now().options.dialogs.setDeleting(bookmark),
    };
  }, [featuredId, selectedIds, isMobile, playingId]);
}
