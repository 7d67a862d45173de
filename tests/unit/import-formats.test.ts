import { describe, expect, it } from 'vitest';
import { csvRecords, csvRow } from '../../functions/lib/import-formats/csv.ts';
import { decodeText } from '../../functions/lib/import-formats/decode.ts';
import { parseImportFile, videoTitle } from '../../functions/lib/import-formats/parse.ts';
import { runAtOnce } from '../../functions/lib/import-formats/steps.ts';
import { UnrecognisedFile, toIsoDate } from '../../functions/lib/import-formats/types.ts';

describe('import file parsing', () => {
  it('reads RFC 4180 CSV: quoted commas, doubled quotes and line breaks, with the line each record starts on', () => {
    const text = 'a,b\r\n"x, ""y""","multi\nline"\nlast,1';
    expect([...csvRecords(text)]).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, "y"', 'multi\nline'] },
      { line: 4, fields: ['last', '1'] },
    ]);
    expect([...csvRecords(csvRow(['x, "y"', 'multi\nline', 3]))][0]!.fields).toEqual(['x, "y"', 'multi\nline', '3']);
  });

  it('reads dates as seconds, milliseconds, ISO text and Takeout text, and refuses nonsense', () => {
    expect(toIsoDate(1600000000)).toBe('2020-09-13T12:26:40.000Z');
    expect(toIsoDate(1600000000000)).toBe('2020-09-13T12:26:40.000Z');
    expect(toIsoDate('2021-06-01 12:00:00 UTC')).toBe('2021-06-01T12:00:00.000Z');
    expect(toIsoDate('2023-02-20T18:45:10+00:00')).toBe('2023-02-20T18:45:10.000Z');
    expect(toIsoDate('soon')).toBeUndefined();
    expect(toIsoDate(-5)).toBeUndefined();
  });

  it('knows our CSV by its header, even when a note holds a line that starts like a Takeout header', () => {
    const text = `url,video_id,title,note,favorite,watch_time,created_at,categories_json\r\nhttps://youtu.be/dQw4w9WgXcQ,dQw4w9WgXcQ,T,"first\nVideo ID,x",false,0,,"[""a; b"",""c\\nd""]"\r\n`;
    const parsed = parseImportFile(text);
    expect(parsed.format).toBe('vidshelf-csv');
    expect(parsed.items).toEqual([{ line: 2, url: 'https://youtu.be/dQw4w9WgXcQ', videoId: 'dQw4w9WgXcQ', title: 'T', note: 'first\nVideo ID,x', categories: ['a; b', 'c\nd'] }]);
  });

  it('takes a bare id only when it is the whole line, so an 11-letter word in a CSV is not a video', () => {
    const parsed = parseImportFile('dQw4w9WgXcQ\nProgramming,https://youtu.be/aaaaaaaaaaa\n');
    expect(parsed.items.map((i) => i.videoId)).toEqual(['dQw4w9WgXcQ', 'aaaaaaaaaaa']);
  });

  it('decodes entities and notes in bookmark files and keeps the innermost folder', () => {
    const parsed = parseImportFile(
      '<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n<DT><H3>A &amp; B</H3>\n<DL><p>\n<DT><H3>Inner</H3>\n<DL><p>\n<DT><A HREF="https://youtu.be/aaaaaaaaaaa">T &#233;t&eacute;</A>\n<DD>n &lt;1&gt;\n</DL><p>\n<DT><A HREF="https://youtu.be/bbbbbbbbbbb">Outer</A>\n</DL><p>\n</DL>',
    );
    expect(parsed.categories.map((c) => c.name)).toEqual(['A & B', 'Inner']);
    expect(parsed.items).toEqual([
      { line: 7, url: 'https://youtu.be/aaaaaaaaaaa', videoId: 'aaaaaaaaaaa', title: 'T ét&eacute;', note: 'n <1>', categories: ['Inner'] },
      { line: 10, url: 'https://youtu.be/bbbbbbbbbbb', videoId: 'bbbbbbbbbbb', title: 'Outer', categories: ['A & B'] },
    ]);
  });

  it('refuses binary and non-UTF-8 bytes before any parser sees them, and decodes across its megabyte steps', () => {
    const decode = (bytes: Uint8Array) => runAtOnce(decodeText(bytes));
    expect(() => decode(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]))).toThrow(UnrecognisedFile);
    expect(() => decode(new Uint8Array([0xff, 0xfe, 0xfd]))).toThrow(UnrecognisedFile);
    expect(() => decode(new TextEncoder().encode(`${'a'.repeat(20_000)}\0`))).toThrow(UnrecognisedFile);
    expect(decode(new TextEncoder().encode('\uFEFFhello'))).toBe('hello');
    // A three-byte character split by the step boundary at 1 MB.
    const text = `${'a'.repeat(1024 * 1024 - 1)}한글`;
    expect(decode(new TextEncoder().encode(text))).toBe(text);
  });
});

