import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Scroll positions by history entry, kept for this tab (as react-router's ScrollRestoration does). */
const STORAGE_KEY = 'vidshelf.scroll-positions';
const positions = new Map<string, number>(readPositions());

function readPositions(): [string, number][] {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][];
  } catch {
    return [];
  }
}

function savePositions() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
  } catch {
    // No storage (private mode): positions last for this page only.
  }
}

/**
 * What the data router's <ScrollRestoration> did for the declarative routes: a new page starts at
 * the top (or at its #hash), Back and Forward return to where the user was on that entry.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  // Recorded as the user scrolls: by the time a navigation renders, the old page may be gone.
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const record = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', savePositions);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', savePositions);
      savePositions();
    };
  }, [location.key]);

  useLayoutEffect(() => {
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
