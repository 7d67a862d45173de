import { PlusIcon, UsersIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tooltip } from '../../../components/ui/tooltip';
import type { Category } from '../../../lib/models';
import { useTranslation } from 'react-i18next';
import { NavItem, SIDEBAR_HEADING } from './sidebar-items';

/** Spec 1 §3: a category without a colour shows grey in the sidebar and the bottom sheet. */
export const SIDEBAR_FALLBACK_COLOR = '#6b7280';

interface SidebarCategoriesProps {
  categories: Category[];
  loading: boolean;
  activeId: string | null;
  onChoose: (id: string) => void;
  onAddCategory: () => void;
}

/** The sidebar's category list: a skeleton while loading, an invitation when there are none. */
export function SidebarCategories({ categories, loading, activeId, onChoose, onAddCategory }: SidebarCategoriesProps) {
  const { t } = useTranslation('library');
  return (
    <section aria-labelledby="sidebar-categories" className="flex-1">
      <div className="flex items-center justify-between gap-2 pr-1">
        <h2 id="sidebar-categories" className={SIDEBAR_HEADING}>
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
      {loading ? (
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
                active={activeId === category.id}
                onClick={() => onChoose(category.id)}
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
    </section>  );
}
