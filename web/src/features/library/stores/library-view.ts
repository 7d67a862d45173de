import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The server's sort keys (spec 1 §4); 'recent' is the default. */
export const SORT_OPTIONS = ['recent', 'added', 'alphabetical', 'popular', 'duration'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export type ViewMode = 'grid' | 'list' | 'category-sections';
/** Category sections make no sense inside one category, so a category's view is grid or list. */
export type CategoryViewMode = Exclude<ViewMode, 'category-sections'>;

interface LibraryViewState {
  sort: SortOption;
  /** View mode for all bookmarks (no category selected). */
  viewMode: ViewMode;
  /** View mode while a category is selected. */
  categoryViewMode: CategoryViewMode;
  setSort: (sort: SortOption) => void;
  setViewMode: (mode: ViewMode) => void;
  setCategoryViewMode: (mode: CategoryViewMode) => void;
}

/** The bookmark list preferences spec 1 §3 keeps in browser storage. */
export const useLibraryViewStore = create<LibraryViewState>()(
  persist(
    (set) => ({
      sort: 'recent',
      viewMode: 'grid',
      categoryViewMode: 'grid',
      setSort: (sort) => set({ sort }),
      setViewMode: (viewMode) => set({ viewMode }),
      setCategoryViewMode: (categoryViewMode) => set({ categoryViewMode }),
    }),
    {
      name: 'vidshelf-library-view',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // Stored values are client input: anything unknown falls back to the default.
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<LibraryViewState>;
        return {
          ...current,
          sort: SORT_OPTIONS.includes(stored.sort as SortOption) ? (stored.sort as SortOption) : current.sort,
          viewMode: ['grid', 'list', 'category-sections'].includes(stored.viewMode as string) ? (stored.viewMode as ViewMode) : current.viewMode,
          categoryViewMode: stored.categoryViewMode === 'list' ? 'list' : 'grid',
        };
      },
    },
  ),
);
