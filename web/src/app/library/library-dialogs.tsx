import { Suspense, useState, type ReactNode } from 'react';
import type { Bookmark } from '../../lib/models';
import { ClipboardWatcher } from '../../features/bookmarks/components/dialogs/clipboard-watcher';
import type { LibraryDialogsState } from '../../features/library/hooks/use-library-dialogs';
import { lazyNamed } from '../lazy-named';

interface LibraryDialogsProps {
  dialogs: LibraryDialogsState;
  onCreated: (bookmark: Bookmark) => void;
  onBatchDeleted: (ids: string[]) => void;
  onBatchCategoriesDone: () => void;
}

/*
 * Each dialog is its own chunk, loaded when it first opens (README "Page weight"): the screen's
 * first download carries none of them. Drag-and-drop reordering (dnd-kit) loads with the
 * categories dialog.
 */
const ManageCategoriesDialog = lazyNamed(() => import('../../features/categories/components/manage-categories-dialog'), 'ManageCategoriesDialog');
const AddBookmarkDialog = lazyNamed(() => import('../../features/bookmarks/components/dialogs/add-bookmark-dialog'), 'AddBookmarkDialog');
const EditBookmarkDialog = lazyNamed(() => import('../../features/bookmarks/components/dialogs/edit-bookmark-dialog'), 'EditBookmarkDialog');
const DeleteBookmarkDialog = lazyNamed(() => import('../../features/bookmarks/components/dialogs/delete-bookmark-dialog'), 'DeleteBookmarkDialog');
const BatchDeleteDialog = lazyNamed(() => import('../../features/bookmarks/components/dialogs/batch-delete-dialog'), 'BatchDeleteDialog');
const BatchCategoryDialog = lazyNamed(() => import('../../features/bookmarks/components/dialogs/batch-category-dialog'), 'BatchCategoryDialog');

/** Mounts a dialog from its first opening on, then keeps it mounted so it can animate closed. */
function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  return open || opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

const onClose = (close: () => void) => (open: boolean) => {
  if (!open) close();
};

/** Every dialog the library screen opens, plus the clipboard watcher. */
export function LibraryDialogs({ dialogs, onCreated, onBatchDeleted, onBatchCategoriesDone }: LibraryDialogsProps) {
  return (
    <>
      <OnceOpened open={dialogs.add.open}>
        <AddBookmarkDialog
          open={dialogs.add.open}
          onOpenChange={onClose(dialogs.closeAdd)}
          onCreated={onCreated}
          initialUrl={dialogs.add.request.initialUrl}
          defaultCategoryId={dialogs.add.request.defaultCategoryId}
        />
      </OnceOpened>
      <OnceOpened open={dialogs.editing !== null}>
        <EditBookmarkDialog bookmark={dialogs.editing} onOpenChange={onClose(() => dialogs.setEditing(null))} />
      </OnceOpened>
      <OnceOpened open={dialogs.deleting !== null}>
        <DeleteBookmarkDialog bookmark={dialogs.deleting} onOpenChange={onClose(() => dialogs.setDeleting(null))} />
      </OnceOpened>
      <OnceOpened open={dialogs.batchDelete.open}>
        <BatchDeleteDialog ids={dialogs.batchDelete.ids} open={dialogs.batchDelete.open} onOpenChange={onClose(dialogs.closeBatchDelete)} onDeleted={onBatchDeleted} />
      </OnceOpened>
      <OnceOpened open={dialogs.batchCategories.open}>
        <BatchCategoryDialog
          ids={dialogs.batchCategories.ids}
          open={dialogs.batchCategories.open}
          onOpenChange={onClose(dialogs.closeBatchCategories)}
          onDone={onBatchCategoriesDone}
        />
      </OnceOpened>
      <OnceOpened open={dialogs.manage.open}>
        <ManageCategoriesDialog open={dialogs.manage.open} onOpenChange={onClose(dialogs.closeManage)} initialTab={dialogs.manage.tab} />
      </OnceOpened>
      <ClipboardWatcher onCreated={onCreated} />
    </>
  );
}
