import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import { DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogRoot, DialogTitle } from '../../../../components/ui/dialog';
import { refreshLibrary } from '../../../../lib/revalidate';
import { notify, notifyError } from '../../../../lib/toast';
import { editBookmarkCategories, useOwnCategories } from '../../api';
import { bulkEditBody, EMPTY_SELECTION, toggleCategory, toggleNone, type BatchCategorySelection } from '../../lib/batch-category-selection';
import { CategoryChecklist } from './category-checklist';
import { useTranslation } from 'react-i18next';

interface BatchCategoryDialogProps {
  ids: string[];
  open: boolean;
  onOpenChange(open: boolean): void;
  onDone(): void;
}

/** Spec 1 §2 and §5: add categories to the selected bookmarks, or remove all of theirs. */
export function BatchCategoryDialog({ ids, open, onOpenChange, onDone }: BatchCategoryDialogProps) {
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        <BatchCategoryForm
          ids={ids}
          onCancel={() => onOpenChange(false)}
          onDone={() => {
            onOpenChange(false);
            onDone();
          }}
        />
      </DialogContent>
    </DialogRoot>
  );
}

function BatchCategoryForm({ ids, onCancel, onDone }: { ids: string[]; onCancel(): void; onDone(): void }) {
  const categories = useOwnCategories();
  const [selection, setSelection] = useState<BatchCategorySelection>(EMPTY_SELECTION);
  const { t } = useTranslation(['bookmarks', 'common']);
  const [pending, setPending] = useState(false);

  const apply = async () => {
    const body = bulkEditBody(ids, selection);
    if (!body) {
      notify({ title: t('batchCategories.noChanges.title'), description: t('batchCategories.noChanges.description') });
      return;
    }
    setPending(true);
    try {
      await editBookmarkCategories(body);
      notify({ title: t('batchCategories.done') });
      void refreshLibrary();
      onDone();
    } catch (error) {
      notifyError(error, t('batchCategories.failed'));
      setPending(false);
    }
  };

  const count = ids.length;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('batchCategories.title')}</DialogTitle>
        <DialogDescription>
          {t('batchCategories.description', { count })}
        </DialogDescription>
      </DialogHeader>
      <DialogBody>
        <CategoryChecklist
          label={t('batchCategories.toAdd')}
          categories={categories}
          isChecked={(id) => selection.categoryIds.includes(id)}
          onToggle={(id, checked) => setSelection((prev) => toggleCategory(prev, id, checked))}
          before={
            <div className="mb-1 border-b border-zinc-100 pb-1 dark:border-zinc-800">
              <Checkbox
                checked={selection.removeAll}
                onCheckedChange={(checked) => setSelection((prev) => toggleNone(prev, checked))}
                className="w-full rounded-lg px-2.5 py-2 hover:bg-zinc-50 dark:hover:bg-zinc-800/60"
              >
                <span className="font-medium">{t('batchCategories.none')}</span>
              </Checkbox>
            </div>
          }
        />
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {t('common:actions.cancel')}
        </Button>
        <Button onClick={() => void apply()} disabled={pending}>
          {pending ? t('batchCategories.applying') : t('batchCategories.apply')}
        </Button>
      </DialogFooter>
    </>
  );
}
