import type { ImportItem } from '../../../db/schema.ts';
import { parseVideoId } from '../../schemas/video-id.ts';
import { type CategorySpec, EntrySink, type ParsedFile, toIsoDate } from './types.ts';

/** Whether the text is a Netscape bookmark file (what every browser exports). */
export function isNetscapeHtml(text: string): boolean {
  const head = text.slice(0, 64 * 1024);
  return /<!DOCTYPE\s+NETSCAPE-Bookmark-file/i.test(head) || (/<DL\b/i.test(head) && /<A\s[^>]*HREF=/i.test(head));
}

const TAG = /<(\/?)(DL|H3|A|DD)\b([^>]*)>/gi;
const NOTE_END = /<(DT|\/?DL|DD)\b/gi;
// Folders a browser always has: their bookmarks are simply bookmarks, not a category.
const CONTAINER = /PERSONAL_TOOLBAR_FOLDER|UNFILED_BOOKMARKS_FOLDER/i;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", nbsp: ' ' };

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+|#39);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function attribute(attrs: string, name: string): string | undefined {
  const m = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs);
  return m ? decodeEntities(m[1] ?? m[2] ?? m[3] ?? '') : undefined;
}

/**
 * A Netscape bookmark file. Each folder is a category (the innermost one a bookmark sits in;
 * the browser's own toolbar and "other bookmarks" folders are not); `<DD>` text is the note.
 * One pass over the tags with a running line count, so a 10 MB file costs one scan.
 */
export function parseNetscapeHtml(text: string): ParsedFile {
  const sink = new EntrySink();
  const categories: CategorySpec[] = [];
  const seenCategory = new Set<string>();
  const stack: (string | null)[] = [];
  let pendingFolder: string | null | undefined;
  let last: ImportItem | null = null;
  let line = 1;
  let scanned = 0;
  const lineAt = (index: number) => {
    for (let i = scanned; i < index; i++) if (text.charCodeAt(i) === 10) line++;
    scanned = Math.max(scanned, index);
    return line;
  };

  TAG.lastIndex = 0;
  for (let m = TAG.exec(text); m; m = TAG.exec(text)) {
    const [, closing, rawTag, attrs = ''] = m;
    const tag = rawTag!.toUpperCase();
    const after = m.index + m[0].length;
    if (tag === 'DL') {
      if (closing) stack.pop();
      else {
        stack.push(pendingFolder ?? null);
        pendingFolder = undefined;
      }
      last = null;
    } else if (tag === 'H3' && !closing) {
      const end = text.indexOf('<', after);
      const name = decodeEntities(text.slice(after, end < 0 ? undefined : end)).trim().slice(0, 50);
      pendingFolder = CONTAINER.test(attrs) || !name ? null : name;
      if (pendingFolder && !seenCategory.has(pendingFolder.toLowerCase())) {
        seenCategory.add(pendingFolder.toLowerCase());
        categories.push({ name: pendingFolder });
      }
    } else if (tag === 'A' && !closing) {
      const href = attribute(attrs, 'HREF') ?? '';
      const end = text.indexOf('</', after);
      const title = decodeEntities(text.slice(after, end < 0 ? after : end)).trim();
      const lineNo = lineAt(m.index);
      const videoId = parseVideoId(href);
      last = null;
      if (!href) continue;
      if (!videoId) {
        sink.fail(lineNo, href);
        continue;
      }
      const folder = [...stack].reverse().find((f) => f);
      last = {
        line: lineNo,
        url: href,
        videoId,
        ...(title && title !== href ? { title: title.slice(0, 500) } : {}),
        ...(toIsoDate(attribute(attrs, 'ADD_DATE')) ? { createdAt: toIsoDate(attribute(attrs, 'ADD_DATE')) } : {}),
        ...(folder ? { categories: [folder] } : {}),
      };
      sink.add(last);
    } else if (tag === 'DD' && !closing && last) {
      NOTE_END.lastIndex = after;
      const stop = NOTE_END.exec(text);
      const note = decodeEntities(text.slice(after, stop ? stop.index : undefined)).trim();
      if (note) last.note = note.slice(0, 10_000);
      last = null;
    }
  }
  return { format: 'netscape-html', items: sink.items, failed: sink.failed, categories };
}
