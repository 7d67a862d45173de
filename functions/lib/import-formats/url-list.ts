import { parseVideoId } from '../../schemas/video-id.ts';
import type { Steps } from './steps.ts';
import { EntrySink, type ParsedFile, UnrecognisedFile } from './types.ts';
import { csvRecords } from './csv.ts';

const LOOKS_LIKE_URL = /^(https?:\/\/|www\.)\S+$/i;
// Longer than any link a browser keeps: not a link (and no rule has to read it).
const MAX_URL = 8192;
const YOUTUBE_HOST = /(^|[/.])(youtube\.com|youtu\.be)\//i;

/**
 * A plain list of links, one per line, or a CSV with a link in any column. A line counts by its
 * first YouTube link; a line with only other links is reported; a bare 11-character id counts
 * only when it is the whole line (a CSV title like "Programming" is 11 letters too).
 */
export function* parseUrlList(text: string): Steps<ParsedFile> {
  const sink = new EntrySink();
  let sawLink = false;
  for (const { line, fields } of csvRecords(text)) {
    yield;
    const cells = fields.map((f) => f.trim()).filter(Boolean);
    if (cells.length === 0) continue;
    let found: { url: string; videoId: string } | null = null;
    let otherLink: string | null = null;
    for (const cell of cells) {
      // Some lists hold "title <tab> url" or "- url": look at each word of a cell too.
      for (const word of cell.split(/\s+/)) {
        if (word.length > MAX_URL) continue;
        const isLink = LOOKS_LIKE_URL.test(word) || YOUTUBE_HOST.test(word);
        if (!isLink && !(cells.length === 1 && cell === word)) continue;
        const videoId = parseVideoId(word);
        if (videoId) {
          found = { url: word, videoId };
          break;
        }
        if (isLink) otherLink ??= word;
      }
      if (found) break;
    }
    if (found) {
      sawLink = true;
      sink.add({ line, url: found.url, videoId: found.videoId });
    } else if (otherLink) {
      sawLink = true;
      sink.fail(line, otherLink);
    } else if (cells.length === 1 && sawLink) {
      // A lone word after the list began is a line the user meant as an entry.
      sink.fail(line, cells[0]!);
    }
    // Anything else (a CSV header, a title row) is not an entry.
  }
  if (!sawLink) throw new UnrecognisedFile();
  return { format: 'url-list', items: sink.items, failed: sink.failed, categories: [] };
}
