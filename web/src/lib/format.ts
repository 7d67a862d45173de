import { currentLanguage, type Language } from '../i18n';

/**
 * Numbers and dates in the UI language. Every function reads the current language
 * itself, so callers keep their one-argument calls; the optional `language` is for tests and for
 * screens that must pin one. English output is the spec's, character for character.
 */
const LOCALES: Record<Language, string> = { en: 'en-US', ko: 'ko-KR' };
export const localeOf = (language: Language = currentLanguage()) => LOCALES[language];

const VIEW_UNITS = [
  { size: 1e3, suffix: 'K' },
  { size: 1e6, suffix: 'M' },
  { size: 1e9, suffix: 'B' },
] as const;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Spec 1: K, M or B with exactly one decimal ("1.0K"), which Intl's compact notation cannot say. */
function englishViews(count: number): string {
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

/**
 * Korean counts in 천/만/억 as Korean YouTube shows them, two significant digits but never fewer
 * than the whole units: 15000 → "1.5만", 123456 → "12만", 19048000 → "1905만", 120000000 → "1.2억".
 */
const koreanViews = new Intl.NumberFormat('ko-KR', { notation: 'compact' });

/**
 * A view count abbreviated: English with one decimal, "1.5K", "2.3M", "1.2B" (999 → "999");
 * Korean "1.5천", "1.5만", "12만", "1.2억".
 */
export function formatViews(views: number | string | null | undefined, language: Language = currentLanguage()): string {
  const count = typeof views === 'string' ? Number(views) : (views ?? 0);
  if (!Number.isFinite(count) || count < 0) return '0';
  return language === 'ko' ? koreanViews.format(count) : englishViews(count);
}

/** A plain count with the language's digit grouping: 12345 → "12,345". */
export function formatNumber(value: number, language: Language = currentLanguage()): string {
  return new Intl.NumberFormat(localeOf(language)).format(value);
}

const DAY_MS = 24 * 60 * 60 * 1000;

// Building an Intl formatter costs far more than formatting with one (0.1–0.2 ms against a few µs):
// a screenful of cards would build dozens per frame. One of each kind per locale is kept.
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(locale: string, numeric: 'always' | 'auto'): Intl.RelativeTimeFormat {
  const key = `${locale}:${numeric}`;
  let format = relativeFormats.get(key);
  if (!format) relativeFormats.set(key, (format = new Intl.RelativeTimeFormat(locale, { numeric })));
  return format;
}

/**
 * How long ago a date was: "Today", "1 day ago", "N days ago" under 30 days, months (of 30 days)
 * under 365 days, then years. Korean says 오늘, 어제, 3일 전, 지난달, 2개월 전, 작년, 2년 전.
 */
export function formatRelativeDate(date: Date | string, now: Date = new Date(), language: Language = currentLanguage()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const days = Math.floor((now.getTime() - then.getTime()) / DAY_MS);
  // English keeps the spec's "1 day ago" (not "yesterday"); Korean reads naturally with 어제/지난달.
  const relative = relativeFormat(localeOf(language), language === 'en' ? 'always' : 'auto');
  if (!Number.isFinite(days) || days < 1) {
    const today = relativeFormat(localeOf(language), 'auto').format(0, 'day');
    return today.charAt(0).toLocaleUpperCase(localeOf(language)) + today.slice(1);
  }
  if (days < 30) return relative.format(-days, 'day');
  if (days < 365) return relative.format(-Math.floor(days / 30), 'month');
  return relative.format(-Math.floor(days / 365), 'year');
}

/** A short date: English "Jan 5, 2025" (en-US, the spec's format), Korean "2025년 1월 5일". */
export function formatShortDate(date: Date | string, language: Language = currentLanguage()): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return new Intl.DateTimeFormat(localeOf(language), { month: 'short', day: 'numeric', year: 'numeric' }).format(value);
}

/** A date with the time of day, for tooltips ("Saved …"): the locale's default ("1/5/2025, 3:04:05 PM"). */
export function formatDateTime(date: Date | string, language: Language = currentLanguage()): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return value.toLocaleString(localeOf(language));
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
