import { parseVideoId } from '../../schemas/video-id.ts';
import { csvRecords, spreadsheetText } from './csv.ts';
import type { Steps } from './steps.ts';
import { EntrySink, type ParsedFile, toIsoDate } from './types.ts';

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

/** The names of a categories_json cell; a cell that is not an array of names holds none. */
function namesFromJson(cell: string): string[] {
  if (!cell.trim()) return [];
  try {
    const value: unknown = JSON.parse(cell);
    return Array.isArray(value) ? value.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

const namesJoined = (cell: string) => spreadsheetText(cell).split('; ');

/**
 * Our CSV export, back as it was written: title and note exactly (less the apostrophe the export
 * put before a formula-like text), favourite, watch time, date and categories.
 */
export function* parseVidshelfCsv(text: string): Steps<ParsedFile> {
  const sink = new EntrySink();
  let column: Map<string, number> | null = null;
  let namesOf = namesFromJson;
  for (const { line, fields } of csvRecords(text.replace(/^\uFEFF/, ''))) {
    yield;
    if (!column) {
      const header = fields.map((f) => f.trim().toLowerCase());
      column = new Map(header.map((name, i) => [name, i]));
      if (!column.has(CATEGORIES_JSON)) namesOf = namesJoined;
      continue;
    }
    if (fields.every((f) => f.trim() === '')) continue;
    const cell = (name: string) => fields[column!.get(name) ?? -1] ?? '';
    const url = cell('url').trim();
    const videoId = parseVideoId(cell('video_id').trim()) ?? parseVideoId(url);
    if (!videoId) {
      sink.fail(line, url || cell('video_id'));
      continue;
    }
    const title = spreadsheetText(cell('title'));
    const note = spreadsheetText(cell('note'));
    const watchTime = Number(cell('watch_time').trim());
    const createdAt = toIsoDate(cell('created_at'));
    const names = namesOf(cell(column.has(CATEGORIES_JSON) ? CATEGORIES_JSON : CATEGORIES_JOINED))
      .map((n) => n.trim().slice(0, 50))
      .filter(Boolean);
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
  return { format: 'vidshelf-csv', items: sink.items, failed: sink.failed, categories: [] };
}
