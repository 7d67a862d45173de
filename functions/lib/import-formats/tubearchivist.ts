import type { ImportItem } from '../../../db/schema.ts';
import { parseVideoId } from '../../schemas/video-id.ts';
import { watchUrl } from '../youtube-video.ts';
import { decodeText } from './decode.ts';
import { type Json, isObject, str } from './json-formats.ts';
import { parseJsonSteps } from './json-stream.ts';
import type { Steps } from './steps.ts';
import { type CategorySpec, EntrySink, type ParsedFile, UnrecognisedFile, toIsoDate } from './types.ts';
import { inFile } from './zip.ts';

const titleOf = (v: unknown) => (str(v) ? { title: (v as string).slice(0, 500) } : {});
const NOT_VIDEO_ID = 'Not a YouTube video id';

/** Whether a text is one of a Tube Archivist backup's files of videos or playlists, by its first line. */
export const isTubeArchivistText = (start: string) => /^\{\s*"index"\s*:\s*\{[^\n]*"_index"\s*:\s*"ta_(video|playlist)"/.test(start);

/** The index line before each document, `{"index": {"_index": "ta_video", "_id": "…"}}`, or undefined. */
function indexLine(value: unknown, line: number) {
  const action = isObject(value) && Object.keys(value).length === 1 && isObject(value.index) ? value.index : undefined;
  return action && typeof action._index === 'string' ? { line, index: action._index, id: str(action._id) ?? '' } : undefined;
}

/**
 * A Tube Archivist backup (Settings → Backup: a zip of `es_<index>-<date>.json` files, of which
 * those of videos and playlists are read), or one of those files alone (`text`). Each video is a
 * bookmark with its title, dated when it was downloaded (else published), watched to its end when
 * marked watched; each playlist is a category named by `playlist_name`, holding its entries,
 * those Tube Archivist did not download too (still YouTube videos). A zip's failures name their file.
 */
export function* parseTubeArchivist(files: { name: string; bytes: Uint8Array }[], text?: string): Steps<ParsedFile> {
  const sink = new EntrySink();
  const videos = new Map<string, ImportItem>();
  const playlistIds = new Map<ImportItem, unknown[]>();
  const playlists: { line: number; file: string; id: string; name?: string; entries: unknown[] }[] = [];
  let file = '';
  const fail = (line: number, url: string, reason: string, where = file) => sink.fail(line, url, where ? inFile(reason, where) : reason);
  const add = (item: ImportItem) => {
    sink.add(item);
    videos.set(item.videoId, item);
    return item;
  };

  const video = (doc: Json, line: number, indexId: string) => {
    const raw = str(doc.youtube_id) ?? indexId;
    const videoId = parseVideoId(raw);
    if (!videoId) return fail(line, raw, NOT_VIDEO_ID);
    if (videos.has(videoId)) return;
    const player = isObject(doc.player) ? doc.player : {};
    const duration = typeof player.duration === 'number' && player.duration > 0 ? Math.min(Math.round(player.duration), 2e9) : 0;
    const createdAt = toIsoDate(doc.date_downloaded) ?? toIsoDate(doc.published);
    const item = add({
      line,
      url: watchUrl(videoId),
      videoId,
      ...titleOf(doc.title),
      ...(createdAt ? { createdAt } : {}),
      // Watched there: watched to its end here (a full progress bar; playing it starts it over).
      ...(player.watched === true && duration ? { watchTime: duration } : {}),
    });
    if (Array.isArray(doc.playlist)) playlistIds.set(item, doc.playlist);
  };

  /**
   * One NDJSON file for Elasticsearch's `_bulk` API: an index line before each document, blank
   * lines between the batches Tube Archivist wrote. Videos and playlists are kept, other indexes
   * skipped; a line that is not JSON, an index line without its document and a document without
   * its index line are reported with their line number.
   */
  function* readBulk(text: string): Steps<void> {
    let pending: ReturnType<typeof indexLine>;
    const orphan = () => pending && fail(pending.line, pending.id, 'The document of this entry is missing');
    for (let at = 0, line = 1; at < text.length; line++) {
      const newline = text.indexOf('\n', at);
      const end = newline < 0 ? text.length : newline;
      const raw = text.slice(at, end).trim();
      at = end + 1;
      if (!raw) continue;
      let value: unknown;
      try {
        value = yield* parseJsonSteps(raw);
      } catch (err) {
        if (!(err instanceof UnrecognisedFile)) throw err;
      }
      const index = indexLine(value, line);
      if (index) {
        orphan();
        pending = index;
        continue;
      }
      const entry = pending;
      pending = undefined;
      if (!entry) fail(line, raw, value === undefined ? 'Not valid JSON' : 'A document without its index line');
      else if (!isObject(value)) fail(line, entry.id, 'Not valid JSON');
      else if (entry.index === 'ta_video') video(value, line, entry.id);
      else if (entry.index === 'ta_playlist') {
        const entries = Array.isArray(value.playlist_entries) ? value.playlist_entries : [];
        playlists.push({ line, file, id: str(value.playlist_id) ?? entry.id, name: str(value.playlist_name)?.trim().slice(0, 50), entries });
      }
    }
    orphan();
  }

  if (text !== undefined) yield* readBulk(text);
  let read = 0;
  for (const f of files) {
    let decoded: string;
    try {
      decoded = yield* decodeText(f.bytes);
    } catch (err) {
      if (!(err instanceof UnrecognisedFile)) throw err;
      continue;
    }
    read++;
    file = f.name;
    yield* readBulk(decoded);
  }
  if (text === undefined && read === 0) throw new UnrecognisedFile();

  // Playlists last: they name videos of any file.
  const names = new Map<unknown, string>();
  const categories: CategorySpec[] = [];
  const addTo = (item: ImportItem, name: string | undefined) => {
    if (name && !item.categories?.includes(name)) item.categories = [...(item.categories ?? []), name];
  };
  for (const p of playlists) {
    if (p.name && !categories.some((c) => c.name.toLowerCase() === p.name!.toLowerCase())) categories.push({ name: p.name });
    if (p.name) names.set(p.id, p.name);
    for (const entry of p.entries) {
      yield;
      const raw = isObject(entry) ? (str(entry.youtube_id) ?? '') : '';
      const videoId = parseVideoId(raw);
      if (!videoId) fail(p.line, raw, NOT_VIDEO_ID, p.file);
      else addTo(videos.get(videoId) ?? add({ line: p.line, url: watchUrl(videoId), videoId, ...titleOf((entry as Json).title) }), p.name);
    }
  }
  // A video also lands in the playlists its own document names.
  for (const [item, ids] of playlistIds) for (const id of ids) addTo(item, names.get(id));
  return { format: text === undefined ? 'tubearchivist-zip' : 'tubearchivist-json', items: sink.items, failed: sink.failed, categories };
}
