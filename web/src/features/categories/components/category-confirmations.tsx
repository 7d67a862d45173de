import { ConfirmDialog } from '../../../components/ui/dialog';
import type { Category } from '../../../lib/models';
import { deleteCategory, unsubscribeCategory } from '../api';

interface ConfirmProps {
  category: Category | null;
  onClose(): void;
}

/** Spec 1 §5: deleting a category needs confirmation; its bookmarks stay. */
export function DeleteCategoryConfirm({ category, onClose }: ConfirmProps) {
  return (
    <ConfirmDialog
      open={category !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete category"
      description={
        <>
          Are you sure you want to delete &ldquo;{category?.name}&rdquo;? Its bookmarks stay in your library. This action cannot be
          undone.
        </>
      }
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      onConfirm={() => deleteCategory(category!.id)}
    />
  );
}

/** Spec 1 §5: unsubscribing needs confirmation too. */
export function UnsubscribeConfirm({ category, onClose }: ConfirmProps) {
  return (
    <ConfirmDialog
      open={category !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Unsubscribe"
      description={
        <>
          Unsubscribe from &ldquo;{category?.name}&rdquo;? Its bookmarks will no longer appear in your library. You can subscribe again from
          the owner&rsquo;s profile page.
        </>
      }
      confirmLabel="Unsubscribe"
      pendingLabel="Unsubscribing..."
      onConfirm={() => unsubscribeCategory(category!.id)}
    />
  );
}
