import * as z from 'zod';
import { createImportJob, ensureImportCategories, findOwnImportJob } from '../../db/queries/imports.ts';
import { assertCategoryTakesBookmarks } from '../auth/access.ts';
import { ApiError, notFound } from '../errors.ts';
import { importProgressResponse, importStartedResponse } from '../openapi/response-schemas.ts';
import { byId, defineRoute, errorAnswer, jsonAnswer, routesApp } from '../openapi/route.ts';
import { CATEGORY_LIMIT } from '../schemas/category.ts';
import { decodeText, parseImportFile } from '../lib/import-formats/parse.ts';
import { MAX_IMPORT_ITEMS, TooManyItems, UnrecognisedFile } from '../lib/import-formats/types.ts';

/** The largest file an import takes. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export const UNRECOGNISED_MESSAGE =
  'We could not recognise this file. Supported: browser bookmarks (HTML), Google Takeout CSV, Karakeep or Linkwarden JSON, Vidshelf JSON, or a list of YouTube URLs.';
export const TOO_LARGE_MESSAGE = 'This file is larger than 10 MB. Split it into smaller files and import them one by one.';

// The spec's palette (spec 1 §5), in turn, for categories a file brings without a colour.
const PALETTE = ['#ef4444', '#f97316', '#eab308', '#22c55e', '#3b82f6', '#6366f1', '#8b5cf6', '#ec4899'];

const importForm = z.object({
  file: z.instanceof(File, { message: 'Choose a file to import.' }).meta({ type: 'string', format: 'binary', maxLength: IMPORT_MAX_BYTES, description: 'up to 10 MB' }),
  categoryId: z.union([z.uuid('must be an id'), z.literal('')]).optional(),
});
const importNotFound = () => notFound('Import not found.');

const start = defineRoute({
  method: 'post', path: '/', tag: 'Import and export', access: 'user', summary: 'Import a library file',
  description: 'A multipart upload (field `file`, up to 10 MB): browser bookmarks (HTML), Google Takeout CSV, Karakeep or Linkwarden JSON, Vidshelf JSON or CSV, or a list of YouTube URLs. Folders, playlists and collections become categories (reused by name in any case, created while own and subscribed stay within 10, the rest listed as `uncategorised`). Duplicates within the file count once. With `categoryId`, every video also goes into that category. The run goes on in the background, 200 items per transaction: poll GET /api/import/{id}.',
  request: { body: { required: true, content: { 'multipart/form-data': { schema: importForm } } } },
  responses: {
    202: jsonAnswer(importStartedResponse, 'The import run, queued.'),
    400: errorAnswer('The file is not a format Vidshelf reads (UNRECOGNISED_FILE) or has too many entries (TOO_MANY_ITEMS).'),
    403: errorAnswer('The category to import into is only subscribed: read-only (FORBIDDEN).'),
    404: errorAnswer('The category to import into is not yours or does not exist (NOT_FOUND).'),
    413: errorAnswer('The file is larger than 10 MB (PAYLOAD_TOO_LARGE).'),
  },
});

const progress = defineRoute({
  method: 'get', path: '/{id}', tag: 'Import and export', access: 'user', summary: 'Progress of an import',
  request: byId(),
  responses: { 200: jsonAnswer(importProgressResponse, 'How far the run is.'), 404: errorAnswer('No such import of yours (NOT_FOUND).') },
});

export const importRoutes = routesApp()
  // Parses the file now (bounded), imports it in the background.
  .openapi(start, async (c) => {
    const user = c.var.me;
    const { file, categoryId } = c.req.valid('form');
    const { db, queue } = c.var.deps;
    if (file.size > IMPORT_MAX_BYTES) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', TOO_LARGE_MESSAGE);
    if (categoryId) await assertCategoryTakesBookmarks(db, user.id, [categoryId]);

    let parsed;
    try {
      parsed = parseImportFile(decodeText(new Uint8Array(await file.arrayBuffer())));
    } catch (err) {
      if (err instanceof UnrecognisedFile) throw new ApiError(400, 'UNRECOGNISED_FILE', UNRECOGNISED_MESSAGE);
      if (err instanceof TooManyItems) {
        throw new ApiError(400, 'TOO_MANY_ITEMS', `This file has more than ${MAX_IMPORT_ITEMS.toLocaleString('en')} entries. Split it into smaller files and import them one by one.`);
      }
      throw err;
    }

    // Categories the file names, in its order: those it defines first (with their colours), then any an item names.
    const wanted = new Map(parsed.categories.map((k) => [k.name.toLowerCase(), k]));
    for (const item of parsed.items) for (const name of item.categories ?? []) if (!wanted.has(name.toLowerCase())) wanted.set(name.toLowerCase(), { name });
    const used = new Set(parsed.items.flatMap((i) => (i.categories ?? []).map((n) => n.toLowerCase())));
    const specs = [...wanted.values()]
      .filter((k) => used.has(k.name.toLowerCase()) || parsed.format === 'vidshelf-json')
      .map((k, i) => ({ ...k, color: k.color ?? PALETTE[i % PALETTE.length]! }));
    const categories = specs.length ? await ensureImportCategories(db, user.id, specs, CATEGORY_LIMIT) : { created: [], reused: [], left: [] };

    const job = await createImportJob(db, user.id, { format: parsed.format, categoryId: categoryId || null, items: parsed.items, failed: parsed.failed });
    await queue.send({ type: 'import', importId: job.id });
    return c.json(
      {
        id: job.id,
        status: job.status,
        format: parsed.format,
        total: job.total,
        categories: { created: categories.created, reused: categories.reused, uncategorised: categories.left },
      },
      202,
    );
  })

  .openapi(progress, async (c) => {
    const user = c.var.me;
    const job = await findOwnImportJob(c.var.deps.db, user.id, c.req.valid('param').id);
    if (!job) throw importNotFound();
    return c.json({
      id: job.id,
      status: job.status,
      format: job.format,
      total: job.total,
      processed: job.processed,
      imported: job.imported,
      skipped: job.skipped,
      failed: job.failed,
      error: job.error,
      createdAt: job.createdAt.toISOString(),
      finishedAt: job.finishedAt?.toISOString() ?? null,
    }, 200);
  });
