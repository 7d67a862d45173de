import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MOBILE_QUERY, useMediaQuery } from '../../lib/use-media-query';
// The library screen composes the bookmarks, categories, player and library features (STYLE Web:
// features never import each other, app/ combines them).
import { isAllSelected, toggleAllSelected } from '../../features/bookmarks/lib/selection';
import { usePlayerLauncher } from '../../features/player/hooks/use-play-all';
import { loadPlayerTexts } from '../../features/player/lib/texts';
import { type VideoSummary, useStats } from '../../features/library/api';
import { ActiveFilters } from '../../features/library/components/active-filters';
import { FloatingActions } from '../../features/library/components/floating-actions';
import { SIDEBAR_FALLBACK_COLOR } from '../../features/library/components/sidebar-categories';
import { LibraryToolbar } from '../../features/library/components/library-toolbar';
import { watchUrl } from '../../features/library/components/video-suggestion';
import { useLibraryDialogs } from '../../features/library/hooks/use-library-dialogs';
import { listHeading } from '../../features/library/lib/list-heading';
import { viewerRegion } from '../../lib/region';
import { useLibraryFiltersStore } from '../../features/library/stores/library-filters';
import { useLibraryViewStore } from '../../features/library/stores/library-view';
import { lazyNamed } from '../lazy-named';
import { LibraryDialogs } from './library-dialogs';
import { LibraryOverlays } from './library-overlays';
import { LibraryResults } from './library-results';
import { LibrarySidebarFrame } from './library-sidebar-frame';
import { useCardHandlers } from './use-card-handlers';
import { useLibraryList } from './use-library-list';

// Shown only after the user picks a category: its own chunk.
const RecommendedVideos = lazyNamed(() => import('../../features/library/components/recommended-videos'), 'RecommendedVideos');

/** The library: the signed-in main bookmarks screen (spec 1 §2). */
export function LibraryScreen() {
  // Every namespace this screen shows, loaded together before the first paint. The dialogs' own
  // (`categories`) load with them: each waits in its own Suspense boundary (library-dialogs.tsx).
  const { t } = useTranslation(['library', 'bookmarks', 'common']);
  const [region] = useState(viewerRegion);
  const stats = useStats(region);
  const library = useLibraryList();
  const { list, category, categoryId, mode, selectedIds, playMode } = library;
  const { setSelectedIds, clearSelection } = useLibraryFiltersStore.getState();
  const { showNewestAdded, setViewMode, setCategoryViewMode } = useLibraryViewStore();

  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [categorySheetOpen, setCategorySheetOpen] = useState(false);
  const dialogs = useLibraryDialogs();
  const player = usePlayerLauncher();
  const handlers = useCardHandlers(library, { isMobile, player, dialogs });

  // Play All and the phone's play mode speak the player's words: there by the time they are pressed.
  const hasSelection = selectedIds.size > 0;
  useEffect(() => {
    if (hasSelection) loadPlayerTexts();
  }, [hasSelection]);

  const handleCreated = useCallback(() => {
    // Spec 1 §4: the new bookmark shows first, at the top.
    showNewestAdded();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [showNewestAdded]);

  const ownCategoryId = category && !category.isSubscribed ? category.id : undefined;
  const openAdd = () => dialogs.openAdd({ defaultCategoryId: ownCategoryId });
  const saveSuggestion = (video: VideoSummary) => dialogs.openAdd({ initialUrl: watchUrl(video.id), defaultCategoryId: ownCategoryId });
  const loadedIds = useMemo(() => list.bookmarks.map((b) => b.id), [list.bookmarks]);
  const savedVideoIds = useMemo(() => new Set(list.bookmarks.map((b) => b.videoId)), [list.bookmarks]);
  const canModifySelection = list.bookmarks.every((b) => !selectedIds.has(b.id) || !b.readOnly);
  const heading = listHeading(
    { filter: library.filter, category, search: library.search, stats },
    {
      filterTitle: (name) => t(`library:filters.${name}`),
      results: (text) => t('library:heading.results', { search: text }),
      count: (count) => t('library:heading.count', { count }),
      addedRecently: t('library:heading.addedRecently'),
      favoritesInCategory: t('library:heading.favoritesInCategory'),
    },
  );

  return (
    <div className="flex flex-1">
      <LibrarySidebarFrame stats={stats} categories={library.categories} categoriesLoading={library.categoriesLoading} onManageCategories={dialogs.openManage} />

      {/* From 640 px a lane on the right keeps the list clear of the floating + button. */}
      <div className="min-w-0 flex-1 px-4 pt-5 pb-32 sm:px-6 sm:pr-24 lg:pl-8 lg:pt-7">
        <LibraryToolbar
          title={heading.title}
          category={category}
          subtitle={heading.subtitle}
          viewMode={mode}
          inCategory={!!categoryId}
          onViewModeChange={(next) => (categoryId ? next !== 'category-sections' && setCategoryViewMode(next) : setViewMode(next))}
          allSelected={isAllSelected(selectedIds, loadedIds)}
          canSelect={loadedIds.length > 0}
          onToggleSelectAll={() => setSelectedIds(toggleAllSelected(selectedIds, loadedIds))}
        />
        <div className="mt-3 empty:hidden">
          <ActiveFilters category={category} search={library.search} />
        </div>
        <LibraryResults library={library} isMobile={isMobile} handlers={handlers} region={region} onGetStarted={openAdd} onSaveSuggestion={saveSuggestion} />
        {category ? (
          <Suspense fallback={null}>
            <RecommendedVideos key={category.id} categoryName={category.name} savedVideoIds={savedVideoIds} onSave={saveSuggestion} />
          </Suspense>
        ) : null}
      </div>

      <FloatingActions
        selectedCount={selectedIds.size}
        canModify={canModifySelection}
        isMobile={isMobile}
        categoryColor={category ? category.color || SIDEBAR_FALLBACK_COLOR : null}
        onQuickAdd={openAdd}
        onDelete={() => dialogs.openBatchDelete([...selectedIds])}
        onPlayAll={() => {
          const selected = library.listOrder.filter((b) => selectedIds.has(b.id));
          if (isMobile) playMode.enter(selected);
          else player.playAll(selected);
        }}
        onEditCategories={() => dialogs.openBatchCategories([...selectedIds])}
        onClearSelection={clearSelection}
        onOpenCategorySheet={() => setCategorySheetOpen(true)}
      />
      <LibraryOverlays
        player={player}
        isMobile={isMobile}
        categorySheetOpen={categorySheetOpen}
        onCategorySheetOpenChange={setCategorySheetOpen}
        stats={stats}
        categories={library.categories}
        onCreateCategory={() => dialogs.openManage('create')}
      />
      <LibraryDialogs
        dialogs={dialogs}
        onCreated={handleCreated}
        onBatchDeleted={(ids) => setSelectedIds(new Set([...selectedIds].filter((id) => !ids.includes(id))))}
        onBatchCategoriesDone={clearSelection}
      />
    </div>
  );
}
