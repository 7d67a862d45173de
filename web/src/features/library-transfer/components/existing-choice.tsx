import { useTranslation } from 'react-i18next';
import { EXISTING_CHOICES, type ExistingChoice } from '../api';

/** Whether an import leaves videos already in the library alone or takes a Vidshelf export's state of them. */
export function ExistingChoiceField({ value, onChange, disabled }: { value: ExistingChoice; onChange: (value: ExistingChoice) => void; disabled?: boolean }) {
  const { t } = useTranslation('libraryTransfer');
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">{t('import.existing.legend')}</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
        {EXISTING_CHOICES.map((choice) => (
          <label key={choice} className="flex cursor-pointer items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
            <input type="radio" name="import-existing" value={choice} checked={value === choice} onChange={() => onChange(choice)} className="accent-brand-600" />
            {t(`import.existing.${choice}`)}
          </label>
        ))}
      </div>
      {value === 'update' ? <p className="text-xs text-zinc-500 dark:text-zinc-400">{t('import.existing.updateHint')}</p> : null}
    </fieldset>
  );
}
