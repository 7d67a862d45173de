import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { rowsOf } from '../rows.ts';
import { countCategorySlots, lockUser, nextDisplayOrder } from './categories.ts';
import { type ImportUpdate, updateExistingBookmarks } from './import-updates.ts';
import {
  type ImportCategoriesReport,
  type ImportCategorySpec,
  type ImportExistingMode,
  type ImportItem,
  bookmarkCategories,
  bookmarks,
  categories,
  importFailures,
  importFileParts,
  importItems,
  importJobs,
} from '../schema.ts';

type FailedLine = { line: number; url: string; reason: string };

/**
 * Failures found while importing (a video YouTube does not know) are numbered from here plus the
 * item's position, after the file's own (at most one per entry, 100,000 at most).
 */
export const FAILED_WHILE_IMPORTING = 1_000_000;

/**
 * Bytes of an uploaded file per row of import_file_parts. Storing or reading a part holds the
 * embedded database about 6 ms per 64 KB, during which every other statement waits: parts of
 * 256 KB held it 15-25 ms each.
 */
const FILE_PART = 64 * 1024;

/**
 * A new import with its uploaded file, stored a part per statement until the job reads it. The
 * row starts out failed with `interrupted` as its error, and becomes pending only in the
 * transaction that stores the last part: a process that dies (or a database that goes away) in
 * between leaves a failed import with that message, which nothing resumes, never half a file
 * that a restart would import.
 */
export async function createImportJob(
  db: Database,
  userId: string,
  values: { fileName: string; file: Uint8Array; categoryId: string | null; existing: ImportExistingMode; interrupted: string },
) {
  const [row] = await db
    .insert(importJobs)
    .values({ userId, fileName: values.fileName, categoryId: values.categoryId, existing: values.existing, status: 'failed', error: values.interrupted, finishedAt: sql`now()` })
    .returning({ id: importJobs.id });
  const id = row!.id;
  const parts = Math.ceil(values.file.length / FILE_PART);
  const partValues = (part: number) => ({ importId: id, part, bytes: values.file.subarray(part * FILE_PART, (part + 1) * FILE_PART) });
  for (let part = 0; part < parts - 1; part++) await db.insert(importFileParts).values(partValues(part));
  await db.transaction(async (tx) => {
    if (parts > 0) await tx.insert(importFileParts).values(partValues(parts - 1));
    await tx.update(importJobs).set({ status: 'pending', error: null, finishedAt: null }).where(eq(importJobs.id, id));
  });
  return { id };
}

/**
 * Drops the parts of files whose import ended before it was read (an upload cut short leaves
 * them), once such an import is older than `before`: a younger one may still be being stored.
 */
export async function dropLeftoverImportFiles(db: Database, before: Date) {
  await db.delete(importFileParts).where(
    inArray(
      importFileParts.importId,
      db
        .select({ id: importJobs.id })
        .from(importJobs)
        .where(and(inArray(importJobs.status, ['completed', 'failed']), lt(importJobs.createdAt, before))),
    ),
  );
}

/** The user's import without its file, or undefined (also for another user's: a 404 for them). */
export async function findOwnImportJob(db: Database, userId: string, id: string) {
  const [row] = await db
    .select({
      id: importJobs.id,
      status: importJobs.status,
      format: importJobs.format,
      fileName: importJobs.fileName,
      categories: importJobs.categories,
      existing: importJobs.existing,
      total: importJobs.total,
      processed: importJobs.processed,
      imported: importJobs.imported,
      updated: importJobs.updated,
      skipped: importJobs.skipped,
      failedCount: importJobs.failedCount,
      error: importJobs.error,
      createdAt: importJobs.createdAt,
      finishedAt: importJobs.finishedAt,
    })
    .from(importJobs)
    .where(and(eq(importJobs.id, id), eq(importJobs.userId, userId)))
    .limit(1);
  return row;
}

/**
 * The user's import's failures in line order, `limit` after the given one (keyset: the report
 * download pages through 99,000 of them without OFFSET).
 */
export async function ownImportFailures(db: Database, userId: string, id: string, limit: number, after?: { line: number; position: number }): Promise<(FailedLine & { position: number })[]> {
  return db
    .select({ line: importFailures.line, url: importFailures.url, reason: importFailures.reason, position: importFailures.position })
    .from(importFailures)
    .innerJoin(importJobs, eq(importJobs.id, importFailures.importId))
    .where(
      and(
        eq(importFailures.importId, id),
        eq(importJobs.userId, userId),
        after ? sql`(${importFailures.line}, ${importFailures.position}) > (${after.line}, ${after.position})` : undefined,
      ),
    )
    .orderBy(asc(importFailures.line), asc(importFailures.position))
    .limit(limit);
}

