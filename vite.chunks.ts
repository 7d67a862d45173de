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

/** Whether loading `from` loads `id` too: a chain of static imports leads from it. */
function staticallyImported(from: RegExp, ctx: ChunkingContext, id: string, memo: Map<string, boolean>): boolean {
  const known = memo.get(id);
  if (known !== undefined) return known;
  memo.set(id, false); // import cycles
  const found = from.test(id) || (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => staticallyImported(from, ctx, importer, memo));
  memo.set(id, found);
  return found;
}

/**
 * How the SPA's code is cut into files (README "Page weight"). Each file is compressed on its own,
 * so a first load of many small chunks weighs more than the same code in a few (~9 KB gzip on the
 * signed-in home). Rolldown's automatic splitting stays for everything else.
 *
 * - `spa`: the SPA's entry with everything it imports statically (`$initial`), in one file
 *   (every page of the SPA loads all).
 * - `signed-in`: the modules the library screen imports that other screens or dialogs import too
 *   (the header, API helpers, buttons…), one file instead of a dozen; the library's own modules
 *   stay in its chunk, and nothing only a dialog, another screen or Ark UI uses comes along.
 *
 * Neither takes what the prerendered landing page's script imports (the session hint, the toast
 * signal, Vite's preload helper): that page must not load the SPA. So neither pulls its captured
 * modules' dependencies in (`includeDependenciesRecursively`), which would bring those along.
 */
export function codeSplitting(): Rolldown.CodeSplittingOptions {
  const inSpa = new Map<string, boolean>();
  const inLanding = new Map<string, boolean>();
  const inLibrary = new Map<string, boolean>();
  const notLanding = (ctx: ChunkingContext, id: string) => !staticallyImported(LANDING_ENTRY, ctx, id, inLanding);
  return {
    includeDependenciesRecursively: false,
    groups: [
      { name: (id, ctx) => (staticallyImported(SPA_ENTRY, ctx, id, inSpa) && notLanding(ctx, id) ? 'spa' : null), tags: ['$initial'], priority: 2 },
      {
        name: (id, ctx) => (GROUPED.test(id) && staticallyImported(LIBRARY, ctx, id, inLibrary) && notLanding(ctx, id) ? 'signed-in' : null),
        minShareCount: 2,
        priority: 1,
      },
    ],
  };
}
