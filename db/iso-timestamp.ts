// A timestamptz as the drivers hand it over (Postgres's text) turned into the API's ISO 8601 text.

/** Character codes of the separators in "2026-11-28 03:31:41.123456+00". */
const DASH = 45;
const SPACE = 32;
const COLON = 58;
const DOT = 46;

/**
 * "2026-11-28 03:31:41.123456+00" (Postgres's text of a timestamptz in UTC; the fraction has 0 to
 * 6 digits) as "2026-11-28T03:31:41.123Z", exactly what `new Date(text).toISOString()` gives
 * (milliseconds cut, not rounded), without building a Date for it. Any other text (another time
 * zone, a year before 1000 or after 9999, BC, infinity) goes through Date as before.
 */
export function isoTimestamp(text: string): string {
  const end = text.length - 3;
  const plain =
    text.endsWith('+00') &&
    text.charCodeAt(0) !== 48 && // a year from 1000 on (Date reads "0099" as 1999)
    text.charCodeAt(4) === DASH &&
    text.charCodeAt(7) === DASH &&
    text.charCodeAt(10) === SPACE &&
    text.charCodeAt(13) === COLON &&
    text.charCodeAt(16) === COLON &&
    (end === 19 || (text.charCodeAt(19) === DOT && end > 20 && end <= 26));
  if (!plain) return new Date(text).toISOString();
  const milliseconds = end === 19 ? '000' : text.slice(20, Math.min(end, 23)).padEnd(3, '0');
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${milliseconds}Z`;
}
