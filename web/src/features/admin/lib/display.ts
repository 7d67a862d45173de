/** Spec 2 §3: "firstName lastName" when both exist, else the e-mail, else "Unknown User". */
export function displayName(user: { firstName: string | null; lastName: string | null; email?: string | null }): string {
  if (user.firstName && user.lastName) return `${user.firstName} ${user.lastName}`;
  return user.email || 'Unknown User';
}

const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** Short US date (Jan 5, 2025), or "N/A". */
export function formatShortDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'N/A' : SHORT_DATE.format(date);
}

/** A member's name as the list shows it (members have no e-mail). */
export function memberName(member: { firstName: string | null; lastName: string | null }): string {
  return [member.firstName, member.lastName].filter(Boolean).join(' ') || 'Unknown User';
}
