import { useEffect, useMemo } from 'react';
import { useBookmarkList } from '../../features/bookmarks/hooks/use-bookmark-list';
import { groupIntoSections } from '../../features/bookmarks/lib/sections';
import { pruneSelection } from '../../features/bookmarks/lib/selection';
import { useCategoryLists } from '../../features/categories/api';
import { useDebouncedValue } from '../../features/library/hooks/use-debounced-value';
import { useSectionsDisabledInCategory } from '../../features/library/hooks/use-view-rules';
import { useLibraryFiltersStore } from '../../features/library/stores/library-filters';
import { type ViewMode, useLibraryViewStore } from '../../features/library/stores/library-view';
import { sectionsQueue } from '../../features/player/lib/queue';
import { usePlayMode } from '../../features/player/stores/play-mode';
import { viewerRegion } from '../../lib/region';
import { useTopOnNewList } from './use-top-on-new-list';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * What the library shows: the categories, the filtered and sorted bookmark list with its view
 * mode, the phone's play mode, and the selection kept to bookmarks that are loaded.
 */
export function useLibraryList() {
  const { own, subscribed, isLoading: categoriesLoading } = useCategoryLists();
  const categories = useMemo(() => [...own, ...subscribed], [own, subscribed]);

  const filter = useLibraryFiltersStore((s) => s.filter);
  const categoryId = useLibraryFiltersStore((s) => s.categoryId);
  const rawSearch = useLibraryFiltersStore((s) => s.search);
  const selectedIds = useLibraryFiltersStore((s) => s.selectedIds);
  const { setCategoryId, setSelectedIds } = useLibraryFiltersStore.getState();
  const { sort, viewMode, categoryViewMode, setCategoryViewMode } = useLibraryViewStore();
  const search = useDebouncedValue(rawSearch.trim(), SEARCH_DEBOUNCE_MS);

  const category = categories.find((c) => c.id === categoryId) ?? null;
  const list = useBookmarkList({ categoryId, favorites: filter === 'favorites', recent: filter === 'recent', unavailable: filter === 'unavailable', region: viewerRegion(), search, sort });
  const mode: ViewMode = categoryId ? categoryViewMode : viewMode;
  const playMode = usePlayMode();
  // Phone play mode narrows the list to the videos being played, in play order.
  const shownBookmarks = useMemo(() => {
    if (!playMode.ids) return list.bookmarks;
    const byId = new Map(list.bookmarks.map((b) => [b.id, b]));
    return playMode.ids.flatMap((id) => byId.get(id) ?? []);
  }, [list.bookmarks, playMode.ids]);
  const sections = useMemo(() => (mode === 'category-sections' ? groupIntoSections(shownBookmarks, categories) : []), [mode, shownBookmarks, categories]);
  const listOrder = useMemo(() => (mode === 'category-sections' ? sectionsQueue(list.bookmarks, categories) : list.bookmarks), [mode, list.bookmarks, categories]);

  useSectionsDisabledInCategory(categoryId, viewMode, setCategoryViewMode);
  useTopOnNewList(JSON.stringify([filter, categoryId, search, sort]));

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

  return {
    categories,
    categoriesLoading,
    category,
    categoryId,
    filter,
    search,
    hasFilters: filter !== 'all' || !!categoryId || !!search,
    list,
    mode,
    playMode,
    shownBookmarks,
    sections,
    listOrder,
    selectedIds,
  };
}

export type LibraryList = ReturnType<typeof useLibraryList>;
