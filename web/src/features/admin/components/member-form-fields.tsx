import { useCallback } from 'react';
import { FieldError, FieldHint, Input, Label, Textarea } from '../../../components/ui/input';
import type { MemberFormValues } from '../api';
import { useHandleAvailability } from '../hooks/use-handle-availability';
import { HANDLE_INPUT_MAX, sanitizeHandleInput, TITLE_MAX } from '../lib/member-form';

interface Props {
  values: MemberFormValues;
  errors: Partial<Record<keyof MemberFormValues, string>>;
  onChange: (patch: Partial<MemberFormValues>) => void;
  /** The member's current handle (edit screen): not checked against itself. */
  currentHandle?: string;
}

/** The virtual member form's fields, shared by the create and edit screens (spec 2 §2). */
export function MemberFormFields({ values, errors, onChange, currentHandle }: Props) {
  const onNormalised = useCallback((handle: string) => onChange({ handle }), [onChange]);
  const check = useHandleAvailability(values.handle, onNormalised, currentHandle);
  const field = (name: keyof MemberFormValues) => ({
    id: `member-${name}`,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `member-${name}-error` : undefined,
    onChange: (e: { target: { value: string } }) => onChange({ [name]: e.target.value }),
  });
  const error = (name: keyof MemberFormValues) => (errors[name] ? <FieldError id={`member-${name}-error`}>{errors[name]}</FieldError> : null);

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <div className="space-y-1.5">
        <Label htmlFor="member-firstName">First Name *</Label>
        <Input {...field('firstName')} autoComplete="off" />
        {error('firstName')}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="member-lastName">Last Name</Label>
        <Input {...field('lastName')} autoComplete="off" />
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor="member-handle">Handle *</Label>
        <Input
          {...field('handle')}
          maxLength={HANDLE_INPUT_MAX}
          autoComplete="off"
          onChange={(e) => onChange({ handle: sanitizeHandleInput(e.target.value) })}
        />
        <FieldHint>Public URL: /p/{values.handle || '{handle}'}</FieldHint>
        {error('handle')}
        {!errors.handle && check.state === 'checking' ? <FieldHint>Checking availability...</FieldHint> : null}
        {!errors.handle && check.state === 'available' ? <p className="text-sm text-green-700 dark:text-green-400">Handle is available</p> : null}
        {!errors.handle && check.state === 'unavailable' ? <FieldError>{check.message}</FieldError> : null}
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor="member-title">Title</Label>
        <Input {...field('title')} maxLength={TITLE_MAX} />
        <FieldHint>Leave empty to auto-generate one (50-60 characters).</FieldHint>
        {error('title')}
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor="member-description">Description</Label>
        <Textarea {...field('description')} rows={3} />
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor="member-profileImageUrl">Profile Image URL</Label>
        <Input {...field('profileImageUrl')} type="url" inputMode="url" placeholder="https://" />
      </div>
    </div>
  );
}
