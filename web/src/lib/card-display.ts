/**
 * How far the video has been watched, 0..1, or null when there is nothing to show (no watch time
 * or an unknown duration).
 */
export function watchProgress(watchTime: number | null | undefined, durationSeconds: number | null | undefined): number | null {
  if (!watchTime || watchTime <= 0 || !durationSeconds || durationSeconds <= 0) return null;
  return Math.min(1, watchTime / durationSeconds);
}

/** The first `max` badges and how many more there are ('+N'). */
export function splitBadges<T>(items: readonly T[], max: number): { shown: T[]; hidden: number } {
  return { shown: items.slice(0, max), hidden: Math.max(0, items.length - max) };
}

/** Cuts text to `max` characters with an ellipsis (trending titles are cut at 30, spec 1 §9). */
export function truncateText(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** A category colour with an alpha, for tinted badge backgrounds (#rrggbb only). */
export function tint(color: string, alpha: number): string {
  if (!/^#[0-9a-f]{6}$/i.test(color)) return color;
  const a = Math.round(Math.max(0, Math.min(1, alpha)) * 255)
    .toString(16)
    .padStart(2, '0');
  return `${color}${a}`;
}
