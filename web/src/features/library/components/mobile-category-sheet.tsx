import type { ReactNode } from 'react';
import { CheckIcon, FolderIcon, HeartIcon, LayersIcon, PlusIcon } from '../../../components/ui/icons';
import { Sheet } from '../../../components/ui/sheet';
import type { Category, Stats } from '../../../lib/models';
import { cn } from '../../../lib/cn';
import { useLibraryFiltersStore } from '../stores/library-filters';
import { SIDEBAR_FALLBACK_COLOR } from './sidebar-categories';
import { useTranslation } from 'react-i18next';

interface MobileCategorySheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  stats: Stats | null | undefined;
  categories: Category[];
  onCreateCategory: () => void;
}

/** The phone's way to pick a category: a bottom sheet (spec 1 §2, under 640 px). */
export function MobileCategorySheet({ open, onOpenChange, stats, categories, onCreateCategory }: MobileCategorySheetProps) {
  const filter = useLibraryFiltersStore((s) => s.filter);
  const categoryId = useLibraryFiltersStore((s) => s.categoryId);
  const setFilter = useLibraryFiltersStore((s) => s.setFilter);
  const setCategoryId = useLibraryFiltersStore((s) => s.setCategoryId);
  const { t } = useTranslation('library');

  const choose = (action: () => void) => {
    action();
    onOpenChange(false);
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange} side="bottom" title={t('sheet.title')}>
      <ul className="space-y-1 px-3 pt-1 pb-5">
        <li>
          <SheetItem
            active={filter === 'all' && !categoryId}
            onClick={() => choose(() => setFilter('all'))}
            icon={<LayersIcon className="size-4.5 text-zinc-500" />}
            label={t('filters.all')}
            count={stats?.totalBookmarks}
          />
        </li>
        <li>
          <SheetItem
            active={filter === 'favorites'}
            onClick={() => choose(() => setFilter(filter === 'favorites' ? 'all' : 'favorites'))}
            icon={<HeartIcon className="size-4.5 text-rose-500" />}
            label={t('filters.favorites')}
            count={stats?.favoriteBookmarks}
          />
        </li>
        {categories.length > 0 ? (
          <li aria-hidden="true" className="px-3 pt-3 pb-1 text-[11px] font-semibold tracking-wider text-zinc-500 uppercase dark:text-zinc-400">
            {t('sidebar.categories')}
          </li>
        ) : null}
        {categories.map((category) => (
          <li key={category.id}>
            <SheetItem
              active={categoryId === category.id}
              onClick={() => choose(() => setCategoryId(categoryId === category.id ? null : category.id))}
              icon={<span className="size-3 rounded-full" style={{ backgroundColor: category.color || SIDEBAR_FALLBACK_COLOR }} />}
              label={category.name}
              count={category.bookmarkCount}
            />
          </li>
        ))}
        {categories.length === 0 ? (
          <li className="px-1 pt-3">
            <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-zinc-300 px-4 py-5 text-center dark:border-zinc-700">
              <FolderIcon className="size-5 text-zinc-400" />
              <p className="text-sm text-zinc-500 dark:text-zinc-400">{t('sidebar.noCategories')}</p>
              <button
                type="button"
                onClick={() => choose(onCreateCategory)}
                className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
              >
                <PlusIcon className="size-4" /> {t('sheet.createCategory')}
              </button>
            </div>
          </li>
        ) : null}
      </ul>
    </Sheet>
  );
}

function SheetItem({ active, onClick, icon, label, count }: { active: boolean; onClick: () => void; icon: ReactNode; label: string; count: number | undefined }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-current={active ? 'true' : undefined}
      className={cn(
        'flex h-12 w-full cursor-pointer items-center gap-3 rounded-xl px-3 text-left text-[15px] transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
        active ? 'bg-brand-50 font-semibold text-brand-700 dark:bg-brand-500/10 dark:text-brand-300' : 'font-medium text-zinc-800 active:bg-zinc-100 dark:text-zinc-200 dark:active:bg-zinc-800',
      )}
    >
      <span className="flex size-5 items-center justify-center" aria-hidden="true">
        {icon}
      </span>
      <span className="min-w-0 flex-1 truncate">{label}</span>
      {active ? <CheckIcon className="size-4 text-brand-600 dark:text-brand-400" /> : null}
      {count !== undefined ? <span className="text-sm text-zinc-500 tabular-nums dark:text-zinc-400">{count}</span> : null}
    </button>
  );
}
