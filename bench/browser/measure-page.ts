// Scrolls a page of the SPA from top to bottom the way a person does, and reads what it cost.
import type { CDPSession, Page, Request } from 'playwright-core';

export interface ScrollFigures {
  /** Scroll steps taken. */
  steps: number;
  seconds: number;
  /** False when the time limit ran out first: the page was still growing (or stalled in a loop). */
  complete: boolean;
  /** API requests the page made while scrolling (its pages of bookmarks). */
  apiRequests: number;
  /** Elements in the document at the end. */
  domNodes: number;
  /** JS heap in use at the end, after a garbage collection, MiB. */
  heapMiB: number;
  /** Long tasks (over 50 ms) while scrolling, and the longest, ms. */
  longTasks: number;
  longestTaskMs: number;
  /** aria-posinset / aria-setsize of the last item in the DOM at the end. */
  lastPosition: string | null;
  setSize: string | null;
}

/** Registered before any page script runs: every long task of the page is kept. */
export const LONG_TASK_OBSERVER = `
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(e.duration); })
    .observe({ type: 'longtask', buffered: true });
`;

/** How long the bottom may stay put (the next page loading) before the page counts as complete. */
const SETTLE_MS = 4000;

// In-page code is passed as text: the Node side's TypeScript program has no DOM types.
const STEP = `(async () => {
  // One screenful per step: a person flicking through the list.
  window.scrollBy(0, window.innerHeight);
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
})()`;

/**
 * Scrolls a screenful per two frames until the bottom stops moving (every page loaded), or until
 * `maxSeconds` have passed, then collects garbage and reads the DOM size and the JS heap. Long
 * tasks and API requests count from the first step.
 */
export async function scrollThrough(page: Page, cdp: CDPSession, itemSelector: string, { maxSeconds = 900 } = {}): Promise<ScrollFigures> {
  await page.evaluate('window.__longTasks = []');
  let apiRequests = 0;
  const countRequest = (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests++;
  };
  page.on('request', countRequest);
  const started = Date.now();
  let steps = 0;
  let stuckSince = 0;
  let complete = true;
  for (;;) {
    const atBottom = await page.evaluate<boolean>(STEP);
    steps++;
    if (!atBottom) stuckSince = 0;
    else if (!stuckSince) stuckSince = Date.now();
    else if (Date.now() - stuckSince > SETTLE_MS) break;
    if (Date.now() - started > maxSeconds * 1000) {
      complete = false;
      break;
    }
    if (atBottom) await page.waitForTimeout(50);
  }
  page.off('request', countRequest);
  const seconds = (Date.now() - started - (complete ? SETTLE_MS : 0)) / 1000;
  const tasks = await page.evaluate<number[]>('window.__longTasks');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
  const domNodes = await page.evaluate<number>("document.getElementsByTagName('*').length");
  const last = page.locator(itemSelector).last();
  return {
    steps,
    seconds,
    complete,
    apiRequests,
    domNodes,
    heapMiB: heap / 2 ** 20,
    longTasks: tasks.length,
    longestTaskMs: Math.max(0, ...tasks),
    lastPosition: await last.getAttribute('aria-posinset'),
    setSize: await last.getAttribute('aria-setsize'),
  };
}
