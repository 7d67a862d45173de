import type { ImportItem } from '../../../db/schema.ts';
import { parseJsonExport } from './json-formats.ts';
import { parseJsonSteps } from './json-stream.ts';
import { isNetscapeHtml, parseNetscapeHtml } from './netscape.ts';
import { decodeText } from './decode.ts';
import { parseServiceCsv, serviceCsvOf } from './service-csv.ts';
import { type Steps, runAtOnce } from './steps.ts';
import { isTakeoutCsv, parseTakeoutCsv } from './takeout-csv.ts';
import { parseTakeoutZip } from './takeout-zip.ts';
import { type ParsedFile, UnrecognisedFile } from './types.ts';
import { parseUrlList } from './url-list.ts';
import { isVidshelfCsv, parseVidshelfCsv } from './vidshelf-csv.ts';
import { isTubeArchivistText, parseTubeArchivist } from './tubearchivist.ts';
import { isTubeArchivistFile, isZip, zipFiles } from './zip.ts';
import { stripUnstorableText } from '../../schemas/text.ts';

/**
 * What an uploaded file holds, in steps: a zip (a Tube Archivist backup, or a Takeout archive), or
 * a text file whose format is read from its content (the file name only names a Takeout playlist).
 */
export function* parseUpload(bytes: Uint8Array, fileName = ''): Steps<ParsedFile> {
  return yield* finished(isZip(bytes) ? yield* parseZip(bytes) : yield* parseText(yield* decodeText(bytes), fileName));
}

/** A zip is a Tube Archivist backup when it holds its files of videos or playlists, whatever its name. */
function* parseZip(bytes: Uint8Array): Steps<ParsedFile> {
  const files = yield* zipFiles(bytes);
  const archivist = files.filter((f) => isTubeArchivistFile(f.name));
  return archivist.length ? yield* parseTubeArchivist(archivist) : yield* parseTakeoutZip(files);
}

/** Which format a text is (from its content), and what it holds, in steps. */
export function* parseImportSteps(text: string, fileName = ''): Steps<ParsedFile> {
  return yield* finished(yield* parseText(text, fileName));
}

/** What every format's parse ends with: the video's own titles, duplicates folded, text storable. */
function* finished(parsed: ParsedFile): Steps<ParsedFile> {
  return storable({ ...parsed, items: yield* foldDuplicates(withVideoTitles(parsed)) });
}

/**
 * What a file says, less the characters Postgres cannot store: a JSON escape (`\u0000`, a lone
 * surrogate) puts them in any text field, and one of them would fail the whole import. Dropped
 * rather than refused, as a search drops them: what the file means is the rest of the text.
 */
function storable(parsed: ParsedFile): ParsedFile {
  const text = (value?: string) => (value === undefined ? undefined : stripUnstorableText(value));
  return {
    ...parsed,
    items: parsed.items.map((item) => ({
      ...item,
      url: stripUnstorableText(item.url),
      title: text(item.title),
      note: text(item.note),
      createdAt: text(item.createdAt),
      categories: item.categories?.map(stripUnstorableText),
    })),
    failed: parsed.failed.map((line) => ({ ...line, url: stripUnstorableText(line.url) })),
    categories: parsed.categories.map((category) => ({ ...category, name: stripUnstorableText(category.name) })),
  };
}

// A watch page's title as browsers and read-later apps save it: "(3) Title - YouTube", the count
// being the signed-in viewer's unread notifications (at most "(99+)": "(2019)" is the title's own).
const PAGE_TITLE = /^(?:\(\d{1,2}\+?\)\s+)?(.*?)\s+[-\u2013]\s+YouTube(?: Music)?$/s;

/**
 * Other apps keep the page's title: the video's own title is that less " - YouTube" (and the
 * notification count before it); a title that is only "YouTube" is none, and the video's details
 * fill it in. Our own exports hold the title the person gave, kept as it is.
 */
export function videoTitle(title: string): string | undefined {
  const trimmed = title.trim();
  if (/^YouTube(?: Music)?$/.test(trimmed)) return undefined;
  const inPage = PAGE_TITLE.exec(trimmed);
  return inPage ? inPage[1]!.trim() || undefined : title;
}

function withVideoTitles(parsed: ParsedFile): ImportItem[] {
  if (parsed.format === 'vidshelf-json' || parsed.format === 'vidshelf-csv') return parsed.items;
  return parsed.items.map((item) => {
    if (item.title === undefined) return item;
    const { title, ...rest } = item;
    const cleaned = videoTitle(title);
    return cleaned === undefined ? rest : { ...rest, title: cleaned };
  });
}

function* parseText(text: string, fileName: string): Steps<ParsedFile> {
  const start = text.trimStart();
  if (!start) throw new UnrecognisedFile();
  if (isTubeArchivistText(start)) return yield* parseTubeArchivist([], start);
  if (start[0] === '{' || start[0] === '[') return yield* parseJsonExport(yield* parseJsonSteps(start));
  if (isNetscapeHtml(start)) return yield* parseNetscapeHtml(text);
  // Before Takeout's: a note in our CSV may hold a line that starts like a Takeout header.
  if (isVidshelfCsv(start)) return yield* parseVidshelfCsv(start);
  if (isTakeoutCsv(start)) return yield* parseTakeoutCsv(text, fileName);
  const service = serviceCsvOf(start);
  if (service) return yield* parseServiceCsv(start, service);
  return yield* parseUrlList(text);
}

/** The same, at once: for tests and small inputs. */
export function parseImportFile(text: string): ParsedFile {
  return runAtOnce(parseImportSteps(text));
}

/**
 * A video listed twice counts once: the first entry wins, and it gathers the categories of the
 * others (a bookmark in two folders, or in two categories of our own HTML export).
 */
export function* foldDuplicates(items: ImportItem[]): Steps<ImportItem[]> {
  const byId = new Map<string, ImportItem>();
  for (const item of items) {
    yield;
    const first = byId.get(item.videoId);
    if (!first) byId.set(item.videoId, { ...item });
    else if (item.categories?.length) {
      const names = new Set([...(first.categories ?? []), ...item.categories]);
      first.categories = [...names];
    }
  }
  return [...byId.values()];
}
