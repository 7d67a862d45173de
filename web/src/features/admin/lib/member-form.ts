import { slugifyHandle } from '../../../../../functions/schemas/handle-rules.ts';
import type { MemberFormValues } from '../api';
import { ApiError } from '../../../lib/api';

export const EMPTY_MEMBER_FORM: MemberFormValues = { firstName: '', lastName: '', handle: '', title: '', description: '', profileImageUrl: '' };

export const TITLE_MAX = 60;
export const HANDLE_INPUT_MAX = 30;

/** Spec 2 §5: the virtual member form's rules, with its messages. */
export function validateMemberForm(values: MemberFormValues): Partial<Record<keyof MemberFormValues, string>> {
  const errors: Partial<Record<keyof MemberFormValues, string>> = {};
  if (!values.firstName.trim()) errors.firstName = 'First name is required';
  if (values.handle.length < 3) errors.handle = 'Handle must be at least 3 characters';
  else if (!/^[a-z0-9-]+$/.test(values.handle)) errors.handle = 'Handle can only contain lowercase letters, numbers, and hyphens';
  if (values.title.length > TITLE_MAX) errors.title = 'Title must be 60 characters or less';
  return errors;
}

/** Create-handle input (spec 2 §5): slugified as typed, except a trailing hyphen the user is still typing. */
export function sanitizeHandleInput(input: string): string {
  const keepsDash = /[^a-zA-Z0-9\u00C0-\u024F]$/.test(input) && input.length > 1;
  const slug = slugifyHandle(input);
  return keepsDash && slug && slug.length < HANDLE_INPUT_MAX ? `${slug}-` : slug;
}

/** Spec 2 §8: the AI suggestion's error texts by code. */
const GPT_MESSAGES: Record<string, string> = {
  MISSING_TOPIC: 'Please select at least one topic',
  RATE_LIMIT_EXCEEDED: 'Too many requests. Please wait a minute before trying again',
  OPENAI_API_ERROR: 'AI service is temporarily unavailable. Please try again later',
  UNSUITABLE_OUTPUT: 'Generated content was incomplete. Please try again',
  SYSTEM_ERROR: 'Something went wrong. Please try again',
};

export function gptErrorMessage(error: unknown, online = typeof navigator === 'undefined' || navigator.onLine): string {
  if (error instanceof ApiError) {
    if (error.code && GPT_MESSAGES[error.code]) return GPT_MESSAGES[error.code]!;
    if (error.serverMessage) return error.serverMessage;
    return 'Failed to generate profile. Please try again';
  }
  if (!online || error instanceof TypeError) return 'Network connection lost. Please check your internet and try again';
  return 'Failed to generate profile. Please try again';
}
