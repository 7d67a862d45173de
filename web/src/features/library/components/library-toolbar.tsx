import type { ReactNode } from 'react';
import { ArrowUpDownIcon, LayoutGridIcon, ListIcon, RowsIcon, UsersIcon } from '../../../components/ui/icons';
import { Select, type SelectOption } from '../../../components/ui/select';
import { ToggleGroup } from '../../../components/ui/toggle-group';
import { cn } from '../../../lib/cn';
import type { Category } from '../../../lib/models';
import { type SortOption, type ViewMode, useLibraryViewStore } from '../stores/library-view';
import { SIDEBAR_FALLBACK_COLOR } from './sidebar-categories';
import { useTranslation } from 'react-i18next';

/** The sort choices in spec 1 §4's order; their labels are `library:sort.<value>`. */
const SORTS: readonly SortOption[] = ['recent', 'added', 'alphabetical', 'popular', 'duration'];

const VIEW_MODES: { value: ViewMode; key: 'grid' | 'list' | 'sections'; icon: ReactNode }[] = [
  { value: 'grid', key: 'grid', icon: <LayoutGridIcon className="size-4" /> },
  { value: 'list', key: 'list', icon: <ListIcon className="size-4" /> },
  { value: 'category-sections', key: 'sections', icon: <RowsIcon className="size-4" /> },
];

interface LibraryToolbarProps {
  title: string;
  /** The selected category: its colour dot, and a read-only mark when subscribed. */
  category: Category | null;
  subtitle?: ReactNode;
  viewMode: ViewMode;
  /** A category is selected: category sections are unavailable. */
  inCategory: boolean;
  onViewModeChange: (mode: ViewMode) => void;
  allSelected: boolean;
  canSelect: boolean;
  onToggleSelectAll: () => void;
}

/** Title, Select All, view toggle and sort (spec 1 §2 "Toolbar"). */
export function LibraryToolbar({ title, category, subtitle, viewMode, inCategory, onViewModeChange, allSelected, canSelect, onToggleSelectAll }: LibraryToolbarProps) {
  const sort = useLibraryViewStore((s) => s.sort);
  const setSort = useLibraryViewStore((s) => s.setSort);
  const { t } = useTranslation('library');
  const sortOptions: SelectOption<SortOption>[] = SORTS.map((value) => ({ value, label: t(`sort.${value}`) }));

  return (
    <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
      <div className="min-w-0">
        <h1 className="flex min-w-0 items-center gap-2 text-xl font-semibold tracking-tight text-zinc-900 sm:text-2xl dark:text-zinc-50">
          {category ? (
            <span aria-hidden="true" className="size-3 shrink-0 rounded-full" style={{ backgroundColor: category.color || SIDEBAR_FALLBACK_COLOR }} />
          ) : null}
          <span className="truncate">{title}</span>
          {category?.isSubscribed ? (
            // Its own letter spacing and line height, not the heading's tight ones.
            <span
              data-testid="subscribed-badge"
              className="ml-1 inline-flex shrink-0 items-center gap-1.5 rounded-full bg-zinc-200/70 px-2.5 py-1 text-xs leading-4 font-medium tracking-normal whitespace-nowrap text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300"
            >
              <UsersIcon className="size-3.5" />
              {t('toolbar.subscribedReadOnly')}
            </span>
          ) : null}
        </h1>
        {subtitle ? <p className="mt-0.5 text-sm text-zinc-500 dark:text-zinc-400">{subtitle}</p> : null}
      </div>
      <div className="flex w-full items-center justify-between gap-2 sm:w-auto sm:justify-end">
        <button
          type="button"
          onClick={onToggleSelectAll}
          disabled={!canSelect}
          className="mr-auto h-9 cursor-pointer rounded-lg px-3 text-sm max-sm:-ml-3 font-medium text-zinc-700 transition-colors hover:bg-zinc-200/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-40 dark:text-zinc-300 dark:hover:bg-zinc-800"
        >
          {allSelected ? t('toolbar.deselectAll') : t('toolbar.selectAll')}
        </button>
        <ToggleGroup
          label={t('toolbar.viewMode')}
          value={viewMode}
          onValueChange={onViewModeChange}
          items={VIEW_MODES.map((mode) => {
            const disabled = inCategory && mode.value === 'category-sections';
            const name = t(`view.${mode.key}`);
            return { value: mode.value, label: name, tooltip: disabled ? t('view.unavailableInCategory', { view: name }) : name, disabled, icon: mode.icon };
          })}
          className="flex h-9 items-center gap-0.5 rounded-lg border border-zinc-200 bg-white p-0.5 shadow-xs dark:border-zinc-800 dark:bg-zinc-900"
          itemClassName={cn(
            'flex size-7.5 cursor-pointer items-center justify-center rounded-md text-zinc-500 transition-colors',
            'hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-zinc-400 dark:hover:text-white',
            'data-[state=on]:bg-zinc-900 data-[state=on]:text-white dark:data-[state=on]:bg-zinc-100 dark:data-[state=on]:text-zinc-900',
            'data-disabled:cursor-not-allowed data-disabled:opacity-35 data-disabled:hover:text-zinc-500',
          )}
        />
        <Select label={t('toolbar.sort')} options={sortOptions} value={sort} onValueChange={setSort} icon={<ArrowUpDownIcon className="size-4 text-zinc-400" />} compactOnMobile />
      </div>
    </div>
  );
}
