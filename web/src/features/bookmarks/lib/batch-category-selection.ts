import type { bulkEditCategoriesBody } from '../../../../../functions/schemas/bookmark.ts';
import type { RequestBody } from '../../../lib/api';

/**
 * Batch Category Edit's choices (spec 1 §5): either "None (remove all)" or some categories to add
 * to the bookmarks' existing ones, never both.
 */
export interface BatchCategorySelection {
  removeAll: boolean;
  categoryIds: string[];
}

export const EMPTY_SELECTION: BatchCategorySelection = { removeAll: false, categoryIds: [] };

/** Choosing None clears the chosen categories; unchecking it leaves nothing chosen. */
export function toggleNone(selection: BatchCategorySelection, checked: boolean): BatchCategorySelection {
  return checked ? { removeAll: true, categoryIds: [] } : { ...selection, removeAll: false };
}

/** Picking a category unchecks None. */
export function toggleCategory(selection: BatchCategorySelection, id: string, checked: boolean): BatchCategorySelection {
  const without = selection.categoryIds.filter((c) => c !== id);
  return { removeAll: false, categoryIds: checked ? [...without, id] : without };
}

/** What POST /api/bookmarks/bulk/edit-categories takes, as its route declares it. */
export type BulkEditBody = RequestBody<typeof bulkEditCategoriesBody>;

/** The POST /api/bookmarks/bulk/edit-categories body, or null when nothing was chosen. */
export function bulkEditBody(bookmarkIds: string[], selection: BatchCategorySelection): BulkEditBody | null {
  if (selection.removeAll) return { bookmarkIds, removeAll: true };
  if (selection.categoryIds.length === 0) return null;
  return { bookmarkIds, categoryIds: selection.categoryIds, removeAll: false };
}

/** Toast when nothing was chosen (title, description). */
export const NO_CHANGES = {
  title: 'No changes',
  description: "Please select categories to add or choose 'None' to remove all categories",
} as const;
