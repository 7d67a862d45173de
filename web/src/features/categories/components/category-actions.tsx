import { Button } from '../../../components/ui/button';
import { PencilIcon, TrashIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';

/** The edit and delete buttons of an own category, on its card and in the dialog's list. */
export function CategoryActions({ name, onEdit, onDelete, buttonClassName }: { name: string; onEdit(): void; onDelete(): void; buttonClassName: string }) {
  return (
    <>
      <Button variant="ghost" size="icon" className={buttonClassName} onClick={onEdit} aria-label={`Edit ${name}`}>
        <PencilIcon className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className={cn(buttonClassName, 'hover:bg-red-50 hover:text-red-600 dark:hover:bg-red-500/10 dark:hover:text-red-400')}
        onClick={onDelete}
        aria-label={`Delete ${name}`}
      >
        <TrashIcon className="size-4" />
      </Button>
    </>
  );
}
