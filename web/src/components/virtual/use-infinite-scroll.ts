import { useEffect, useRef } from 'react';

/** Spec 1 §9: the next page loads when the end of the list comes within 200 px. */
const PRELOAD_MARGIN = '0px 0px 200px 0px';

/**
 * Calls `onReachEnd` when the returned sentinel element comes within 200 px of the viewport.
 * The observer is renewed whenever `itemCount` changes, so a sentinel still in view after a page
 * loaded (a tall screen) asks for the next one.
 */
export function useInfiniteScroll({ enabled, itemCount, onReachEnd }: { enabled: boolean; itemCount: number; onReachEnd: () => void }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onReachEnd);
  useEffect(() => {
    latest.current = onReachEnd;
  });

  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, itemCount]);

  return sentinel;
}
