import { lazy, Suspense, useState } from 'react';
import type { SheetProps } from './sheet-ark';

const RealSheet = lazy(() => import('./sheet-ark').then((module) => ({ default: module.RealSheet })));

/**
 * A modal panel sliding in from the left or the bottom, with a backdrop. A closed sheet shows
 * nothing, so Ark's dialog (focus trap, scroll lock) loads when it first opens, and stays mounted
 * from then on so it can animate closed (README "Page weight").
 */
export function Sheet(props: SheetProps) {
  const [opened, setOpened] = useState(false);
  if (props.open && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <RealSheet {...props} />
    </Suspense>
  ) : null;
}
