import type { Database } from '../../db/database.ts';
import { type ExportBookmark, categoryIdsOfBookmarks, exportBookmarkPage, exportCategories } from '../../db/queries/export.ts';
import { FORMULA_START, csvRow } from './import-formats/csv.ts';

export const EXPORT_FORMATS = ['json', 'csv', 'html'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** The version of our JSON export; the importer reads it back losslessly. */
export const EXPORT_VERSION = 1;
/**
 * Our CSV's header; the importer knows the file by it. `categories_json` holds the row's categories
 * as a JSON array of the objects the JSON export lists (name, colour, order, sharing), so the file
 * stays one row per bookmark and still brings a category back whole.
 */
export const CSV_COLUMNS = ['url', 'video_id', 'title', 'note', 'favorite', 'watch_time', 'created_at', 'categories_json'] as const;
const PAGE = 500;

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab/CR before one) as a formula: a video
 * title like `=HYPERLINK(...)` would turn the export into an attack on whoever opens it. OWASP's
 * advice: prefix such user texts with an apostrophe, which spreadsheets show as plain text. A text
 * that already starts with apostrophes before such a character gets one more, so the importer
 * (spreadsheetText) takes exactly one away and the text comes back as it was.
 */
export function spreadsheetSafe(text: string | null): string | null {
  return text !== null && FORMULA_START.test(text) ? `'${text}` : text;
}

type Category = Awaited<ReturnType<typeof exportCategories>>[number];

/** A category as both our JSON and CSV exports write it (the importer reads it back from either). */
const categorySpec = (c: Category) => ({ name: c.name, color: c.color, displayOrder: c.displayOrder, isPublic: c.isPublic, subscribable: c.subscribable });

/** Every page of bookmarks (optionally of one category, or of none), 500 at a time by keyset. */
async function* pages(db: Database, userId: string, within?: string | 'none'): AsyncGenerator<ExportBookmark[]> {
  let afterId: string | undefined;
  for (;;) {
    const page = await exportBookmarkPage(db, userId, { afterId, limit: PAGE, within });
    if (page.length) yield page;
    if (page.length < PAGE) return;
    afterId = page[page.length - 1]!.id;
  }
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The export as text chunks, written while the pages are read (nothing holds the whole library). */
export async function* exportChunks(db: Database, userId: string, format: ExportFormat, now: Date): AsyncGenerator<string> {
  const cats = await exportCategories(db, userId);
  const nameOf = new Map(cats.map((c) => [c.id, c.name]));
  const specOf = new Map(cats.map((c) => [c.id, categorySpec(c)]));
  const orderOf = new Map(cats.map((c, i) => [c.id, i]));
  /** A bookmark's category ids, in the categories' display order. */
  const idsOf = async (page: ExportBookmark[]) => {
    const links = await categoryIdsOfBookmarks(db, userId, page.map((b) => b.id));
    return (b: ExportBookmark) => (links.get(b.id) ?? []).filter((id) => orderOf.has(id)).sort((x, y) => orderOf.get(x)! - orderOf.get(y)!);
  };
  const namesOf = async (page: ExportBookmark[]) => {
    const ids = await idsOf(page);
    return (b: ExportBookmark) => ids(b).map((id) => nameOf.get(id)!);
  };

  if (format === 'json') {
    const categories = cats.map(categorySpec);
    yield `{"app":"vidshelf","version":${EXPORT_VERSION},"exportedAt":${JSON.stringify(now.toISOString())},\n"categories":${JSON.stringify(categories)},\n"bookmarks":[`;
    let first = true;
    for await (const page of pages(db, userId)) {
      const names = await namesOf(page);
      yield page
        .map((b) => {
          const row = JSON.stringify({ videoId: b.videoId, url: b.url, title: b.title, note: b.note, isFavorite: b.isFavorite, watchTime: b.watchTime, createdAt: b.createdAt.toISOString(), categories: names(b) });
          const out = `${first ? '' : ','}\n${row}`;
          first = false;
          return out;
        })
        .join('');
    }
    yield '\n]}\n';
    return;
  }

  if (format === 'csv') {
    yield csvRow([...CSV_COLUMNS]);
    const holding = new Set<string>();
    for await (const page of pages(db, userId)) {
      const ids = await idsOf(page);
      // A name may hold any character (commas, semicolons, line breaks): JSON says where each
      // object ends. The cell starts with '[', so no spreadsheet runs it as a formula either.
      const categoriesCell = (b: ExportBookmark) => {
        for (const id of ids(b)) holding.add(id);
        return ids(b).length ? JSON.stringify(ids(b).map((id) => specOf.get(id)!)) : '';
      };
      yield page.map((b) => csvRow([b.url, b.videoId, spreadsheetSafe(b.title), spreadsheetSafe(b.note), b.isFavorite, b.watchTime, b.createdAt.toISOString(), categoriesCell(b)])).join('');
    }
    // A category no bookmark is in is still part of the library: a row of its own, with no video.
    const empty = cats.filter((c) => !holding.has(c.id));
    if (empty.length) yield empty.map((c) => csvRow(['', '', '', '', '', '', '', JSON.stringify([specOf.get(c.id)!])])).join('');
    return;
  }

  // Netscape bookmark file: one folder per category (a bookmark in two is in both), then the rest.
  yield '<!DOCTYPE NETSCAPE-Bookmark-file-1>\n<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">\n<TITLE>Vidshelf</TITLE>\n<H1>Vidshelf</H1>\n<DL><p>\n';
  const entry = (b: ExportBookmark, indent: string) =>
    `${indent}<DT><A HREF="${escapeHtml(b.url)}" ADD_DATE="${Math.floor(b.createdAt.getTime() / 1000)}">${escapeHtml(b.title)}</A>\n${b.note ? `${indent}<DD>${escapeHtml(b.note)}\n` : ''}`;
  for (const c of cats) {
    yield `    <DT><H3>${escapeHtml(c.name)}</H3>\n    <DL><p>\n`;
    for await (const page of pages(db, userId, c.id)) yield page.map((b) => entry(b, '        ')).join('');
    yield '    </DL><p>\n';
  }
  for await (const page of pages(db, userId, 'none')) yield page.map((b) => entry(b, '    ')).join('');
  yield '</DL><p>\n';
}
