import type { TFunction } from 'i18next';
import { isUnavailableIn } from '../../../../../functions/schemas/availability.ts';
import type { AvailabilityView } from '../../../../../functions/schemas/responses.ts';
import { viewerRegion } from '../../../lib/region';

/**
 * Play queues (spec 1 §4): which videos play, in which order, and where next/previous lead.
 * Pure functions over anything with an id, the embeddable flag and the video's availability, so
 * they test without React.
 */

export interface Playable {
  id: string;
  /** false: the owner forbids playing outside YouTube (a "restricted" video). */
  embeddable: boolean;
  /** Set when YouTube no longer plays the video (private, deleted, blocked somewhere). */
  availability?: AvailabilityView | null;
}

export type PlayerMode = 'single' | 'play-all';

export interface PlayQueue<B> {
  queue: B[];
  startIndex: number;
}

/** A video the in-app player may load, for a viewer in `region`. */
export function isPlayable(bookmark: Playable, region: string = viewerRegion()): boolean {
  return bookmark.embeddable !== false && !isUnavailableIn(bookmark.availability ?? null, region);
}

/** The nearest playable index after `from`, or null. */
export function nextPlayableIndex(queue: readonly Playable[], from: number): number | null {
  for (let i = Math.max(from + 1, 0); i < queue.length; i += 1) if (isPlayable(queue[i]!)) return i;
  return null;
}

/** The nearest playable index before `from`, or null. */
export function previousPlayableIndex(queue: readonly Playable[], from: number): number | null {
  for (let i = Math.min(from - 1, queue.length - 1); i >= 0; i -= 1) if (isPlayable(queue[i]!)) return i;
  return null;
}

/** The index clamped into the queue (0 for an empty one). */
export function clampIndex(queue: readonly unknown[], index: number): number {
  if (queue.length === 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), queue.length - 1);
}

/** What the player does next. */
export type Step =
  | { kind: 'play'; index: number }
  /** The last video of a Play All ended: toast 'Play All Complete', clear the selection. */
  | { kind: 'complete' }
  /** A user asked for next/previous and there is none: 'No Next Videos' / 'No Previous Videos'. */
  | { kind: 'none'; direction: 'next' | 'previous' }
  /** A video ended with nothing after it outside Play All: stay on the ended video. */
  | { kind: 'stop' };

/**
 * Where next/previous lead from `current`. `cause` tells a button press ('user') from the end of
 * a video ('ended'): only the natural end of the last Play All video completes the Play All; a
 * press on Next there says 'No Next Videos' like everywhere else.
 */
export function step(
  queue: readonly Playable[],
  current: number,
  direction: 'next' | 'previous',
  options: { cause: 'user' | 'ended'; mode: PlayerMode },
): Step {
  const index = direction === 'next' ? nextPlayableIndex(queue, current) : previousPlayableIndex(queue, current);
  if (index !== null) return { kind: 'play', index };
  if (options.cause === 'ended') return options.mode === 'play-all' ? { kind: 'complete' } : { kind: 'stop' };
  return { kind: 'none', direction };
}

/**
 * The Play All queue: the selected bookmarks in the order given, each once, restricted ones left
 * out and counted.
 */
export function playAllQueue<B extends Playable>(selected: readonly B[]): { queue: B[]; skipped: number } {
  const seen = new Set<string>();
  const queue: B[] = [];
  let skipped = 0;
  for (const bookmark of selected) {
    if (seen.has(bookmark.id)) continue;
    seen.add(bookmark.id);
    if (isPlayable(bookmark)) queue.push(bookmark);
    else skipped += 1;
  }
  return { queue, skipped };
}

export interface SectionsCategory {
  id: string;
}

/**
 * The sequence of the category sections view: every category in display order, then the
 * uncategorized bookmarks, each section in list order. A bookmark filed under several categories
 * plays once, in the section of its first category in display order (where the viewer first meets
 * it when reading the page top-down); categories the list does not know (a stale cache) come after
 * the known ones. Restricted videos stay in the sequence: next/previous step over them.
 */
export function sectionsQueue<B extends Playable & { categories: readonly { id: string }[] }>(
  bookmarks: readonly B[],
  categories: readonly SectionsCategory[],
): B[] {
  const rank = new Map(categories.map((c, i) => [c.id, i]));
  const buckets = new Map<string, B[]>();
  const uncategorized: B[] = [];
  const seen = new Set<string>();
  for (const bookmark of bookmarks) {
    if (seen.has(bookmark.id)) continue;
    seen.add(bookmark.id);
    if (bookmark.categories.length === 0) {
      uncategorized.push(bookmark);
      continue;
    }
    // Known categories by display order first; unknown ones keep the bookmark's own order after them.
    const first = [...bookmark.categories].sort((a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity))[0]!;
    const bucket = buckets.get(first.id) ?? [];
    bucket.push(bookmark);
    buckets.set(first.id, bucket);
  }
  const order = [...buckets.keys()].sort((a, b) => (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity));
  return [...order.flatMap((id) => buckets.get(id)!), ...uncategorized];
}

/** The sections sequence starting at the clicked bookmark (it keeps its place in the sequence). */
export function sectionsPlayQueue<B extends Playable & { categories: readonly { id: string }[] }>(
  bookmarks: readonly B[],
  categories: readonly SectionsCategory[],
  clickedId: string,
): PlayQueue<B> {
  const queue = sectionsQueue(bookmarks, categories);
  return { queue, startIndex: Math.max(0, queue.findIndex((b) => b.id === clickedId)) };
}

/** The list rotated to start at the clicked bookmark, each once (unchanged order when absent). */
export function rotateToStart<B extends { id: string }>(list: readonly B[], clickedId: string): B[] {
  const seen = new Set<string>();
  const unique = list.filter((b) => !seen.has(b.id) && seen.add(b.id));
  const index = unique.findIndex((b) => b.id === clickedId);
  return index <= 0 ? unique : [...unique.slice(index), ...unique.slice(0, index)];
}

/** A category view's sequence: the category's videos rotated to start at the clicked one. */
export function categoryPlayQueue<B extends Playable>(categoryBookmarks: readonly B[], clickedId: string): PlayQueue<B> {
  return { queue: rotateToStart(categoryBookmarks, clickedId), startIndex: 0 };
}

/** Text for the toast after Play All left restricted videos out (spec 1 §4: it names the count). */
export function skippedNotice(skipped: number, t: TFunction<'player'>): { title: string; description: string } {
  return {
    title: t('toasts.skipped.title', { count: skipped }),
    description: t('toasts.skipped.description'),
  };
}
