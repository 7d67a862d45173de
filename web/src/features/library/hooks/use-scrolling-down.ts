import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** Pixels the page must move one way before the answer changes: a finger's jitter is no scroll. */
const THRESHOLD = 8;
/** Near the top or the end of the page the floating buttons cover nothing (the list's bottom padding). */
const EDGE = 48;
/** What the person does to scroll: a finger, a wheel, a key, a scrollbar. */
const INPUTS = ['touchstart', 'wheel', 'keydown', 'pointerdown'] as const;

/**
 * Whether the person is scrolling the page down through content, away from its top and its end.
 * Phones hide their floating buttons then, so no card's badges or menu sit under them while read;
 * scrolling back up, or reaching the end, brings them back. Every page (a mount, a new history
 * entry) starts with them shown, and only the person's own scrolling hides them: scroll
 * restoration jumping back to mid-list, or the virtual list keeping its place as cards above are
 * measured, move the page before any touch and hide nothing.
 */
export function useScrollingDown(enabled: boolean): boolean {
  const { key } = useLocation();
  const [down, setDown] = useState(false);
  useEffect(() => {
    setDown(false);
    if (!enabled) return;
    let last = window.scrollY;
    let touched = false;
    const onInput = () => {
      touched = true;
    };
    const onScroll = () => {
      const y = window.scrollY;
      const atEnd = y + window.innerHeight >= document.documentElement.scrollHeight - EDGE;
      if (y < EDGE || atEnd) setDown(false);
      else if (!touched) {
        // Not the person: measured from here on.
      } else if (y > last + THRESHOLD) setDown(true);
      else if (y < last - THRESHOLD) setDown(false);
      else return;
      last = y;
    };
    for (const input of INPUTS) window.addEventListener(input, onInput, { passive: true, capture: true });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      for (const input of INPUTS) window.removeEventListener(input, onInput, { capture: true });
      window.removeEventListener('scroll', onScroll);
    };
  }, [enabled, key]);
  return down;
}
