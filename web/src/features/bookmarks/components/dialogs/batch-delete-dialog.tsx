import { ConfirmDialog } from '../../../../components/ui/dialog';
import { refreshLibrary } from '../../../../lib/revalidate';
import { notify, notifyError } from '../../../../lib/toast';
import { deleteBookmarks } from '../../api';
import { summarizeBatchDelete, type BatchDeleteAnswer } from '../../lib/batch-delete-result';

interface BatchDeleteDialogProps {
  ids: string[];
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The ids actually deleted (those that failed are left out). */
  onDeleted(deletedIds: string[]): void;
}

/** Spec 1 §2: "Delete Bookmarks" confirmation for the selected bookmarks. */
export function BatchDeleteDialog({ ids, open, onOpenChange, onDeleted }: BatchDeleteDialogProps) {
  const remove = async () => {
    let answer: BatchDeleteAnswer;
    try {
      answer = await deleteBookmarks(ids);
    } catch (error) {
      notifyError(error, 'Failed to delete bookmarks');
      throw error;
    }
    const { deletedIds, notice } = summarizeBatchDelete(ids, answer);
    notify(notice);
    void refreshLibrary();
    onDeleted(deletedIds);
  };

  const count = ids.length;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Bookmarks"
      description={`Are you sure you want to delete ${count} ${count === 1 ? 'bookmark' : 'bookmarks'}? This action cannot be undone.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      onConfirm={remove}
    />
  );
}
