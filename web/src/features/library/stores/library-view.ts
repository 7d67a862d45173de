import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The server's sort keys (spec 1 §4); 'recent' is the default. */
export const SORT_OPTIONS = ['recent', 'added', 'alphabetical', 'popular', 'duration'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export type ViewMode = 'grid' | 'list' | 'category-sections';
/** Category sections make no sense inside one category, so a category's view is grid or list. */
export type CategoryViewMode = Exclude<ViewMode, 'category-sections'>;

interface LibraryViewState {
  /** The list's order now. */
  sort: SortOption;
  /** The order the person picked, remembered across visits; 'recent' until they pick one. */
  chosenSort: SortOption;
  /** View mode for all bookmarks (no category selected). */
  viewMode: ViewMode;
  /** View mode while a category is selected. */
  categoryViewMode: CategoryViewMode;
  /** The person picks an order: shown now and remembered. */
  setSort: (sort: SortOption) => void;
  /** After a bookmark is created (spec 1 §4): newest added first for this visit, not remembered. */
  showNewestAdded: () => void;
  setViewMode: (mode: ViewMode) => void;
  setCategoryViewMode: (mode: CategoryViewMode) => void;
}

/** The bookmark list preferences spec 1 §3 keeps in browser storage. */
export const useLibraryViewStore = create<LibraryViewState>()(
  persist(
    (set) => ({
      sort: 'recent',
      chosenSort: 'recent',
      viewMode: 'grid',
      categoryViewMode: 'grid',
      setSort: (sort) => set({ sort, chosenSort: sort }),
      showNewestAdded: () => set({ sort: 'added' }),
      setViewMode: (viewMode) => set({ viewMode }),
      setCategoryViewMode: (categoryViewMode) => set({ categoryViewMode }),
    }),
    {
      name: 'vidshelf-library-view',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // Only what the person chose is remembered, so the default reads the same on every visit.
      partialize: (state) => ({ sort: state.chosenSort, viewMode: state.viewMode, categoryViewMode: state.categoryViewMode }),
      // Stored values are client input: anything unknown falls back to the default.
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<LibraryViewState>;
        const sort = SORT_OPTIONS.includes(stored.sort as SortOption) ? (stored.sort as SortOption) : current.sort;
        return {
          ...current,
          sort,
          chosenSort: sort,
          viewMode: ['grid', 'list', 'category-sections'].includes(stored.viewMode as string) ? (stored.viewMode as ViewMode) : current.viewMode,
          categoryViewMode: stored.categoryViewMode === 'list' ? 'list' : 'grid',
        };
      },
    },
  ),
);
