/**
 * The tab a popup page opened as a tab of its own acts on, named by `?tab=<id>`; undefined
 * otherwise, and then the popup takes the active tab of its window. The toolbar popup never has
 * the parameter; the popup page is no web-accessible resource, so only the extension or the person
 * can open it with one (the end-to-end story does: there the popup itself is the active tab).
 */
export function targetTabId(search: string): number | undefined {
  const named = new URLSearchParams(search).get('tab');
  return named && /^\d{1,10}$/.test(named) ? Number(named) : undefined;
}
