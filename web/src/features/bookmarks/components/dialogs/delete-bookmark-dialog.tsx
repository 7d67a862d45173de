import { ConfirmDialog } from '../../../../components/ui/dialog';
import { errorText } from '../../../../lib/api';
import { refreshLibrary } from '../../../../lib/revalidate';
import type { Bookmark } from '../../../../lib/models';
import { notify, notifyError } from '../../../../lib/toast';
import { deleteBookmark } from '../../api';
import { useTranslation } from 'react-i18next';

interface DeleteBookmarkDialogProps {
  /** The bookmark to delete; null keeps the dialog closed. */
  bookmark: Bookmark | null;
  onOpenChange(open: boolean): void;
}

/** Spec 1 §2: the delete confirmation for one bookmark. */
export function DeleteBookmarkDialog({ bookmark, onOpenChange }: DeleteBookmarkDialogProps) {
  const { t } = useTranslation(['bookmarks', 'common']);
  const remove = async () => {
    if (!bookmark) return;
    try {
      await deleteBookmark(bookmark.id);
    } catch (error) {
      notifyError(error, errorText(error, t('delete.failed')));
      throw error;
    }
    notify({ title: t('delete.done') });
    void refreshLibrary();
  };

  return (
    <ConfirmDialog
      open={bookmark !== null}
      onOpenChange={onOpenChange}
      title={t('delete.title')}
      description={t('delete.confirm', { title: bookmark?.title || t('delete.thisBookmark') })}
      confirmLabel={t('common:actions.delete')}
      pendingLabel={t('common:actions.deleting')}
      onConfirm={remove}
    />
  );
}
