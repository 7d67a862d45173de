import { useEffect, useState } from 'react';

/** Pixels the page must move one way before the answer changes: a finger's jitter is no scroll. */
const THRESHOLD = 8;
/** Near the top or the end of the page the floating buttons cover nothing (the list's bottom padding). */
const EDGE = 48;

/**
 * Whether the person is scrolling the page down through content, away from its top and its end.
 * Phones hide their floating buttons then, so no card's badges or menu sit under them while read;
 * scrolling back up, or reaching the end, brings them back.
 */
export function useScrollingDown(enabled: boolean): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setDown(false);
      return;
    }
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const atEnd = y + window.innerHeight >= document.documentElement.scrollHeight - EDGE;
      if (y < EDGE || atEnd) setDown(false);
      else if (y > last + THRESHOLD) setDown(true);
      else if (y < last - THRESHOLD) setDown(false);
      else return;
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return down;
}
