interface Playable {
  id: string;
  videoId: string;
  embeddable: boolean;
}

/**
 * The Play All queue (spec 1 §4): the selected bookmarks in list order, without restricted videos
 * (embeddable false), which are counted as skipped.
 */
export function playAllQueue<B extends Playable>(listOrder: readonly B[], selectedIds: ReadonlySet<string>) {
  const seen = new Set<string>();
  const queue: B[] = [];
  let skipped = 0;
  for (const bookmark of listOrder) {
    if (!selectedIds.has(bookmark.id) || seen.has(bookmark.id)) continue;
    seen.add(bookmark.id);
    if (bookmark.embeddable) queue.push(bookmark);
    else skipped += 1;
  }
  return { queue, skipped };
}

/**
 * The play sequence of the category sections view: every section in display order, then
 * uncategorized; a bookmark filed under two categories plays once, where it first appears.
 */
export function sectionsSequence<B extends { id: string }>(sections: readonly { bookmarks: readonly B[] }[]): B[] {
  const seen = new Set<string>();
  const sequence: B[] = [];
  for (const section of sections) {
    for (const bookmark of section.bookmarks) {
      if (seen.has(bookmark.id)) continue;
      seen.add(bookmark.id);
      sequence.push(bookmark);
    }
  }
  return sequence;
}

/** The list rotated so it starts at the clicked bookmark (unchanged when it is not there). */
export function rotateToStart<B extends { id: string }>(list: readonly B[], startId: string): B[] {
  const index = list.findIndex((b) => b.id === startId);
  return index <= 0 ? [...list] : [...list.slice(index), ...list.slice(0, index)];
}

/** YouTube plays at most 50 ids in an ad-hoc queue. */
const YOUTUBE_QUEUE_LIMIT = 50;

/** A YouTube address playing the videos in order, as an unsaved playlist. */
export function youtubeQueueUrl(videoIds: readonly string[]): string {
  const ids = videoIds.slice(0, YOUTUBE_QUEUE_LIMIT);
  return `https://www.youtube.com/watch_videos?video_ids=${ids.map(encodeURIComponent).join(',')}`;
}

/** Spec 1 §5: playback resumes from the saved watch time when it is over 10 seconds. */
const RESUME_THRESHOLD = 10;

/** The YouTube watch page of a video, resuming from the saved watch time. */
export function youtubeWatchUrl(videoId: string, watchTime = 0): string {
  const url = `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
  return watchTime > RESUME_THRESHOLD ? `${url}&t=${Math.floor(watchTime)}s` : url;
}
