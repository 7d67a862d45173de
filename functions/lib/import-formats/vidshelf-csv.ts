import { parseVideoId } from '../../schemas/video-id.ts';
import { csvRecords, spreadsheetText } from './csv.ts';
import type { Steps } from './steps.ts';
import { vidshelfCategory } from './json-formats.ts';
import { type CategorySpec, EntrySink, type ParsedFile, toIsoDate } from './types.ts';

/** The columns every CSV export of ours starts with; the last one names how categories are written. */
const COLUMNS = ['url', 'video_id', 'title', 'note', 'favorite', 'watch_time', 'created_at'];
const CATEGORIES_JSON = 'categories_json';
/** Earlier exports joined the names with "; " (a name holding "; " came back split). */
const CATEGORIES_JOINED = 'categories';

function headerOf(text: string): string[] {
  const first = csvRecords(text.slice(0, 4096)).next();
  return first.done ? [] : first.value.fields.map((f) => f.trim().toLowerCase());
}

/** Whether the CSV is one of our exports, by its header row. */
export function isVidshelfCsv(text: string): boolean {
  const header = headerOf(text.replace(/^\uFEFF/, ''));
  return COLUMNS.every((c) => header.includes(c)) && (header.includes(CATEGORIES_JSON) || header.includes(CATEGORIES_JOINED));
}

/**
 * The categories of a categories_json cell: a JSON array of category objects (as the JSON export
 * writes them), or of names alone (exports before colours and order travelled); anything else
 * holds none.
 */
function categoriesFromJson(cell: string): CategorySpec[] {
  if (!cell.trim()) return [];
  try {
    const value: unknown = JSON.parse(cell);
    if (!Array.isArray(value)) return [];
    return value.map((c) => (typeof c === 'string' ? { name: c } : vidshelfCategory(c))).filter((c): c is CategorySpec => c !== undefined);
  } catch {
    return [];
  }
}

const categoriesJoined = (cell: string): CategorySpec[] => spreadsheetText(cell).split('; ').map((name) => ({ name }));

/**
 * Our CSV export, back as it was written: title and note exactly (less the apostrophe the export
 * put before a formula-like text), favourite, watch time, date and categories, with their colour,
 * order and sharing. A row with neither link nor video, title nor note only names categories: the
 * export writes one for each category that holds no bookmark.
 */
export function* parseVidshelfCsv(text: string): Steps<ParsedFile> {
  const sink = new EntrySink();
  // The first row to describe a category wins (a hand-edited file may disagree with itself).
  const specs = new Map<string, CategorySpec>();
  let column: Map<string, number> | null = null;
  let categoriesOf = categoriesFromJson;
  for (const { line, fields } of csvRecords(text.replace(/^\uFEFF/, ''))) {
    yield;
    if (!column) {
      const header = fields.map((f) => f.trim().toLowerCase());
      column = new Map(header.map((name, i) => [name, i]));
      if (!column.has(CATEGORIES_JSON)) categoriesOf = categoriesJoined;
      continue;
    }
    if (fields.every((f) => f.trim() === '')) continue;
    const cell = (name: string) => fields[column!.get(name) ?? -1] ?? '';
    const rowCategories = categoriesOf(cell(column.has(CATEGORIES_JSON) ? CATEGORIES_JSON : CATEGORIES_JOINED))
      .map((c) => ({ ...c, name: c.name.trim().slice(0, 50) }))
      .filter((c) => c.name);
    for (const c of rowCategories) if (!specs.has(c.name.toLowerCase())) specs.set(c.name.toLowerCase(), c);
    const url = cell('url').trim();
    const title = spreadsheetText(cell('title'));
    const note = spreadsheetText(cell('note'));
    if (!url && !cell('video_id').trim() && !title.trim() && !note.trim() && rowCategories.length) continue;
    const videoId = parseVideoId(cell('video_id').trim()) ?? parseVideoId(url);
    if (!videoId) {
      sink.fail(line, url || cell('video_id'));
      continue;
    }
    const watchTime = Number(cell('watch_time').trim());
    const createdAt = toIsoDate(cell('created_at'));
    const names = rowCategories.map((c) => c.name);
    sink.add({
      line,
      url: url || `https://www.youtube.com/watch?v=${videoId}`,
      videoId,
      ...(title.trim() ? { title: title.slice(0, 500) } : {}),
      ...(note.trim() ? { note: note.slice(0, 10_000) } : {}),
      ...(cell('favorite').trim().toLowerCase() === 'true' ? { isFavorite: true } : {}),
      ...(Number.isInteger(watchTime) && watchTime > 0 ? { watchTime: Math.min(watchTime, 2_000_000_000) } : {}),
      ...(createdAt ? { createdAt } : {}),
      ...(names.length ? { categories: names } : {}),
    });
  }
  // In the order the library showed them: those without a place (older exports) after the rest.
  const categories = [...specs.values()].sort((a, b) => (a.displayOrder ?? Infinity) - (b.displayOrder ?? Infinity));
  return { format: 'vidshelf-csv', items: sink.items, failed: sink.failed, categories };
}
