import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { DEFAULT_COLOR } from '../../../components/ui/color-palette';
import { DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogRoot, DialogTitle } from '../../../components/ui/dialog';
import type { Category } from '../../../lib/models';
import { createCategory, updateCategory } from '../mutations';
import { isAtLimit, validateCategoryName } from '../lib/category-rules';
import { CategoryBasicsFields } from './category-basics-fields';
import { useTranslation } from 'react-i18next';

type Mode = { kind: 'create'; count: number } | { kind: 'edit'; category: Category };

interface CategoryFormDialogProps {
  /** null: closed. */
  mode: Mode | null;
  onClose(): void;
}

/** The Categories page's create and edit dialog: name and colour only (spec 1 §7). */
export function CategoryFormDialog({ mode, onClose }: CategoryFormDialogProps) {
  return (
    <DialogRoot open={mode !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="sm">{mode ? <CategoryForm mode={mode} onClose={onClose} /> : null}</DialogContent>
    </DialogRoot>
  );
}

function CategoryForm({ mode, onClose }: { mode: Mode; onClose(): void }) {
  const editing = mode.kind === 'edit' ? mode.category : null;
  const { t } = useTranslation(['categories', 'common']);
  const [name, setName] = useState(editing?.name ?? '');
  const [color, setColor] = useState(editing?.color ?? DEFAULT_COLOR);
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const atLimit = mode.kind === 'create' && isAtLimit(mode.count);
  const disabled = pending || name.trim() === '' || atLimit;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateCategoryName(name);
    setTouched(true);
    if (!checked.ok || disabled) return;
    setPending(true);
    try {
      const fields = { name: checked.name, color };
      await (editing ? updateCategory(editing.id, fields) : createCategory(fields));
      onClose();
    } catch {
      setPending(false); // the toast said why; the form stays open
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-col" noValidate>
      <DialogHeader>
        <DialogTitle>{editing ? t('form.editTitle') : t('create')}</DialogTitle>
        <DialogDescription>
          {editing ? t('form.editDescription') : t('form.createDescription')}
        </DialogDescription>
      </DialogHeader>
      <DialogBody className="flex flex-col gap-5">
        <CategoryBasicsFields
          atLimit={atLimit}
          name={name}
          onNameChange={(value) => {
            setName(value);
            setTouched(true);
          }}
          touched={touched}
          color={color}
          onColorChange={setColor}
        />
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" disabled={disabled}>
          {editing ? (pending ? t('common:actions.saving') : t('common:actions.save')) : pending ? t('form.creating') : t('form.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}
