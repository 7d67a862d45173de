import type { Virtualizer } from '@tanstack/react-virtual';

/** How far beyond the viewport, in viewport heights, a list still follows the scroll. */
const NEAR_SCREENS = 1;
/** Scrolling counts as over this long after the last scroll event (the virtualizer's own default). */
const SCROLL_END_MS = 150;

type OffsetListener = (offset: number, isScrolling: boolean) => void;

const listeners = new Set<OffsetListener>();
let scrollEnd: ReturnType<typeof setTimeout> | undefined;

function tell(isScrolling: boolean) {
  const offset = window.scrollY;
  for (const listener of listeners) listener(offset, isScrolling);
}

function onScroll() {
  tell(true);
  clearTimeout(scrollEnd);
  scrollEnd = setTimeout(() => tell(false), SCROLL_END_MS);
}

/**
 * The window virtualizers' `observeElementOffset`: one scroll listener for every list on the page,
 * which reads the scroll position once per event, and tells a list only while it lies within a
 * screen of the viewport. Each list's own listener read the position (and the document's height)
 * right after the list before it had rendered its rows, a forced layout per list per event; a list
 * far from the viewport has no rows to change.
 */
export function followWindowScroll<T extends Element>(instance: Virtualizer<Window, T>, onOffset: OffsetListener): () => void {
  const listener: OffsetListener = (offset, isScrolling) => {
    const screen = instance.scrollRect?.height ?? 0;
    const start = instance.options.scrollMargin;
    const end = start + instance.getTotalSize();
    if (offset + screen * (1 + NEAR_SCREENS) < start || offset - screen * NEAR_SCREENS > end) return;
    onOffset(offset, isScrolling);
  };
  if (listeners.size === 0) window.addEventListener('scroll', onScroll, { passive: true });
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('scroll', onScroll);
    clearTimeout(scrollEnd);
  };
}
