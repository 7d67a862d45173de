import type { ImportCategorySpec, ImportItem } from '../../db/schema.ts';
import { CATEGORY_LIMIT } from '../schemas/category.ts';
import { bookmarksNeedingDetails } from '../../db/queries/needs-details.ts';
import {
  FAILED_WHILE_IMPORTING,
  existingVideoIds,
  finishImportJob,
  importItemsSlice,
  loadImportJob,
  markImportRunning,
  unfinishedImportIds,
  dropLeftoverImportFiles,
  saveImportChunk,
} from '../../db/queries/imports.ts';
import type { Deps } from '../deps.ts';
import { refreshDelaySeconds } from './refresh-details.ts';
import { UpstreamError } from '../services/youtube.ts';
import { type VideoDetails, detailsFromId, placeholderTitle, videoColumns, watchUrl } from '../lib/youtube-video.ts';
import { readImportFile } from './import-read.ts';
import type { ImportFormat } from '../lib/import-formats/types.ts';
import type { ImportUpdate } from '../../db/queries/import-updates.ts';

/**
 * Items per transaction: the UI sees progress after each, and a redelivery resumes after it. On
 * the embedded database a transaction holds the one connection from BEGIN to COMMIT, so this
 * bounds how long others wait: 50 hold it about half as long as 200 did (26 ms and more).
 */
export const IMPORT_CHUNK = 50;
/** The Data API takes 50 ids per call. */
const LOOKUP_BATCH = 50;
/**
 * Chunks per queue message. A Worker's queue invocation has a time limit, so after this many the
 * job sends itself again and returns; the next message resumes at `processed`.
 */
export const CHUNKS_PER_MESSAGE = 40;
/**
 * After each chunk the job rests as long as the chunk took (up to this long), so it holds the
 * database at most half the time: other people's requests keep their latency while a big file
 * imports (on the embedded database every statement waits for the one database thread).
 */
const MAX_REST_MS = 250;
const rest = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Files that hold a bookmark's whole state, so an "update" import may let them win over the library's. */
const UPDATING_FORMATS: ReadonlySet<string> = new Set(['vidshelf-json', 'vidshelf-csv'] satisfies ImportFormat[]);

const NOT_FOUND_REASON = 'This YouTube video does not exist or is private.';
export const STOPPED_MESSAGE = 'The import stopped unexpectedly. What was imported so far is kept; import the file again to add the rest.';

/**
 * Runs (or resumes) one library import. With a Data API key each batch of 50 is one call; without
 * one, no video is looked up here (10,000 oEmbed calls would take hours): bookmarks are saved from
 * the id, marked `needs_details`, and one refresh-details message at the end fills them in.
 */
export async function runImport(deps: Deps, importId: string, options: { chunksPerMessage?: number } = {}): Promise<void> {
  const { db, clock } = deps;
  const job = await loadImportJob(db, importId);
  if (!job || job.status === 'completed' || job.status === 'failed') return;
  if (job.status === 'pending') await markImportRunning(db, job.id, clock.now());

  try {
    if (job.unread) {
      // Reading the file is a message of its own; the entries follow in the next ones.
      if (await readImportFile(deps, job)) await deps.queue.send({ type: 'import', importId: job.id });
      return;
    }
    let processed = job.processed;
    for (let chunks = 0; processed < job.total; chunks++) {
      if (chunks >= (options.chunksPerMessage ?? CHUNKS_PER_MESSAGE)) {
        await deps.queue.send({ type: 'import', importId: job.id });
        return;
      }
      const chunk = await importItemsSlice(db, job.id, processed, IMPORT_CHUNK);
      if (chunk.length === 0) break; // total and items disagree: never loop on nothing
      const started = Date.now();
      const result = await importChunk(deps, job, chunk, processed);
      if (!result) return; // another delivery is running this job
      processed += chunk.length;
      if (processed < job.total) await rest(Math.min(Date.now() - started, MAX_REST_MS));
    }
    await finishImportJob(db, job.id, clock.now());
    await askForDetails(deps, job.userId);
  } catch (err) {
    console.error(`Import ${job.id} stopped:`, err);
    await finishImportJob(db, job.id, clock.now(), STOPPED_MESSAGE);
  }
}

/**
 * When the file says the video was saved, unless that is still to come: a date after the import
 * (a wrong clock, a hand-edited file) would keep the bookmark first in "Recently added" and
 * counted in "This week" for ever, so such a bookmark is dated by the import instead.
 */
function savedAt(fileDate: string | undefined, now: Date): Date | undefined {
  const date = fileDate ? new Date(fileDate) : undefined;
  return date && date.getTime() <= now.getTime() ? date : undefined;
}

