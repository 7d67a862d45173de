import { useId } from 'react';
import { FieldError, Input, Label } from '../../../components/ui/input';
import { useTranslation } from 'react-i18next';

interface CategoryNameFieldProps {
  value: string;
  onChange(value: string): void;
  /** Show 'Category name is required.' once the person has typed and emptied the field. */
  touched: boolean;
  autoFocus?: boolean;
  /** Hide the visible label (the inline editor); the field keeps its accessible name. */
  hideLabel?: boolean;
}

export function CategoryNameField({ value, onChange, touched, autoFocus, hideLabel }: CategoryNameFieldProps) {
  const id = useId();
  const { t } = useTranslation('categories');
  const invalid = touched && value.trim() === '';
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
        {t('form.name')}
      </Label>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('form.namePlaceholder')}
        maxLength={50}
        autoComplete="off"
        autoFocus={autoFocus}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
      />
      {invalid ? <FieldError id={`${id}-error`}>{t('form.nameRequired')}</FieldError> : null}
    </div>
  );
}
