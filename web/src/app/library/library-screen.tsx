import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { LogoMark } from '../../components/ui/logo';
import { Sheet } from '../../components/ui/sheet';
import { Spinner } from '../../components/ui/spinner';
import { useCurrentUser } from '../../lib/auth';
import { useLibraryFiltersStore } from '../../features/library/stores/library-filters';
import { type ViewMode, useLibraryViewStore } from '../../features/library/stores/library-view';
import { useSidebarStore } from '../../features/library/stores/sidebar';
// The library screen composes the bookmarks, categories, player and library features (STYLE Web:
// features never import each other, app/ combines them).
import { useBookmarkList } from '../../features/bookmarks/hooks/use-bookmark-list';
import { groupIntoSections } from '../../features/bookmarks/lib/sections';
import { isAllSelected, pruneSelection, toggleAllSelected } from '../../features/bookmarks/lib/selection';
import { useCategoryLists } from '../../features/categories/api';
import { PlayModeBadge } from '../../features/player/components/play-mode-badge';
import { usePlayerLauncher } from '../../features/player/hooks/use-play-all';
import { sectionsQueue } from '../../features/player/lib/queue';
import { LazyInlinePlayer, LazyPlayerDialog } from '../../features/player/lazy';
import { usePlayMode } from '../../features/player/stores/play-mode';
import { useDebouncedValue } from '../../features/library/hooks/use-debounced-value';
import { useLibraryDialogs } from '../../features/library/hooks/use-library-dialogs';
import { useInfiniteScroll } from '../../features/library/hooks/use-infinite-scroll';
import { useSectionsDisabledInCategory, useSidebarFollowsWidth } from '../../features/library/hooks/use-view-rules';
import { DESKTOP_QUERY, MOBILE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { type VideoSummary, useStats } from '../../features/library/api';
import { listHeading } from '../../features/library/lib/list-heading';
import { browserRegion } from '../../features/library/lib/region';
import { ActiveFilters } from '../../features/library/components/active-filters';
import { BookmarkCollection, type CardHandlers, CollectionError, CollectionSkeleton } from './bookmark-collection';
import { EmptyLibrary } from '../../features/library/components/empty-library';
import { FloatingActions } from '../../features/library/components/floating-actions';
import { LibraryDialogs } from './library-dialogs';
import { LibrarySidebar, SIDEBAR_FALLBACK_COLOR } from '../../features/library/components/library-sidebar';
import { LibraryToolbar } from '../../features/library/components/library-toolbar';
import { watchUrl } from '../../features/library/components/video-suggestion';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '../lazy-named';

const SEARCH_DEBOUNCE_MS = 300;

// Shown only after the user picks a category or opens the phone's category sheet: their own chunks.
const RecommendedVideos = lazyNamed(() => import('../../features/library/components/recommended-videos'), 'RecommendedVideos');
const MobileCategorySheet = lazyNamed(() => import('../../features/library/components/mobile-category-sheet'), 'MobileCategorySheet');

/** The library: the signed-in main bookmarks screen (spec 1 §2). */
export function LibraryScreen() {
  // Every namespace this screen shows, loaded together before the first paint. The dialogs' own
  // (`categories`) load with them: each waits in its own Suspense boundary (library-dialogs.tsx).
  const { t } = useTranslation(['library', 'bookmarks', 'common']);
  const { user } = useCurrentUser();
  const stats = useStats();
  const { own, subscribed, isLoading: categoriesLoading } = useCategoryLists();
  const categories = useMemo(() => [...own, ...subscribed], [own, subscribed]);

  const filter = useLibraryFiltersStore((s) => s.filter);
  const categoryId = useLibraryFiltersStore((s) => s.categoryId);
  const rawSearch = useLibraryFiltersStore((s) => s.search);
  const selectedIds = useLibraryFiltersStore((s) => s.selectedIds);
  const { setCategoryId, setSelectedIds, toggleSelected, clearSelection, resetAll } = useLibraryFiltersStore.getState();
  const { sort, viewMode, categoryViewMode, showNewestAdded, setViewMode, setCategoryViewMode } = useLibraryViewStore();
  const search = useDebouncedValue(rawSearch.trim(), SEARCH_DEBOUNCE_MS);

  const isMobile = useMediaQuery(MOBILE_QUERY);
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const sidebarOpen = useSidebarStore((s) => s.open);
  const setSidebarOpen = useSidebarStore((s) => s.setOpen);
  const [categorySheetOpen, setCategorySheetOpen] = useState(false);
  // Mounted from its first opening on, so it can animate closed.
  const [categorySheetOpened, setCategorySheetOpened] = useState(false);
  if (categorySheetOpen && !categorySheetOpened) setCategorySheetOpened(true);
  const dialogs = useLibraryDialogs();
  const [region] = useState(browserRegion);

  const category = categories.find((c) => c.id === categoryId) ?? null;
  const list = useBookmarkList({ categoryId, favorites: filter === 'favorites', recent: filter === 'recent', search, sort });
  const mode: ViewMode = categoryId ? categoryViewMode : viewMode;
  const player = usePlayerLauncher();
  const playMode = usePlayMode();
  // Phone play mode narrows the list to the videos being played, in play order.
  const shownBookmarks = useMemo(() => {
    if (!playMode.ids) return list.bookmarks;
    const byId = new Map(list.bookmarks.map((b) => [b.id, b]));
    return playMode.ids.flatMap((id) => byId.get(id) ?? []);
  }, [list.bookmarks, playMode.ids]);
  const sections = useMemo(() => (mode === 'category-sections' ? groupIntoSections(shownBookmarks, categories) : []), [mode, shownBookmarks, categories]);
  const listOrder = mode === 'category-sections' ? sectionsQueue(list.bookmarks, categories) : list.bookmarks;
  const hasFilters = filter !== 'all' || !!categoryId || !!search;

  useSidebarFollowsWidth(isDesktop, setSidebarOpen);
  useSectionsDisabledInCategory(categoryId, viewMode, setCategoryViewMode);

  // A category deleted or unsubscribed elsewhere stops being the filter.
  useEffect(() => {
    if (categoryId && !categoriesLoading && !category) setCategoryId(null);
  }, [categoryId, category, categoriesLoading, setCategoryId]);

  // Spec 1 §4: the selection only ever holds bookmarks that are in the loaded list.
  useEffect(() => {
    if (list.isLoading || list.isStale) return;
    const pruned = pruneSelection(selectedIds, list.bookmarks.map((b) => b.id));
    if (pruned !== selectedIds) setSelectedIds(pruned);
  }, [list.bookmarks, list.isLoading, list.isStale, selectedIds, setSelectedIds]);

  const sentinel = useInfiniteScroll({ enabled: list.hasMore && !list.isLoadingMore, itemCount: list.bookmarks.length, onReachEnd: list.loadMore });

  const handleCreated = useCallback(() => {
    // Spec 1 §4: the new bookmark shows first, at the top.
    showNewestAdded();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [showNewestAdded]);

  const ownCategoryId = category && !category.isSubscribed ? category.id : undefined;
  const saveSuggestion = (video: VideoSummary) => dialogs.openAdd({ initialUrl: watchUrl(video.id), defaultCategoryId: ownCategoryId });

  const handlers: CardHandlers = {
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

  const selectedBookmarks = list.bookmarks.filter((b) => selectedIds.has(b.id));
  const canModifySelection = selectedBookmarks.every((b) => !b.readOnly);
  const heading = listHeading(
    { filter, category, search, stats },
    {
      filterTitle: (name) => t(`library:filters.${name}`),
      results: (text) => t('library:heading.results', { search: text }),
      count: (count) => t('library:heading.count', { count }),
      addedRecently: t('library:heading.addedRecently'),
      favoritesInCategory: t('library:heading.favoritesInCategory'),
    },
  );
  const savedVideoIds = useMemo(() => new Set(list.bookmarks.map((b) => b.videoId)), [list.bookmarks]);
  const closeSidebarOnNarrow = () => {
    if (!isDesktop) setSidebarOpen(false);
  };

  const sidebar = (
    <LibrarySidebar
      stats={stats}
      categories={categories}
      categoriesLoading={categoriesLoading}
      onNavigate={closeSidebarOnNarrow}
      onAddCategory={() => {
        closeSidebarOnNarrow();
        dialogs.openManage('create');
      }}
      onManageCategories={() => {
        closeSidebarOnNarrow();
        dialogs.openManage('list');
      }}
    />
  );

  return (
    <div className="flex flex-1">
      {isDesktop ? (
        sidebarOpen ? (
          <aside className="sticky top-16 h-[calc(100dvh-4rem)] w-72 shrink-0 overflow-y-auto border-r border-zinc-200 bg-white/70 dark:border-zinc-800 dark:bg-zinc-900/40">
            {sidebar}
          </aside>
        ) : null
      ) : (
        <Sheet
          open={sidebarOpen}
          onOpenChange={setSidebarOpen}
          side="left"
          title={t('library:title')}
          hideTitle
          header={
            <span className="flex items-center gap-2 text-lg font-semibold tracking-tight text-zinc-900 dark:text-zinc-100">
              <LogoMark /> Vidshelf
            </span>
          }
        >
          {sidebar}
        </Sheet>
      )}

      {/* From 640 px a lane on the right keeps the list clear of the floating + button. */}
      <div className="min-w-0 flex-1 px-4 pt-5 pb-32 sm:px-6 sm:pr-24 lg:pl-8 lg:pt-7">
        <LibraryToolbar
          title={heading.title}
          category={category}
          subtitle={heading.subtitle}
          viewMode={mode}
          inCategory={!!categoryId}
          onViewModeChange={(next) => (categoryId ? next !== 'category-sections' && setCategoryViewMode(next) : setViewMode(next))}
          allSelected={isAllSelected(selectedIds, list.bookmarks.map((b) => b.id))}
          canSelect={list.bookmarks.length > 0}
          onToggleSelectAll={() => setSelectedIds(toggleAllSelected(selectedIds, list.bookmarks.map((b) => b.id)))}
        />
        <div className="mt-3 empty:hidden">
          <ActiveFilters category={category} search={search} />
        </div>

        <div className="mt-6" aria-busy={list.isLoading || list.isStale}>
          {list.isLoading ? (
            <CollectionSkeleton mode={mode} isMobile={isMobile} />
          ) : list.error && list.bookmarks.length === 0 ? (
            <CollectionError onRetry={list.retry} />
          ) : list.bookmarks.length === 0 ? (
            <EmptyLibrary
              showTrending={!hasFilters}
              hasFilters={hasFilters}
              region={region}
              onGetStarted={() => dialogs.openAdd({ defaultCategoryId: ownCategoryId })}
              onClearFilters={resetAll}
              onSaveSuggestion={saveSuggestion}
            />
          ) : (
            <div className={list.isStale ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
              {playMode.ids ? (
                <div className="mb-4">
                  <PlayModeBadge count={playMode.ids.length} onExit={playMode.exit} />
                </div>
              ) : null}
              <BookmarkCollection
                bookmarks={shownBookmarks}
                sections={sections}
                mode={mode}
                isMobile={isMobile}
                handlers={handlers}
                onOpenSection={setCategoryId}
              />
            </div>
          )}
        </div>

        {list.hasMore && !list.isLoading ? (
          <div className="mt-10 flex justify-center">
            <div ref={sentinel} aria-hidden="true" />
            <Button variant="secondary" onClick={list.loadMore} disabled={list.isLoadingMore}>
              {list.isLoadingMore ? <Spinner className="size-4" /> : null}
              {list.isLoadingMore ? t('library:loading') : t('library:loadMore')}
            </Button>
          </div>
        ) : null}

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
        onQuickAdd={() => dialogs.openAdd({ defaultCategoryId: ownCategoryId })}
        onDelete={() => dialogs.openBatchDelete([...selectedIds])}
        onPlayAll={() => {
          const selected = listOrder.filter((b) => selectedIds.has(b.id));
          if (isMobile) playMode.enter(selected);
          else player.playAll(selected);
        }}
        onEditCategories={() => dialogs.openBatchCategories([...selectedIds])}
        onClearSelection={clearSelection}
        onOpenCategorySheet={() => setCategorySheetOpen(true)}
      />
      {isMobile && categorySheetOpened ? (
        <Suspense fallback={null}>
          <MobileCategorySheet
            open={categorySheetOpen}
            onOpenChange={setCategorySheetOpen}
            stats={stats}
            categories={categories}
            onCreateCategory={() => dialogs.openManage('create')}
          />
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
      <LibraryDialogs
        dialogs={dialogs}
        onCreated={handleCreated}
        onBatchDeleted={(ids) => setSelectedIds(new Set([...selectedIds].filter((id) => !ids.includes(id))))}
        onBatchCategoriesDone={clearSelection}
      />
    </div>
  );
}
