import { Badge } from '../../../components/ui/badge';
import type { Category } from '../../../lib/models';
import { useLibraryFiltersStore } from '../stores/library-filters';
import { tint } from '../../../lib/card-display';
import { SIDEBAR_FALLBACK_COLOR } from './sidebar-categories';
import { useTranslation } from 'react-i18next';

/** The active filters as removable badges: category, Favorites, Recent, Unavailable, 'Search: …' (spec 1 §2). */
export function ActiveFilters({ category, search }: { category: Category | null; search: string }) {
  const filter = useLibraryFiltersStore((s) => s.filter);
  const setCategoryId = useLibraryFiltersStore((s) => s.setCategoryId);
  const clearFilter = useLibraryFiltersStore((s) => s.clearFilter);
  const setSearch = useLibraryFiltersStore((s) => s.setSearch);
  const resetAll = useLibraryFiltersStore((s) => s.resetAll);
  const { t } = useTranslation(['library', 'common']);

  const badges = [
    category ? (
      <Badge
        key="category"
        className="py-1 pl-2.5 text-zinc-800 dark:text-zinc-100"
        style={{ backgroundColor: tint(category.color || SIDEBAR_FALLBACK_COLOR, 0.16) }}
        onRemove={() => setCategoryId(null)}
        removeLabel={t('activeFilters.removeCategory', { name: category.name })}
      >
        <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: category.color || SIDEBAR_FALLBACK_COLOR }} />
        {category.name}
      </Badge>
    ) : null,
    filter === 'favorites' ? (
      <Badge key="favorites" className="py-1 pl-2.5" onRemove={clearFilter} removeLabel={t('activeFilters.removeFavorites')}>
        {t('filters.favorites')}
      </Badge>
    ) : null,
    filter === 'recent' ? (
      <Badge key="recent" className="py-1 pl-2.5" onRemove={clearFilter} removeLabel={t('activeFilters.removeRecent')}>
        {t('activeFilters.recent')}
      </Badge>
    ) : null,
    filter === 'unavailable' ? (
      <Badge key="unavailable" className="py-1 pl-2.5" onRemove={clearFilter} removeLabel={t('activeFilters.removeUnavailable')}>
        {t('filters.unavailable')}
      </Badge>
    ) : null,
    search ? (
      <Badge key="search" className="max-w-72 py-1 pl-2.5" onRemove={() => setSearch('')} removeLabel={t('common:header.clearSearch')}>
        <span className="truncate">{t('activeFilters.search', { search })}</span>
      </Badge>
    ) : null,
  ].filter(Boolean);

  if (badges.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label={t('activeFilters.label')} role="group">
      {badges}
      {badges.length > 1 ? (
        <button
          type="button"
          onClick={resetAll}
          className="cursor-pointer rounded px-1 text-xs font-medium text-zinc-500 hover:text-zinc-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-zinc-400 dark:hover:text-white"
        >
          {t('activeFilters.clearAll')}
        </button>
      ) : null}
    </div>
  );
}
