import { parseVideoId } from '../../schemas/video-id.ts';
import { type CategorySpec, EntrySink, type ParsedFile, UnrecognisedFile, toIsoDate } from './types.ts';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * JSON exports. Entries have no line numbers in a JSON file, so `line` is the entry's position
 * (1-based), which is what a person can count in the report.
 */
export function parseJsonExport(data: unknown): ParsedFile {
  if (isObject(data) && data.app === 'vidshelf' && Array.isArray(data.bookmarks)) return parseVidshelf(data);
  if (isObject(data) && Array.isArray(data.bookmarks)) return parseKarakeep(data.bookmarks);
  if (isObject(data) && Array.isArray(data.collections)) return parseLinkwarden(data.collections);
  throw new UnrecognisedFile();
}

/** Our own export (version 1): everything it holds comes back. */
function parseVidshelf(data: Json): ParsedFile {
  const sink = new EntrySink();
  const categories: CategorySpec[] = [];
  for (const c of Array.isArray(data.categories) ? data.categories : []) {
    const name = isObject(c) ? str(c.name)?.trim().slice(0, 50) : undefined;
    if (!name || !isObject(c)) continue;
    categories.push({
      name,
      color: typeof c.color === 'string' && HEX.test(c.color) ? c.color.toLowerCase() : undefined,
      displayOrder: Number.isInteger(c.displayOrder) && (c.displayOrder as number) >= 0 ? Math.min(c.displayOrder as number, 1000) : undefined,
      isPublic: typeof c.isPublic === 'boolean' ? c.isPublic : undefined,
      subscribable: typeof c.subscribable === 'boolean' ? c.subscribable : undefined,
    });
  }
  (data.bookmarks as unknown[]).forEach((b, i) => {
    if (!isObject(b)) return;
    const url = str(b.url) ?? str(b.videoId) ?? '';
    const videoId = parseVideoId(str(b.videoId) ?? '') ?? parseVideoId(url);
    if (!videoId) return sink.fail(i + 1, url);
    const watchTime = typeof b.watchTime === 'number' && Number.isFinite(b.watchTime) ? Math.max(0, Math.min(Math.round(b.watchTime), 2_000_000_000)) : undefined;
    sink.add({
      line: i + 1,
      url,
      videoId,
      ...(str(b.title) ? { title: (b.title as string).slice(0, 500) } : {}),
      ...(str(b.note) ? { note: (b.note as string).slice(0, 10_000) } : {}),
      ...(b.isFavorite === true ? { isFavorite: true } : {}),
      ...(watchTime ? { watchTime } : {}),
      ...(toIsoDate(b.createdAt) ? { createdAt: toIsoDate(b.createdAt) } : {}),
      ...(Array.isArray(b.categories) ? { categories: b.categories.filter((n): n is string => typeof n === 'string').map((n) => n.trim().slice(0, 50)) } : {}),
    });
  });
  return { format: 'vidshelf-json', items: sink.items, failed: sink.failed, categories };
}

/** Karakeep: {bookmarks: [{createdAt (s), title, tags, content: {type: 'link', url} | {type: 'text'}, note}]}. */
function parseKarakeep(bookmarks: unknown[]): ParsedFile {
  const sink = new EntrySink();
  bookmarks.forEach((b, i) => {
    if (!isObject(b)) return;
    const content = isObject(b.content) ? b.content : null;
    // Text notes and assets are not links: nothing to import, nothing to report.
    if (!content || content.type !== 'link') return;
    const url = str(content.url) ?? '';
    const videoId = parseVideoId(url);
    if (!videoId) return sink.fail(i + 1, url);
    sink.add({
      line: i + 1,
      url,
      videoId,
      ...(str(b.title) ? { title: (b.title as string).slice(0, 500) } : {}),
      ...(str(b.note) ? { note: (b.note as string).slice(0, 10_000) } : {}),
      ...(toIsoDate(b.createdAt) ? { createdAt: toIsoDate(b.createdAt) } : {}),
    });
  });
  return { format: 'karakeep-json', items: sink.items, failed: sink.failed, categories: [] };
}

/** Linkwarden's backup: the user with {collections: [{name, color, links: [{name, url, description, createdAt}]}]}. */
function parseLinkwarden(collections: unknown[]): ParsedFile {
  const sink = new EntrySink();
  const categories: CategorySpec[] = [];
  let position = 0;
  for (const c of collections) {
    if (!isObject(c) || !Array.isArray(c.links)) continue;
    const name = str(c.name)?.trim().slice(0, 50);
    if (name && !categories.some((k) => k.name.toLowerCase() === name.toLowerCase())) {
      categories.push({ name, color: typeof c.color === 'string' && HEX.test(c.color) ? c.color.toLowerCase() : undefined });
    }
    for (const link of c.links) {
      position++;
      if (!isObject(link)) continue;
      const url = str(link.url) ?? '';
      const videoId = parseVideoId(url);
      if (!videoId) {
        sink.fail(position, url);
        continue;
      }
      sink.add({
        line: position,
        url,
        videoId,
        ...(str(link.name) ? { title: (link.name as string).slice(0, 500) } : {}),
        ...(str(link.description) ? { note: (link.description as string).slice(0, 10_000) } : {}),
        ...(toIsoDate(link.createdAt) ? { createdAt: toIsoDate(link.createdAt) } : {}),
        ...(name ? { categories: [name] } : {}),
      });
    }
  }
  return { format: 'linkwarden-json', items: sink.items, failed: sink.failed, categories };
}
