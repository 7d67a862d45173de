import { ConfirmDialog } from '../../../components/ui/dialog';
import type { Category } from '../../../lib/models';
import { deleteCategory, unsubscribeCategory } from '../mutations';
import { useTranslation } from 'react-i18next';

interface ConfirmProps {
  category: Category | null;
  onClose(): void;
}

/** Spec 1 §5: deleting a category needs confirmation; its bookmarks stay. */
export function DeleteCategoryConfirm({ category, onClose }: ConfirmProps) {
  const { t } = useTranslation(['categories', 'common']);
  return (
    <ConfirmDialog
      open={category !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('delete.title')}
      description={t('delete.confirm', { name: category?.name ?? '' })}
      confirmLabel={t('common:actions.delete')}
      pendingLabel={t('common:actions.deleting')}
      onConfirm={() => deleteCategory(category!.id)}
    />
  );
}

/** Spec 1 §5: unsubscribing needs confirmation too. */
export function UnsubscribeConfirm({ category, onClose }: ConfirmProps) {
  const { t } = useTranslation(['categories', 'common']);
  return (
    <ConfirmDialog
      open={category !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('unsubscribe.title')}
      description={t('unsubscribe.confirm', { name: category?.name ?? '' })}
      confirmLabel={t('unsubscribe.action')}
      pendingLabel={t('unsubscribe.pending')}
      onConfirm={() => unsubscribeCategory(category!.id)}
    />
  );
}
