import { parseVideoId } from '../../schemas/video-id.ts';
import type { Steps } from './steps.ts';
import { type CategorySpec, EntrySink, type ParsedFile, UnrecognisedFile, toIsoDate } from './types.ts';

export type Json = Record<string, unknown>;
export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A string with more than spaces in it, or undefined. */
export const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * JSON exports. Entries have no line numbers in a JSON file, so `line` is the entry's position
 * (1-based), which is what a person can count in the report.
 */
export function* parseJsonExport(data: unknown): Steps<ParsedFile> {
  if (isObject(data) && data.app === 'vidshelf' && Array.isArray(data.bookmarks)) return yield* parseVidshelf(data);
  if (isObject(data) && Array.isArray(data.bookmarks)) return yield* parseKarakeep(data.bookmarks, Array.isArray(data.lists) ? data.lists : []);
  if (isObject(data) && Array.isArray(data.collections)) return yield* parseLinkwarden(data.collections);
  throw new UnrecognisedFile();
}

/**
 * A category as our exports write it ({name, color, displayOrder, isPublic, subscribable}: the JSON
 * export's list, and each object of the CSV's `categories_json` cells), or undefined without a
 * name. A value out of range is left out, and the import's default takes its place.
 */
export function vidshelfCategory(c: unknown): CategorySpec | undefined {
  const name = isObject(c) ? str(c.name)?.trim().slice(0, 50) : undefined;
  if (!name || !isObject(c)) return undefined;
  return {
    name,
    color: typeof c.color === 'string' && HEX.test(c.color) ? c.color.toLowerCase() : undefined,
    displayOrder: Number.isInteger(c.displayOrder) && (c.displayOrder as number) >= 0 ? Math.min(c.displayOrder as number, 1000) : undefined,
    isPublic: typeof c.isPublic === 'boolean' ? c.isPublic : undefined,
    subscribable: typeof c.subscribable === 'boolean' ? c.subscribable : undefined,
  };
}

/** Our own export (version 1): everything it holds comes back. */
function* parseVidshelf(data: Json): Steps<ParsedFile> {
  const sink = new EntrySink();
  const categories: CategorySpec[] = [];
  for (const c of Array.isArray(data.categories) ? data.categories : []) {
    const spec = vidshelfCategory(c);
    if (spec) categories.push(spec);
  }
  for (const [i, b] of (data.bookmarks as unknown[]).entries()) {
    yield;
    if (!isObject(b)) continue;
    const url = str(b.url) ?? str(b.videoId) ?? '';
    const videoId = parseVideoId(str(b.videoId) ?? '') ?? parseVideoId(url);
    if (!videoId) {
      sink.fail(i + 1, url);
      continue;
    }
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
  }
  return { format: 'vidshelf-json', items: sink.items, failed: sink.failed, categories };
}

/**
 * Tags have no place of their own here: they are kept at the end of the note as one line, so
 * nothing a file holds is silently lost.
 */
export function withTags(note: string | undefined, tags: string[]): string | undefined {
  const names = [...new Set(tags.map((t) => t.trim()).filter(Boolean))];
  if (names.length === 0) return note;
  const line = `Tags: ${names.join(', ')}`;
  return (note ? `${note}\n\n${line}` : line).slice(0, 10_000);
}

const stringsOf = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/**
 * Karakeep lists as categories: for each bookmark, the names of its innermost lists (a list that
 * is the parent of another of the bookmark's lists is left out, as for browser folders).
 */
function karakeepLists(lists: unknown[]) {
  const byId = new Map<string, { name: string; parentId: string | null }>();
  for (const l of lists) {
    const name = isObject(l) ? str(l.name)?.trim().slice(0, 50) : undefined;
    if (isObject(l) && typeof l.id === 'string' && name) byId.set(l.id, { name, parentId: typeof l.parentId === 'string' ? l.parentId : null });
  }
  const ancestors = (id: string) => {
    const seen = new Set<string>();
    for (let at = byId.get(id)?.parentId; at && !seen.has(at); at = byId.get(at)?.parentId) seen.add(at);
    return seen;
  };
  return (listIds: string[]) => {
    const known = listIds.filter((id) => byId.has(id));
    const outer = new Set(known.flatMap((id) => [...ancestors(id)]));
    return [...new Set(known.filter((id) => !outer.has(id)).map((id) => byId.get(id)!.name))];
  };
}

/**
 * Karakeep: {bookmarks: [{createdAt (s), title, tags, lists (ids), content: {type: 'link', url} |
 * {type: 'text'}, note}], lists: [{id, name, parentId}]}. Lists become categories, tags go into
 * the note.
 */
function* parseKarakeep(bookmarks: unknown[], lists: unknown[]): Steps<ParsedFile> {
  const sink = new EntrySink();
  const categoriesOf = karakeepLists(lists);
  for (const [i, b] of bookmarks.entries()) {
    yield;
    if (!isObject(b)) continue;
    const content = isObject(b.content) ? b.content : null;
    // Text notes and assets are not links: nothing to import, nothing to report.
    if (!content || content.type !== 'link') continue;
    const url = str(content.url) ?? '';
    const videoId = parseVideoId(url);
    if (!videoId) {
      sink.fail(i + 1, url);
      continue;
    }
    const note = withTags(str(b.note)?.slice(0, 10_000), stringsOf(b.tags));
    const names = categoriesOf(stringsOf(b.lists));
    sink.add({
      line: i + 1,
      url,
      videoId,
      ...(str(b.title) ? { title: (b.title as string).slice(0, 500) } : {}),
      ...(note ? { note } : {}),
      ...(toIsoDate(b.createdAt) ? { createdAt: toIsoDate(b.createdAt) } : {}),
      ...(names.length ? { categories: names } : {}),
    });
  }
  return { format: 'karakeep-json', items: sink.items, failed: sink.failed, categories: [] };
}

/** Linkwarden's backup: the user with {collections: [{name, color, links: [{name, url, description, tags: [{name}], createdAt}]}]}; tags go into the note. */
function* parseLinkwarden(collections: unknown[]): Steps<ParsedFile> {
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
      yield;
      position++;
      if (!isObject(link)) continue;
      const url = str(link.url) ?? '';
      const videoId = parseVideoId(url);
      if (!videoId) {
        sink.fail(position, url);
        continue;
      }
      const tags = Array.isArray(link.tags) ? link.tags.map((t) => (isObject(t) ? str(t.name) : undefined)).filter((t): t is string => !!t) : [];
      const note = withTags(str(link.description)?.slice(0, 10_000), tags);
      sink.add({
        line: position,
        url,
        videoId,
        ...(str(link.name) ? { title: (link.name as string).slice(0, 500) } : {}),
        ...(note ? { note } : {}),
        ...(toIsoDate(link.createdAt) ? { createdAt: toIsoDate(link.createdAt) } : {}),
        ...(name ? { categories: [name] } : {}),
      });
    }
  }
  return { format: 'linkwarden-json', items: sink.items, failed: sink.failed, categories };
}
