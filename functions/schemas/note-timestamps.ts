/**
 * Timestamps written in a bookmark's note ("the chorus at 1:23", "[01:02:03] Q&A"): the note is
 * split into text and time segments, which the player renders as text nodes and seek buttons
 * (never as HTML). Pure functions, shared by the player and the cards' moments badge.
 *
 * What counts as a time (docs/decisions/009-timestamped-notes.md):
 * - `m:ss` or `mm:ss`: minutes 0–59, seconds exactly two digits 00–59 (`1:23`, `01:23`, `59:59`);
 * - `h:mm:ss` or `hh:mm:ss`: hours 0–99, minutes and seconds exactly two digits 00–59;
 * - ASCII digits only, standing on their own: no ASCII letter, digit or `_` right before or after
 *   (`12:345`, `1:2:3:4`, `10:30am`, `v1:23` are text), and no decimal part (`1:23.5`, `2.1:23`).
 *   Punctuation, brackets and spaces around a time are fine (`[12:34]`, `(1:23),`), and so are
 *   letters of other scripts, since Korean attaches particles directly (`1:23부터`).
 * - Seconds need two digits, so ratios like `3:2`, `4:3`, `16:9` stay text; a two-digit ratio or a
 *   clock time (`21:09`, `10:30 meeting`) is a known, accepted false positive.
 */

export type NoteSegment = { kind: 'text'; text: string } | { kind: 'time'; text: string; seconds: number };

/** The longest possible time (99:59:59). */
export const MAX_TIMESTAMP_SECONDS = 99 * 3600 + 59 * 60 + 59;

// A maximal run of digit groups joined by colons; the groups are checked afterwards, so a longer
// run (12:345, 1:2:3:4) is rejected whole instead of yielding a time from its middle.
const CANDIDATE = /\d+(?::\d+)+/g;
const WORDISH = /[A-Za-z0-9_]/;

function secondsOf(groups: string[]): number | null {
  const twoDigitsUnder60 = (g: string) => /^[0-5]\d$/.test(g);
  if (groups.length === 2) {
    const [m, s] = groups as [string, string];
    if (!/^\d{1,2}$/.test(m) || Number(m) > 59 || !twoDigitsUnder60(s)) return null;
    return Number(m) * 60 + Number(s);
  }
  if (groups.length === 3) {
    const [h, m, s] = groups as [string, string, string];
    if (!/^\d{1,2}$/.test(h) || !twoDigitsUnder60(m) || !twoDigitsUnder60(s)) return null;
    return Number(h) * 3600 + Number(m) * 60 + Number(s);
  }
  return null;
}

function standsAlone(note: string, start: number, end: number): boolean {
  const before = note[start - 1] ?? '';
  const after = note[end] ?? '';
  if (WORDISH.test(before) || WORDISH.test(after)) return false;
  // A decimal part on either side: 1:23.5, 2.1:23.
  if ((after === '.' || after === ',') && /\d/.test(note[end + 1] ?? '')) return false;
  if ((before === '.' || before === ',') && /\d/.test(note[start - 2] ?? '')) return false;
  return true;
}

/**
 * Splits a note into text and time segments, in order. Joining every segment's text gives the
 * note back exactly; neighbouring text is merged into one segment.
 */
export function parseNoteTimestamps(note: string): NoteSegment[] {
  const segments: NoteSegment[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = segments.at(-1);
    if (last?.kind === 'text') last.text += text;
    else segments.push({ kind: 'text', text });
  };
  let cursor = 0;
  for (const match of note.matchAll(CANDIDATE)) {
    const start = match.index;
    const end = start + match[0].length;
    const seconds = standsAlone(note, start, end) ? secondsOf(match[0].split(':')) : null;
    if (seconds === null) continue;
    pushText(note.slice(cursor, start));
    segments.push({ kind: 'time', text: match[0], seconds });
    cursor = end;
  }
  pushText(note.slice(cursor));
  return segments;
}

/** The distinct moments of a note, in seconds, in the order they first appear. */
export function noteMoments(note: string | null | undefined): number[] {
  if (!note) return [];
  const seen = new Set<number>();
  for (const segment of parseNoteTimestamps(note)) if (segment.kind === 'time') seen.add(segment.seconds);
  return [...seen];
}

/**
 * A time as 'Add timestamp' writes it: in the note's own way when it has times already (the last
 * one under an hour says whether minutes get a leading zero: `1:23` or `01:23`), else `m:ss`
 * under an hour (0:00, 4:05, 59:59); `h:mm:ss` from an hour on.
 */
export function formatTimestamp(seconds: number, note = ''): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.min(Math.floor(seconds), MAX_TIMESTAMP_SECONDS) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const ss = String(total % 60).padStart(2, '0');
  if (h > 0) return `${h}:${String(m).padStart(2, '0')}:${ss}`;
  return `${padsMinutes(note) ? String(m).padStart(2, '0') : m}:${ss}`;
}

/** Whether the note writes minutes with two digits (`01:23`), judged by its last time under an hour. */
function padsMinutes(note: string): boolean {
  const underAnHour = parseNoteTimestamps(note).filter((s) => s.kind === 'time' && s.text.split(':').length === 2);
  return /^\d\d:/.test(underAnHour.at(-1)?.text ?? '');
}

/**
 * Puts `insertion` in place of the selection [start, end) of `text`, at the start of a line of its
 * own (a line break before it unless it starts the text or a line already), followed by one space,
 * so the time stands alone and what the person types next describes it. Returns the new text and
 * where the caret goes (after the time and its space).
 */
export function insertAtSelection(text: string, start: number, end: number, insertion: string): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  // Spaces left at the end of the line above would only trail there.
  const before = text.slice(0, from).replace(/[ \t\u00a0]+$/, '');
  const after = text.slice(to);
  const lead = before === '' || before.endsWith('\n') ? '' : '\n';
  // A space after the time, then the caret: typing goes on as "1:23 |". A space already there
  // is reused (the caret steps over it).
  const spaced = /^[ \t\u00a0]/.test(after);
  const inserted = `${lead}${insertion}${spaced ? '' : ' '}`;
  return { text: before + inserted + after, caret: before.length + inserted.length + (spaced ? 1 : 0) };
}
