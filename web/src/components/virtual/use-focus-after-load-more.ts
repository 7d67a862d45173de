import { type RefObject, useLayoutEffect, useRef } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A keyboard user on the Load More button goes on to the first of the items it loaded: the new
 * items come before the button, so focus left on it would skip them. The items are the list's
 * `aria-posinset` entries inside `container`; an item not rendered yet leaves focus where it is.
 */
export function useFocusAfterLoadMore(container: RefObject<HTMLElement | null>, button: RefObject<HTMLElement | null>, itemCount: number) {
  const previousCount = useRef(itemCount);
  // Read while rendering the update that brings the new items, before React commits it: when
  // that was the last page, the commit removes the button, and focus leaves it with the button.
  const onButton = itemCount > previousCount.current && button.current !== null && document.activeElement === button.current;
  useLayoutEffect(() => {
    const before = previousCount.current;
    previousCount.current = itemCount;
    if (!onButton) return;
    const firstNew = container.current?.querySelector(`[aria-posinset="${before + 1}"]`);
    firstNew?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [container, itemCount, onButton]);
}
