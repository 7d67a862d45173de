import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { CategoryActions } from './category-actions';
import { ColorPalette } from '../../../components/ui/color-palette';
import { LOCAL_ESCAPE } from '../../../components/ui/dialog';
import { LockIcon, UsersIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import type { Category } from '../../../lib/models';
import { updateCategory } from '../api';
import { validateCategoryName } from '../lib/category-rules';
import { CategoryNameField } from './category-name-field';
import { DragHandle } from './drag-handle';

const ROW = 'rounded-xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900';

export function ColorDot({ color, className }: { color: string; className?: string }) {
  return <span aria-hidden="true" className={cn('size-3 shrink-0 rounded-full ring-1 ring-black/10 ring-inset', className)} style={{ backgroundColor: color }} />;
}

function bookmarkCount(count: number) {
  return `${count} ${count === 1 ? 'bookmark' : 'bookmarks'}`;
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

  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className={cn(ROW, 'relative', sortable.isDragging && 'z-10 shadow-lg ring-2 ring-brand-500/40')}
    >
      {editing ? (
        <InlineEditor category={category} onDone={onEditDone} />
      ) : (
        <div className="flex items-center gap-2 py-2 pr-2 pl-1.5">
          <DragHandle
            label={`Reorder ${category.name}`}
            attributes={sortable.attributes}
            listeners={sortable.listeners}
            setRef={sortable.setActivatorNodeRef}
          />
          <ColorDot color={category.color} />
          <div className="min-w-0 flex-1 pl-1">
            <p className="truncate text-sm font-medium">{category.name}</p>
            <p className="flex items-center gap-1.5 text-xs text-zinc-500 dark:text-zinc-400">
              {bookmarkCount(category.bookmarkCount)}
              {!category.isPublic ? (
                <span className="inline-flex items-center gap-1" title="Private">
                  · <LockIcon className="size-3" /> Private
                </span>
              ) : category.subscribable ? (
                <span className="inline-flex items-center gap-1" title="Open to subscriptions">
                  · <UsersIcon className="size-3" /> Subscribable
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

/** Rename and recolour in place; Escape cancels the edit without closing the dialog. */
function InlineEditor({ category, onDone }: { category: Category; onDone(): void }) {
  const [name, setName] = useState(category.name);
  const [color, setColor] = useState(category.color);
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateCategoryName(name);
    setTouched(true);
    if (!checked.ok || pending) return;
    setPending(true);
    try {
      await updateCategory(category.id, { name: checked.name, color });
      onDone();
    } catch {
      setPending(false); // updateCategory showed the error; keep editing
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onDone();
  };

  return (
    <form {...LOCAL_ESCAPE} onSubmit={(event) => void save(event)} onKeyDown={onKeyDown} className="flex flex-col gap-3 p-3" aria-label={`Edit ${category.name}`} noValidate>
      <CategoryNameField value={name} onChange={(value) => (setName(value), setTouched(true))} touched={touched} autoFocus hideLabel />
      <ColorPalette value={color} onValueChange={setColor} />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={pending || name.trim() === ''}>
          {pending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

/** A subscribed category: read-only, with its owner and an Unsubscribe action. */
export function SubscribedCategoryRow({ category, onUnsubscribe }: { category: Category; onUnsubscribe(): void }) {
  const owner = category.owner?.name ?? (category.owner?.handle ? `@${category.owner.handle}` : null);
  return (
    <li className={cn(ROW, 'flex items-center gap-3 py-2 pr-2 pl-4')}>
      <ColorDot color={category.color} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{category.name}</p>
        <p className="truncate text-xs text-zinc-500 dark:text-zinc-400">
          {bookmarkCount(category.bookmarkCount)}
          {owner ? ` · by ${owner}` : null}
        </p>
      </div>
      <Button variant="secondary" size="sm" onClick={onUnsubscribe} aria-label={`Unsubscribe from ${category.name}`}>
        Unsubscribe
      </Button>
    </li>
  );
}
