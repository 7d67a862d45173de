// Bundles the Node host (functions/server.ts and everything it imports from this repository) into
// one ESM file, dist/server/server.mjs, that plain `node` runs: no TypeScript loader at run time.
// `npm start` calls this when the bundle is missing or older than one of its sources.
import { build } from 'esbuild';
import { readFileSync, realpathSync } from 'node:fs';
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
/** Inside the checkout, so the bundle's package imports resolve from its node_modules. */
const defaultOutDir = join(root, 'dist/server');

/**
 * Our own files locate things next to themselves (`new URL('./migrations', import.meta.url)` in
 * db/database.ts, `../web/dist` in functions/node-app.ts). In the bundle `import.meta.url` is the
 * bundle's URL, so each such file gets its own original URL back, written relative to the bundle:
 * the checkout can still be moved.
 */
const keepImportMetaUrl = (outDir) => ({
  name: 'vidshelf:keep-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = relative(outDir, args.path);
      const original = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', original), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
});

/**
 * The main thread runs drizzle over the database thread's client (db/client/pglite-thread.ts),
 * never PGlite itself, but drizzle-orm/pglite imports PGlite at its top (to open one when given a
 * data directory, and for four type ids): ~0.9 MiB of heap for code that never runs there. So the
 * bundle takes drizzle-orm/pglite's own three files in, with db/client/pglite-types-only.mjs in
 * place of PGlite; what they import from the rest of drizzle stays a package import, so there is
 * still one drizzle. The database thread (pglite-worker.mjs, not bundled) loads the real PGlite.
 */
const drizzlePgliteWithoutPglite = {
  name: 'vidshelf:drizzle-pglite-without-pglite',
  setup(b) {
    // Where esbuild finds it: importers come resolved through any symlinked node_modules.
    const drizzleRoot = realpathSync(join(root, 'node_modules/drizzle-orm'));
    const driverDir = join(drizzleRoot, 'pglite');
    const { exports } = JSON.parse(readFileSync(join(drizzleRoot, 'package.json'), 'utf8'));
    b.onResolve({ filter: /^drizzle-orm\/pglite$/ }, () => ({ path: join(driverDir, 'index.js') }));
    b.onResolve({ filter: /.*/ }, (args) => {
      if (dirname(args.importer) !== driverDir) return undefined;
      if (args.path === '@electric-sql/pglite') return { path: join(root, 'db/client/pglite-types-only.mjs') };
      if (!args.path.startsWith('../')) return undefined; // its own ./driver.js and ./session.js
      const subpath = relative(drizzleRoot, resolve(driverDir, args.path)).replace(/\.js$/, '').replace(/\/index$/, '');
      if (!exports[`./${subpath}`]) throw new Error(`drizzle-orm/pglite imports ${args.path}, which drizzle-orm does not export as a package path.`);
      return { path: `drizzle-orm/${subpath}`, external: true };
    });
  },
};

/**
 * Writes `server.mjs` (with its source map) and `inputs.json`: the repository files it was built
 * from, so `npm start` can tell when it is stale.
 */
export async function buildServer(outDir = defaultOutDir) {
  const bundle = join(outDir, 'server.mjs');
  const result = await build({
    absWorkingDir: root,
    entryPoints: { server: 'functions/server.ts' },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // A module the host imports dynamically (pg, only for Postgres) is a chunk of its own, beside
    // server.mjs, loaded when first asked for: without splitting, esbuild would hoist its package
    // imports to the top of the one file and load them at start.
    splitting: true,
    chunkNames: '[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages stay in node_modules and load from there as they are: PGlite finds its WASM and
    // data files beside its own code, and CommonJS packages (pg) keep their `require`.
    packages: 'external',
    sourcemap: 'linked',
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    plugins: [keepImportMetaUrl(outDir), drizzlePgliteWithoutPglite],
  });
  // Chunks of earlier builds (their names carry a hash of their contents) would pile up beside.
  const outputs = new Set(Object.keys(result.metafile.outputs).map((path) => resolve(root, path)));
  for (const name of await readdir(outDir)) {
    if (/\.mjs(\.map)?$/.test(name) && !outputs.has(join(outDir, name))) await rm(join(outDir, name));
  }
  const inputs = Object.keys(result.metafile.inputs).filter((path) => !path.includes('node_modules/'));
  // This script shapes the bundle too: a change to it rebuilds.
  inputs.push(relative(root, new URL(import.meta.url).pathname));
  await writeFile(join(outDir, 'inputs.json'), `${JSON.stringify(inputs, null, 1)}\n`);
  return { bundle, inputs };
}

// `node scripts/build-server.mjs [--outdir <folder inside the checkout>]`
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const at = process.argv.indexOf('--outdir');
  const { bundle, inputs } = await buildServer(at > 0 ? resolve(process.argv[at + 1]) : undefined);
  console.log(`Built ${relative(root, bundle)} from ${inputs.length} files in ${Date.now() - started} ms.`);
}
