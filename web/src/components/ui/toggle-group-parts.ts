import type { ReactNode } from 'react';

export interface ToggleGroupItem<V extends string> {
  value: V;
  /** The item's accessible name. */
  label: string;
  /** The tooltip's text (the label, or why the item is unavailable). */
  tooltip: string;
  disabled?: boolean;
  icon: ReactNode;
}

export interface ToggleGroupProps<V extends string> {
  /** The group's accessible name. */
  label: string;
  value: V;
  onValueChange: (value: V) => void;
  items: readonly ToggleGroupItem<V>[];
  className?: string;
  itemClassName?: string;
}

/** Element ids as Zag names them for a toggle group with this id; the look-alike uses the same. */
export const toggleGroupIds = (id: string) => ({
  root: `toggle-group:${id}`,
  item: (value: string) => `toggle-group:${id}:${value}`,
});
