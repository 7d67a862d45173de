import type { Rolldown } from 'vite';

type NameFunction = Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>;
type ChunkingContext = Parameters<NameFunction>[1];

/** The signed-in library, the screen "/" shows a signed-in user (app/routes/index-route.tsx). */
const LIBRARY = /[\\/]web[\\/]src[\\/]app[\\/]library[\\/]signed-in-library\.tsx$/;

/**
 * Our code and the small libraries the library screen uses. Not every package: a package's index
 * imports all its parts (react-i18next's <Trans>), which would look used by the library too.
 */
const GROUPED = /[\\/]web[\\/]src[\\/]|[\\/]functions[\\/]schemas[\\/]|[\\/]node_modules[\\/](?:swr|zustand)[\\/]/;

/** Whether loading the library screen loads `id` too: a chain of static imports leads from it. */
function inLibrary(ctx: ChunkingContext, id: string, memo: Map<string, boolean>): boolean {
  const known = memo.get(id);
  if (known !== undefined) return known;
  memo.set(id, false); // import cycles
  const found = LIBRARY.test(id) || (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => inLibrary(ctx, importer, memo));
  memo.set(id, found);
  return found;
}

/**
 * How the SPA's code is cut into files (README "Page weight"). Each file is compressed on its own,
 * so a first load of many small chunks weighs more than the same code in a few (~9 KB gzip on the
 * signed-in home). Rolldown's automatic splitting stays for everything else.
 *
 * - `index`: the entry with everything it imports statically, in one file (every page loads all).
 * - `signed-in`: the modules the library screen imports that other screens or dialogs import too
 *   (the header, API helpers, buttons…), one file instead of a dozen; the library's own modules
 *   stay in its chunk, and nothing only a dialog, another screen or Ark UI uses comes along.
 */
export function codeSplitting(): Rolldown.CodeSplittingOptions {
  const memo = new Map<string, boolean>();
  return {
    groups: [
      { name: 'index', tags: ['$initial'], priority: 2 },
      { name: (id, ctx) => (GROUPED.test(id) && inLibrary(ctx, id, memo) ? 'signed-in' : null), minShareCount: 2, priority: 1 },
    ],
  };
}
