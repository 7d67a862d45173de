// The API's own answer types (DESIGN §2: web imports the server's schemas as types only).
import type { BookmarkView, CategoryView, UserStats } from '../../../functions/schemas/responses.ts';
import type { BOOKMARK_SORTS } from '../../../functions/schemas/bookmark.ts';

export type Bookmark = BookmarkView;
export type Category = CategoryView;
export type BookmarkCategory = BookmarkView['categories'][number];

export type Stats = UserStats;

/** The server's sort keys of the bookmark list (spec 1 §4). */
export type BookmarkSort = (typeof BOOKMARK_SORTS)[number];
