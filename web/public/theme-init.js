// Applies the theme before the first paint so dark mode never flashes light: the saved one, or
// the device's when none is saved. A file of its own, not an inline script: the
// Content-Security-Policy allows no inline script.
// Must match web/src/stores/theme.ts (key 'theme', values 'light' | 'dark', absent: the device's).
try {
  var saved = localStorage.getItem('theme');
  if (saved === 'dark' || (saved !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches)) {
    document.documentElement.classList.add('dark');
    document.documentElement.style.colorScheme = 'dark';
  }
} catch (e) {}
