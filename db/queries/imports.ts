import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { countCategorySlots, lockUser, nextDisplayOrder } from './categories.ts';
import { type ImportItem, type ImportJob, bookmarkCategories, bookmarks, categories, importJobs } from '../schema.ts';

type Failed = ImportJob['failed'];

export async function createImportJob(
  db: Database,
  userId: string,
  values: { format: string; categoryId: string | null; items: ImportItem[]; failed: Failed },
): Promise<ImportJob> {
  const [row] = await db
    .insert(importJobs)
    .values({ userId, format: values.format, categoryId: values.categoryId, items: values.items, total: values.items.length, failed: values.failed })
    .returning();
  return row!;
}

/** The user's import, or undefined (also for another user's: a 404 for them). */
export async function findOwnImportJob(db: Database, userId: string, id: string) {
  const [row] = await db
    .select({
      id: importJobs.id,
      status: importJobs.status,
      format: importJobs.format,
      total: importJobs.total,
      processed: importJobs.processed,
      imported: importJobs.imported,
      skipped: importJobs.skipped,
      failed: importJobs.failed,
      error: importJobs.error,
      createdAt: importJobs.createdAt,
      finishedAt: importJobs.finishedAt,
    })
    .from(importJobs)
    .where(and(eq(importJobs.id, id), eq(importJobs.userId, userId)))
    .limit(1);
  return row;
}

/** The job as its consumer needs it (the queue message carries only the id), without its items. */
export async function loadImportJob(db: Database, id: string) {
  const [row] = await db
    .select({ id: importJobs.id, userId: importJobs.userId, status: importJobs.status, categoryId: importJobs.categoryId, total: importJobs.total, processed: importJobs.processed })
    .from(importJobs)
    .where(eq(importJobs.id, id))
    .limit(1);
  return row;
}

/**
 * Items `from` to `from + count - 1` of the job: sliced in the database, so a Worker (128 MB)
 * never holds a 100,000-item file at once.
 */
export async function importItemsSlice(db: Database, id: string, from: number, count: number): Promise<ImportItem[]> {
  const path = `$[${Math.max(0, Math.floor(from))} to ${Math.max(0, Math.floor(from + count - 1))}]`;
  const [row] = await db
    .select({ items: sql<ImportItem[]>`jsonb_path_query_array(${importJobs.items}, ${path}::jsonpath)` })
    .from(importJobs)
    .where(eq(importJobs.id, id));
  return row?.items ?? [];
}

export async function markImportRunning(db: Database, id: string, now: Date) {
  await db.update(importJobs).set({ status: 'running', startedAt: now }).where(and(eq(importJobs.id, id), eq(importJobs.status, 'pending')));
}

export async function finishImportJob(db: Database, id: string, now: Date, error?: string) {
  await db
    .update(importJobs)
    .set({ status: error ? 'failed' : 'completed', error: error ?? null, finishedAt: now })
    .where(and(eq(importJobs.id, id), inArray(importJobs.status, ['pending', 'running'])));
}

/** Of these video ids, those the user already has. */
export async function existingVideoIds(db: Database, userId: string, videoIds: string[]): Promise<Set<string>> {
  if (videoIds.length === 0) return new Set();
  const rows = await db.select({ videoId: bookmarks.videoId }).from(bookmarks).where(and(eq(bookmarks.userId, userId), inArray(bookmarks.videoId, videoIds)));
  return new Set(rows.map((r) => r.videoId));
}

/** The user's own categories by lower-cased name. */
export async function ownCategoriesByName(db: Database, userId: string): Promise<Map<string, string>> {
  const rows = await db.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.userId, userId));
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
}

/**
 * One chunk of an import in one transaction: the new bookmarks (a video the user already has is
 * left alone: ON CONFLICT DO NOTHING), their categories, and the job's counters, so a redelivered
 * message resumes exactly after the last chunk that landed. `expectedProcessed` guards against two
 * deliveries running the same chunk: the second one finds the counter moved and writes nothing.
 */
export async function saveImportChunk(
  db: Database,
  job: { id: string; userId: string; expectedProcessed: number; processedTo: number },
  rows: (typeof bookmarks.$inferInsert & { categoryIds: string[] })[],
  failed: Failed,
): Promise<{ imported: number; moved: boolean }> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .select({ processed: importJobs.processed })
      .from(importJobs)
      .where(eq(importJobs.id, job.id))
      .for('update');
    if (!claimed || claimed.processed !== job.expectedProcessed) return { imported: 0, moved: false };
    const inserted = rows.length
      ? await tx
          .insert(bookmarks)
          .values(rows.map(({ categoryIds: _, ...row }) => row))
          .onConflictDoNothing({ target: [bookmarks.userId, bookmarks.videoId] })
          .returning({ id: bookmarks.id, videoId: bookmarks.videoId })
      : [];
    const categoriesOf = new Map(rows.map((r) => [r.videoId, r.categoryIds]));
    const links = inserted.flatMap((b) => (categoriesOf.get(b.videoId) ?? []).map((categoryId) => ({ bookmarkId: b.id, categoryId })));
    if (links.length) await tx.insert(bookmarkCategories).values(links).onConflictDoNothing();
    const chunkSize = job.processedTo - job.expectedProcessed;
    await tx
      .update(importJobs)
      .set({
        processed: job.processedTo,
        imported: sql`${importJobs.imported} + ${inserted.length}`,
        skipped: sql`${importJobs.skipped} + ${chunkSize - inserted.length - failed.length}`,
        ...(failed.length ? { failed: sql`${importJobs.failed} || ${JSON.stringify(failed)}::jsonb` } : {}),
      })
      .where(eq(importJobs.id, job.id));
    return { imported: inserted.length, moved: true };
  });
}

/**
 * Makes sure the named categories exist for the user, within the limit of own plus subscribed
 * categories: an existing one with the same name (any case) is reused, new ones are created in
 * the given order while slots remain, and the rest are returned as `left` (their bookmarks land
 * uncategorised). Serialised per user like creating a category by hand.
 */
export async function ensureImportCategories(
  db: Database,
  userId: string,
  wanted: { name: string; color: string; displayOrder?: number; isPublic?: boolean; subscribable?: boolean }[],
  limit: number,
): Promise<{ created: string[]; reused: string[]; left: string[] }> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const existing = await ownCategoriesByName(tx, userId);
    let slots = await countCategorySlots(tx, userId);
    let order = await nextDisplayOrder(tx, userId);
    const result = { created: [] as string[], reused: [] as string[], left: [] as string[] };
    for (const c of wanted) {
      if (existing.has(c.name.toLowerCase())) {
        result.reused.push(c.name);
        continue;
      }
      if (slots >= limit) {
        result.left.push(c.name);
        continue;
      }
      const [row] = await tx
        .insert(categories)
        .values({ userId, name: c.name, color: c.color, displayOrder: c.displayOrder ?? order++, isPublic: c.isPublic ?? true, subscribable: c.subscribable ?? false })
        .returning({ id: categories.id });
      existing.set(c.name.toLowerCase(), row!.id);
      slots++;
      result.created.push(c.name);
    }
    return result;
  });
}

/** Imports not finished yet, of everyone (the Node host resumes them at start). */
export async function unfinishedImportIds(db: Database): Promise<string[]> {
  const rows = await db.select({ id: importJobs.id }).from(importJobs).where(inArray(importJobs.status, ['pending', 'running']));
  return rows.map((r) => r.id);
}
