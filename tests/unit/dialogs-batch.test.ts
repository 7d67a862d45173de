import { describe, expect, it } from 'vitest';
import {
  bulkEditBody,
  EMPTY_SELECTION,
  NO_CHANGES,
  toggleCategory,
  toggleNone,
} from '../../web/src/features/bookmarks/lib/batch-category-selection';
import { summarizeBatchDelete } from '../../web/src/features/bookmarks/lib/batch-delete-result';

describe('Batch Category Edit selection', () => {
  it('choosing None clears the chosen categories', () => {
    const picked = toggleCategory(toggleCategory(EMPTY_SELECTION, 'a', true), 'b', true);
    expect(toggleNone(picked, true)).toEqual({ removeAll: true, categoryIds: [] });
  });

  it('picking a category unchecks None', () => {
    const none = toggleNone(EMPTY_SELECTION, true);
    expect(toggleCategory(none, 'a', true)).toEqual({ removeAll: false, categoryIds: ['a'] });
  });

  it('unpicking a category removes only that one', () => {
    const picked = toggleCategory(toggleCategory(EMPTY_SELECTION, 'a', true), 'b', true);
    expect(toggleCategory(picked, 'a', false)).toEqual({ removeAll: false, categoryIds: ['b'] });
  });

  it('picking the same category twice keeps it once', () => {
    const twice = toggleCategory(toggleCategory(EMPTY_SELECTION, 'a', true), 'a', true);
    expect(twice.categoryIds).toEqual(['a']);
  });

  it('has no request to send when nothing is chosen', () => {
    expect(bulkEditBody(['x'], EMPTY_SELECTION)).toBeNull();
    expect(bulkEditBody(['x'], toggleNone(toggleNone(EMPTY_SELECTION, true), false))).toBeNull();
    expect(NO_CHANGES).toEqual({
      title: 'No changes',
      description: "Please select categories to add or choose 'None' to remove all categories",
    });
  });

  it('asks to remove all with None, and to add the chosen categories otherwise', () => {
    expect(bulkEditBody(['x', 'y'], toggleNone(EMPTY_SELECTION, true))).toEqual({ bookmarkIds: ['x', 'y'], removeAll: true });
    expect(bulkEditBody(['x'], toggleCategory(EMPTY_SELECTION, 'a', true))).toEqual({
      bookmarkIds: ['x'],
      categoryIds: ['a'],
      removeAll: false,
    });
  });
});

describe('batch delete results', () => {
  it('reports a full success', () => {
    expect(summarizeBatchDelete(['a', 'b'], { deletedCount: 2, errors: [] })).toEqual({
      deletedIds: ['a', 'b'],
      notice: { title: 'Successfully deleted 2 bookmark(s)', variant: 'default' },
    });
  });

  it('reports a partial failure and leaves the failed ids out', () => {
    const summary = summarizeBatchDelete(['a', 'b', 'c'], { deletedCount: 2, errors: [{ id: 'b', code: 'NOT_FOUND', message: 'Bookmark not found.' }] });
    expect(summary.deletedIds).toEqual(['a', 'c']);
    expect(summary.notice).toEqual({
      title: 'Deleted 2 of 3 bookmarks',
      description: '1 bookmark(s) failed to delete',
      variant: 'destructive',
    });
  });
});
