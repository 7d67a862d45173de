import { ConfirmDialog } from '../../../../components/ui/dialog';
import { errorText } from '../../../../lib/api';
import { refreshLibrary } from '../../../../lib/revalidate';
import type { Bookmark } from '../../../../lib/models';
import { notify, notifyError } from '../../../../lib/toast';
import { deleteBookmark } from '../../api';

interface DeleteBookmarkDialogProps {
  /** The bookmark to delete; null keeps the dialog closed. */
  bookmark: Bookmark | null;
  onOpenChange(open: boolean): void;
}

/** Spec 1 §2: the delete confirmation for one bookmark. */
export function DeleteBookmarkDialog({ bookmark, onOpenChange }: DeleteBookmarkDialogProps) {
  const remove = async () => {
    if (!bookmark) return;
    try {
      await deleteBookmark(bookmark.id);
    } catch (error) {
      notifyError(error, errorText(error, 'Failed to delete bookmark'));
      throw error;
    }
    notify({ title: 'Bookmark deleted' });
    void refreshLibrary();
  };

  return (
    <ConfirmDialog
      open={bookmark !== null}
      onOpenChange={onOpenChange}
      title="Delete Bookmark"
      description={`Are you sure you want to delete "${bookmark?.title || 'this bookmark'}"? This action cannot be undone.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      onConfirm={remove}
    />
  );
}
