import type { ReactNode } from 'react';
import { Checkbox } from '../../../../components/ui/checkbox';
import type { Category } from '../../../../lib/models';

interface CategoryChecklistProps {
  categories: Category[];
  isChecked(id: string): boolean;
  onToggle(id: string, checked: boolean): void;
  /** Rows above the categories (Batch Category Edit's "None (remove all)"). */
  before?: ReactNode;
  /** Names the group for screen readers. */
  label: string;
}

/** A scrolling list of category checkboxes, each with its colour. */
export function CategoryChecklist({ categories, isChecked, onToggle, before, label }: CategoryChecklistProps) {
  return (
    <div role="group" aria-label={label} className="flex max-h-56 flex-col overflow-y-auto rounded-xl border border-zinc-200 p-1 dark:border-zinc-800">
      {before}
      {categories.map((category) => (
        <Checkbox
          key={category.id}
          checked={isChecked(category.id)}
          onCheckedChange={(checked) => onToggle(category.id, checked)}
          className="rounded-lg px-2.5 py-2 hover:bg-zinc-50 dark:hover:bg-zinc-800/60"
        >
          <span className="flex items-center gap-2">
            <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: category.color || '#6b7280' }} />
            <span className="truncate">{category.name}</span>
          </span>
        </Checkbox>
      ))}
    </div>
  );
}
