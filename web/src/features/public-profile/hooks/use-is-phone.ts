import { useSyncExternalStore } from 'react';

/** Spec 2 §9: the public page's mobile layout is under 768 px. */
const PHONE_QUERY = '(max-width: 767.98px)';

export function useIsPhone(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(PHONE_QUERY);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
