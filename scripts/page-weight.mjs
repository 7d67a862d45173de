// `node scripts/page-weight.mjs`: what a first visit downloads, against the budgets in the README
// ("Page weight"). Reads each page's built HTML and the chunk graph Vite writes to
// web/dist/.vite/manifest.json, so run it after `npm run build`. Exits 1 when a page or the Worker
// is over its budget.
//
//   node scripts/page-weight.mjs [--dist web/dist] [--worker]
//
// A page's first load is every script its HTML names (<script src>, <link rel="modulepreload">),
// with everything those import statically, plus the lazy chunks that page renders at once (and
// their static imports), plus the English text catalogs those chunks ask for. The signed-out
// landing page is landing.html, prerendered (vite.landing.ts); the SPA's pages are index.html.
// --worker also bundles the Worker with `wrangler deploy --dry-run` and weighs it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const KB = 1024;

/**
 * First-load budgets in brotli bytes (quality 11), what both hosts send every current browser
 * (the README's table); gzip is shown beside them.
 */
export const pages = [
  {
    name: 'landing (/, signed out)',
    budget: 10 * KB,
    // Static HTML with its own small script; React and the toaster come only with an update prompt.
    html: 'landing.html',
    lazy: [],
  },
  {
    name: 'signed-in home (/)',
    budget: 143 * KB,
    html: 'index.html',
    // The library screen; the toaster waits for the first toast (app/root-layout.tsx).
    lazy: ['src/app/library/signed-in-library.tsx'],
  },
  {
    name: 'embed (/{handle}/embed)',
    budget: 130 * KB,
    // Framed on other sites: the SPA's entry (most of it) and the embed's own route module, none
    // of the profile page; the player and YouTube load only on play.
    html: 'index.html',
    lazy: ['src/app/routes/public-embed-route.tsx'],
  },
];
/** The SPA's entry alone: what every SPA page runs before its `load` event. */
export const entryBudget = 99 * KB;
// The Worker as uploaded (gzip -9). Most of it is libraries: the Neon driver, the openai SDK, zod,
// drizzle. `import { z } from 'zod'` anywhere in functions/ adds ~65 KB (every zod locale): write
// `import * as z from 'zod'`, which esbuild tree-shakes.
export const workerBudget = 250 * KB;

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
}

const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).byteLength;
const brotliSize = (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

function loadManifest(dist) {
  const file = join(dist, '.vite/manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first (vite.config.ts writes the manifest).`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The manifest keys of `keys` and everything they import statically. */
function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`${key} is not in the build: renamed or moved? Update the pages in scripts/page-weight.mjs.`);
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * Catalogs an English page never loads: errors.json translates the server's error messages, which
 * are English already, so web/src/lib/api.ts loads it only in another language (checked in
 * Chromium: the English home requests bookmarks, library and player, not errors).
 */
const OUTSIDE_ENGLISH_ONLY = new Set(['src/locales/en/errors.json']);

/**
 * The English catalogs the given chunks ask for: a namespace's name appears in a chunk as the
 * argument of useTranslation (`useTranslation("landing")`, any quote: the minifier writes backticks)
 * or as a key's prefix (`"landing:hero.title"`). A stray equal string only over-counts, never hides weight.
 */
function catalogsFor(manifest, dist, keys) {
  const catalogs = Object.keys(manifest).filter((key) => /^src\/locales\/en\/[\w-]+\.json$/.test(key) && !OUTSIDE_ENGLISH_ONLY.has(key));
  const code = [...keys].map((key) => readFileSync(join(dist, manifest[key].file), 'utf8')).join('\n');
  return catalogs.filter((key) => {
    const namespace = key.slice('src/locales/en/'.length, -'.json'.length);
    // useTranslation('ns') / useTranslation(['a', 'ns']) or a key written as 'ns:key'.
    const asArgument = new RegExp(`[(\\[,]\\s*["'\`]${namespace}["'\`]\\s*[),\\]]`);
    const asPrefix = new RegExp(`["'\`]${namespace}:`);
    return asArgument.test(code) || asPrefix.test(code);
  });
}

/** The script URLs a built HTML page loads at once: classic and module scripts, and modulepreloads. */
export function scriptsOf(html) {
  const urls = [];
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name) => new RegExp(`\\s${name}=["']([^"']*)["']`, 'i').exec(tag)?.[1];
    if (tag.toLowerCase().startsWith('<script') && attr('src')) urls.push(attr('src'));
    else if (attr('rel') === 'modulepreload' && attr('href')) urls.push(attr('href'));
  }
  return urls;
}

/**
 * What `html` in `dist` loads at once: the manifest keys of its bundled scripts (with their static
 * imports) and the other script files it names (web/public's, such as theme-init.js).
 */