describe('titles of videos saved by other apps', () => {
  it('are the video title, without the page title\'s " - YouTube" and notification count', () => {
    expect(videoTitle('Crispy potatoes - YouTube')).toBe('Crispy potatoes');
    expect(videoTitle('(12) Crispy potatoes - YouTube')).toBe('Crispy potatoes');
    expect(videoTitle('(99+) Crispy potatoes - YouTube')).toBe('Crispy potatoes');
    expect(videoTitle('(2019) Live at the hall - YouTube')).toBe('(2019) Live at the hall');
    expect(videoTitle('Album stream – YouTube Music')).toBe('Album stream');
    expect(videoTitle('YouTube')).toBeUndefined();
    expect(videoTitle('(2019) Live at the hall')).toBe('(2019) Live at the hall');
    expect(videoTitle('Why I left YouTube')).toBe('Why I left YouTube');
    expect(videoTitle('Me - YouTube - YouTube')).toBe('Me - YouTube');
  });

  it('come without the page suffix from a browser file, and as written from our own export', () => {
    const html = '<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<DL><p>\n<DT><A HREF="https://www.youtube.com/watch?v=dQw4w9WgXcQ">(3) Never gonna - YouTube</A>\n<DT><A HREF="https://youtu.be/aaaaaaaaaaa">YouTube</A>\n</DL><p>\n';
    expect(parseImportFile(html).items.map((i) => i.title)).toEqual(['Never gonna', undefined]);
    const ours = `url,video_id,title,note,favorite,watch_time,created_at,categories_json\r\nhttps://youtu.be/dQw4w9WgXcQ,dQw4w9WgXcQ,My own - YouTube,,false,0,,\r\n`;
    expect(parseImportFile(ours).items[0]!.title).toBe('My own - YouTube');
  });
});

describe('our CSV export', () => {
  const header = 'url,video_id,title,note,favorite,watch_time,created_at,categories_json\r\n';
  const cell = (value: unknown) => `"${JSON.stringify(value).replace(/"/g, '""')}"`;

  it('reads categories as objects or names, the first row to describe one winning, in the order they were shown', () => {
    const text =
      header +
      `https://youtu.be/dQw4w9WgXcQ,dQw4w9WgXcQ,T,,false,0,,${cell([{ name: 'Talks', color: '#22C55E', displayOrder: 1, isPublic: false, subscribable: true }, 'Loose name'])}\r\n` +
      `https://youtu.be/aaaaaaaaaaa,aaaaaaaaaaa,U,,false,0,,${cell([{ name: 'talks', color: '#000000', displayOrder: 9 }, { name: 'Music', color: 'red', displayOrder: 0 }])}\r\n` +
      `,,,,,,,${cell([{ name: 'Empty', color: '#eab308', displayOrder: 2, isPublic: true, subscribable: false }])}\r\n`;
    const parsed = parseImportFile(text);
    expect(parsed.failed).toEqual([]);
    expect(parsed.items.map((i) => i.categories)).toEqual([['Talks', 'Loose name'], ['talks', 'Music']]);
    expect(parsed.categories).toEqual([
      { name: 'Music', color: undefined, displayOrder: 0, isPublic: undefined, subscribable: undefined },
      { name: 'Talks', color: '#22c55e', displayOrder: 1, isPublic: false, subscribable: true },
      { name: 'Empty', color: '#eab308', displayOrder: 2, isPublic: true, subscribable: false },
      { name: 'Loose name' },
    ]);
  });

  it('reports a row that lost its video but kept a title, rather than taking it for a category row', () => {
    const parsed = parseImportFile(header + `,,Kept title,,false,0,,${cell(['Music'])}\r\n`);
    expect(parsed.items).toEqual([]);
    expect(parsed.failed).toEqual([{ line: 2, url: '', reason: 'Not a YouTube video' }]);
  });
});
