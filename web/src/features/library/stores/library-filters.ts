import { create } from 'zustand';

/**
 * The sidebar's filters; Recent means added in the last 7 days (DESIGN §8), Unavailable the saved
 * videos YouTube no longer plays where the viewer is.
 */
export type LibraryFilter = 'all' | 'favorites' | 'recent' | 'unavailable';

interface LibraryFiltersState {
  /** What the header search box holds (the list debounces it). */
  search: string;
  filter: LibraryFilter;
  categoryId: string | null;
  /** Ids of the bookmarks ticked for batch actions. */
  selectedIds: ReadonlySet<string>;
  setSearch: (search: string) => void;
  setFilter: (filter: LibraryFilter) => void;
  setCategoryId: (categoryId: string | null) => void;
  /** Drops Favorites, Recent or Unavailable but keeps the category (removing a filter badge). */
  clearFilter: () => void;
  /** Back to every bookmark: no filter, category or search. */
  resetAll: () => void;
  setSelectedIds: (ids: ReadonlySet<string>) => void;
  toggleSelected: (id: string) => void;
  clearSelection: () => void;
}

const EMPTY: ReadonlySet<string> = new Set();

/**
 * What the bookmark list shows right now: search, filter, category and selection. Shared by the
 * header search, the sidebar and the list; not persisted (a fresh visit starts unfiltered).
 */
export const useLibraryFiltersStore = create<LibraryFiltersState>((set) => ({
  search: '',
  filter: 'all',
  categoryId: null,
  selectedIds: EMPTY,
  setSearch: (search) => set({ search }),
  // Filters and a category combine (favourites within a category); "All Bookmarks" resets both.
  setFilter: (filter) => set(filter === 'all' ? { filter, categoryId: null } : { filter }),
  setCategoryId: (categoryId) => set({ categoryId }),
  clearFilter: () => set({ filter: 'all' }),
  resetAll: () => set({ filter: 'all', categoryId: null, search: '' }),
  setSelectedIds: (selectedIds) => set({ selectedIds }),
  toggleSelected: (id) =>
    set((state) => {
      const next = new Set(state.selectedIds);
      if (!next.delete(id)) next.add(id);
      return { selectedIds: next };
    }),
  clearSelection: () => set({ selectedIds: EMPTY }),
}));

/** Shows one category in the library, with no other filter (the Categories page's cards). */
export function showCategoryInLibrary(categoryId: string) {
  const filters = useLibraryFiltersStore.getState();
  filters.resetAll();
  filters.setCategoryId(categoryId);
}
