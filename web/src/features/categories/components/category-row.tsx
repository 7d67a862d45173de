import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from '../../../components/ui/button';
import { CategoryActions } from './category-actions';
import { LockIcon, UsersIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import type { Category } from '../../../lib/models';
import { CategoryForm } from './category-form';
import { DragHandle } from './drag-handle';
import { useTranslation } from 'react-i18next';

const ROW = 'rounded-xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900';

export function ColorDot({ color, className }: { color: string; className?: string }) {
  return <span aria-hidden="true" className={cn('size-3 shrink-0 rounded-full ring-1 ring-black/10 ring-inset', className)} style={{ backgroundColor: color }} />;
}

interface CategoryRowProps {
  category: Category;
  editing: boolean;
  onEdit(): void;
  onEditDone(): void;
  onDelete(): void;
}

/** One own category in Manage Categories: drag handle, colour, name, count, edit and delete. */
export function CategoryRow({ category, editing, onEdit, onEditDone, onDelete }: CategoryRowProps) {
  const sortable = useSortable({ id: category.id, disabled: editing });
  const style = { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition };
  const { t } = useTranslation('categories');

  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className={cn(ROW, 'relative', sortable.isDragging && 'z-10 shadow-lg ring-2 ring-brand-500/40')}
    >
      {editing ? (
        <CategoryForm layout="inline" category={category} count={0} onSaved={onEditDone} onCancel={onEditDone} />
      ) : (
        <div className="flex items-center gap-2 py-2 pr-2 pl-1.5">
          <DragHandle
            label={t('actions.reorder', { name: category.name })}
            attributes={sortable.attributes}
            listeners={sortable.listeners}
            setRef={sortable.setActivatorNodeRef}
          />
          <ColorDot color={category.color} />
          <div className="min-w-0 flex-1 pl-1">
            <p className="truncate text-sm font-medium">{category.name}</p>
            <p className="flex items-center gap-1.5 text-xs text-zinc-500 dark:text-zinc-400">
              {t('bookmarkCount', { count: category.bookmarkCount })}
              {!category.isPublic ? (
                <span className="inline-flex items-center gap-1" title={t('visibility.private')}>
                  · <LockIcon className="size-3" /> {t('visibility.private')}
                </span>
              ) : category.subscribable ? (
                <span className="inline-flex items-center gap-1" title={t('visibility.subscribableTitle')}>
                  · <UsersIcon className="size-3" /> {t('visibility.subscribable')}
                </span>
              ) : null}
            </p>
          </div>
          <CategoryActions name={category.name} onEdit={onEdit} onDelete={onDelete} buttonClassName="size-9" />
        </div>
      )}
    </li>
  );
}

/** A subscribed category: read-only, with its owner and an Unsubscribe action. */
export function SubscribedCategoryRow({ category, onUnsubscribe }: { category: Category; onUnsubscribe(): void }) {
  const owner = category.owner?.name ?? (category.owner?.handle ? `@${category.owner.handle}` : null);
  const { t } = useTranslation('categories');
  return (
    <li className={cn(ROW, 'flex items-center gap-3 py-2 pr-2 pl-4')}>
      <ColorDot color={category.color} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{category.name}</p>
        <p className="truncate text-xs text-zinc-500 dark:text-zinc-400">
          {t('bookmarkCount', { count: category.bookmarkCount })}
          {owner ? ` · ${t('subscribed.by', { owner })}` : null}
        </p>
      </div>
      <Button variant="secondary" size="sm" onClick={onUnsubscribe} aria-label={t('unsubscribe.from', { name: category.name })}>
        {t('unsubscribe.action')}
      </Button>
    </li>
  );
}
