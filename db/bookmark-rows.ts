// A bookmark read from a row as the driver hands it over (an array: db/prepared.ts,
// preparedWithRows), each column through its own mapping, without drizzle's per-value checks.
import { is } from 'drizzle-orm';
import { PgTimestamp } from 'drizzle-orm/pg-core';
import { isoTimestamp } from './iso-timestamp.ts';
import { type Bookmark, bookmarkColumns } from './schema.ts';

/**
 * A bookmark as the list reads it: its timestamps as ISO 8601 text, the form the API shows them
 * in, straight from Postgres's text (a Date would be parsed from that text only to be written
 * back as text); every other column as drizzle maps it.
 */
export type ListedBookmark = {
  [K in keyof Bookmark]: Bookmark[K] extends Date ? string : Bookmark[K] extends Date | null ? string | null : Bookmark[K];
};

/** A timestamptz value as ISO text (drivers hand these over as text; a Date is taken too). */
const isoOfValue = (value: unknown) => (typeof value === 'string' ? isoTimestamp(value) : (value as Date).toISOString());

const columns = Object.entries(bookmarkColumns).map(([key, column]) => ({
  key,
  read: is(column, PgTimestamp) ? isoOfValue : (value: unknown) => column.mapFromDriverValue(value),
}));

/** How many values of a row are the bookmark's: a statement selects `...bookmarkColumns` first. */
export const BOOKMARK_COLUMN_COUNT = columns.length;

/**
 * Every key of a bookmark: each row's object starts as a copy of it, made at its full size in one
 * allocation, where an empty object grows its property storage several times as keys are added.
 */
const blank: Record<string, unknown> = Object.fromEntries(columns.map(({ key }) => [key, null]));

/** The bookmark in the first BOOKMARK_COLUMN_COUNT values of `row`. */
export function bookmarkOfRow(row: unknown[]): ListedBookmark {
  const bookmark = { ...blank };
  for (let i = 0; i < columns.length; i++) {
    const value = row[i];
    bookmark[columns[i]!.key] = value === null ? null : columns[i]!.read(value);
  }
  return bookmark as ListedBookmark;
}
