import * as z from 'zod';
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';
import { type BookmarkCursor, type BookmarkSort, cursorFitsSort } from '../../db/queries/bookmarks.ts';
import { ApiError } from '../errors.ts';
import { hasUnstorableText } from '../schemas/text.ts';

/** A list's cursor as clients carry it. It names its sort: a value of one sort's key means nothing under another. */
export function encodeCursor(sort: BookmarkSort, cursor: BookmarkCursor): string {
  return encodeBase64urlNoPadding(new TextEncoder().encode(JSON.stringify([sort, cursor.value, cursor.id])));
}

/** The cursor a client sent back, or VALIDATION_ERROR when it is none this server gives out for this sort. */
export function decodeCursor(text: string, sort: BookmarkSort): BookmarkCursor {
  try {
    const [cursorSort, value, id] = JSON.parse(new TextDecoder().decode(decodeBase64urlIgnorePadding(text))) as [unknown, unknown, unknown];
    // A title cursor is text Postgres compares: one it cannot store would fail the query.
    const storable = typeof value !== 'string' || !hasUnstorableText(value);
    if (cursorSort === sort && cursorFitsSort(sort, value) && storable && typeof id === 'string' && z.uuid().safeParse(id).success) return { value: value as string | number, id };
  } catch {
    // fall through
  }
  throw new ApiError(400, 'VALIDATION_ERROR', 'cursor: is not a cursor this server gave out for this sort.');
}
