import * as z from 'zod';
import { createImportJob, findOwnImportJob, ownImportFailures } from '../../db/queries/imports.ts';
import type { Database } from '../../db/database.ts';
import { assertCategoryTakesBookmarks } from '../auth/access.ts';
import { ApiError, notFound } from '../errors.ts';
import { textStream } from '../http/text-stream.ts';
import { TOO_MANY_MESSAGE, UNRECOGNISED_MESSAGE, UPLOAD_INTERRUPTED_MESSAGE, ZIP_REFUSED_MESSAGE } from '../jobs/import-read.ts';
import { STOPPED_MESSAGE } from '../jobs/import-run.ts';
import { csvRow } from '../lib/import-formats/csv.ts';
import { looksLikeText } from '../lib/import-formats/decode.ts';
import { ZipRefused, checkZip, isZip } from '../lib/import-formats/zip.ts';
import { IMPORT_EXISTING_MODES, type ImportFailure } from '../schemas/import.ts';
import { importJobResponse } from '../schemas/responses.ts';
import { byId, defineRoute, errorAnswer, jsonAnswer, routesApp } from '../openapi/route.ts';

/** The largest file an import takes. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const TOO_LARGE_MESSAGE = 'This file is larger than 10 MB. Split it into smaller files and import them one by one.';

/** Failures the status answer carries; the report download has them all. */
const FAILURES_SHOWN = 100;
const REPORT_PAGE = 1000;

const importForm = z.object({
  file: z.instanceof(File, { message: 'Choose a file to import.' }).meta({ type: 'string', format: 'binary', maxLength: IMPORT_MAX_BYTES, description: 'up to 10 MB' }),
  categoryId: z.union([z.uuid('must be an id'), z.literal('')]).optional(),
  existing: z
    .enum(IMPORT_EXISTING_MODES)
    .default('skip')
    .meta({
      description:
        'Videos already in the library: `skip` leaves them as they are; `update` gives them the note, favourite, watch time and categories of a Vidshelf export (JSON or CSV). Files of other apps only add videos either way.',
    }),
});
const importNotFound = () => notFound('Import not found.');

const start = defineRoute({
  method: 'post', path: '/', tag: 'Import and export', access: 'user', summary: 'Import a library file',
  description:
    'A multipart upload (field `file`, up to 10 MB): browser or Raindrop.io bookmarks (HTML), Google Takeout CSV or a Takeout .zip (one category per playlist), Karakeep or Linkwarden JSON, a Tube Archivist backup (.zip, or one of its es_video or es_playlist JSON files; one category per playlist), Pocket or Raindrop.io CSV, Vidshelf JSON or CSV, or a list of YouTube URLs. Folders, playlists, lists and collections become categories, each created when its first bookmark lands (reused by name in any case, created while own and subscribed stay within 10, the rest listed as `uncategorised`); the categories of a Vidshelf export are all restored at once, with their colour, order and sharing, empty ones too. Tags go into the note. Duplicates within the file count once; videos already in the library are skipped, or with `existing=update` take the state a Vidshelf export gives them (`updated`). With `categoryId`, every video also goes into that category. The file is stored and read by a background job in slices (other requests are served between them), then imported 50 entries per transaction: poll GET /api/import/{id}. A file the job cannot read (unknown, not UTF-8, more than 100,000 entries) ends the import as `failed` with the reason in `error`.',
  request: { body: { required: true, content: { 'multipart/form-data': { schema: importForm } } } },
  responses: {
    202: jsonAnswer(importJobResponse, 'The import, queued: its file is read and imported in the background.'),
    400: errorAnswer('The file is empty or not text (UNRECOGNISED_FILE), a zip over the limits of 5,000 files and 50 MB of CSV and JSON inside or damaged (ZIP_REFUSED), or no file was sent (VALIDATION_ERROR).'),
    403: errorAnswer('The category to import into is only subscribed: read-only (FORBIDDEN).'),
    404: errorAnswer('The category to import into is not yours or does not exist (NOT_FOUND).'),
    413: errorAnswer('The file is larger than 10 MB (PAYLOAD_TOO_LARGE).'),
  },
});

const progress = defineRoute({
  method: 'get', path: '/{id}', tag: 'Import and export', access: 'user', summary: 'Progress of an import',
  description: 'Counts, and the first 100 entries that could not be imported; `reportUrl` has them all.',
  request: byId(),
  responses: { 200: jsonAnswer(importJobResponse, 'How far the import is.'), 404: errorAnswer('No such import of yours (NOT_FOUND).') },
});