/** The job as its consumer needs it (the queue message carries only the id). */
export async function loadImportJob(db: Database, id: string) {
  const [row] = await db
    .select({
      id: importJobs.id,
      userId: importJobs.userId,
      status: importJobs.status,
      categoryId: importJobs.categoryId,
      format: importJobs.format,
      existing: importJobs.existing,
      total: importJobs.total,
      processed: importJobs.processed,
      specs: importJobs.categorySpecs,
      unread: sql<boolean>`${importJobs.format} is null`,
    })
    .from(importJobs)
    .where(eq(importJobs.id, id))
    .limit(1);
  return row;
}

/** The uploaded file while the job has not read it yet (a part per statement), or null. */
export async function loadImportFile(db: Database, id: string): Promise<{ file: Uint8Array; fileName: string } | null> {
  const [job] = await db.select({ fileName: importJobs.fileName, format: importJobs.format }).from(importJobs).where(eq(importJobs.id, id));
  if (!job || job.format !== null) return null;
  const parts: Uint8Array[] = [];
  for (let part = 0; ; part++) {
    const [row] = await db
      .select({ bytes: importFileParts.bytes })
      .from(importFileParts)
      .where(and(eq(importFileParts.importId, id), eq(importFileParts.part, part)));
    if (!row) break;
    parts.push(row.bytes);
  }
  const file = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    file.set(part, at);
    at += part.length;
  }
  return { file, fileName: job.fileName };
}

/** Forgets what an earlier, interrupted reading of the file wrote, so reading it again starts clean. */
export async function clearReadEntries(db: Database, id: string) {
  await db.delete(importItems).where(eq(importItems.importId, id));
  await db.delete(importFailures).where(eq(importFailures.importId, id));
}

/** Entries of the file from `from` on; writing the same ones again changes nothing. */
export async function saveImportItems(db: Database, id: string, from: number, items: ImportItem[]) {
  if (items.length === 0) return;
  await db
    .insert(importItems)
    .values(items.map((item, i) => ({ importId: id, position: from + i, item })))
    .onConflictDoNothing();
}

/** Failures numbered from `from` on; writing the same ones again changes nothing. */
export async function saveImportFailures(db: Database, id: string, from: number, failed: FailedLine[]) {
  if (failed.length === 0) return;
  await db
    .insert(importFailures)
    .values(failed.map((f, i) => ({ importId: id, position: from + i, ...f })))
    .onConflictDoNothing();
}

/** The file is read: what it held is in place, the file itself is no longer kept. */
export async function finishReadingImport(
  db: Database,
  id: string,
  values: { format: string; total: number; failedCount: number; categories: ImportCategoriesReport; categorySpecs: ImportCategorySpec[] },
) {
  await db
    .update(importJobs)
    .set(values)
    .where(and(eq(importJobs.id, id), isNull(importJobs.format)));
  await db.delete(importFileParts).where(eq(importFileParts.importId, id));
}

/** Entries `from` to `from + count - 1` of the job, in file order. */
export async function importItemsSlice(db: Database, id: string, from: number, count: number): Promise<ImportItem[]> {
  const rows = await db
    .select({ item: importItems.item })
    .from(importItems)
    .where(and(eq(importItems.importId, id), gte(importItems.position, from), lt(importItems.position, from + count)))
    .orderBy(asc(importItems.position));
  return rows.map((r) => r.item);
}

export async function markImportRunning(db: Database, id: string, now: Date) {
  await db.update(importJobs).set({ status: 'running', startedAt: now }).where(and(eq(importJobs.id, id), eq(importJobs.status, 'pending')));
}

/** Ends the job (with an error: failed) and lets go of its entries and file; the failures stay for the report. */
export async function finishImportJob(db: Database, id: string, now: Date, error?: string) {
  await db
    .update(importJobs)
    .set({ status: error ? 'failed' : 'completed', error: error ?? null, finishedAt: now })
    .where(and(eq(importJobs.id, id), inArray(importJobs.status, ['pending', 'running'])));
  await db.delete(importItems).where(eq(importItems.importId, id));
  await db.delete(importFileParts).where(eq(importFileParts.importId, id));
}


