const VIEW_UNITS = [
  { size: 1e3, suffix: 'K' },
  { size: 1e6, suffix: 'M' },
  { size: 1e9, suffix: 'B' },
] as const;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** A view count abbreviated with K, M or B and one decimal: 1500 → "1.5K", 999 → "999". */
export function formatViews(views: number | string | null | undefined): string {
  const count = typeof views === 'string' ? Number(views) : (views ?? 0);
  if (!Number.isFinite(count) || count < 0) return '0';
  let unit = -1;
  VIEW_UNITS.forEach(({ size }, index) => {
    if (count >= size) unit = index;
  });
  if (unit < 0) return String(Math.round(count));
  // Rounding can overflow a unit (999,950 → "1000.0K"); step up so it reads "1.0M".
  if (oneDecimal(count / VIEW_UNITS[unit].size) >= 1000 && unit < VIEW_UNITS.length - 1) unit += 1;
  const { size, suffix } = VIEW_UNITS[unit];
  return `${oneDecimal(count / size).toFixed(1)}${suffix}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * How long ago a date was: "Today", "1 day ago", "N days ago" under 30 days, months under
 * 365 days, then years.
 */
export function formatRelativeDate(date: Date | string, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const days = Math.floor((now.getTime() - then.getTime()) / DAY_MS);
  if (!Number.isFinite(days) || days < 1) return 'Today';
  if (days < 30) return plural(days, 'day');
  if (days < 365) return plural(Math.floor(days / 30), 'month');
  return plural(Math.floor(days / 365), 'year');
}

/** Initials for an avatar fallback: first + last name, else the e-mail's first letter. */
export function initialsOf(user: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}): string {
  const fromNames = `${user.firstName?.trim()[0] ?? ''}${user.lastName?.trim()[0] ?? ''}`;
  if (fromNames) return fromNames.toUpperCase();
  return (user.email?.trim()[0] ?? '?').toUpperCase();
}
