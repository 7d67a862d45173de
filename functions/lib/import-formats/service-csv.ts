import { parseVideoId } from '../../schemas/video-id.ts';
import { csvRecords } from './csv.ts';
import { withTags } from './json-formats.ts';
import type { Steps } from './steps.ts';
import { EntrySink, type ImportFormat, type ParsedFile, toIsoDate } from './types.ts';

/**
 * CSV exports of other bookmark services, told apart by their header row. Each maps a row (by
 * column name) to an entry; the URL column must hold a YouTube video, else the row is reported.
 */
interface ServiceCsv {
  format: ImportFormat;
  /** Columns the header must have, in any order. */
  columns: string[];
  entry(row: (name: string) => string): { url: string; title?: string; note?: string; tags: string[]; createdAt?: unknown; isFavorite?: boolean; categories?: string[] };
}

const SERVICES: ServiceCsv[] = [
  {
    // Pocket's export (part_000000.csv): title,url,time_added,[cursor,]tags,status; tags joined by "|".
    format: 'pocket-csv',
    columns: ['title', 'url', 'time_added', 'tags', 'status'],
    entry: (row) => ({ url: row('url'), title: row('title'), tags: row('tags').split('|'), createdAt: row('time_added') }),
  },
  {
    // Raindrop.io: id,title,note,excerpt,url,folder,tags,created,cover,highlights,favorite; a nested folder is "Parent/Child".
    format: 'raindrop-csv',
    columns: ['id', 'title', 'note', 'excerpt', 'url', 'folder', 'tags', 'created'],
    entry: (row) => {
      const folder = row('folder').split('/').pop()?.trim();
      return {
        url: row('url'),
        title: row('title'),
        note: row('note'),
        tags: row('tags').split(','),
        createdAt: row('created'),
        isFavorite: row('favorite').toLowerCase() === 'true',
        ...(folder && folder.toLowerCase() !== 'unsorted' ? { categories: [folder.slice(0, 50)] } : {}),
      };
    },
  },
];

function headerOf(text: string): string[] {
  const first = csvRecords(text.slice(0, 4096)).next();
  return first.done ? [] : first.value.fields.map((f) => f.trim().toLowerCase());
}

/** The service whose export this CSV is, by its header row. */
export function serviceCsvOf(text: string): ServiceCsv | undefined {
  const header = headerOf(text);
  return SERVICES.find((s) => s.columns.every((c) => header.includes(c)));
}

export function* parseServiceCsv(text: string, service: ServiceCsv): Steps<ParsedFile> {
  const sink = new EntrySink();
  let header: string[] | null = null;
  for (const { line, fields } of csvRecords(text)) {
    yield;
    if (!header) {
      header = fields.map((f) => f.trim().toLowerCase());
      continue;
    }
    if (fields.every((f) => f.trim() === '')) continue;
    const row = (name: string) => (fields[header!.indexOf(name)] ?? '').trim();
    const e = service.entry(row);
    const videoId = parseVideoId(e.url);
    if (!videoId) {
      sink.fail(line, e.url);
      continue;
    }
    const note = withTags(e.note?.slice(0, 10_000) || undefined, e.tags);
    const createdAt = toIsoDate(e.createdAt);
    sink.add({
      line,
      url: e.url,
      videoId,
      ...(e.title && e.title !== e.url ? { title: e.title.slice(0, 500) } : {}),
      ...(note ? { note } : {}),
      ...(createdAt ? { createdAt } : {}),
      ...(e.isFavorite ? { isFavorite: true } : {}),
      ...(e.categories ? { categories: e.categories } : {}),
    });
  }
  return { format: service.format, items: sink.items, failed: sink.failed, categories: [] };
}
