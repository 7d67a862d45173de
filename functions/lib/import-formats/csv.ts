/**
 * RFC 4180 records of a CSV text, each with the line it starts on. Quoted fields may hold commas,
 * quotes ("") and line breaks.
 */
export function* csvRecords(text: string): Generator<{ line: number; fields: string[] }> {
  let line = 1;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const startLine = line;
    const fields: string[] = [];
    let field = '';
    for (;;) {
      if (i >= n) {
        fields.push(field);
        break;
      }
      const ch = text[i]!;
      if (ch === '"' && field === '') {
        i++;
        while (i < n) {
          const q = text[i]!;
          if (q === '"') {
            if (text[i + 1] === '"') {
              field += '"';
              i += 2;
              continue;
            }
            i++;
            break;
          }
          if (q === '\n') line++;
          field += q;
          i++;
        }
        continue;
      }
      if (ch === ',') {
        fields.push(field);
        field = '';
        i++;
        continue;
      }
      if (ch === '\r' || ch === '\n') {
        fields.push(field);
        i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
        line++;
        break;
      }
      field += ch;
      i++;
    }
    yield { line: startLine, fields };
  }
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
