import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { DEFAULT_COLOR } from '../../../components/ui/color-palette';
import { DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogRoot, DialogTitle } from '../../../components/ui/dialog';
import type { Category } from '../../../lib/models';
import { createCategory, updateCategory } from '../api';
import { isAtLimit, validateCategoryName } from '../lib/category-rules';
import { CategoryBasicsFields } from './category-basics-fields';

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
        <DialogTitle>{editing ? 'Edit Category' : 'Create Category'}</DialogTitle>
        <DialogDescription>
          {editing ? 'Change the name or color of this category.' : 'Give the category a name and pick a color.'}
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
          Cancel
        </Button>
        <Button type="submit" disabled={disabled}>
          {editing ? (pending ? 'Saving...' : 'Save') : pending ? 'Creating...' : 'Create'}
        </Button>
      </DialogFooter>
    </form>
  );
}
