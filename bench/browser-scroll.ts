// `npm run bench:browser`: a signed-in person scrolls through a 10,000-bookmark library (grid, list,
// phone) and through a long public page in Chromium; DOM size, JS heap and long tasks at the end.
// bench/README.md gives the method and the current figures.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { sql } from 'drizzle-orm';
import { type Browser, chromium } from 'playwright-core';
import { startNodeFlags } from '../scripts/node-flags.mjs';
import { type LongTaskSummary, startTrace, stopTrace, summarizeLongTasks } from './browser/long-task-trace.ts';
import { LONG_TASK_OBSERVER, type ScrollFigures, scrollThrough } from './browser/measure-page.ts';
import { createBenchDatabase } from './http/database.ts';
import { PRODUCTION_BUNDLE } from './http/options.ts';
import { BENCH_EMAIL, seedLibrary } from './http/seed.ts';
import { startServer } from './http/server-process.ts';
import { signInThroughDevIdp } from './http/sign-in.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const bookmarks = Number(arg('bookmarks', '10000'));
const port = Number(arg('port', '8830'));
/** A page still growing after this long is reported incomplete rather than scrolled for ever. */
const maxSeconds = Number(arg('max-seconds', '900'));
/** Only the pages whose name holds this text (`--only public`). */
const only = arg('only', '');
/** Record a Chrome trace of each scroll and print what its long tasks did (it slows the page: figures from such a run are not the bench's). */
const trace = process.argv.includes('--trace');
/** With --trace: also write the trace's main-thread events and V8 samples to this file (JSON), to look into offline. */
const traceOut = arg('trace-out', '');
const HANDLE = 'benchshelf';

interface Scenario {
  name: string;
  viewport: { width: number; height: number };
  path: string;
  viewMode?: 'grid' | 'list';
  /** The element every scrolled item is. */
  items: string;
}

const LIBRARY_ITEMS = '[role=list][aria-label="Bookmarks"] [role=listitem]';
const scenarios: Scenario[] = [
  { name: 'library, grid, 1280×800', viewport: { width: 1280, height: 800 }, path: '/', viewMode: 'grid', items: LIBRARY_ITEMS },
  { name: 'library, list, 1280×800', viewport: { width: 1280, height: 800 }, path: '/', viewMode: 'list', items: LIBRARY_ITEMS },
  { name: 'library, phone, 390×844', viewport: { width: 390, height: 844 }, path: '/', viewMode: 'grid', items: LIBRARY_ITEMS },
  { name: 'public page, 1280×800', viewport: { width: 1280, height: 800 }, path: `/${HANDLE}`, items: 'section [role=listitem]' },
  { name: 'public page, phone, 390×844', viewport: { width: 390, height: 844 }, path: `/${HANDLE}`, items: 'section [role=listitem]' },
];

/** One page, signed in by `cookie`: scrolled to its end, then measured. */
async function measure(browser: Browser, scenario: Scenario, origin: string, cookie: string): Promise<ScrollFigures> {
  const [name, value] = cookie.split(/=(.*)/s) as [string, string];
  const context = await browser.newContext({ viewport: scenario.viewport, baseURL: origin });
  await context.addCookies([{ name, value, url: origin }]);
  await context.addInitScript(LONG_TASK_OBSERVER);
  if (scenario.viewMode) {
    const stored = JSON.stringify({ state: { sort: 'recent', viewMode: scenario.viewMode, categoryViewMode: 'grid' }, version: 1 });
    await context.addInitScript(`localStorage.setItem('vidshelf-library-view', ${JSON.stringify(stored)})`);
  }
  // The seeded thumbnails are YouTube's: offline here, so they fail at once instead of hanging.
  await context.route(/^https:\/\/i\.ytimg\.com\//, (route) => route.abort());
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(scenario.path);
  await page.locator(scenario.items).first().waitFor();
  if (!trace) return scrollThrough(page, cdp, scenario.items, { maxSeconds });
  let summary: LongTaskSummary | null = null;
  await startTrace(cdp);
  const figures = await scrollThrough(page, cdp, scenario.items, {
    maxSeconds,
    onScrolled: async () => {
      const events = await stopTrace(cdp);
      if (traceOut) writeFileSync(traceOut, JSON.stringify(events));
      summary = summarizeLongTasks(events);
    },
  });
  console.log(`  ${scenario.name}, what the long tasks did:\n${JSON.stringify(summary, null, 1)}`);
  return figures;
}

if (!process.argv.includes('--no-build')) {
  // What npm start serves, built from the current sources.
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
}
console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}.`);

const database = await createBenchDatabase('pglite');
const results: [string, ScrollFigures][] = [];
try {
  const handle = await database.open();
  await handle.migrate();
  await seedLibrary(handle.db, { bookmarks, categories: 5 });
  // The same library on a public page: every category public, favourites shown.
  await handle.db.execute(sql`update users set handle = ${HANDLE}, is_public = true, show_favorites = true where email = ${BENCH_EMAIL}`);
  await handle.close();
  console.log(`Seeded ${bookmarks.toLocaleString('en')} bookmarks for ${BENCH_EMAIL}.`);

  const server = await startServer({ entry: PRODUCTION_BUNDLE, port, env: database.env, nodeFlags: startNodeFlags(database.env) });
  try {
    const cookie = await signInThroughDevIdp(server.origin, BENCH_EMAIL);
    for (const scenario of scenarios.filter((s) => s.name.includes(only))) {
      // A browser of its own per page: each is measured as it would be alone, with nothing an
      // earlier page left in the browser (its processes, caches, windows) weighing on it.
      const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
      try {
        const figures = await measure(browser, scenario, server.origin, cookie);
        results.push([scenario.name, figures]);
        console.log(`  ${scenario.name}: ${JSON.stringify(figures)}`);
      } finally {
        await browser.close();
      }
    }
  } finally {
    await server.stop();
  }
} finally {
  await database.remove();
}

console.log('\n| page | last item (posinset / setsize) | DOM elements | JS heap MiB | long tasks | longest ms | API requests | scroll steps | stalled steps | seconds |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const [name, f] of results) {
  const seconds = f.complete ? f.seconds.toFixed(0) : `${f.seconds.toFixed(0)} (limit: still growing)`;
  console.log(`| ${name} | ${f.lastPosition} / ${f.setSize} | ${f.domNodes} | ${f.heapMiB.toFixed(1)} | ${f.longTasks} | ${f.longestTaskMs.toFixed(0)} | ${f.apiRequests} | ${f.steps} | ${f.stalls} | ${seconds} |`);
}
