import { slugifyHandle } from '../../../../../functions/schemas/handle-rules.ts';
import type { MemberFormValues } from '../api';
import { ApiError } from '../../../lib/api';

export const EMPTY_MEMBER_FORM: MemberFormValues = { firstName: '', lastName: '', handle: '', title: '', description: '', profileImageUrl: '' };

export const TITLE_MAX = 60;
export const HANDLE_INPUT_MAX = 30;

/** Spec 2 §5: the form's messages in English; the screen shows `admin:form.errors.<key>`. */
export const MEMBER_FORM_MESSAGES = {
  firstNameRequired: 'First name is required',
  handleTooShort: 'Handle must be at least 3 characters',
  handleInvalid: 'Handle can only contain lowercase letters, numbers, and hyphens',
  titleTooLong: 'Title must be 60 characters or less',
} as const;
export type MemberFormMessageKey = keyof typeof MEMBER_FORM_MESSAGES;

/** The translation key of one of the form's messages. */
export const memberFormMessageKey = (message: string): MemberFormMessageKey | null =>
  (Object.keys(MEMBER_FORM_MESSAGES) as MemberFormMessageKey[]).find((key) => MEMBER_FORM_MESSAGES[key] === message) ?? null;

/** Spec 2 §5: the virtual member form's rules, with its messages. */
export function validateMemberForm(values: MemberFormValues): Partial<Record<keyof MemberFormValues, string>> {
  const errors: Partial<Record<keyof MemberFormValues, string>> = {};
  if (!values.firstName.trim()) errors.firstName = MEMBER_FORM_MESSAGES.firstNameRequired;
  if (values.handle.length < 3) errors.handle = MEMBER_FORM_MESSAGES.handleTooShort;
  else if (!/^[a-z0-9-]+$/.test(values.handle)) errors.handle = MEMBER_FORM_MESSAGES.handleInvalid;
  if (values.title.length > TITLE_MAX) errors.title = MEMBER_FORM_MESSAGES.titleTooLong;
  return errors;
}

/** Create-handle input (spec 2 §5): slugified as typed, except a trailing hyphen the user is still typing. */
export function sanitizeHandleInput(input: string): string {
  const keepsDash = /[^a-zA-Z0-9\u00C0-\u024F]$/.test(input) && input.length > 1;
  const slug = slugifyHandle(input);
  return keepsDash && slug && slug.length < HANDLE_INPUT_MAX ? `${slug}-` : slug;
}

/** Spec 2 §8: the AI suggestion's error texts by code, and its two fallbacks (`admin:gpt.errors.<key>` on screen). */
export const GPT_MESSAGES = {
  MISSING_TOPIC: 'Please select at least one topic',
  RATE_LIMIT_EXCEEDED: 'Too many requests. Please wait a minute before trying again',
  OPENAI_API_ERROR: 'AI service is temporarily unavailable. Please try again later',
  UNSUITABLE_OUTPUT: 'Generated content was incomplete. Please try again',
  SYSTEM_ERROR: 'Something went wrong. Please try again',
  failed: 'Failed to generate profile. Please try again',
  network: 'Network connection lost. Please check your internet and try again',
} as const;
export type GptMessageKey = keyof typeof GPT_MESSAGES;
const BY_CODE: Record<string, GptMessageKey> = {
  MISSING_TOPIC: 'MISSING_TOPIC',
  RATE_LIMIT_EXCEEDED: 'RATE_LIMIT_EXCEEDED',
  OPENAI_API_ERROR: 'OPENAI_API_ERROR',
  UNSUITABLE_OUTPUT: 'UNSUITABLE_OUTPUT',
  SYSTEM_ERROR: 'SYSTEM_ERROR',
};

/** Why a suggestion failed: one of the spec's messages (by key), or the server's own text. */
export function gptError(error: unknown, online = typeof navigator === 'undefined' || navigator.onLine): { key: GptMessageKey } | { serverMessage: string } {
  if (error instanceof ApiError) {
    if (error.code && BY_CODE[error.code]) return { key: BY_CODE[error.code]! };
    if (error.serverMessage) return { serverMessage: error.serverMessage };
    return { key: 'failed' };
  }
  if (!online || error instanceof TypeError) return { key: 'network' };
  return { key: 'failed' };
}

/** The failure's English text (spec 2 §8). */
export function gptErrorMessage(error: unknown, online = typeof navigator === 'undefined' || navigator.onLine): string {
  const reason = gptError(error, online);
  return 'key' in reason ? GPT_MESSAGES[reason.key] : reason.serverMessage;
}
