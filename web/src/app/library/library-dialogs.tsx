import { lazy, Suspense, useState } from 'react';
import type { Bookmark } from '../../lib/models';
import { AddBookmarkDialog } from '../../features/bookmarks/components/dialogs/add-bookmark-dialog';
import { BatchCategoryDialog } from '../../features/bookmarks/components/dialogs/batch-category-dialog';
import { BatchDeleteDialog } from '../../features/bookmarks/components/dialogs/batch-delete-dialog';
import { ClipboardWatcher } from '../../features/bookmarks/components/dialogs/clipboard-dialog';
import { DeleteBookmarkDialog } from '../../features/bookmarks/components/dialogs/delete-bookmark-dialog';
import { EditBookmarkDialog } from '../../features/bookmarks/components/dialogs/edit-bookmark-dialog';
import type { LibraryDialogsState } from '../../features/library/hooks/use-library-dialogs';

interface LibraryDialogsProps {
  dialogs: LibraryDialogsState;
  onCreated: (bookmark: Bookmark) => void;
  onBatchDeleted: (ids: string[]) => void;
  onBatchCategoriesDone: () => void;
}

// Drag-and-drop reordering (dnd-kit) loads with the dialog, not with the screen.
const ManageCategoriesDialog = lazy(async () => ({
  default: (await import('../../features/categories/components/manage-categories-dialog')).ManageCategoriesDialog,
}));

const onClose = (close: () => void) => (open: boolean) => {
  if (!open) close();
};

/** Every dialog the library screen opens, plus the clipboard watcher. */
export function LibraryDialogs({ dialogs, onCreated, onBatchDeleted, onBatchCategoriesDone }: LibraryDialogsProps) {
  const [manageLoaded, setManageLoaded] = useState(false);
  if (dialogs.manage.open && !manageLoaded) setManageLoaded(true);
  return (
    <>
      <AddBookmarkDialog
        open={dialogs.add.open}
        onOpenChange={onClose(dialogs.closeAdd)}
        onCreated={onCreated}
        initialUrl={dialogs.add.request.initialUrl}
        defaultCategoryId={dialogs.add.request.defaultCategoryId}
      />
      <EditBookmarkDialog bookmark={dialogs.editing} onOpenChange={onClose(() => dialogs.setEditing(null))} />
      <DeleteBookmarkDialog bookmark={dialogs.deleting} onOpenChange={onClose(() => dialogs.setDeleting(null))} />
      <BatchDeleteDialog ids={dialogs.batchDelete.ids} open={dialogs.batchDelete.open} onOpenChange={onClose(dialogs.closeBatchDelete)} onDeleted={onBatchDeleted} />
      <BatchCategoryDialog
        ids={dialogs.batchCategories.ids}
        open={dialogs.batchCategories.open}
        onOpenChange={onClose(dialogs.closeBatchCategories)}
        onDone={onBatchCategoriesDone}
      />
      {manageLoaded ? (
        <Suspense fallback={null}>
          <ManageCategoriesDialog open={dialogs.manage.open} onOpenChange={onClose(dialogs.closeManage)} initialTab={dialogs.manage.tab} />
        </Suspense>
      ) : null}
      <ClipboardWatcher onCreated={onCreated} />
    </>
  );
}
