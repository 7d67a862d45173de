import type { Steps } from './steps.ts';
import { EntrySink, type ParsedFile, toIsoDate } from './types.ts';
import { csvRecords } from './csv.ts';

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * Whether the text is a Google Takeout playlist CSV: a "Video ID,…" header row, or a
 * "Playlist ID,…" one (a playlist's own header lines, or playlists.csv, the index of them all).
 */
export function isTakeoutCsv(text: string): boolean {
  return /^\uFEFF?(video id|playlist id)\s*,/im.test(text.slice(0, 64 * 1024));
}

/** A playlist's name from its Takeout file name: `Watch later-videos.csv` (today), `Liked videos.csv` (older). */
export function playlistFromFileName(fileName: string): string | undefined {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const name = /^(.+?)(?:-videos)?\.csv$/i.exec(base)?.[1]?.trim();
  return name && name.toLowerCase() !== 'playlists' ? name : undefined;
}

/**
 * Playlist titles as a file name could spell them: Takeout writes characters a file name cannot
 * hold differently, so titles are matched on their letters and digits alone.
 */
export const titleKey = (title: string) => title.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * A Google Takeout YouTube playlist CSV (a playlist, Watch Later, Liked videos). Older exports
 * start with the playlist's header lines (a Title column names the category); today's hold only
 * `Video ID,Playlist Video Creation Timestamp` rows (older: `Video ID,Time Added`), and the
 * playlist's name is in the file name, or in playlists.csv (`titles`, by titleKey) when the name
 * had to be spelled differently. playlists.csv itself lists playlists and holds no videos.
 */
export function* parseTakeoutCsv(text: string, fileName = '', titles: Map<string, string> = new Map()): Steps<ParsedFile> {
  const sink = new EntrySink();
  let inVideos = false;
  let header: string[] | null = null;
  const fromName = playlistFromFileName(fileName);
  let playlist = fromName ? (titles.get(titleKey(fromName)) ?? fromName) : undefined;
  for (const { line, fields } of csvRecords(text.replace(/^\uFEFF/, ''))) {
    yield;
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
        const titleAt = playlistTitleColumn(header);
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

const playlistTitleColumn = (header: string[]) => header.findIndex((h) => h === 'title' || h.startsWith('playlist title'));

/** The titles playlists.csv lists, by titleKey. */
export function* playlistTitles(text: string): Steps<Map<string, string>> {
  const titles = new Map<string, string>();
  let header: string[] | null = null;
  for (const { fields } of csvRecords(text.replace(/^\uFEFF/, ''))) {
    yield;
    const cells = fields.map((f) => f.trim());
    if (!header) {
      header = cells.map((c) => c.toLowerCase());
      continue;
    }
    const title = cells[playlistTitleColumn(header)];
    if (title) titles.set(titleKey(title), title);
  }
  return titles;
}