const report = defineRoute({
  method: 'get', path: '/{id}/report', tag: 'Import and export', access: 'user', summary: 'Download the report of an import',
  request: byId(),
  responses: {
    200: { description: 'A CSV download (line, url, reason): every entry that could not be imported.', content: { 'text/csv': { schema: z.string() } } },
    404: errorAnswer('No such import of yours (NOT_FOUND).'),
  },
});

const reportUrl = (id: string) => `/api/import/${id}/report`;

/** The code of each reason an import fails with (the job keeps only the English text). */
const FAILURE_CODES = new Map<string, ImportFailure>([
  [UNRECOGNISED_MESSAGE, 'UNRECOGNISED_FILE'],
  [ZIP_REFUSED_MESSAGE, 'ZIP_REFUSED'],
  [TOO_MANY_MESSAGE, 'TOO_MANY_ENTRIES'],
  [UPLOAD_INTERRUPTED_MESSAGE, 'UPLOAD_INTERRUPTED'],
  [STOPPED_MESSAGE, 'IMPORT_STOPPED'],
]);

/** The status answer: counts and the first failures, never all of them. */
async function importAnswer(db: Database, userId: string, id: string) {
  const job = await findOwnImportJob(db, userId, id);
  if (!job) throw importNotFound();
  const failed = job.failedCount ? await ownImportFailures(db, userId, id, FAILURES_SHOWN) : [];
  return {
    id: job.id,
    status: job.status,
    fileName: job.fileName,
    format: job.format,
    categories: job.categories,
    existing: job.existing,
    total: job.total,
    processed: job.processed,
    imported: job.imported,
    updated: job.updated,
    skipped: job.skipped,
    failedCount: job.failedCount,
    failed: failed.map(({ line, url, reason }) => ({ line, url, reason })),
    reportUrl: reportUrl(job.id),
    error: job.error,
    errorCode: job.error ? (FAILURE_CODES.get(job.error) ?? null) : null,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

/** Every failure of the import as CSV rows, a page of them at a time. */
async function* reportRows(db: Database, userId: string, id: string): AsyncGenerator<string> {
  yield csvRow(['line', 'url', 'reason']);
  let after: { line: number; position: number } | undefined;
  for (;;) {
    const page = await ownImportFailures(db, userId, id, REPORT_PAGE, after);
    if (page.length) yield page.map((f) => csvRow([f.line, f.url, f.reason])).join('');
    if (page.length < REPORT_PAGE) return;
    after = page.at(-1)!;
  }
}

export const importRoutes = routesApp()
  // Stores the file and queues the job: reading it, however large or strange, never happens here.
  .openapi(start, async (c) => {
    const user = c.var.me;
    const { file, categoryId, existing } = c.req.valid('form');
    const { db, queue } = c.var.deps;
    if (file.size > IMPORT_MAX_BYTES) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE);
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (isZip(bytes)) {
      // Only the archive's directory is read here (no unpacking): a zip bomb is refused at once.
      try {
        checkZip(bytes);
      } catch (err) {
        if (err instanceof ZipRefused) throw new ApiError(400, 'ZIP_REFUSED', ZIP_REFUSED_MESSAGE);
        throw err;
      }
    } else if (!looksLikeText(bytes)) throw new ApiError(400, 'UNRECOGNISED_FILE', UNRECOGNISED_MESSAGE);
    if (categoryId) await assertCategoryTakesBookmarks(db, user.id, [categoryId]);

    const job = await createImportJob(db, user.id, { fileName: file.name.slice(0, 255), file: bytes, categoryId: categoryId || null, existing, interrupted: UPLOAD_INTERRUPTED_MESSAGE });
    await queue.send({ type: 'import', importId: job.id });
    return c.json(await importAnswer(db, user.id, job.id), 202);
  })

  .openapi(progress, async (c) => c.json(await importAnswer(c.var.deps.db, c.var.me.id, c.req.valid('param').id), 200))

  .openapi(report, async (c) => {
    const user = c.var.me;
    const { id } = c.req.valid('param');
    const { db } = c.var.deps;
    if (!(await findOwnImportJob(db, user.id, id))) throw importNotFound();
    return c.body(textStream(reportRows(db, user.id, id), `Import report ${id}`), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="vidshelf-import-report-${id.slice(0, 8)}.csv"`,
      'Cache-Control': 'private, no-store',
    });
  });
