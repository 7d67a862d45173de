import { create } from 'zustand';

/** What the page is painted in. */
export type Theme = 'light' | 'dark';
/** What the person chose: a theme, or the device's setting (the default). */
export type ThemePreference = Theme | 'system';

/** Also read by web/public/theme-init.js, which applies the theme before React loads. */
const STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The order the header's toggle steps through. */
export const THEME_PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'system'];

function readPreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system'; // storage blocked (privacy mode): follow the device
  }
}

function darkMedia(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
}

function resolve(preference: ThemePreference): Theme {
  if (preference !== 'system') return preference;
  return darkMedia()?.matches ? 'dark' : 'light';
}

/** Another screen (a public page in its owner's theme) paints the page meanwhile. */
let paintHeld = false;

function applyTheme(theme: Theme) {
  if (paintHeld || typeof document === 'undefined') return;
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

interface ThemeState {
  preference: ThemePreference;
  theme: Theme;
  setPreference: (preference: ThemePreference) => void;
}

/**
 * The theme: light, dark, or the device's (followed live while chosen). Persisted as the plain
 * string 'light' or 'dark', nothing for the device's (not zustand's JSON envelope), so the
 * pre-render script can read it without parsing.
 */
export const useThemeStore = create<ThemeState>((set) => {
  const preference = readPreference();
  return {
    preference,
    theme: resolve(preference),
    setPreference(next) {
      try {
        if (next === 'system') localStorage.removeItem(STORAGE_KEY);
        else localStorage.setItem(STORAGE_KEY, next);
      } catch {
        // Not persisted, but still applied for this visit.
      }
      const theme = resolve(next);
      applyTheme(theme);
      set({ preference: next, theme });
    },
  };
});

// The device switches between light and dark (often at sunset): follow it while it is the choice.
darkMedia()?.addEventListener('change', () => {
  const { preference, theme } = useThemeStore.getState();
  const next = resolve(preference);
  if (next === theme) return;
  applyTheme(next);
  useThemeStore.setState({ theme: next });
});

/**
 * Lets another screen paint the page (true) and hands it back (false), which repaints the
 * person's own theme as it is now.
 */
export function holdThemePaint(hold: boolean) {
  paintHeld = hold;
  if (!hold) applyTheme(useThemeStore.getState().theme);
}
