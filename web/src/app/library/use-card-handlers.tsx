import { Suspense } from 'react';
import type { LibraryDialogsState } from '../../features/library/hooks/use-library-dialogs';
import type { usePlayerLauncher } from '../../features/player/hooks/use-play-all';
import { LazyInlinePlayer } from '../../features/player/lazy';
import { useLibraryFiltersStore } from '../../features/library/stores/library-filters';
import { useCurrentUser } from '../../lib/auth';
import type { CardHandlers } from './bookmark-collection';
import type { LibraryList } from './use-library-list';

/** What a card's clicks do on the library: select, play (inline on phones), edit, delete. */
export function useCardHandlers(library: LibraryList, options: { isMobile: boolean; player: ReturnType<typeof usePlayerLauncher>; dialogs: LibraryDialogsState }): CardHandlers {
  const { user } = useCurrentUser();
  const { toggleSelected, clearSelection } = useLibraryFiltersStore.getState();
  const { list, mode, categoryId, categories, playMode, selectedIds } = library;
  const { isMobile, player, dialogs } = options;
  return {
    featuredId: user?.featuredVideoId ?? null,
    selectedIds,
    onSelectedChange: (bookmark, selected) => {
      if (selected !== selectedIds.has(bookmark.id)) toggleSelected(bookmark.id);
    },
    // Spec 1 §4: phones play inline; elsewhere the dialog plays the sections in display order, or
    // the category rotated to start at the clicked video, or the one video.
    onPlay: (bookmark) => {
      if (isMobile) playMode.setPlayingId(bookmark.id);
      else if (mode === 'category-sections') player.playSections(list.bookmarks, categories, bookmark);
      else if (categoryId) player.playCategory(list.bookmarks, bookmark);
      else player.playOne(bookmark);
    },
    inlinePlayerFor: (bookmark) =>
      isMobile && playMode.playingId === bookmark.id ? (
        <Suspense fallback={<div className="aspect-video w-full animate-pulse rounded-xl bg-zinc-900" />}>
          <LazyInlinePlayer
            bookmark={bookmark}
            readOnly={bookmark.readOnly}
            onClose={() => playMode.setPlayingId(null)}
            onEnded={() => playMode.advance(bookmark.id, clearSelection)}
          />
        </Suspense>
      ) : null,
    onEdit: dialogs.setEditing,
    onDelete: dialogs.setDeleting,
  };
}