async function importChunk(
  deps: Deps,
  job: { id: string; userId: string; categoryId: string | null; specs: ImportCategorySpec[]; format: string | null; existing: 'skip' | 'update' },
  chunk: ImportItem[],
  processed: number,
) {
  const existing = await existingVideoIds(deps.db, job.userId, chunk.map((i) => i.videoId));
  const fresh = chunk.filter((i) => !existing.has(i.videoId));
  const updating = job.existing === 'update' && job.format !== null && UPDATING_FORMATS.has(job.format);
  const updates: ImportUpdate[] = updating
    ? chunk
        .filter((i) => existing.has(i.videoId))
        .map((i) => ({ videoId: i.videoId, note: i.note ?? null, isFavorite: i.isFavorite ?? false, watchTime: i.watchTime ?? 0, categoryNames: i.categories ?? [] }))
    : [];
  const details = await lookUp(deps, fresh.map((i) => i.videoId));
  const positionOf = new Map(chunk.map((item, i) => [item, processed + i]));
  const failed: { line: number; url: string; reason: string; position: number }[] = [];
  const rows = [];
  for (const item of fresh) {
    const found = details.get(item.videoId);
    if (found === null) {
      failed.push({ line: item.line, url: item.url, reason: NOT_FOUND_REASON, position: FAILED_WHILE_IMPORTING + positionOf.get(item)! });
      continue;
    }
    const video = found ?? detailsFromId(item.videoId);
    const createdAt = savedAt(item.createdAt, deps.clock.now());
    rows.push({
      userId: job.userId,
      videoId: item.videoId,
      url: watchUrl(item.videoId, item.url),
      title: item.title || video.title || placeholderTitle(item.videoId),
      note: item.note ?? null,
      description: video.description,
      ...videoColumns(video),
      needsDetails: found === undefined,
      isFavorite: item.isFavorite ?? false,
      watchTime: item.watchTime ?? 0,
      ...(createdAt ? { createdAt, updatedAt: createdAt } : {}),
      categoryNames: item.categories ?? [],
    });
  }
  const saved = await saveImportChunk(
    deps.db,
    { id: job.id, userId: job.userId, categoryId: job.categoryId, specs: job.specs, expectedProcessed: processed, processedTo: processed + chunk.length, now: deps.clock.now() },
    rows,
    updates,
    failed,
    CATEGORY_LIMIT,
  );
  return saved.moved ? saved : null;
}

/**
 * Details per video id: VideoDetails, null when the Data API says the video does not exist, and
 * absent when it was not asked (no key) or could not answer: those are saved from the id.
 */
async function lookUp(deps: Deps, videoIds: string[]): Promise<Map<string, VideoDetails | null>> {
  const answered = new Map<string, VideoDetails | null>();
  if (deps.videos.source !== 'data-api') return answered;
  for (let i = 0; i < videoIds.length; i += LOOKUP_BATCH) {
    try {
      for (const [id, v] of await deps.videos.getVideos(videoIds.slice(i, i + LOOKUP_BATCH))) answered.set(id, v);
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
      console.warn(`Import lookup failed (${err.reason}); saving from the ids, details later.`);
      break;
    }
  }
  return answered;
}

/** One refresh-details message for everything saved from the id alone. */
async function askForDetails(deps: Deps, userId: string) {
  if ((await bookmarksNeedingDetails(deps.db, userId, 1)).length === 0) return;
  try {
    await deps.queue.send({ type: 'refresh-details', userId, attempt: 0 }, deps.videos.source === 'data-api' ? { delaySeconds: refreshDelaySeconds(0) } : undefined);
  } catch (err) {
    console.error(`Could not queue the details of user ${userId}'s imported bookmarks:`, err);
  }
}

/** How long storing an upload may take at most; the parts of one cut short are dropped after it. */
const UPLOAD_STORE_HOURS = 1;

/**
 * An upload cut short (the process died or the database went away while storing it) is already a
 * failed import (see createImportJob); its stored parts are dropped here, by both hosts' hourly
 * schedule, once storing it cannot still be going on.
 */
export async function dropLeftoverUploads(deps: Deps): Promise<void> {
  try {
    await dropLeftoverImportFiles(deps.db, new Date(deps.clock.now().getTime() - UPLOAD_STORE_HOURS * 3_600_000));
  } catch (err) {
    console.error('Could not drop the files of uploads cut short:', err);
  }
}

/**
 * The Node host's in-process queue forgets its messages when the process stops: at start, every
 * import still pending or running is sent again and resumes at `processed`.
 */
export async function requeueUnfinishedImports(deps: Deps): Promise<void> {
  try {
    for (const importId of await unfinishedImportIds(deps.db)) await deps.queue.send({ type: 'import', importId });
  } catch (err) {
    console.error('Could not re-queue unfinished imports:', err);
  }
}
