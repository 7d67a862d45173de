import { describe, expect, it } from 'vitest';
import { parseImportSteps } from '../../functions/lib/import-formats/parse.ts';
import { runAtOnce } from '../../functions/lib/import-formats/steps.ts';
import { TooManyItems, UnrecognisedFile } from '../../functions/lib/import-formats/types.ts';

/*
 * Every import parser is linear in the file on any input. Each adversarial 10 MB file (the inputs
 * that make a naive parser rescan the rest of the file, or recurse, once per tag, quote or level)
 * must parse within a small multiple of an ordinary 10 MB file of the same format: a ratio, so
 * the test holds on a slow or busy machine, and a quadratic parser misses it by a factor of
 * hundreds. Each side is timed twice and the faster run counts (less noise from the machine).
 */

const SIZE = 10 * 1024 * 1024;
// Measured here: at most 1.9 quiet and 5.6 on a machine loaded 25 deep; a parser that rescans is past 100.
const MAX_RATIO = 10;

/** `unit` repeated to `size` characters, with `head` before and `tail` after. */
function filled(head: string, unit: string, tail = '', size = SIZE): string {
  return head + unit.repeat(Math.max(0, Math.floor((size - head.length - tail.length) / unit.length))) + tail;
}

const id = (i: number) => `v${i.toString(36).padStart(10, '0')}`.slice(0, 11);
/** Entries of about 200 bytes: an ordinary 10 MB file stays under the 100,000-entry limit. */
function entries(size: number, entry: (i: number) => string): string {
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < size; i++) {
    const part = entry(i);
    parts.push(part);
    length += part.length;
  }
  return parts.join('');
}
const words = 'a fairly ordinary video title about cooking, music and travel with a few more words in it';

function parseTime(text: string): number {
  let best = Infinity;
  for (let run = 0; run < 2; run++) {
    const started = performance.now();
    try {
      runAtOnce(parseImportSteps(text));
    } catch (err) {
      if (!(err instanceof UnrecognisedFile || err instanceof TooManyItems)) throw err;
    }
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

function expectLinear(ordinary: string, adversarial: Record<string, string>) {
  // The ordinary file is a whole, readable file of its format.
  expect(runAtOnce(parseImportSteps(ordinary)).items.length).toBeGreaterThan(20_000);
  const base = parseTime(ordinary);
  for (const [name, text] of Object.entries(adversarial)) {
    const ratio = parseTime(text) / base;
    expect(ratio, `${name}: ${ratio.toFixed(2)} × an ordinary file (${base.toFixed(0)} ms)`).toBeLessThan(MAX_RATIO);
  }
}

const NETSCAPE_HEAD = '<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n';

describe('import parsers on adversarial 10 MB files', { timeout: 120_000 }, () => {
  it('reads browser bookmark files in linear time: unclosed tags and quotes, no closing tags, 200,000 nested folders', () => {
    const ordinary =
      NETSCAPE_HEAD +
      entries(SIZE, (i) =>
        i % 50 === 0
          ? `</DL><p>\n<DT><H3 ADD_DATE="1700000000">Folder ${i}</H3>\n<DL><p>\n`
          : `<DT><A HREF="https://www.youtube.com/watch?v=${id(i)}" ADD_DATE="1700000000">${words} ${i}</A>\n<DD>A note ${i}\n`,
      ) +
      '</DL><p>\n';
    expectLinear(ordinary, {
      'links whose only closing tag is at the end': filled(NETSCAPE_HEAD, `<DT><A HREF="https://www.youtube.com/watch?v=dQw4w9WgXcQ" ADD_DATE="1">${words} ${words}\n`, '</DL>'),
      'tags that never close': filled(NETSCAPE_HEAD, '<DT><A HREF="https://youtu.be/dQw4w9WgXcQ" '),
      'an attribute quote that never closes': filled(`${NETSCAPE_HEAD}<DT><A `, 'HREF="x ', '>t</A>'),
      'notes with no end': filled(NETSCAPE_HEAD, `<DT><A HREF="https://youtu.be/dQw4w9WgXcQ">${words}</A><DD>${words} `),
      '200,000 nested folders, then links': filled(`${NETSCAPE_HEAD}${'<DT><H3>F</H3><DL><p>'.repeat(200_000)}`, `<DT><A HREF="https://youtu.be/dQw4w9WgXcQ">${words} ${words}</A>\n`),
    });
  });

  it('reads CSV and URL lists in linear time: a 10 MB quoted field, an unclosed quote, one 10 MB line', () => {
    const ordinary = entries(SIZE, (i) => `https://www.youtube.com/watch?v=${id(i)},"${words}, ${i}",2024-01-01\n`);
    expectLinear(ordinary, {
      'a 10 MB quoted field': filled('url,title\nhttps://youtu.be/dQw4w9WgXcQ,"', 'a ""b"" c\n', '"\n'),
      'a quote that never closes': filled('url,title\nhttps://youtu.be/dQw4w9WgXcQ,"', 'a,b c\n'),
      'one 10 MB line of words': filled('https://youtu.be/dQw4w9WgXcQ ', 'word '),
      'one 10 MB line with no space': filled('https://youtu.be/dQw4w9WgXcQ\n', 'x'),
      'a Takeout CSV with a 10 MB quoted id': filled('Video ID,Time Added\n"', 'dQw4w9WgXcQ""', '",2021-01-01\n'),
    });
  });

  it('reads JSON exports in linear time: 200,000-deep nesting is refused at once, one 10 MB string', () => {
    const ordinary = `{"bookmarks":[${entries(SIZE, (i) => `${i ? ',' : ''}{"createdAt":1700000000,"title":"${words} ${i}","note":"n","content":{"type":"link","url":"https://www.youtube.com/watch?v=${id(i)}"}}`)}]}`;
    expectLinear(ordinary, {
      '200,000-deep nesting': `{"bookmarks":${'['.repeat(200_000)}${']'.repeat(200_000)}}`,
      '10 MB of nesting': '['.repeat(SIZE),
      'one 10 MB string': filled('{"bookmarks":[{"content":{"type":"link","url":"', 'https:\\/\\/a\\"b ', '"}}]}'),
      'one 10 MB number-like run': filled('{"bookmarks":[', '1,', '1]}'),
    });
  });

  it("reads Tube Archivist's NDJSON in linear time: one 10 MB document, index lines without documents, a 10 MB first line", () => {
    const index = (i: number) => `{"index": {"_index": "ta_video", "_id": "${id(i)}"}}\n`;
    const ordinary = entries(SIZE, (i) => `${index(i)}{"youtube_id": "${id(i)}", "title": "${words} ${i}", "date_downloaded": 1700000000, "player": {"duration": 100, "watched": false}}\n`);
    expectLinear(ordinary, {
      'one 10 MB document': filled(`${index(0)}{"title": "`, 'a\\"b ', '"}\n'),
      'a document that never closes': filled(`${index(0)}{"title": "`, 'a [{ '),
      'index lines without documents': filled('', index(0)),
      'a 10 MB first line that is almost an index line': filled('{"index": {"_id": "', 'x '),
    });
  });
});
