import type { ReactNode } from 'react';
import type { MenuItem, MenuSeparator } from './menu-ark';

/** The parts a menu's items are made of, handed to `children` once Ark's menu is there. */
export interface MenuParts {
  MenuItem: typeof MenuItem;
  MenuSeparator: typeof MenuSeparator;
}

export interface MenuProps {
  /** The trigger button's accessible name. */
  label: string;
  triggerClassName?: string;
  /** What the trigger button shows. */
  trigger: ReactNode;
  placement: 'bottom-end';
  gutter: number;
  onSelect: (details: { value: string }) => void;
  contentClassName?: string;
  /** The menu's items, rendered only by the real menu. */
  children: (parts: MenuParts) => ReactNode;
}
