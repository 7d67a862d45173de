import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/checkbox';
import { DEFAULT_COLOR } from '../../../components/ui/color-palette';
import { PlusIcon } from '../../../components/ui/icons';
import { createCategory } from '../mutations';
import { canCreateCategory, isAtLimit, validateCategoryName } from '../lib/category-rules';
import { CategoryBasicsFields } from './category-basics-fields';
import { useTranslation } from 'react-i18next';

interface CreateCategoryFormProps {
  /** Own plus subscribed categories, for the limit of 10. */
  count: number;
  onCreated?(): void;
}

/** Manage Categories' "Create New Category" tab: name, colour, public and subscribable. */
export function CreateCategoryForm({ count, onCreated }: CreateCategoryFormProps) {
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [color, setColor] = useState<string>(DEFAULT_COLOR);
  const [isPublic, setIsPublic] = useState(true);
  const [subscribable, setSubscribable] = useState(false);
  const [pending, setPending] = useState(false);
  const atLimit = isAtLimit(count);
  const { t } = useTranslation('categories');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateCategoryName(name);
    setTouched(true);
    if (!checked.ok || atLimit || pending) return;
    setPending(true);
    try {
      await createCategory({ name: checked.name, color, isPublic, subscribable: isPublic && subscribable });
      setName('');
      setTouched(false);
      setColor(DEFAULT_COLOR);
      setIsPublic(true);
      setSubscribable(false);
      onCreated?.();
    } catch {
      // createCategory showed the error; the form keeps what was typed.
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-5" noValidate>
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
      <div className="flex flex-col gap-4 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
        <Switch checked={isPublic} onCheckedChange={setIsPublic} description={t('form.publicDescription')}>
          {t('form.public')}
        </Switch>
        <Switch
          checked={isPublic && subscribable}
          onCheckedChange={setSubscribable}
          disabled={!isPublic}
          description={t('form.subscribableDescription')}
        >
          {t('form.subscribable')}
        </Switch>
      </div>
      <Button type="submit" disabled={!canCreateCategory(name, count) || pending} className="self-stretch sm:self-end">
        <PlusIcon className="size-4" />
        {pending ? t('form.creating') : t('create')}
      </Button>
    </form>
  );
}
