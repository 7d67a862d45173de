import { type RefObject, useEffect, useState } from 'react';

export interface HorizontalOverflow {
  /** The content is wider than the box: scroll arrows are worth showing. */
  overflows: boolean;
  atStart: boolean;
  atEnd: boolean;
}

// A pixel of slack: fractional widths at some zoom levels leave a sub-pixel "overflow".
const SLACK = 1;

/** Whether a horizontally scrolling element overflows, and where it is scrolled to. */
export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): HorizontalOverflow {
  const [state, setState] = useState<HorizontalOverflow>({ overflows: false, atStart: true, atEnd: true });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const max = el.scrollWidth - el.clientWidth;
      const next = { overflows: max > SLACK, atStart: el.scrollLeft <= SLACK, atEnd: el.scrollLeft >= max - SLACK };
      setState((prev) => (prev.overflows === next.overflows && prev.atStart === next.atStart && prev.atEnd === next.atEnd ? prev : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', measure);
    };
  });
  return state;
}