function pageScripts(manifest, dist, html) {
  const path = join(dist, html);
  if (!existsSync(path)) throw new Error(`${path} is missing: is the page still built? Update the pages in scripts/page-weight.mjs.`);
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const keys = [];
  const plain = [];
  for (const url of scriptsOf(readFileSync(path, 'utf8'))) {
    if (/^(?:[a-z]+:)?\/\//i.test(url)) throw new Error(`${html} loads ${url} from elsewhere: weigh it by hand.`);
    const file = url.replace(/^\//, '').split(/[?#]/)[0];
    if (byFile.has(file)) keys.push(byFile.get(file));
    else if (existsSync(join(dist, file))) plain.push(file);
    else throw new Error(`${html} loads ${url}, which is not in ${dist}.`);
  }
  return { keys, plain };
}

function weigh(manifest, dist, keys, plain = []) {
  const files = [...new Set([...[...keys].map((key) => manifest[key].file), ...plain])].filter((file) => file.endsWith('.js'));
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(join(dist, file));
    gzip += gzipSize(bytes);
    brotli += brotliSize(bytes);
  }
  return { files, gzip, brotli };
}

export function measurePages(dist) {
  const manifest = loadManifest(dist);
  // The SPA's entry: what every page but the prerendered landing loads first.
  const spa = pageScripts(manifest, dist, 'index.html');
  if (!spa.keys.length) throw new Error('index.html loads no bundled script.');
  const entryKeys = staticClosure(manifest, spa.keys);
  const results = pages.map((page) => {
    const { keys, plain } = pageScripts(manifest, dist, page.html);
    const code = staticClosure(manifest, [...keys, ...page.lazy]);
    const catalogs = catalogsFor(manifest, dist, code);
    return { ...page, ...weigh(manifest, dist, new Set([...code, ...catalogs]), plain), catalogs };
  });
  // Every lazy chunk (screens, dialogs, players) with what it adds to the entry's download.
  const lazy = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && !key.startsWith('src/locales/'))
    .map((key) => {
      const added = [...staticClosure(manifest, [key])].filter((k) => !entryKeys.has(k));
      return { key, own: weigh(manifest, dist, [key]).gzip, added: weigh(manifest, dist, added).gzip };
    })
    .sort((a, b) => b.added - a.added);
  return { entry: weigh(manifest, dist, entryKeys, spa.plain), results, lazy };
}

/** Bundles the Worker as `wrangler deploy` would, without deploying, and weighs what it uploads. */
export function measureWorker() {
  const outDir = mkdtempSync(join(tmpdir(), 'vidshelf-worker-'));
  try {
    const run = spawnSync(join(root, 'node_modules/.bin/wrangler'), ['deploy', '--dry-run', '--outdir', outDir], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    });
    if (run.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${run.stdout}\n${run.stderr}`);
    const files = readdirSync(outDir, { recursive: true }).filter((name) => /\.(m?js|wasm)$/.test(name));
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      const bytes = readFileSync(join(outDir, file));
      raw += bytes.byteLength;
      gzip += gzipSize(bytes);
    }
    return { files, raw, gzip };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

function main() {
  const dist = resolve(root, option('--dist', 'web/dist'));
  let over = false;
  const { entry, results, lazy } = measurePages(dist);
  if (entry.brotli > entryBudget) over = true;
  console.log(
    `First-load JavaScript (brotli 11 / gzip -9; the SPA's entry alone ${kb(entry.brotli)} brotli in ${entry.files.length} files, budget ${kb(entryBudget)} ${entry.brotli <= entryBudget ? 'ok' : 'OVER'}):`,
  );
  console.table(
    results.map((r) => {
      if (r.brotli > r.budget) over = true;
      return { page: r.name, files: r.files.length, brotli: kb(r.brotli), gzip: kb(r.gzip), budget: kb(r.budget), ok: r.brotli <= r.budget ? 'yes' : 'OVER' };
    }),
  );
  for (const r of results) console.log(`  ${r.name}: catalogs ${r.catalogs.map((c) => c.replace('src/locales/en/', '')).join(', ') || '(none)'}`);
  console.log('\nLazy chunks (gzip: the chunk itself / with the shared chunks it adds to the entry):');
  console.table(lazy.map((l) => ({ module: l.key, chunk: kb(l.own), 'with imports': kb(l.added) })));

  if (process.argv.includes('--worker')) {
    const worker = measureWorker();
    if (worker.gzip > workerBudget) over = true;
    console.log(`\nWorker bundle: ${kb(worker.raw)}, ${kb(worker.gzip)} gzip (budget ${kb(workerBudget)}) ${worker.gzip <= workerBudget ? 'ok' : 'OVER'}`);
  }
  if (over) {
    console.error('\nOver budget: see README "Page weight" for what counts and how to split.');
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === new URL(import.meta.url).pathname) main();
