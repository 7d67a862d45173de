import type { Virtualizer } from '@tanstack/react-virtual';

/** How far beyond the viewport, in viewport heights, a list still follows the scroll. */
const NEAR_SCREENS = 1;
/** Scrolling counts as over this long after the last scroll event (the virtualizer's own default). */
const SCROLL_END_MS = 150;

type OffsetListener = (offset: number, isScrolling: boolean) => void;

/** Where a list is in the document, for a list that can say so. */
export interface ListPlace {
  /** The list's top in the document now, px, given the window's scroll position; null while it is not in the DOM. */
  top(scrollY: number): number | null;
  /** The list's top moved: its virtualizer's scroll margin, to keep until the next move. */
  moved(top: number): void;
}

interface Follower {
  instance: Virtualizer<Window, Element>;
  onOffset: OffsetListener;
  place?: ListPlace;
}

const followers = new Set<Follower>();
let scrollEnd: ReturnType<typeof setTimeout> | undefined;
let scrolling = false;
let resizes: ResizeObserver | undefined;

function near({ instance }: Follower, offset: number): boolean {
  const screen = instance.scrollRect?.height ?? 0;
  const start = instance.options.scrollMargin;
  const end = start + instance.getTotalSize();
  return offset + screen * (1 + NEAR_SCREENS) >= start && offset - screen * NEAR_SCREENS <= end;
}

function tell(isScrolling: boolean) {
  const offset = window.scrollY;
  const all = [...followers];
  // Every list's place is read before any list renders rows: one layout for them all.
  const tops = all.map((follower) => follower.place?.top(offset) ?? null);
  const nearby: Follower[] = [];
  all.forEach((follower, i) => {
    const { instance } = follower;
    const top = tops[i];
    const shift = top === null ? 0 : top - instance.options.scrollMargin;
    if (shift !== 0) {
      // The list's new place and the window's offset reach its virtualizer together. Content above
      // it that grew (a page loaded) moves it down, and the browser's scroll anchoring moves the
      // window as far: told one without the other, a list on screen would put other rows there for
      // a render, and remount its own in the next.
      instance.setOptions({ ...instance.options, scrollMargin: top! });
      follower.place!.moved(top!);
    }
    if (near(follower, offset)) nearby.push(follower);
    // A list far away keeps where it was relative to the window, so its rows stay as they are.
    else if (shift !== 0 && instance.scrollOffset !== null) follower.onOffset(instance.scrollOffset + shift, isScrolling);
  });
  for (const follower of nearby) follower.onOffset(offset, isScrolling);
}

function onScroll() {
  scrolling = true;
  tell(true);
  clearTimeout(scrollEnd);
  scrollEnd = setTimeout(() => {
    scrolling = false;
    tell(false);
  }, SCROLL_END_MS);
}

/**
 * The window virtualizers' `observeElementOffset`: one scroll listener for every list on the page,
 * which reads the scroll position once per event, and tells a list only while it lies within a
 * screen of the viewport. Each list's own listener read the position (and the document's height)
 * right after the list before it had rendered its rows, a forced layout per list per event; a list
 * far from the viewport has no rows to change.
 *
 * A list that gives its `place` has its scroll margin kept here too: read with the offset on each
 * scroll event and whenever the document's body resizes, before any list renders.
 */
export function followWindowScroll<T extends Element>(instance: Virtualizer<Window, T>, onOffset: OffsetListener, place?: ListPlace): () => void {
  const follower: Follower = { instance: instance as unknown as Virtualizer<Window, Element>, onOffset, place };
  if (followers.size === 0) {
    window.addEventListener('scroll', onScroll, { passive: true });
    if (typeof ResizeObserver !== 'undefined') {
      resizes = new ResizeObserver(() => tell(scrolling));
      resizes.observe(document.body);
    }
  }
  followers.add(follower);
  return () => {
    followers.delete(follower);
    if (followers.size > 0) return;
    window.removeEventListener('scroll', onScroll);
    resizes?.disconnect();
    resizes = undefined;
    clearTimeout(scrollEnd);
    scrolling = false;
  };
}
