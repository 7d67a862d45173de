// `npm run bench:first-load`: a signed-in person with an empty library opens "/" in Chromium with
// nothing cached. Prints every request as a waterfall (which waits on which), the JS that arrived
// before `load` and within 4 s, and when the empty state showed. bench/README.md has the figures.
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { startNodeFlags } from '../scripts/node-flags.mjs';
import { logNetwork } from './browser/network-log.ts';
import { createBenchDatabase } from './http/database.ts';
import { PRODUCTION_BUNDLE } from './http/options.ts';
import { startServer } from './http/server-process.ts';
import { signInThroughDevIdp } from './http/sign-in.ts';

const portAt = process.argv.indexOf('--port');
const port = portAt > 0 ? Number(process.argv[portAt + 1]) : 8832;
const runs = 3;
const KB = 1024;

if (!process.argv.includes('--no-build')) {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
}
console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}.`);

const database = await createBenchDatabase('pglite');
try {
  const handle = await database.open();
  await handle.migrate();
  await handle.close();
  const server = await startServer({ entry: PRODUCTION_BUNDLE, port, env: database.env, nodeFlags: startNodeFlags(database.env) });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const cookie = await signInThroughDevIdp(server.origin, 'first-load@example.com');
    const [name, value] = cookie.split(/=(.*)/s) as [string, string];
    for (let run = 1; run <= runs; run++) {
      // A browser that has the session cookie and nothing else (no stored hint, no cache).
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.origin, serviceWorkers: 'block' });
      await context.addCookies([{ name, value, url: server.origin }]);
      await context.route(/^https:\/\/i\.ytimg\.com\//, (route) => route.abort());
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const network = await logNetwork(cdp);
      network.start();
      const t0 = Date.now();
      await page.goto('/');
      await page.getByRole('heading', { name: 'No bookmarks found' }).waitFor();
      const shownMs = Date.now() - t0;
      await page.waitForTimeout(Math.max(0, 4000 - (Date.now() - t0)));
      const js = network.requests.filter((r) => r.type === 'Script');
      const sum = (list: typeof js) => list.reduce((total, r) => total + r.bytes, 0) / KB;
      const beforeLoad = js.filter((r) => network.loadMs !== null && r.endMs <= network.loadMs);
      const within4s = js.filter((r) => r.endMs <= 4000);
      console.log(`\nRun ${run}: empty state after ${shownMs} ms; load event ${network.loadMs?.toFixed(0)} ms; JS before load ${sum(beforeLoad).toFixed(1)} KB (${beforeLoad.length} files), within 4 s ${sum(within4s).toFixed(1)} KB (${within4s.length} files).`);
      if (run === runs) {
        console.log('\n| start ms | end ms | type | KB | request | initiated by |\n|---:|---:|---|---:|---|---|');
        for (const r of [...network.requests].sort((a, b) => a.startMs - b.startMs)) {
          const short = (url: string | null) => (url ? url.replace(server.origin, '').replace(/-[\w-]{8}\.js$/, '.js') : '');
          console.log(`| ${r.startMs.toFixed(0)} | ${r.endMs.toFixed(0)} | ${r.type} | ${(r.bytes / KB).toFixed(1)} | ${short(r.url)} | ${short(r.initiator)} |`);
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
} finally {
  await database.remove();
}
