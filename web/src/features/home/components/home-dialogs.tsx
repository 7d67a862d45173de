import { lazy, Suspense, useState } from 'react';
import type { Bookmark } from '../../../lib/models';
// The home screen composes the bookmarks and categories features (the one documented exception
// to "features do not import each other", STYLE Web).
import { AddBookmarkDialog } from '../../bookmarks/components/dialogs/add-bookmark-dialog';
import { BatchCategoryDialog } from '../../bookmarks/components/dialogs/batch-category-dialog';
import { BatchDeleteDialog } from '../../bookmarks/components/dialogs/batch-delete-dialog';
import { ClipboardWatcher } from '../../bookmarks/components/dialogs/clipboard-dialog';
import { DeleteBookmarkDialog } from '../../bookmarks/components/dialogs/delete-bookmark-dialog';
import { EditBookmarkDialog } from '../../bookmarks/components/dialogs/edit-bookmark-dialog';
import type { HomeDialogsState } from '../hooks/use-home-dialogs';

interface HomeDialogsProps {
  dialogs: HomeDialogsState;
  onCreated: (bookmark: Bookmark) => void;
  onBatchDeleted: (ids: string[]) => void;
  onBatchCategoriesDone: () => void;
}

// Drag-and-drop reordering (dnd-kit) loads with the dialog, not with the screen.
const ManageCategoriesDialog = lazy(async () => ({
  default: (await import('../../categories/components/manage-categories-dialog')).ManageCategoriesDialog,
}));

const onClose = (close: () => void) => (open: boolean) => {
  if (!open) close();
};

/** Every dialog the bookmarks screen opens, plus the clipboard watcher. */
export function HomeDialogs({ dialogs, onCreated, onBatchDeleted, onBatchCategoriesDone }: HomeDialogsProps) {
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
