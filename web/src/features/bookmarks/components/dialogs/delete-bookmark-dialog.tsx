import { ConfirmDialog } from '../../../../components/ui/dialog';
import { apiRequest } from '../../../../lib/api';
import { refreshLibrary } from '../../../../lib/revalidate';
import type { Bookmark } from '../../../../lib/models';
import { notify } from '../../../../lib/toast';
import { reportError } from './report-error';

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
      await apiRequest('DELETE', `/api/bookmarks/${encodeURIComponent(bookmark.id)}`);
    } catch (error) {
      reportError(error, error instanceof Error ? error.message : 'Failed to delete bookmark');
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
