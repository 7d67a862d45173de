// A bookmark read from a row as the driver hands it over (an array: db/prepared.ts,
// preparedWithRows), each column through its own mapping, without drizzle's per-value checks.
import { type Bookmark, bookmarkColumns } from './schema.ts';

const columns = Object.entries(bookmarkColumns);

/** How many values of a row are the bookmark's: a statement selects `...bookmarkColumns` first. */
export const BOOKMARK_COLUMN_COUNT = columns.length;

/** The bookmark in the first BOOKMARK_COLUMN_COUNT values of `row`. */
export function bookmarkOfRow(row: unknown[]): Bookmark {
  const bookmark: Record<string, unknown> = {};
  for (let i = 0; i < columns.length; i++) {
    const [key, column] = columns[i]!;
    const value = row[i];
    bookmark[key] = value === null ? null : column.mapFromDriverValue(value);
  }
  return bookmark as Bookmark;
}
