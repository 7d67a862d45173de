/**
 * Keeps only the selected ids still present in the loaded bookmarks (spec 1 §4). Returns the same
 * set when nothing was dropped, so a store update can be skipped.
 */
export function pruneSelection(selected: ReadonlySet<string>, loadedIds: Iterable<string>): ReadonlySet<string> {
  if (selected.size === 0) return selected;
  const loaded = new Set(loadedIds);
  const kept = [...selected].filter((id) => loaded.has(id));
  return kept.length === selected.size ? selected : new Set(kept);
}

/** Whether every one of `ids` is selected (false for an empty list). */
export function isAllSelected(selected: ReadonlySet<string>, ids: readonly string[]): boolean {
  return ids.length > 0 && ids.every((id) => selected.has(id));
}

/** Select All / Deselect All: clears when everything is selected, else selects every id. */
export function toggleAllSelected(selected: ReadonlySet<string>, ids: readonly string[]): ReadonlySet<string> {
  return isAllSelected(selected, ids) ? new Set() : new Set(ids);
}
