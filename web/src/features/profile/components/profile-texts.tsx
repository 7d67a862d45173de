import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PencilIcon } from '../../../components/ui/icons';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import type { CurrentUser } from '../../../lib/auth';
import { updateProfileTexts } from '../api';
import { DESCRIPTION_MAX, TITLE_MAX, titleLengthHint, toStoredText, validateProfileTexts } from '../lib/profile-texts';

/** Title and Description, read or edited (spec 2 §2, §5). */
export function ProfileTexts({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('profile');
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [saving, setSaving] = useState(false);
  const errors = validateProfileTexts(title, description);
  const invalid = Object.keys(errors).length > 0;

  const startEditing = () => {
    setTitle(user.title ?? '');
    setDescription(user.description ?? '');
    setEditing(true);
  };

  const save = async () => {
    if (invalid) return;
    setSaving(true);
    try {
      await updateProfileTexts({ title: toStoredText(title), description: toStoredText(description) });
      setEditing(false);
    } catch {
      // Toast shown; the form stays open with the typed texts.
    } finally {
      setSaving(false);
    }
  };

  if (!editing) {
    return (
      <div className="flex flex-col gap-4">
        <div>
          <p className="text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">{t('texts.title')}</p>
          <p className={cn('mt-1 text-sm', user.title ? 'text-zinc-900 dark:text-zinc-100' : 'text-zinc-500 italic dark:text-zinc-500')}>{user.title ?? t('texts.noTitle')}</p>
        </div>
        <div>
          <p className="text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">{t('texts.description')}</p>
          <p className={cn('mt-1 text-sm whitespace-pre-line', user.description ? 'text-zinc-700 dark:text-zinc-300' : 'text-zinc-500 italic dark:text-zinc-500')}>
            {user.description ?? t('texts.noDescription')}
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={startEditing} className="self-start">
          <PencilIcon className="size-4" />
          {t('texts.edit')}
        </Button>
      </div>
    );
  }

  const hint = titleLengthHint(title.trim().length);
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="flex flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor="profile-title">{t('texts.title')}</Label>
          <span
            id="profile-title-count"
            className={cn(
              'text-xs tabular-nums',
              hint === 'over' ? 'text-red-600 dark:text-red-400' : hint === 'recommended' ? 'text-emerald-700 dark:text-emerald-400' : 'text-zinc-500 dark:text-zinc-400',
            )}
          >
            {title.trim().length}/{TITLE_MAX}
          </span>
        </div>
        <Input
          id="profile-title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          // Stops at the limit, as the persona form's title does, instead of complaining past it.
          maxLength={TITLE_MAX}
          placeholder={t('texts.titlePlaceholder')}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby="profile-title-count profile-title-hint"
        />
        {errors.title ? (
          <FieldError id="profile-title-hint">{t('texts.titleTooLong')}</FieldError>
        ) : (
          <p id="profile-title-hint" className="text-xs text-zinc-500 dark:text-zinc-400">
            {t('texts.recommended')}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor="profile-description">{t('texts.description')}</Label>
          <span className={cn('text-xs tabular-nums', errors.description ? 'text-red-600 dark:text-red-400' : 'text-zinc-500 dark:text-zinc-400')}>
            {description.trim().length}/{DESCRIPTION_MAX}
          </span>
        </div>
        <Textarea
          id="profile-description"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          rows={4}
          placeholder={t('texts.descriptionPlaceholder')}
          aria-invalid={errors.description ? true : undefined}
        />
        {errors.description ? <FieldError>{t('texts.descriptionTooLong')}</FieldError> : null}
      </div>
      <div className="flex gap-2 max-sm:flex-col-reverse sm:justify-end">
        <Button variant="secondary" onClick={() => setEditing(false)} disabled={saving}>
          {t('texts.cancel')}
        </Button>
        <Button type="submit" disabled={saving || invalid}>
          {saving ? t('texts.saving') : t('texts.save')}
        </Button>
      </div>
    </form>
  );
}