/**
 * Of these video ids, those the user already has: for each id, the few rows holding that video
 * (bookmarks_video_id_idx), kept if one is the user's. The user's id is compared as text so that
 * no index on user_id can serve the lookup: with statistics that predate the user (PGlite never
 * analyzes on its own) the planner took the user for a handful of rows and read their whole
 * library, once per chunk or once per id, 130-400 ms of the database at 20,000-50,000 bookmarks.
 */
export async function existingVideoIds(db: Database, userId: string, videoIds: string[]): Promise<Set<string>> {
  if (videoIds.length === 0) return new Set();
  const rows = rowsOf<{ video_id: string }>(await db.execute(existingVideoIdsQuery(userId, videoIds)));
  return new Set(rows.map((r) => r.video_id));
}

/** The statement of existingVideoIds (its plan is tested). */
export function existingVideoIdsQuery(userId: string, videoIds: string[]) {
  return sql`select v.video_id from jsonb_array_elements_text(${JSON.stringify(videoIds)}::jsonb) as v(video_id)
    where (select true from ${bookmarks} b where b.video_id = v.video_id and b.user_id::text = ${userId})`;
}

/** The user's own categories by lower-cased name. */
export async function ownCategoriesByName(db: Database, userId: string): Promise<Map<string, string>> {
  const rows = await db.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.userId, userId));
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
}

/**
 * One chunk of an import in one transaction: the new bookmarks (a video the user already has is
 * left alone: ON CONFLICT DO NOTHING), the file's state of those it already has when the import
 * updates them (`updates`), their categories, the failures and the job's counters, so
 * a redelivered message resumes exactly after the last chunk that landed. `expectedProcessed`
 * guards against two deliveries running the same chunk: the second one finds the counter moved
 * and writes nothing.
 *
 * A category the file names is created here, when the first bookmark lands in it (within the
 * limit; the rest are reported as uncategorised): a video already in the library makes none.
 * The categories are locked (FOR KEY SHARE) first: one deleted meanwhile is left out (its
 * bookmarks land without it), and a delete that comes later waits for this chunk and then takes
 * its links along.
 */
export async function saveImportChunk(
  db: Database,
  job: { id: string; userId: string; categoryId: string | null; specs: ImportCategorySpec[]; expectedProcessed: number; processedTo: number; now: Date },
  rows: (typeof bookmarks.$inferInsert & { categoryNames: string[] })[],
  updates: ImportUpdate[],
  failed: (FailedLine & { position: number })[],
  limit: number,
): Promise<{ imported: number; updated: number; moved: boolean }> {
  return db.transaction(async (tx) => {
    // Lock first the categories that exist (FOR KEY SHARE), then the job: the order a category
    // delete takes them in (the category, then the job it sets `category_id` null on), so the two
    // never deadlock.
    const names = [...new Set([...rows, ...updates].flatMap((r) => r.categoryNames).map((n) => n.toLowerCase()))];
    const held = names.length || job.categoryId
      ? await tx
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(
            and(
              eq(categories.userId, job.userId),
              or(names.length ? inArray(sql`lower(${categories.name})`, names) : undefined, job.categoryId ? eq(categories.id, job.categoryId) : undefined),
            ),
          )
          .for('key share')
      : [];
    const present = new Set(held.map((c) => c.id));
    const [claimed] = await tx
      .select({ processed: importJobs.processed, categories: importJobs.categories })
      .from(importJobs)
      .where(eq(importJobs.id, job.id))
      .for('update');
    if (!claimed || claimed.processed !== job.expectedProcessed) return { imported: 0, updated: 0, moved: false };
    const inserted = rows.length
      ? await tx
          .insert(bookmarks)
          .values(rows.map(({ categoryNames: _, ...row }) => row))
          .onConflictDoNothing({ target: [bookmarks.userId, bookmarks.videoId] })
          .returning({ id: bookmarks.id, videoId: bookmarks.videoId })
      : [];
    const namesOf = new Map([...rows, ...updates].map((r) => [r.videoId, r.categoryNames]));
    const landing = new Set([...inserted, ...updates].flatMap((b) => namesOf.get(b.videoId) ?? []).map((n) => n.toLowerCase()));
    let report = claimed.categories ?? { created: [], reused: [], uncategorised: [] };
    let idsByName = new Map<string, string>();
    if (landing.size) {
      const wanted = job.specs.filter((spec) => landing.has(spec.name.toLowerCase()));
      const ensured = await ensureCategoriesIn(tx, job.userId, wanted, limit);
      report = mergeReports(report, ensured.report);
      idsByName = ensured.ids;
      for (const name of ensured.report.created) present.add(ensured.ids.get(name.toLowerCase())!);
    }
    const idsOf = (videoId: string) => {
      const ids = new Set((namesOf.get(videoId) ?? []).map((n) => idsByName.get(n.toLowerCase())).filter((id): id is string => !!id));
      if (job.categoryId) ids.add(job.categoryId);
      return [...ids].filter((id) => present.has(id));
    };
    const links = inserted.flatMap((b) => idsOf(b.videoId).map((categoryId) => ({ bookmarkId: b.id, categoryId })));
    if (links.length) await tx.insert(bookmarkCategories).values(links).onConflictDoNothing();
    const updated = await updateExistingBookmarks(tx, job.userId, updates, idsOf, job.now);
    if (failed.length) await tx.insert(importFailures).values(failed.map((f) => ({ importId: job.id, ...f }))).onConflictDoNothing();
    const chunkSize = job.processedTo - job.expectedProcessed;
    await tx
      .update(importJobs)
      .set({
        processed: job.processedTo,
        imported: sql`${importJobs.imported} + ${inserted.length}`,
        updated: sql`${importJobs.updated} + ${updated}`,
        skipped: sql`${importJobs.skipped} + ${chunkSize - inserted.length - updated - failed.length}`,
        failedCount: sql`${importJobs.failedCount} + ${failed.length}`,
        categories: report,
      })
      .where(eq(importJobs.id, job.id));
    return { imported: inserted.length, updated, moved: true };
  });
}

