/** Spec 2 §5, §9: the profile's text limits and their messages. */
export const TITLE_MAX = 60;
export const TITLE_RECOMMENDED_MIN = 50;
export const DESCRIPTION_MAX = 500;

export const TITLE_TOO_LONG = 'Title must be 60 characters or less';
export const DESCRIPTION_TOO_LONG = 'Description must be 500 characters or less';

export interface ProfileTextErrors {
  title?: string;
  description?: string;
}

/** The form's problems, by field; empty when it may be sent. */
export function validateProfileTexts(title: string, description: string): ProfileTextErrors {
  const errors: ProfileTextErrors = {};
  if (title.trim().length > TITLE_MAX) errors.title = TITLE_TOO_LONG;
  if (description.trim().length > DESCRIPTION_MAX) errors.description = DESCRIPTION_TOO_LONG;
  return errors;
}

/** How the title counter reads: over the limit, in the recommended 50–60 band, or short of it. */
export function titleLengthHint(length: number): 'over' | 'recommended' | 'short' {
  if (length > TITLE_MAX) return 'over';
  if (length >= TITLE_RECOMMENDED_MIN) return 'recommended';
  return 'short';
}

/** Trimmed; an empty text is sent as null (cleared). */
export const toStoredText = (value: string): string | null => value.trim() || null;

/** The display name: "first last" when both exist, else the e-mail, else "Unknown User" (spec 2 §3), translated by the caller. */
export function displayNameOf(user: { firstName: string | null; lastName: string | null; email: string | null }, unknown = 'Unknown User'): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email || unknown;
}
