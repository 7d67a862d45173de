import { useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/checkbox';
import { ColorPalette, DEFAULT_COLOR } from '../../../components/ui/color-palette';
import { DialogBody, DialogFooter, LOCAL_ESCAPE } from '../../../components/ui/dialog';
import { PlusIcon } from '../../../components/ui/icons';
import type { Category } from '../../../lib/models';
import { createCategory, updateCategory } from '../mutations';
import { canCreateCategory, isAtLimit, validateCategoryName } from '../lib/category-rules';
import { CategoryNameField } from './category-name-field';
import { LimitNotice } from './limit-notice';
import { useTranslation } from 'react-i18next';

/**
 * Where the form sits: `dialog` fills a dialog (fields in its body, Cancel and Save in its footer),
 * `tab` is Manage Categories' create tab (one Create button), `inline` edits a row of its list in
 * place (Escape cancels the edit, not the dialog).
 */
type Layout = 'dialog' | 'tab' | 'inline';

interface CategoryFormProps {
  /** The category to edit; absent: a new one. */
  category?: Category;
  /** Own plus subscribed categories, for the limit of 10 (create only). */
  count: number;
  layout: Layout;
  /** The dialog's title and description, above the fields. */
  header?: ReactNode;
  /** After a successful save (the toast has shown). */
  onSaved(): void;
  /** Cancel; the create tab has none. */
  onCancel?(): void;
}

/**
 * The one category form, for create and edit alike (spec 1 §2, §5): name, colour, Public and
 * Allow subscriptions. A category's sharing can be changed after it is created; subscriptions
 * need a public category, so that switch follows Public.
 */
export function CategoryForm({ category, count, layout, header, onSaved, onCancel }: CategoryFormProps) {
  const { t } = useTranslation(['categories', 'common']);
  const [name, setName] = useState(category?.name ?? '');
  const [color, setColor] = useState(category?.color ?? DEFAULT_COLOR);
  const [isPublic, setIsPublic] = useState(category?.isPublic ?? true);
  const [subscribable, setSubscribable] = useState(category?.subscribable ?? false);
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const atLimit = !category && isAtLimit(count);
  const disabled = pending || (category ? name.trim() === '' : !canCreateCategory(name, count));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateCategoryName(name);
    setTouched(true);
    if (!checked.ok || disabled) return;
    setPending(true);
    try {
      const fields = { name: checked.name, color, isPublic, subscribable: isPublic && subscribable };
      await (category ? updateCategory(category.id, fields) : createCategory(fields));
      setPending(false);
      onSaved();
    } catch {
      setPending(false); // the mutation showed why; the form keeps what was typed
    }
  };

  const fields = (
    <>
      {atLimit ? <LimitNotice>{t('limit.reached')}</LimitNotice> : null}
      <CategoryNameField
        value={name}
        onChange={(value) => (setName(value), setTouched(true))}
        touched={touched}
        autoFocus={!atLimit}
        hideLabel={layout === 'inline'}
      />
      <ColorPalette value={color} onValueChange={setColor} />
      <div className="flex flex-col gap-4 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
        <Switch checked={isPublic} onCheckedChange={setIsPublic} description={t('form.publicDescription')}>
          {t('form.public')}
        </Switch>
        <Switch checked={isPublic && subscribable} onCheckedChange={setSubscribable} disabled={!isPublic} description={t('form.subscribableDescription')}>
          {t('form.subscribable')}
        </Switch>
      </div>
    </>
  );

  const saveLabel = category ? (pending ? t('common:actions.saving') : t('common:actions.save')) : pending ? t('form.creating') : t('form.create');
  const cancel = onCancel ? (
    <Button variant={layout === 'inline' ? 'ghost' : 'secondary'} size={layout === 'inline' ? 'sm' : undefined} onClick={onCancel} disabled={pending}>
      {t('common:actions.cancel')}
    </Button>
  ) : null;

  if (layout === 'dialog') {
    return (
      <form onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-col" noValidate>
        {header}
        <DialogBody className="flex flex-col gap-5">{fields}</DialogBody>
        <DialogFooter>
          {cancel}
          <Button type="submit" disabled={disabled}>
            {saveLabel}
          </Button>
        </DialogFooter>
      </form>
    );
  }

  if (layout === 'tab') {
    return (
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" noValidate>
        {fields}
        <Button type="submit" disabled={disabled} className="self-stretch sm:self-end">
          <PlusIcon className="size-4" />
          {pending ? t('form.creating') : t('create')}
        </Button>
      </form>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onCancel?.();
  };
  return (
    <form
      {...LOCAL_ESCAPE}
      onSubmit={(event) => void submit(event)}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-3 p-3"
      aria-label={category ? t('actions.edit', { name: category.name }) : undefined}
      noValidate
    >
      {fields}
      <div className="flex justify-end gap-2">
        {cancel}
        <Button type="submit" size="sm" disabled={disabled}>
          {saveLabel}
        </Button>
      </div>
    </form>
  );
}
