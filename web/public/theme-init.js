// Applies the saved theme before the first paint so dark mode never flashes light. A file of its
// own, not an inline script: the Content-Security-Policy allows no inline script.
// Must match web/src/stores/theme.ts (key 'theme', values 'light' | 'dark').
try {
  if (localStorage.getItem('theme') === 'dark') {
    document.documentElement.classList.add('dark');
    document.documentElement.style.colorScheme = 'dark';
  }
} catch (e) {}
