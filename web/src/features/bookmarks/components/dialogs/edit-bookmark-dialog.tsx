import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { DialogBody, DialogContent, DialogFooter, DialogHeader, DialogRoot, DialogTitle } from '../../../../components/ui/dialog';
import { Input, Label, Textarea } from '../../../../components/ui/input';
import { errorText } from '../../../../lib/api';
import { updateBookmark } from '../../../../lib/bookmark-api';
import { refreshLibrary } from '../../../../lib/revalidate';
import type { Bookmark } from '../../../../lib/models';
import { notify, notifyError } from '../../../../lib/toast';
import { useOwnCategories } from '../../api';
import { CategoryChecklist } from './category-checklist';
import { useTranslation } from 'react-i18next';

interface EditBookmarkDialogProps {
  /** The bookmark to edit; null keeps the dialog closed. */
  bookmark: Bookmark | null;
  onOpenChange(open: boolean): void;
}

/** Spec 1 §2: title, note and categories of one bookmark. */
export function EditBookmarkDialog({ bookmark, onOpenChange }: EditBookmarkDialogProps) {
  return (
    <DialogRoot open={bookmark !== null} onOpenChange={onOpenChange}>
      <DialogContent size="md">{bookmark ? <EditBookmarkForm bookmark={bookmark} onClose={() => onOpenChange(false)} /> : null}</DialogContent>
    </DialogRoot>
  );
}

function EditBookmarkForm({ bookmark, onClose }: { bookmark: Bookmark; onClose(): void }) {
  const ids = useId();
  const categories = useOwnCategories();
  const [title, setTitle] = useState(bookmark.title);
  const [note, setNote] = useState(bookmark.note ?? '');
  const [chosen, setChosen] = useState<string[]>(() => bookmark.categories.map((c) => c.id));
  const [pending, setPending] = useState(false);
  const { t } = useTranslation(['bookmarks', 'common']);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      // Only own categories can be filed under; anything else in the old list is dropped by the list below.
      const own = new Set(categories.map((c) => c.id));
      await updateBookmark(bookmark.id, {
        title,
        note: note.trim() ? note : null,
        categories: chosen.filter((id) => own.has(id)),
      });
      notify({ title: t('edit.done'), description: t('edit.doneDescription') });
      void refreshLibrary();
      onClose();
    } catch (error) {
      notifyError(error, errorText(error, t('common:bookmark.updateFailed')));
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-col" noValidate>
      <DialogHeader>
        <DialogTitle>{t('edit.title')}</DialogTitle>
      </DialogHeader>
      <DialogBody className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-title`}>{t('fields.title')}</Label>
          <Input id={`${ids}-title`} value={title} onChange={(event) => setTitle(event.target.value)} autoFocus />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-note`}>{t('fields.note')}</Label>
          <Textarea
            id={`${ids}-note`}
            rows={3}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            placeholder={t('edit.notePlaceholder')}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-zinc-800 dark:text-zinc-200">{t('fields.categories')}</span>
          {categories.length > 0 ? (
            <CategoryChecklist
              label={t('fields.categories')}
              categories={categories}
              isChecked={(id) => chosen.includes(id)}
              onToggle={(id, checked) => setChosen((prev) => (checked ? [...prev.filter((c) => c !== id), id] : prev.filter((c) => c !== id)))}
            />
          ) : (
            <p className="rounded-xl border border-dashed border-zinc-300 px-3 py-3 text-sm text-zinc-500 dark:border-zinc-700 dark:text-zinc-400">
              {t('edit.noCategories')}
            </p>
          )}
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('common:actions.saving') : t('common:actions.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
