import type { Rolldown } from 'vite';

type NameFunction = Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>;
type ChunkingContext = Parameters<NameFunction>[1];

const source = (path: string) => new URL(path, import.meta.url).pathname;
/** The SPA's entry (index.html), and the prerendered landing page's own small script (landing.html). */
const SPA_ENTRY = source('./web/src/main.tsx');
const LANDING_ENTRY = source('./web/src/landing.ts');
/** The signed-in library, the screen "/" shows a signed-in user (app/routes/index-route.tsx). */
const LIBRARY = source('./web/src/app/library/signed-in-library.tsx');

/**
 * Our code and the small libraries the library screen uses. Not every package: a package's index
 * imports all its parts (react-i18next's <Trans>), which would look used by the library too.
 * lucide-react's icons are imported one module each (components/ui/icons.tsx), so only those.
 */
const GROUPED =
  /[\\/]web[\\/]src[\\/]|[\\/]functions[\\/]schemas[\\/]|[\\/]node_modules[\\/](?:swr|zustand|lucide-react[\\/]dist[\\/]esm[\\/]icons)[\\/]/;

/**
 * What loading `from` loads too: the modules a chain of static imports leads to (with `dynamic`,
 * of static or dynamic ones: what `from` may ever load).
 */
function loadedBy(ctx: ChunkingContext, from: string, dynamic = false): Set<string> {
  const seen = new Set<string>();
  const pending = [from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (info) pending.push(...info.importedIds, ...(dynamic ? info.dynamicallyImportedIds : []));
  }
  return seen;
}

/**
 * How the SPA's code is cut into files (README "Page weight"). Each file is compressed on its own,
 * so a first load of many small chunks weighs more than the same code in a few (~9 KB gzip on the
 * signed-in home). Rolldown's automatic splitting stays for everything else.
 *
 * - `index`: the SPA's entry with everything it imports statically (`$initial`), in one file
 *   (every page of the SPA loads all).
 * - `shared` and `shared-later`: the parts of that first load the prerendered landing page's
 *   script loads at once (the session hint, the toast signal) or may load later (React and sonner
 *   for the update prompt), each in one file.
 * - `signed-in`: the modules the library screen imports that other screens or dialogs import too
 *   (the header, API helpers, buttons…), one file instead of a dozen; the library's own modules
 *   stay in its chunk, and nothing only a dialog, another screen or Ark UI uses comes along.
 *
 * `index` and `signed-in` never take what the prerendered landing page's script may load (the
 * session hint, the toast signal, Vite's preload helper; the toaster and the service worker's
 * registration after load): that page must never load, let alone run, the SPA's entry. So no
 * group pulls its modules' dependencies in (`includeDependenciesRecursively`), which would bring
 * those along.
 */
export function codeSplitting(): Rolldown.CodeSplittingOptions {
  // Worked out once, on the first module asked about: the module graph is complete by then.
  let graph: { spa: Set<string>; landingNow: Set<string>; landingEver: Set<string>; library: Set<string> } | undefined;
  const graphOf = (ctx: ChunkingContext) =>
    (graph ??= {
      spa: loadedBy(ctx, SPA_ENTRY),
      landingNow: loadedBy(ctx, LANDING_ENTRY),
      landingEver: loadedBy(ctx, LANDING_ENTRY, true),
      library: loadedBy(ctx, LIBRARY),
    });
  /** Which of the SPA entry's files a module of its first load goes to. */
  const spaFile = (id: string, ctx: ChunkingContext) => {
    const { spa, landingNow, landingEver } = graphOf(ctx);
    if (!spa.has(id)) return null;
    if (landingNow.has(id)) return 'shared'; // also the landing page's first load: tiny
    if (landingEver.has(id)) return 'shared-later'; // what the landing page loads for a toast
    return 'index';
  };
  const signedInFile = (id: string, ctx: ChunkingContext) => {
    const { library, landingEver } = graphOf(ctx);
    return GROUPED.test(id) && library.has(id) && !landingEver.has(id) ? 'signed-in' : null;
  };
  return {
    includeDependenciesRecursively: false,
    groups: [
      { name: spaFile, tags: ['$initial'], priority: 2 },
      { name: signedInFile, minShareCount: 2, priority: 1 },
    ],
  };
}
