import type { ImportItem } from '../../../db/schema.ts';
import { parseVideoId } from '../../schemas/video-id.ts';
import { withTags } from './json-formats.ts';
import type { Steps } from './steps.ts';
import { type CategorySpec, EntrySink, type ParsedFile, toIsoDate } from './types.ts';

/** Whether the text is a Netscape bookmark file (what every browser exports). */
export function isNetscapeHtml(text: string): boolean {
  const head = text.slice(0, 64 * 1024);
  // Bounded repetition: an unclosed `<A ` cannot make the test scan the rest of the head again.
  return /<!DOCTYPE\s+NETSCAPE-Bookmark-file/i.test(head) || (/<DL\b/i.test(head) && /<A\s[^>]{0,256}HREF\s*=/i.test(head));
}

const NOTE_END = /<(DT|\/?DL|DD)\b/gi;
// Folders a browser always has: their bookmarks are simply bookmarks, not a category.
const CONTAINER = /PERSONAL_TOOLBAR_FOLDER|UNFILED_BOOKMARKS_FOLDER/i;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{1,8});/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13 || c === 12;

/** A tag's attributes by upper-cased name, read in one pass (an unclosed quote runs to the end). */
export function attributes(attrs: string): Map<string, string> {
  const found = new Map<string, string>();
  const n = attrs.length;
  let i = 0;
  while (i < n) {
    while (i < n && isSpace(attrs.charCodeAt(i))) i++;
    const nameStart = i;
    while (i < n && !isSpace(attrs.charCodeAt(i)) && attrs[i] !== '=') i++;
    const name = attrs.slice(nameStart, i).toUpperCase();
    while (i < n && isSpace(attrs.charCodeAt(i))) i++;
    if (attrs[i] !== '=') {
      if (name) found.set(name, '');
      if (i === nameStart) i++;
      continue;
    }
    i++;
    while (i < n && isSpace(attrs.charCodeAt(i))) i++;
    let value: string;
    const quote = attrs[i];
    if (quote === '"' || quote === "'") {
      const end = attrs.indexOf(quote, i + 1);
      value = attrs.slice(i + 1, end < 0 ? n : end);
      i = end < 0 ? n : end + 1;
    } else {
      const start = i;
      while (i < n && !isSpace(attrs.charCodeAt(i))) i++;
      value = attrs.slice(start, i);
    }
    if (name && !found.has(name)) found.set(name, decodeEntities(value));
  }
  return found;
}

const TAGS = ['DL', 'H3', 'A', 'DD'] as const;
type Tag = (typeof TAGS)[number];

/** The tag that starts at `<` (index lt), if it is one the parser reads. */
function tagAt(text: string, lt: number): { tag: Tag; closing: boolean; nameEnd: number } | null {
  const closing = text.charCodeAt(lt + 1) === 47; // '/'
  const start = lt + 1 + (closing ? 1 : 0);
  for (const tag of TAGS) {
    const end = start + tag.length;
    if (text.slice(start, end).toUpperCase() !== tag) continue;
    const next = text.charCodeAt(end);
    // The name must end here (`<ADDRESS>` is not `<A>`): a space, `>` or `/` follows.
    if (Number.isNaN(next) || isSpace(next) || next === 62 || next === 47) return { tag, closing, nameEnd: end };
  }
  return null;
}

// Raindrop.io's export names itself so; its top-level "Unsorted" is the inbox of what was never
// put in a collection, not a collection (its CSV export is read the same way).
const RAINDROP = /<TITLE>\s*Raindrop\.io Bookmarks\s*<\/TITLE>/i;

/**
 * A Netscape bookmark file. Each folder is a category (the innermost one a bookmark sits in;
 * the browser's own toolbar and "other bookmarks" folders are not); `<DD>` text is the note.
 * One pass over the tags, linear in the file on any input: every scan ends where the next one
 * starts, an unclosed tag ends the reading (nothing after it can close), and each open folder
 * list remembers its innermost folder so a bookmark 200,000 lists deep costs one look-up.
 */
export function* parseNetscapeHtml(text: string): Steps<ParsedFile> {
  const sink = new EntrySink();
  const categories: CategorySpec[] = [];
  const seenCategory = new Set<string>();
  const raindrop = RAINDROP.test(text.slice(0, 4096));
  // Per open <DL>: the innermost named folder it is in.
  const folders: (string | null)[] = [];
  let pendingFolder: string | null | undefined;
  let last: ImportItem | null = null;
  let lastTags: string[] = [];
  let line = 1;
  let scanned = 0;
  const lineAt = (index: number) => {
    for (let i = scanned; i < index; i++) if (text.charCodeAt(i) === 10) line++;
    scanned = Math.max(scanned, index);
    return line;
  };

  let pos = 0;
  for (;;) {
    const lt = text.indexOf('<', pos);
    if (lt < 0) break;
    const found = tagAt(text, lt);
    if (!found) {
      pos = lt + 1;
      continue;
    }
    const gt = text.indexOf('>', found.nameEnd);
    if (gt < 0) break;
    yield;
    const { tag, closing } = found;
    const attrs = text.slice(found.nameEnd, gt);
    const after = gt + 1;
    pos = after;
    if (tag === 'DL') {
      if (closing) folders.pop();
      else {
        folders.push(pendingFolder || (folders.at(-1) ?? null));
        pendingFolder = undefined;
      }
      last = null;
    } else if (tag === 'H3' && !closing) {
      const end = text.indexOf('<', after);
      const name = decodeEntities(text.slice(after, end < 0 ? undefined : end)).trim().slice(0, 50);
      const inbox = raindrop && folders.length <= 1 && name.toLowerCase() === 'unsorted';
      pendingFolder = CONTAINER.test(attrs) || !name || inbox ? null : name;
      if (pendingFolder && !seenCategory.has(pendingFolder.toLowerCase())) {
        seenCategory.add(pendingFolder.toLowerCase());
        categories.push({ name: pendingFolder });
      }
    } else if (tag === 'A' && !closing) {
      const attr = attributes(attrs);
      const href = attr.get('HREF') ?? '';
      const end = text.indexOf('<', after);
      const title = decodeEntities(text.slice(after, end < 0 ? after : end)).trim();
      const lineNo = lineAt(lt);
      const videoId = parseVideoId(href);
      last = null;
      if (!href) continue;
      if (!videoId) {
        sink.fail(lineNo, href);
        continue;
      }
      const folder = folders.at(-1);
      const createdAt = toIsoDate(attr.get('ADD_DATE'));
      // Firefox and Raindrop.io write tags as TAGS="a,b": kept in the note.
      lastTags = (attr.get('TAGS') ?? '').split(',');
      const note = withTags(undefined, lastTags);
      last = {
        line: lineNo,
        url: href,
        videoId,
        ...(title && title !== href ? { title: title.slice(0, 500) } : {}),
        ...(note ? { note } : {}),
        ...(createdAt ? { createdAt } : {}),
        ...(folder ? { categories: [folder] } : {}),
      };
      sink.add(last);
    } else if (tag === 'DD' && !closing && last) {
      NOTE_END.lastIndex = after;
      const stop = NOTE_END.exec(text);
      const note = withTags(decodeEntities(text.slice(after, stop ? stop.index : undefined)).trim().slice(0, 10_000) || undefined, lastTags);
      if (note) last.note = note;
      last = null;
    }
  }
  return { format: 'netscape-html', items: sink.items, failed: sink.failed, categories };
}
