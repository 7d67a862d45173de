import { ConfirmDialog } from '../../../../components/ui/dialog';
import { refreshLibrary } from '../../../../lib/revalidate';
import { notify, notifyError } from '../../../../lib/toast';
import { deleteBookmarks } from '../../api';
import { summarizeBatchDelete, type BatchDeleteAnswer } from '../../lib/batch-delete-result';
import { useTranslation } from 'react-i18next';

interface BatchDeleteDialogProps {
  ids: string[];
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The ids actually deleted (those that failed are left out). */
  onDeleted(deletedIds: string[]): void;
}

/** Spec 1 §2: "Delete Bookmarks" confirmation for the selected bookmarks. */
export function BatchDeleteDialog({ ids, open, onOpenChange, onDeleted }: BatchDeleteDialogProps) {
  const { t } = useTranslation(['bookmarks', 'common']);
  const remove = async () => {
    let answer: BatchDeleteAnswer;
    try {
      answer = await deleteBookmarks(ids);
    } catch (error) {
      notifyError(error, t('batchDelete.failed'));
      throw error;
    }
    const { deletedIds, notice } = summarizeBatchDelete(ids, answer, {
      allDeleted: (count) => t('batchDelete.allDeleted', { count }),
      someDeleted: (deleted, total) => t('batchDelete.someDeleted', { deleted, total }),
      someFailed: (count) => t('batchDelete.someFailed', { count }),
    });
    notify(notice);
    void refreshLibrary();
    onDeleted(deletedIds);
  };

  const count = ids.length;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('batchDelete.title')}
      description={t('batchDelete.confirm', { count })}
      confirmLabel={t('common:actions.delete')}
      pendingLabel={t('common:actions.deleting')}
      onConfirm={remove}
    />
  );
}
