import type { ReactNode } from 'react';
import {
  AlertCircleIcon,
  BookmarkIcon,
  CalendarIcon,
  ClockIcon,
  EyeIcon,
  FolderCogIcon,
  HeartIcon,
  LayersIcon,
  PlusIcon,
  UsersIcon,
} from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tooltip } from '../../../components/ui/tooltip';
import type { Category, Stats } from '../../../lib/models';
import { cn } from '../../../lib/cn';
import { type LibraryFilter, useLibraryFiltersStore } from '../stores/library-filters';
import { useTranslation } from 'react-i18next';

/** Spec 1 §3: a category without a colour shows grey in the sidebar and the bottom sheet. */
export const SIDEBAR_FALLBACK_COLOR = '#6b7280';

interface LibrarySidebarProps {
  stats: Stats | null | undefined;
  categories: Category[];
  categoriesLoading: boolean;
  /** After a choice: closes the slide-over below 1024 px. */
  onNavigate: () => void;
  onAddCategory: () => void;
  onManageCategories: () => void;
}

const heading = 'px-2.5 text-[11px] font-semibold tracking-wider text-zinc-500 uppercase dark:text-zinc-400';

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
        <h2 id="sidebar-stats" className={heading}>
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
        <h2 id="sidebar-filters" className={heading}>
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

      <section aria-labelledby="sidebar-categories" className="flex-1">
        <div className="flex items-center justify-between gap-2 pr-1">
          <h2 id="sidebar-categories" className={heading}>
            {t('sidebar.categories')}
          </h2>
          <Tooltip content={t('sidebar.newCategory')}>
            <button
              type="button"
              onClick={onAddCategory}
              aria-label={t('sidebar.addCategory')}
              className="flex size-7 cursor-pointer items-center justify-center rounded-md text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-white"
            >
              <PlusIcon className="size-4" />
            </button>
          </Tooltip>
        </div>
        {categoriesLoading ? (
          <div className="mt-2 space-y-2 px-2.5" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-6" />
            ))}
          </div>
        ) : categories.length === 0 ? (
          <div className="mt-2 rounded-xl border border-dashed border-zinc-300 px-3 py-5 text-center dark:border-zinc-700">
            <p className="text-sm text-zinc-500 dark:text-zinc-400">{t('sidebar.noCategories')}</p>
            <button
              type="button"
              onClick={onAddCategory}
              className="mt-1.5 cursor-pointer text-sm font-semibold text-brand-600 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-400"
            >
              {t('sidebar.createFirst')}
            </button>
          </div>
        ) : (
          <ul className="mt-2 space-y-0.5">
            {categories.map((category) => (
              <li key={category.id}>
                <NavItem
                  active={categoryId === category.id}
                  onClick={() => chooseCategory(category.id)}
                  icon={<span className="size-2.5 rounded-full" style={{ backgroundColor: category.color || SIDEBAR_FALLBACK_COLOR }} />}
                  label={category.name}
                  badge={
                    category.isSubscribed ? (
                      <UsersIcon className="size-3.5 shrink-0 text-zinc-400" aria-hidden="false" role="img" aria-label={t('sidebar.subscribed')} />
                    ) : null
                  }
                  count={category.bookmarkCount}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

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

const TONES = {
  brand: 'bg-brand-50 text-brand-600 dark:bg-brand-500/10 dark:text-brand-400',
  sky: 'bg-sky-50 text-sky-600 dark:bg-sky-500/10 dark:text-sky-400',
  emerald: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-500/10 dark:text-emerald-400',
} as const;

function StatTile({ label, hint, value, icon, tone, wide }: { label: string; hint?: string; value: number | undefined; icon: ReactNode; tone: keyof typeof TONES; wide?: boolean }) {
  return (
    <div className={cn('rounded-xl border border-zinc-200/80 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900', wide && 'col-span-2 flex items-center gap-3')}>
      <span className={cn('flex size-7 items-center justify-center rounded-lg [&>svg]:size-4', TONES[tone])} aria-hidden="true">
        {icon}
      </span>
      <div className={wide ? '' : 'mt-2'}>
        <p className="text-xl font-semibold text-zinc-900 tabular-nums dark:text-zinc-50">{value ?? '–'}</p>
        <p className="text-xs text-zinc-500 dark:text-zinc-400">
          {label}
          {hint ? <span className="text-zinc-400 dark:text-zinc-500"> · {hint}</span> : null}
        </p>
      </div>
    </div>
  );
}

interface NavItemProps {
  active: boolean;
  onClick: () => void;
  icon: ReactNode;
  label: string;
  count: number | undefined;
  badge?: ReactNode;
  title?: string;
}

function NavItem({ active, onClick, icon, label, count, badge, title }: NavItemProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-current={active ? 'true' : undefined}
      title={title}
      className={cn(
        'group flex h-9 w-full cursor-pointer items-center gap-2.5 rounded-lg px-2.5 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500',
        active
          ? 'bg-brand-50 font-semibold text-brand-700 dark:bg-brand-500/10 dark:text-brand-300'
          : 'font-medium text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800/70 dark:hover:text-white',
      )}
    >
      <span
        className={cn(
          'flex size-4 shrink-0 items-center justify-center [&>svg]:size-4',
          active ? 'text-brand-600 dark:text-brand-400' : 'text-zinc-400 group-hover:text-zinc-600 dark:text-zinc-500 dark:group-hover:text-zinc-300',
        )}
        aria-hidden="true"
      >
        {icon}
      </span>
      <span className="min-w-0 flex-1 truncate">{label}</span>
      {badge}
      {count !== undefined ? (
        <span
          className={cn(
            'min-w-6 rounded-full px-1.5 py-px text-center text-xs font-medium tabular-nums',
            active ? 'bg-brand-100 text-brand-700 dark:bg-brand-500/20 dark:text-brand-200' : 'bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-400',
          )}
        >
          {count}
        </span>
      ) : null}
    </button>
  );
}
