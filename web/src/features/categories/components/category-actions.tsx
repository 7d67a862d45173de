import { Button } from '../../../components/ui/button';
import { PencilIcon, TrashIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { useTranslation } from 'react-i18next';

/** The edit and delete buttons of an own category, on its card and in the dialog's list. */
export function CategoryActions({ name, onEdit, onDelete, buttonClassName }: { name: string; onEdit(): void; onDelete(): void; buttonClassName: string }) {
  const { t } = useTranslation('categories');
  return (
    <>
      <Button variant="ghost" size="icon" className={buttonClassName} onClick={onEdit} aria-label={t('actions.edit', { name })}>
        <PencilIcon className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className={cn(buttonClassName, 'hover:bg-red-50 hover:text-red-600 dark:hover:bg-red-500/10 dark:hover:text-red-400')}
        onClick={onDelete}
        aria-label={t('actions.delete', { name })}
      >
        <TrashIcon className="size-4" />
      </Button>
    </>
  );
}
