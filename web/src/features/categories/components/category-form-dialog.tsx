import { DialogContent, DialogDescription, DialogHeader, DialogRoot, DialogTitle } from '../../../components/ui/dialog';
import type { Category } from '../../../lib/models';
import { CategoryForm } from './category-form';
import { useTranslation } from 'react-i18next';

type Mode = { kind: 'create'; count: number } | { kind: 'edit'; category: Category };

interface CategoryFormDialogProps {
  /** null: closed. */
  mode: Mode | null;
  onClose(): void;
}

/** The Categories page's create and edit dialog, around the one category form. */
export function CategoryFormDialog({ mode, onClose }: CategoryFormDialogProps) {
  const { t } = useTranslation('categories');
  const editing = mode?.kind === 'edit' ? mode.category : undefined;
  return (
    <DialogRoot open={mode !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="sm">
        {mode ? (
          <CategoryForm
            layout="dialog"
            category={editing}
            count={mode.kind === 'create' ? mode.count : 0}
            onSaved={onClose}
            onCancel={onClose}
            header={
              <DialogHeader>
                <DialogTitle>{editing ? t('form.editTitle') : t('create')}</DialogTitle>
                <DialogDescription>{editing ? t('form.editDescription') : t('form.createDescription')}</DialogDescription>
              </DialogHeader>
            }
          />
        ) : null}
      </DialogContent>
    </DialogRoot>
  );
}
