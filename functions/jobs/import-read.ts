import {
  clearReadEntries,
  ensureImportCategories,
  finishImportJob,
  finishReadingImport,
  loadImportFile,
  saveImportFailures,
  saveImportItems,
} from '../../db/queries/imports.ts';
import type { Deps } from '../deps.ts';
import { parseUpload } from '../lib/import-formats/parse.ts';
import { runInSlices } from '../lib/import-formats/steps.ts';
import { type ImportFormat, MAX_IMPORT_ITEMS, type ParsedFile, TooManyItems, UnrecognisedFile } from '../lib/import-formats/types.ts';
import { ZIP_LIMITS, ZipRefused } from '../lib/import-formats/zip.ts';
import { CATEGORY_LIMIT } from '../schemas/category.ts';

/**
 * 100000 -> '100,000', as `toLocaleString('en')` writes it. Not through Intl: formatting one number
 * with it as this module loads made V8 open ICU's data for every locale, ~7 MiB that stayed
 * resident in the server for as long as it ran (bench/README.md, "Memory of `npm start`").
 */
const withThousandsCommas = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

export const UNRECOGNISED_MESSAGE =
  'We could not recognise this file. Supported: browser or Raindrop.io bookmarks (HTML), Google Takeout CSV or .zip, Karakeep or Linkwarden JSON, a Tube Archivist backup (.zip or JSON), Pocket or Raindrop.io CSV, Vidshelf JSON or CSV, or a list of YouTube URLs.';
export const ZIP_REFUSED_MESSAGE = `This zip file is damaged or too large to unpack: it may hold at most ${withThousandsCommas(ZIP_LIMITS.entries)} files and ${ZIP_LIMITS.readBytes / 1024 / 1024} MB of CSV and JSON files. Unpack it and import its files one by one.`;
export const UPLOAD_INTERRUPTED_MESSAGE = 'The upload stopped before the whole file was stored. Nothing was imported; import the file again.';
export const TOO_MANY_MESSAGE = `This file has more than ${withThousandsCommas(MAX_IMPORT_ITEMS)} entries. Split it into smaller files and import them one by one.`;

// The spec's palette (spec 1 §5), in turn, for categories a file brings without a colour.
const PALETTE = ['#ef4444', '#f97316', '#eab308', '#22c55e', '#3b82f6', '#6366f1', '#8b5cf6', '#ec4899'];
const OWN_FORMATS: ReadonlySet<string> = new Set(['vidshelf-json', 'vidshelf-csv'] satisfies ImportFormat[]);
// Rows per INSERT while storing what the file holds: small statements (about 3 ms of the embedded
// database and of the event loop each; 1,000 rows held both 12-15 ms), other work runs between them.
const WRITE_BATCH = 250;

/**
 * Reads the uploaded file of an import: decodes and parses it in slices of a few milliseconds
 * (other requests run between them), keeps the categories it names (created as bookmarks land in
 * them), and stores its entries and failures in batches. A file that is not one of the formats (or holds too
 * many entries) ends the job with the message the upload would have had. Answers whether the
 * entries are ready to import. Safe to run again after an interruption: it starts clean.
 */
export async function readImportFile(deps: Deps, job: { id: string; userId: string }): Promise<boolean> {
  const { db, clock } = deps;
  const upload = await loadImportFile(db, job.id);
  if (!upload) return true; // another delivery has read it
  let parsed: ParsedFile;
  try {
    parsed = await runInSlices(parseUpload(upload.file, upload.fileName));
  } catch (err) {
    if (err instanceof UnrecognisedFile) await finishImportJob(db, job.id, clock.now(), UNRECOGNISED_MESSAGE);
    else if (err instanceof ZipRefused) await finishImportJob(db, job.id, clock.now(), ZIP_REFUSED_MESSAGE);
    else if (err instanceof TooManyItems) await finishImportJob(db, job.id, clock.now(), TOO_MANY_MESSAGE);
    else throw err;
    return false;
  }

  const { specs, categories } = await fileCategories(deps, job.userId, parsed);
  await clearReadEntries(db, job.id);
  for (let i = 0; i < parsed.items.length; i += WRITE_BATCH) await saveImportItems(db, job.id, i, parsed.items.slice(i, i + WRITE_BATCH));
  for (let i = 0; i < parsed.failed.length; i += WRITE_BATCH) await saveImportFailures(db, job.id, i, parsed.failed.slice(i, i + WRITE_BATCH));
  await finishReadingImport(db, job.id, { format: parsed.format, total: parsed.items.length, failedCount: parsed.failed.length, categories, categorySpecs: specs });
  return true;
}

/**
 * Categories the file names, in its order: those it defines first (with their colours), then any
 * an item names. Each is created when its first bookmark lands (saveImportChunk); only our own
 * export's (JSON or CSV) are created now, empty ones too: the rule that a category comes only with
 * a bookmark keeps other apps' unused folders out, but an empty category in our export is one the
 * person made, and the import restores the library as it was.
 */
async function fileCategories(deps: Deps, userId: string, parsed: ParsedFile) {
  const wanted = new Map(parsed.categories.map((k) => [k.name.toLowerCase(), k]));
  for (const item of parsed.items) for (const name of item.categories ?? []) if (!wanted.has(name.toLowerCase())) wanted.set(name.toLowerCase(), { name });
  const specs = [...wanted.values()].map((k, i) => ({ ...k, color: k.color ?? PALETTE[i % PALETTE.length]! }));
  const categories =
    OWN_FORMATS.has(parsed.format) && specs.length
      ? await ensureImportCategories(deps.db, userId, specs, CATEGORY_LIMIT)
      : { created: [], reused: [], uncategorised: [] };
  return { specs, categories };
}
