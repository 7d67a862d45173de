import { i18n } from '../../i18n';
import { preloadBookmarkList } from '../../features/bookmarks/hooks/use-bookmark-list';
import { preloadCategoryLists } from '../../features/categories/api';
import { preloadStats } from '../../features/library/api';
import { useLibraryFiltersStore } from '../../features/library/stores/library-filters';
import { useLibraryViewStore } from '../../features/library/stores/library-view';
import { viewerRegion } from '../../lib/region';

/**
 * The library's first requests and texts, asked for before its screen renders: the same keys the
 * screen's hooks use (use-library-list.ts), so SWR hands them the answers already on their way.
 */
export function preloadLibrary() {
  const { filter, categoryId, search } = useLibraryFiltersStore.getState();
  const { sort } = useLibraryViewStore.getState();
  preloadStats(viewerRegion());
  preloadCategoryLists();
  preloadBookmarkList({ categoryId, favorites: filter === 'favorites', recent: filter === 'recent', unavailable: filter === 'unavailable', region: viewerRegion(), search: search.trim(), sort });
  void i18n.loadNamespaces(['library', 'bookmarks']);
}
