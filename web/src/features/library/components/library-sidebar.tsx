import {
  AlertCircleIcon,
  BookmarkIcon,
  CalendarIcon,
  ClockIcon,
  EyeIcon,
  FolderCogIcon,
  HeartIcon,
  LayersIcon,
} from '../../../components/ui/icons';
import type { Category, Stats } from '../../../lib/models';
import { type LibraryFilter, useLibraryFiltersStore } from '../stores/library-filters';
import { useTranslation } from 'react-i18next';
import { SidebarCategories } from './sidebar-categories';
import { NavItem, SIDEBAR_HEADING, StatTile } from './sidebar-items';

interface LibrarySidebarProps {
  stats: Stats | null | undefined;
  categories: Category[];
  categoriesLoading: boolean;
  /** After a choice: closes the slide-over below 1024 px. */
  onNavigate: () => void;
  onAddCategory: () => void;
  onManageCategories: () => void;
}

/** Quick Stats, the three filters and the categories (spec 1 §2 "Sidebar"). */
export function LibrarySidebar({ stats, categories, categoriesLoading, onNavigate, onAddCategory, onManageCategories }: LibrarySidebarProps) {
  const filter = useLibraryFiltersStore((s) => s.filter);
  const categoryId = useLibraryFiltersStore((s) => s.categoryId);
  const setFilter = useLibraryFiltersStore((s) => s.setFilter);
  const setCategoryId = useLibraryFiltersStore((s) => s.setCategoryId);
  const { t } = useTranslation('library');

  const chooseFilter = (next: LibraryFilter) => {
    setFilter(next);
    onNavigate();
  };
  const chooseCategory = (id: string) => {
    setCategoryId(categoryId === id ? null : id);
    onNavigate();
  };

  return (
    <nav aria-label={t('sidebar.label')} className="flex min-h-full flex-col gap-7 px-3 py-5">
      <section aria-labelledby="sidebar-stats">
        <h2 id="sidebar-stats" className={SIDEBAR_HEADING}>
          {t('sidebar.quickStats')}
        </h2>
        <div className="mt-2.5 grid grid-cols-2 gap-2">
          <StatTile label={t('sidebar.total')} value={stats?.totalBookmarks} icon={<BookmarkIcon />} tone="brand" />
          <StatTile label={t('sidebar.thisWeek')} value={stats?.recentBookmarks} icon={<CalendarIcon />} tone="sky" />
          {stats?.todayVisitors ? (
            <StatTile label={t('sidebar.today')} hint={t('sidebar.profileVisitors')} value={stats.todayVisitors} icon={<EyeIcon />} tone="emerald" wide />
          ) : null}
        </div>
      </section>

      <section aria-labelledby="sidebar-filters">
        <h2 id="sidebar-filters" className={SIDEBAR_HEADING}>
          {t('sidebar.filters')}
        </h2>
        <ul className="mt-2 space-y-0.5">
          <li>
            <NavItem
              active={filter === 'all' && !categoryId}
              onClick={() => chooseFilter('all')}
              icon={<LayersIcon />}
              label={t('filters.all')}
              count={stats?.totalBookmarks}
            />
          </li>
          <li>
            <NavItem active={filter === 'favorites'} onClick={() => chooseFilter('favorites')} icon={<HeartIcon />} label={t('filters.favorites')} count={stats?.favoriteBookmarks} />
          </li>
          <li>
            <NavItem
              active={filter === 'recent'}
              onClick={() => chooseFilter('recent')}
              icon={<ClockIcon />}
              label={t('filters.recent')}
              title={t('filters.recentTitle')}
              count={stats?.recentBookmarks}
            />
          </li>
          {/* Only once something is gone: a library that plays everywhere needs no such filter. */}
          {stats?.unavailableBookmarks || filter === 'unavailable' ? (
            <li>
              <NavItem
                active={filter === 'unavailable'}
                onClick={() => chooseFilter('unavailable')}
                icon={<AlertCircleIcon />}
                label={t('filters.unavailable')}
                count={stats?.unavailableBookmarks}
              />
            </li>
          ) : null}
        </ul>
      </section>

      <SidebarCategories
        categories={categories}
        loading={categoriesLoading}
        activeId={categoryId}
        onChoose={chooseCategory}
        onAddCategory={onAddCategory}
      />

      <button
        type="button"
        onClick={onManageCategories}
        className="flex h-10 w-full cursor-pointer items-center justify-center gap-2 rounded-lg border border-zinc-200 bg-white text-sm font-medium text-zinc-700 shadow-xs transition-colors hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:bg-zinc-800"
      >
        <FolderCogIcon className="size-4" /> {t('sidebar.manageCategories')}
      </button>
    </nav>
  );
}
