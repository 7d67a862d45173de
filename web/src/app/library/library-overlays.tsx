import { Suspense, useState } from 'react';
import type { usePlayerLauncher } from '../../features/player/hooks/use-play-all';
import { LazyPlayerDialog } from '../../features/player/lazy';
import { useLibraryFiltersStore } from '../../features/library/stores/library-filters';
import type { Category, Stats } from '../../lib/models';
import { lazyNamed } from '../lazy-named';

// Shown only after the user opens the phone's category sheet: its own chunk.
const MobileCategorySheet = lazyNamed(() => import('../../features/library/components/mobile-category-sheet'), 'MobileCategorySheet');

interface LibraryOverlaysProps {
  player: ReturnType<typeof usePlayerLauncher>;
  isMobile: boolean;
  categorySheetOpen: boolean;
  onCategorySheetOpenChange: (open: boolean) => void;
  stats: Stats | null | undefined;
  categories: Category[];
  onCreateCategory: () => void;
}

/** What opens over the library and loads on first use: the phone's category sheet and the player. */
export function LibraryOverlays({ player, isMobile, categorySheetOpen, onCategorySheetOpenChange, stats, categories, onCreateCategory }: LibraryOverlaysProps) {
  // Mounted from its first opening on, so it can animate closed.
  const [sheetOpened, setSheetOpened] = useState(false);
  if (categorySheetOpen && !sheetOpened) setSheetOpened(true);
  const clearSelection = useLibraryFiltersStore((s) => s.clearSelection);
  return (
    <>
      {isMobile && sheetOpened ? (
        <Suspense fallback={null}>
          <MobileCategorySheet open={categorySheetOpen} onOpenChange={onCategorySheetOpenChange} stats={stats} categories={categories} onCreateCategory={onCreateCategory} />
        </Suspense>
      ) : null}
      {player.session ? (
        <Suspense fallback={null}>
          <LazyPlayerDialog
            key={player.session.id}
            {...player.session}
            open={player.open}
            onOpenChange={player.setOpen}
            readOnly={player.session.queue[player.session.startIndex]?.readOnly}
            onPlayAllComplete={clearSelection}
          />
        </Suspense>
      ) : null}
    </>
  );
}
