import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, FieldHint, Input, Label, Textarea } from '../../../components/ui/input';
import type { MemberFormValues } from '../api';
import { useHandleAvailability } from '../hooks/use-handle-availability';
import { HANDLE_INPUT_MAX, memberFormMessageKey, sanitizeHandleInput, TITLE_MAX } from '../lib/member-form';

interface Props {
  values: MemberFormValues;
  errors: Partial<Record<keyof MemberFormValues, string>>;
  onChange: (patch: Partial<MemberFormValues>) => void;
  /** The member's current handle (edit screen): not checked against itself. */
  currentHandle?: string;
}

/** The virtual member form's fields, shared by the create and edit screens (spec 2 §2). */
export function MemberFormFields({ values, errors, onChange, currentHandle }: Props) {
  const { t } = useTranslation('admin');
  const onNormalised = useCallback((handle: string) => onChange({ handle }), [onChange]);
  const check = useHandleAvailability(values.handle, onNormalised, currentHandle);
  const field = (name: keyof MemberFormValues) => ({
    id: `member-${name}`,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `member-${name}-error` : undefined,
    onChange: (e: { target: { value: string } }) => onChange({ [name]: e.target.value }),
  });
  const error = (name: keyof MemberFormValues) => {
    const message = errors[name];
    if (!message) return null;
    const key = memberFormMessageKey(message);
    return <FieldError id={`member-${name}-error`}>{key ? t(`form.errors.${key}`) : message}</FieldError>;
  };
  const unavailable = (() => {
    if (check.state !== 'unavailable') return null;
    const message = check.serverMessage ?? t(`form.${check.reason}`);
    return check.suggestion ? t('form.trySuggestion', { message, suggestion: check.suggestion }) : message;
  })();

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <div className="space-y-1.5">
        <Label htmlFor="member-firstName">{t('form.firstName')}</Label>
        <Input {...field('firstName')} autoComplete="off" />
        {error('firstName')}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="member-lastName">{t('form.lastName')}</Label>
        <Input {...field('lastName')} autoComplete="off" />
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor="member-handle">{t('form.handle')}</Label>
        <Input
          {...field('handle')}
          maxLength={HANDLE_INPUT_MAX}
          autoComplete="off"
          onChange={(e) => onChange({ handle: sanitizeHandleInput(e.target.value) })}
        />
        {/* The real address (/p/ only redirects there), once there is a handle to show. */}
        {values.handle ? <FieldHint>{t('form.publicUrl', { url: `${window.location.origin}/${values.handle}` })}</FieldHint> : null}
        {error('handle')}
        {!errors.handle && check.state === 'checking' ? <FieldHint>{t('form.checking')}</FieldHint> : null}
        {!errors.handle && check.state === 'available' ? <p className="text-sm text-green-700 dark:text-green-400">{t('form.available')}</p> : null}
        {!errors.handle && unavailable ? <FieldError>{unavailable}</FieldError> : null}
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor="member-title">{t('form.title')}</Label>
        <Input {...field('title')} maxLength={TITLE_MAX} />
        <FieldHint>{t('form.titleHint')}</FieldHint>
        {error('title')}
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor="member-description">{t('form.description')}</Label>
        <Textarea {...field('description')} rows={3} />
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor="member-profileImageUrl">{t('form.profileImageUrl')}</Label>
        <Input {...field('profileImageUrl')} type="url" inputMode="url" placeholder="https://" />
      </div>
    </div>
  );
}