/**
 * Makes sure the named categories exist for the user, within the limit of own plus subscribed
 * categories: an existing one with the same name (any case) is reused, new ones are created in
 * the given order while slots remain, and the rest are reported as uncategorised (their
 * bookmarks land without them). Serialised per user like creating a category by hand.
 */
export async function ensureImportCategories(db: Database, userId: string, wanted: ImportCategorySpec[], limit: number): Promise<ImportCategoriesReport> {
  return db.transaction(async (tx) => (await ensureCategoriesIn(tx, userId, wanted, limit)).report);
}

/** ensureImportCategories inside a transaction already open; also answers the ids by lower-cased name. */
async function ensureCategoriesIn(tx: Database, userId: string, wanted: ImportCategorySpec[], limit: number) {
  await lockUser(tx, userId);
  const existing = await ownCategoriesByName(tx, userId);
  let slots = await countCategorySlots(tx, userId);
  let order = await nextDisplayOrder(tx, userId);
  const report: ImportCategoriesReport = { created: [], reused: [], uncategorised: [] };
  for (const c of wanted) {
    if (existing.has(c.name.toLowerCase())) {
      report.reused.push(c.name);
      continue;
    }
    if (slots >= limit) {
      report.uncategorised.push(c.name);
      continue;
    }
    const [row] = await tx
      .insert(categories)
      .values({ userId, name: c.name, color: c.color, displayOrder: c.displayOrder ?? order++, isPublic: c.isPublic ?? true, subscribable: c.subscribable ?? false })
      .returning({ id: categories.id });
    existing.set(c.name.toLowerCase(), row!.id);
    slots++;
    report.created.push(c.name);
  }
  return { report, ids: existing };
}

/** The report so far with a chunk's findings added: each name once, under what happened to it first. */
function mergeReports(before: ImportCategoriesReport, chunk: ImportCategoriesReport): ImportCategoriesReport {
  const seen = new Set([...before.created, ...before.reused, ...before.uncategorised].map((n) => n.toLowerCase()));
  const fresh = (names: string[]) => names.filter((n) => !seen.has(n.toLowerCase()));
  return { created: [...before.created, ...fresh(chunk.created)], reused: [...before.reused, ...fresh(chunk.reused)], uncategorised: [...before.uncategorised, ...fresh(chunk.uncategorised)] };
}

/** Imports not finished yet, of everyone (the Node host resumes them at start). */
export async function unfinishedImportIds(db: Database): Promise<string[]> {
  const rows = await db.select({ id: importJobs.id }).from(importJobs).where(inArray(importJobs.status, ['pending', 'running']));
  return rows.map((r) => r.id);
}
