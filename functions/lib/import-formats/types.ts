import type { ImportItem } from '../../../db/schema.ts';

export type ImportFormat = 'netscape-html' | 'takeout-csv' | 'takeout-zip' | 'pocket-csv' | 'raindrop-csv' | 'url-list' | 'karakeep-json' | 'linkwarden-json' | 'vidshelf-json' | 'vidshelf-csv' | 'tubearchivist-zip' | 'tubearchivist-json';

export interface FailedLine {
  line: number;
  url: string;
  reason: string;
}

/** A category a file defines; only our own export carries colours and order. */
export interface CategorySpec {
  name: string;
  color?: string;
  displayOrder?: number;
  isPublic?: boolean;
  subscribable?: boolean;
}

/** What one format's parser makes of a file (before duplicates within it are folded). */
export interface ParsedFile {
  format: ImportFormat;
  items: ImportItem[];
  failed: FailedLine[];
  /** Categories in the order the file defines them (beyond those named by items). */
  categories: CategorySpec[];
}

export const NOT_YOUTUBE = 'Not a YouTube video';

/** A file that is not one of the formats: the route answers 400 with the supported list. */
export class UnrecognisedFile extends Error {}

/** More entries than an import takes. */
export class TooManyItems extends Error {}

/** At most this many entries (lines naming a link) per file. */
export const MAX_IMPORT_ITEMS = 100_000;

/** Collects entries, refusing a file past the limit early instead of after parsing it all. */
export class EntrySink {
  readonly items: ImportItem[] = [];
  readonly failed: FailedLine[] = [];
  add(item: ImportItem) {
    this.items.push(item);
    this.check();
  }
  fail(line: number, url: string, reason = NOT_YOUTUBE) {
    this.failed.push({ line, url: url.slice(0, 500), reason });
    this.check();
  }
  private check() {
    if (this.items.length + this.failed.length > MAX_IMPORT_ITEMS) throw new TooManyItems();
  }
}

/** An ISO timestamp from seconds, milliseconds or a date string; undefined when unreadable. */
export function toIsoDate(value: unknown): string | undefined {
  let date: Date | undefined;
  if (typeof value === 'number' && Number.isFinite(value)) date = new Date(value < 1e11 ? value * 1000 : value);
  else if (typeof value === 'string' && value.trim()) {
    const s = value.trim();
    date = /^\d+$/.test(s) ? new Date(Number(s) < 1e11 ? Number(s) * 1000 : Number(s)) : new Date(s.replace(/ UTC$/, 'Z'));
  }
  if (!date || Number.isNaN(date.getTime())) return undefined;
  const year = date.getUTCFullYear();
  return year >= 1990 && year <= 2200 ? date.toISOString() : undefined;
}
