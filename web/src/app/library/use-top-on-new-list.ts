import { useEffect, useRef } from 'react';

/**
 * A new list starts at its top: after another filter, category, search or sort, the window leaves
 * the place it had reached in the list before (where the new list's rows would be far down, or
 * past its end) and shows the new one's heading and first cards. The first render keeps the place
 * scroll restoration gave it.
 */
export function useTopOnNewList(listKey: string) {
  const shown = useRef(listKey);
  useEffect(() => {
    if (shown.current === listKey) return;
    shown.current = listKey;
    if (window.scrollY > 0) window.scrollTo(0, 0);
  }, [listKey]);
}
