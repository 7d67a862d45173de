/** Spec 2 §3: "firstName lastName" when both exist, else the e-mail, else "Unknown User" (translated by the caller). */
export function displayName(user: { firstName: string | null; lastName: string | null; email?: string | null }, unknown = 'Unknown User'): string {
  if (user.firstName && user.lastName) return `${user.firstName} ${user.lastName}`;
  return user.email || unknown;
}

/** A short date in the UI language: en-US as the spec says (Jan 5, 2025), Korean as Korean reads it; or "N/A". */
export function formatShortDate(value: string | null | undefined, language = 'en-US', notAvailable = 'N/A'): string {
  if (!value) return notAvailable;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? notAvailable : date.toLocaleDateString(language, { month: 'short', day: 'numeric', year: 'numeric' });
}

/** A member's name as the list shows it (members have no e-mail). */
export function memberName(member: { firstName: string | null; lastName: string | null }, unknown = 'Unknown User'): string {
  return [member.firstName, member.lastName].filter(Boolean).join(' ') || unknown;
}
