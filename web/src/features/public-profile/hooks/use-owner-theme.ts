import { useEffect } from 'react';
import { holdThemePaint } from '../../../stores/theme';
import type { PublicTheme } from '../types';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function paint(dark: boolean) {
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

/**
 * Spec 2 §4: the owner's theme applies to the public page only (dark, light, or system/auto
 * following the visitor's preference) and the visitor's own theme comes back on leaving.
 */
export function useOwnerTheme(theme: PublicTheme | undefined) {
  useEffect(() => {
    if (!theme) return;
    const follows = theme === 'system' || theme === 'auto';
    const media = window.matchMedia(DARK_QUERY);
    const apply = () => paint(theme === 'dark' || (follows && media.matches));
    holdThemePaint(true);
    apply();
    if (follows) media.addEventListener('change', apply);
    return () => {
      if (follows) media.removeEventListener('change', apply);
      holdThemePaint(false);
    };
  }, [theme]);
}
