import type { Rolldown } from 'vite';

type NameFunction = Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>;
type ChunkingContext = Parameters<NameFunction>[1];

/** The SPA's entry (index.html), and the prerendered landing page's own small script (landing.html). */
const SPA_ENTRY = /[\\/]web[\\/]src[\\/]main\.tsx$/;
const LANDING_ENTRY = /[\\/]web[\\/]src[\\/]landing\.ts$/;
/** The signed-in library, the screen "/" shows a signed-in user (app/routes/index-route.tsx). */
const LIBRARY = /[\\/]web[\\/]src[\\/]app[\\/]library[\\/]signed-in-library\.tsx$/;

/**
 * Our code and the small libraries the library screen uses. Not every package: a package's index
 * imports all its parts (react-i18next's <Trans>), which would look used by the library too.
 */
const GROUPED = /[\\/]web[\\/]src[\\/]|[\\/]functions[\\/]schemas[\\/]|[\\/]node_modules[\\/](?:swr|zustand)[\\/]/;

/**
 * Whether loading `from` loads `id` too: a chain of static imports leads from it (with `dynamic`,
 * of static or dynamic ones: whether `from` may ever load it).
 */
function imported(from: RegExp, ctx: ChunkingContext, id: string, memo: Map<string, boolean>, dynamic = false): boolean {
  const known = memo.get(id);
  if (known !== undefined) return known;
  memo.set(id, false); // import cycles
  const info = ctx.getModuleInfo(id);
  const importers = [...(info?.importers ?? []), ...(dynamic ? (info?.dynamicImporters ?? []) : [])];
  const found = from.test(id) || importers.some((importer) => imported(from, ctx, importer, memo, dynamic));
  memo.set(id, found);
  return found;
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
 * Neither takes what the prerendered landing page's script may load (the session hint, the toast
 * signal, Vite's preload helper; the toaster and the service worker's registration after load):
 * that page must never load, let alone run, the SPA's entry. So neither pulls its captured
 * modules' dependencies in (`includeDependenciesRecursively`), which would bring those along.
 */
export function codeSplitting(): Rolldown.CodeSplittingOptions {
  const inSpa = new Map<string, boolean>();
  const inLandingNow = new Map<string, boolean>();
  const inLandingEver = new Map<string, boolean>();
  const inLibrary = new Map<string, boolean>();
  const landingNow = (ctx: ChunkingContext, id: string) => imported(LANDING_ENTRY, ctx, id, inLandingNow);
  const landingEver = (ctx: ChunkingContext, id: string) => imported(LANDING_ENTRY, ctx, id, inLandingEver, true);
  /** Which of the SPA entry's files a module of its first load goes to. */
  const spaFile = (id: string, ctx: ChunkingContext) => {
    if (!imported(SPA_ENTRY, ctx, id, inSpa)) return null;
    if (landingNow(ctx, id)) return 'shared'; // also the landing page's first load: tiny
    if (landingEver(ctx, id)) return 'shared-later'; // what the landing page loads for a toast
    return 'index';
  };
  return {
    includeDependenciesRecursively: false,
    groups: [
      { name: (id, ctx) => spaFile(id, ctx), tags: ['$initial'], priority: 2 },
      {
        name: (id, ctx) => (GROUPED.test(id) && imported(LIBRARY, ctx, id, inLibrary) && !landingEver(ctx, id) ? 'signed-in' : null),
        minShareCount: 2,
        priority: 1,
      },
    ],
  };
}
