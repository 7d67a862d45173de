// Scrolls a page of the SPA from top to bottom the way a person does, and reads what it cost.
import type { CDPSession, Page, Request } from 'playwright-core';

export interface ScrollFigures {
  /** Scroll steps taken. */
  steps: number;
  /** Steps whose two frames did not come within 15 s (the page drew nothing meanwhile). */
  stalls: number;
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

/** What the page says about itself when a step stalls: is it visible, do its timers and frames run? */
const DIAGNOSE = `(async () => {
  const timer = await Promise.race([new Promise((r) => setTimeout(() => r('ran'), 100)), new Promise((r) => setTimeout(() => r('late'), 2000))]);
  const frame = await Promise.race([new Promise((r) => requestAnimationFrame(() => r('ran'))), new Promise((r) => setTimeout(() => r('none in 2 s'), 2000))]);
  return { visibility: document.visibilityState, focus: document.hasFocus(), scrollY: Math.round(window.scrollY), scrollHeight: document.documentElement.scrollHeight, timer, frame };
})()`;

/** How long one step (a scroll and two frames) may take before it counts as stalled. */
const STALL_MS = 15_000;

const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

/**
 * One step, or 'stalled' when its two frames did not come within STALL_MS: then what the page
 * says about itself is printed and the page is brought to the front (a page Chromium deems
 * hidden draws no frames), so a stall is seen and ends, within --max-seconds, instead of
 * hanging the run.
 */
async function step(page: Page): Promise<boolean | 'stalled'> {
  const result = await Promise.race([page.evaluate<boolean>(STEP), after(STALL_MS, 'stalled' as const)]);
  if (result !== 'stalled') return result;
  const state = await Promise.race([page.evaluate(DIAGNOSE).catch((e: Error) => e.message), after(10_000, 'no answer in 10 s')]);
  console.log(`  a step stalled for ${STALL_MS / 1000} s: ${JSON.stringify(state)}; bringing the page to the front`);
  await Promise.race([page.bringToFront(), after(10_000, undefined)]);
  return 'stalled';
}

/**
 * Scrolls a screenful per two frames until the bottom stops moving (every page loaded), or until
 * `maxSeconds` have passed, then collects garbage and reads the DOM size and the JS heap. Long
 * tasks and API requests count from the first step.
 */
export async function scrollThrough(page: Page, cdp: CDPSession, itemSelector: string, { maxSeconds = 900, onScrolled = async () => {} } = {}): Promise<ScrollFigures> {
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
  let stalls = 0;
  for (;;) {
    const result = await step(page);
    if (result === 'stalled') stalls++;
    const atBottom = result === true;
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
  await onScrolled();
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
  const domNodes = await page.evaluate<number>("document.getElementsByTagName('*').length");
  const last = page.locator(itemSelector).last();
  return {
    steps,
    stalls,
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
