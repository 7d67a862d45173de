import { EntrySink, type ParsedFile, toIsoDate } from './types.ts';
import { csvRecords } from './csv.ts';

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** Whether the text is a Google Takeout playlist CSV: a "Video ID,…" header row. */
export function isTakeoutCsv(text: string): boolean {
  return /^\uFEFF?video id\s*,/im.test(text.slice(0, 64 * 1024));
}

/**
 * A Google Takeout YouTube playlist CSV (a playlist, Watch Later, Liked videos): optional
 * playlist header lines (with a Title column, which names the category), then a
 * `Video ID,Playlist Video Creation Timestamp` (older exports: `Video ID,Time Added`) header and
 * one row per video.
 */
export function parseTakeoutCsv(text: string): ParsedFile {
  const sink = new EntrySink();
  let inVideos = false;
  let header: string[] | null = null;
  let playlist: string | undefined;
  for (const { line, fields } of csvRecords(text.replace(/^\uFEFF/, ''))) {
    const cells = fields.map((f) => f.trim());
    if (cells.every((c) => c === '')) continue;
    const lower = cells.map((c) => c.toLowerCase());
    if (lower[0] === 'video id') {
      inVideos = true;
      continue;
    }
    if (!inVideos) {
      // Playlist metadata: a header row, then its values.
      if (!header) header = lower;
      else {
        const titleAt = header.findIndex((h) => h === 'title' || h.startsWith('playlist title'));
        if (titleAt >= 0 && cells[titleAt]) playlist = cells[titleAt];
      }
      continue;
    }
    const [id, added] = cells;
    if (id && VIDEO_ID.test(id)) {
      sink.add({
        line,
        url: `https://www.youtube.com/watch?v=${id}`,
        videoId: id,
        createdAt: toIsoDate(added),
        ...(playlist ? { categories: [playlist.slice(0, 50)] } : {}),
      });
    } else if (id) sink.fail(line, id, 'Not a YouTube video id');
  }
  return { format: 'takeout-csv', items: sink.items, failed: sink.failed, categories: [] };
}
