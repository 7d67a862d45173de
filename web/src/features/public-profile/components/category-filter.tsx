import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import type { FilterCounts } from '../lib/sections';
import type { PublicCategory } from '../types';

interface CategoryFilterProps {
  categories: PublicCategory[];
  counts: FilterCounts;
  selected: string | null;
  onSelect(id: string | null): void;
}

const BADGE =
  'inline-flex h-8 shrink-0 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';
const IDLE = 'border-zinc-200 bg-white text-zinc-700 hover:bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800';
const ACTIVE = 'border-brand-600 bg-brand-600 text-white dark:border-brand-500 dark:bg-brand-500';

/** The filter badges (spec 2 §2): "All Bookmarks (n)" and each category with its count. */
export function CategoryFilter({ categories, counts, selected, onSelect }: CategoryFilterProps) {
  const { t } = useTranslation('publicProfile');
  return (
    <div className="flex flex-col gap-2">
      <nav aria-label={t('filter.label')} aria-describedby={counts.overlapping ? 'public-filter-counts' : undefined} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 md:flex-wrap">
        <button type="button" aria-pressed={selected === null} onClick={() => onSelect(null)} className={cn(BADGE, selected === null ? ACTIVE : IDLE)}>
          {t('filter.all', { count: counts.all })}
        </button>
        {categories.map((category) => {
          const active = selected === category.id;
          return (
            <button key={category.id} type="button" aria-pressed={active} onClick={() => onSelect(active ? null : category.id)} className={cn(BADGE, active ? ACTIVE : IDLE)}>
              <span aria-hidden="true" className="size-2.5 rounded-full ring-1 ring-white/60" style={{ backgroundColor: category.color }} />
              {t('filter.category', { name: category.name, count: counts.byCategory.get(category.id) ?? 0 })}
            </button>
          );
        })}
      </nav>
      {/* A video in two categories counts in both: say so, or the badges seem not to add up. */}
      {counts.overlapping ? (
        <p id="public-filter-counts" className="text-xs text-zinc-500 dark:text-zinc-400">
          {t('filter.overlap')}
        </p>
      ) : null}
    </div>
  );
}
