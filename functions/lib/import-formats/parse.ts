import type { ImportItem } from '../../../db/schema.ts';
import { parseJsonExport } from './json-formats.ts';
import { isNetscapeHtml, parseNetscapeHtml } from './netscape.ts';
import { isTakeoutCsv, parseTakeoutCsv } from './takeout-csv.ts';
import { type ParsedFile, UnrecognisedFile } from './types.ts';
import { parseUrlList } from './url-list.ts';

/**
 * The text of an uploaded file, or UnrecognisedFile when it is not text: binary files (a NUL
 * byte, or bytes that are not UTF-8) are refused before any parser sees them.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes.length === 0) throw new UnrecognisedFile();
  if (bytes.subarray(0, 8192).includes(0)) throw new UnrecognisedFile();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw new UnrecognisedFile();
  }
}

/** Which format the content is (never the file name), and what it holds. */
export function parseImportFile(text: string): ParsedFile {
  const start = text.trimStart();
  if (!start) throw new UnrecognisedFile();
  let parsed: ParsedFile;
  if (start[0] === '{' || start[0] === '[') {
    let data: unknown;
    try {
      data = JSON.parse(start);
    } catch {
      throw new UnrecognisedFile();
    }
    parsed = parseJsonExport(data);
  } else if (isNetscapeHtml(start)) parsed = parseNetscapeHtml(text);
  else if (isTakeoutCsv(start)) parsed = parseTakeoutCsv(text);
  else parsed = parseUrlList(text);
  return { ...parsed, items: foldDuplicates(parsed.items) };
}

/**
 * A video listed twice counts once: the first entry wins, and it gathers the categories of the
 * others (a bookmark in two folders, or in two categories of our own HTML export).
 */
export function foldDuplicates(items: ImportItem[]): ImportItem[] {
  const byId = new Map<string, ImportItem>();
  for (const item of items) {
    const first = byId.get(item.videoId);
    if (!first) byId.set(item.videoId, { ...item });
    else if (item.categories?.length) {
      const names = new Set([...(first.categories ?? []), ...item.categories]);
      first.categories = [...names];
    }
  }
  return [...byId.values()];
}
