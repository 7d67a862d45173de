const QUOTE = 34;
const COMMA = 44;
const CR = 13;
const LF = 10;

/** Where an unquoted field that starts at `from` ends: the next comma, line break or the end. */
function fieldEnd(text: string, from: number): number {
  let i = from;
  for (const n = text.length; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === COMMA || c === CR || c === LF) break;
  }
  return i;
}

function newlinesIn(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === LF) count++;
  return count;
}

/**
 * RFC 4180 records of a CSV text, each with the line it starts on. Quoted fields may hold commas,
 * quotes ("") and line breaks. Linear in the text on any input: fields are cut out with indexOf
 * and slice, never grown a character at a time, and an unclosed quote runs to the end once.
 */
export function* csvRecords(text: string): Generator<{ line: number; fields: string[] }> {
  const n = text.length;
  let line = 1;
  let i = 0;
  while (i < n) {
    const startLine = line;
    const fields: string[] = [];
    for (;;) {
      let value: string;
      if (text.charCodeAt(i) === QUOTE) {
        // Pieces between doubled quotes, joined once: a field of a million "" stays linear.
        const pieces: string[] = [];
        let from = i + 1;
        for (;;) {
          const quote = text.indexOf('"', from);
          const to = quote < 0 ? n : quote;
          line += newlinesIn(text, from, to);
          if (quote >= 0 && text.charCodeAt(quote + 1) === QUOTE) {
            pieces.push(text.slice(from, quote + 1));
            from = quote + 2;
            continue;
          }
          pieces.push(text.slice(from, to));
          i = quote < 0 ? n : quote + 1;
          break;
        }
        // Text after the closing quote belongs to the field, as spreadsheets read it.
        const end = fieldEnd(text, i);
        pieces.push(text.slice(i, end));
        value = pieces.join('');
        i = end;
      } else {
        const end = fieldEnd(text, i);
        value = text.slice(i, end);
        i = end;
      }
      fields.push(value);
      if (i >= n) break;
      const c = text.charCodeAt(i);
      if (c === COMMA) {
        i++;
        if (i >= n) {
          fields.push('');
          break;
        }
        continue;
      }
      i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
      line++;
      break;
    }
    yield { line: startLine, fields };
  }
}

/**
 * A cell spreadsheets would run as a formula: = + - @ (or a tab/CR) first, after any apostrophes
 * our export put before it (see spreadsheetSafe in the export writers).
 */
export const FORMULA_START = /^'*[=+\-@\t\r]/;

/** A text our CSV export wrote, as it was before the export made it safe for spreadsheets. */
export function spreadsheetText(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell) ? cell.slice(1) : cell;
}

/** One CSV field, quoted when it must be (RFC 4180). */
export function csvField(value: string | number | boolean | null | undefined): string {
  const s = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(s) || /^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One CSV row with CRLF, as RFC 4180 writes it. */
export function csvRow(values: (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
