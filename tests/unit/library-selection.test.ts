import { describe, expect, it } from 'vitest';
import { isAllSelected, pruneSelection, toggleAllSelected } from '../../web/src/features/bookmarks/lib/selection';

describe('pruneSelection', () => {
  it('drops selected ids that are no longer in the loaded bookmarks', () => {
    const pruned = pruneSelection(new Set(['a', 'b', 'c']), ['a', 'c', 'd']);
    expect([...pruned]).toEqual(['a', 'c']);
  });

  it('returns the very same set when nothing left the list, so no update is needed', () => {
    const selected = new Set(['a', 'b']);
    expect(pruneSelection(selected, ['b', 'a', 'z'])).toBe(selected);
  });

  it('empties the selection when the list is empty', () => {
    expect(pruneSelection(new Set(['a']), []).size).toBe(0);
  });
});

describe('Select All / Deselect All', () => {
  it('selects every loaded bookmark when some are not selected', () => {
    expect([...toggleAllSelected(new Set(['a']), ['a', 'b', 'c'])]).toEqual(['a', 'b', 'c']);
  });

  it('clears the selection when everything is selected', () => {
    expect(toggleAllSelected(new Set(['a', 'b']), ['a', 'b']).size).toBe(0);
  });

  it('never counts an empty list as all selected', () => {
    expect(isAllSelected(new Set(), [])).toBe(false);
    expect(isAllSelected(new Set(['a', 'b']), ['b'])).toBe(true);
  });
});
