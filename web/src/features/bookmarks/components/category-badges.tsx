import { Badge } from '../../../components/ui/badge';
import type { BookmarkCategory } from '../../../lib/models';
import { cn } from '../../../lib/cn';
import { splitBadges, tint } from '../../../lib/card-display';
import { useTranslation } from 'react-i18next';

/** Spec 1 §3: a category without a colour shows indigo on cards. */
const CARD_FALLBACK_COLOR = '#6366f1';

/**
 * A bookmark's categories as tinted pills: the first `max`, then '+N' naming the rest.
 * `oneLine` keeps them on a single line (long names shrink), so grid cards stay the same height.
 */
export function CategoryBadges({ categories, max, className, oneLine = false }: { categories: readonly BookmarkCategory[]; max: number; className?: string; oneLine?: boolean }) {
  const { t } = useTranslation('bookmarks');
  if (categories.length === 0) return null;
  const { shown, hidden } = splitBadges(categories, max);
  return (
    <ul className={cn('flex min-w-0 items-center gap-1', oneLine ? 'flex-nowrap overflow-hidden' : 'flex-wrap', className)} aria-label={t('fields.categories')}>
      {shown.map((category) => {
        const color = category.color || CARD_FALLBACK_COLOR;
        return (
          <li key={category.id} className="min-w-0">
            <Badge className="max-w-40 min-w-0 text-zinc-700 dark:text-zinc-200" style={{ backgroundColor: tint(color, 0.14) }}>
              <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full" style={{ backgroundColor: color }} />
              <span className="truncate">{category.name}</span>
            </Badge>
          </li>
        );
      })}
      {hidden > 0 ? (
        <li className="shrink-0">
          <Badge>
            <span title={categories.slice(max).map((c) => c.name).join(', ')}>+{hidden}</span>
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}
