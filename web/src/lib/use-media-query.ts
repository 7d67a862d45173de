import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, kept current as the window resizes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Spec 1 §9 breakpoints: mobile below 640 px; the sidebar docks at 1024 px and more. */
export const MOBILE_QUERY = '(max-width: 639.98px)';
export const DESKTOP_QUERY = '(min-width: 1024px)';
