import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { bookmarkCategories, bookmarks } from '../schema.ts';

/** The state an import file gives a video the user already has (an "update" import of our export). */
export interface ImportUpdate {
  videoId: string;
  note: string | null;
  isFavorite: boolean;
  watchTime: number;
  categoryNames: string[];
}

/**
 * Gives the user's bookmarks of these videos the file's note, favourite, watch time and
 * categories (`categoryIdsOf`: the ids the file's names came to), inside the import chunk's
 * transaction. A bookmark the file leaves as it is stays untouched (not counted, its updated_at
 * kept); one deleted meanwhile is simply not there. Answers how many changed.
 */
export async function updateExistingBookmarks(tx: Database, userId: string, updates: ImportUpdate[], categoryIdsOf: (videoId: string) => string[], now: Date): Promise<number> {
  if (updates.length === 0) return 0;
  const wanted = new Map(updates.map((u) => [u.videoId, u]));
  const current = await tx
    .select({ id: bookmarks.id, videoId: bookmarks.videoId, note: bookmarks.note, isFavorite: bookmarks.isFavorite, watchTime: bookmarks.watchTime })
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), inArray(bookmarks.videoId, [...wanted.keys()])))
    .for('update');
  if (current.length === 0) return 0;
  const currentLinks = await tx
    .select({ bookmarkId: bookmarkCategories.bookmarkId, categoryId: bookmarkCategories.categoryId })
    .from(bookmarkCategories)
    .where(inArray(bookmarkCategories.bookmarkId, current.map((b) => b.id)));
  const linked = new Map<string, Set<string>>();
  for (const l of currentLinks) linked.set(l.bookmarkId, (linked.get(l.bookmarkId) ?? new Set()).add(l.categoryId));

  const changed: { id: string; note: string | null; is_favorite: boolean; watch_time: number }[] = [];
  const relinked: string[] = [];
  const newLinks: { bookmarkId: string; categoryId: string }[] = [];
  for (const b of current) {
    const want = wanted.get(b.videoId)!;
    const wantIds = new Set(categoryIdsOf(b.videoId));
    const haveIds = linked.get(b.id) ?? new Set<string>();
    const sameFields = b.note === want.note && b.isFavorite === want.isFavorite && b.watchTime === want.watchTime;
    const sameCategories = wantIds.size === haveIds.size && [...wantIds].every((id) => haveIds.has(id));
    if (sameFields && sameCategories) continue;
    changed.push({ id: b.id, note: want.note, is_favorite: want.isFavorite, watch_time: want.watchTime });
    if (sameCategories) continue;
    relinked.push(b.id);
    for (const categoryId of wantIds) newLinks.push({ bookmarkId: b.id, categoryId });
  }
  // A statement for all of them, not one per bookmark: a chunk may change 200.
  if (changed.length) {
    await tx.execute(sql`
      update bookmarks as b set note = v.note, is_favorite = v.is_favorite, watch_time = v.watch_time, updated_at = ${now}
      from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as v(id uuid, note text, is_favorite boolean, watch_time integer)
      where b.id = v.id`);
  }
  if (relinked.length) await tx.delete(bookmarkCategories).where(inArray(bookmarkCategories.bookmarkId, relinked));
  if (newLinks.length) await tx.insert(bookmarkCategories).values(newLinks).onConflictDoNothing();
  return changed.length;
}
