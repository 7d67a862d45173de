// The API's own answer types (DESIGN §2: web imports the server's schemas as types only).
import type { BookmarkView } from '../../../functions/schemas/bookmark.ts';
import type { CategoryView } from '../../../functions/schemas/category.ts';

export type Bookmark = BookmarkView;
export type Category = CategoryView;
export type BookmarkCategory = BookmarkView['categories'][number];

export interface Stats {
  totalBookmarks: number;
  recentBookmarks: number;
  favoriteBookmarks: number;
  todayVisitors?: number;
}
