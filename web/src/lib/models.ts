// The API's own answer types (DESIGN §2: web imports the server's schemas as types only).
import type { BookmarkView } from '../../../functions/schemas/bookmark.ts';
import type { CategoryView } from '../../../functions/schemas/category.ts';
import type { listBookmarksQuery } from '../../../functions/schemas/bookmark.ts';
import type { z } from 'zod';

export type Bookmark = BookmarkView;
export type Category = CategoryView;
export type BookmarkCategory = BookmarkView['categories'][number];

export interface Stats {
  totalBookmarks: number;
  recentBookmarks: number;
  favoriteBookmarks: number;
  /** Saved videos that no longer play where the viewer is. */
  unavailableBookmarks: number;
  todayVisitors?: number;
}

/** The server's sort keys of the bookmark list (spec 1 §4). */
export type BookmarkSort = z.infer<typeof listBookmarksQuery>['sort'];
