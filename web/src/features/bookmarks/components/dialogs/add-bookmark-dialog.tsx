import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogRoot, DialogTitle } from '../../../../components/ui/dialog';
import { FieldError, FieldHint, Input, Label, Select, Textarea } from '../../../../components/ui/input';
import { refreshLibrary } from '../../../../lib/revalidate';
import type { Bookmark } from '../../../../lib/models';
import { notify, notifyError } from '../../../../lib/toast';
import { createBookmark, useOwnCategories } from '../../api';
import { buildCreateBookmarkBody, NO_CATEGORY, URL_REQUIRED } from '../../lib/add-bookmark-form';
import { useTranslation } from 'react-i18next';

interface AddBookmarkDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  onCreated(bookmark: Bookmark): void;
  initialUrl?: string;
  /** Preselected category (the one being viewed); ignored unless it is one of the user's own. */
  defaultCategoryId?: string;
}

/** Spec 1 §2 and §5: save a video by its URL, with optional title, description and category. */
export function AddBookmarkDialog({ open, onOpenChange, onCreated, initialUrl, defaultCategoryId }: AddBookmarkDialogProps) {
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <AddBookmarkForm
          initialUrl={initialUrl}
          defaultCategoryId={defaultCategoryId}
          onCancel={() => onOpenChange(false)}
          onCreated={(bookmark) => {
            onOpenChange(false);
            onCreated(bookmark);
          }}
        />
      </DialogContent>
    </DialogRoot>
  );
}

interface AddBookmarkFormProps {
  initialUrl?: string;
  defaultCategoryId?: string;
  onCancel(): void;
  onCreated(bookmark: Bookmark): void;
}

function AddBookmarkForm({ initialUrl, defaultCategoryId, onCancel, onCreated }: AddBookmarkFormProps) {
  const ids = useId();
  const categories = useOwnCategories();
  const [url, setUrl] = useState(initialUrl ?? '');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [chosenCategory, setChosenCategory] = useState<string | null>(null);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const { t } = useTranslation(['bookmarks', 'common']);
  // The default applies once the categories have loaded and only when it is an own category.
  const categoryId = chosenCategory ?? (categories.some((c) => c.id === defaultCategoryId) ? defaultCategoryId! : NO_CATEGORY);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const checked = buildCreateBookmarkBody({ url, title, description, categoryId });
    if (!checked.ok) {
      setUrlError(checked.error === URL_REQUIRED ? t('add.urlRequired') : t('add.urlInvalid'));
      document.getElementById(`${ids}-url`)?.focus();
      return;
    }
    setUrlError(null);
    setPending(true);
    try {
      const bookmark = await createBookmark(checked.body);
      notify({ title: t('add.created') });
      void refreshLibrary();
      onCreated(bookmark);
    } catch (error) {
      // A duplicate (409 DUPLICATE_BOOKMARK) and an unknown video both say why in the server's words.
      notifyError(error, t('add.failed'));
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-col" noValidate>
      <DialogHeader>
        <DialogTitle>{t('add.title')}</DialogTitle>
        <DialogDescription>{t('add.description')}</DialogDescription>
      </DialogHeader>
      <DialogBody className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-url`}>{t('add.url')}</Label>
          <Input
            id={`${ids}-url`}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://www.youtube.com/watch?v=..."
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              if (urlError) setUrlError(null);
            }}
            autoFocus
            aria-invalid={urlError ? true : undefined}
            aria-describedby={urlError ? `${ids}-url-error` : `${ids}-url-hint`}
          />
          {urlError ? (
            <FieldError id={`${ids}-url-error`}>{urlError}</FieldError>
          ) : (
            <FieldHint id={`${ids}-url-hint`}>{t('add.urlHint')}</FieldHint>
          )}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-title`}>
            {t('fields.title')} <span className="font-normal text-zinc-500 dark:text-zinc-400">{t('fields.optional')}</span>
          </Label>
          <Input id={`${ids}-title`} value={title} onChange={(event) => setTitle(event.target.value)} placeholder={t('add.titlePlaceholder')} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-description`}>
            {t('fields.description')} <span className="font-normal text-zinc-500 dark:text-zinc-400">{t('fields.optional')}</span>
          </Label>
          <Textarea id={`${ids}-description`} rows={3} value={description} onChange={(event) => setDescription(event.target.value)} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-category`}>
            {t('fields.category')} <span className="font-normal text-zinc-500 dark:text-zinc-400">{t('fields.optional')}</span>
          </Label>
          <Select id={`${ids}-category`} value={categoryId} onChange={(event) => setChosenCategory(event.target.value)}>
            <option value={NO_CATEGORY}>{t('add.noCategory')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('add.adding') : t('add.title')}
        </Button>
      </DialogFooter>
    </form>
  );
}
