import { useCallback, useState } from 'react';
import { slugifyHandle } from '../../../../../functions/schemas/handle-rules.ts';
import type { MemberFormValues } from '../api';
import { EMPTY_MEMBER_FORM, validateMemberForm } from '../lib/member-form';

export type MemberFormErrors = Partial<Record<keyof MemberFormValues, string>>;

/**
 * The persona form's state, shared by create and edit: the values, their errors, and `validated`,
 * which slugifies the handle, shows the form's messages and gives the values to send (or null).
 */
export function useMemberForm() {
  const [values, setValues] = useState<MemberFormValues>(EMPTY_MEMBER_FORM);
  const [errors, setErrors] = useState<MemberFormErrors>({});
  const onChange = useCallback((patch: Partial<MemberFormValues>) => setValues((v) => ({ ...v, ...patch })), []);
  const reset = useCallback((next: MemberFormValues = EMPTY_MEMBER_FORM) => {
    setValues(next);
    setErrors({});
  }, []);
  const validated = (): MemberFormValues | null => {
    const cleaned = { ...values, handle: slugifyHandle(values.handle) };
    const problems = validateMemberForm(cleaned);
    setErrors(problems);
    return Object.keys(problems).length > 0 ? null : cleaned;
  };
  return { values, setValues, errors, onChange, reset, validated };
}
