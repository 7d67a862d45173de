import { decodeText } from './decode.ts';
import type { Steps } from './steps.ts';
import { isTakeoutCsv, parseTakeoutCsv, playlistTitles } from './takeout-csv.ts';
import { type FailedLine, MAX_IMPORT_ITEMS, type ParsedFile, TooManyItems, UnrecognisedFile } from './types.ts';
import { zipCsvFiles } from './zip.ts';
import type { ImportItem } from '../../../db/schema.ts';

const baseName = (path: string) => path.split('/').pop() ?? path;

/**
 * A Google Takeout archive as downloaded: one category per playlist CSV inside (named by its
 * file, or by playlists.csv), all in one import. Other files (history, subscriptions, videos)
 * are skipped. A failed line names its file, since line numbers repeat across files.
 */
export function* parseTakeoutZip(bytes: Uint8Array): Steps<ParsedFile> {
  const texts: { name: string; text: string }[] = [];
  for (const file of yield* zipCsvFiles(bytes)) {
    try {
      const text = yield* decodeText(file.bytes);
      if (isTakeoutCsv(text)) texts.push({ name: file.name, text });
    } catch (err) {
      if (!(err instanceof UnrecognisedFile)) throw err;
    }
  }
  const index = texts.find((t) => baseName(t.name).toLowerCase() === 'playlists.csv');
  const titles = index ? yield* playlistTitles(index.text) : new Map<string, string>();
  const playlists = texts.filter((t) => t !== index);
  if (playlists.length === 0) throw new UnrecognisedFile();
  const items: ImportItem[] = [];
  const failed: FailedLine[] = [];
  for (const { name, text } of playlists) {
    const parsed = yield* parseTakeoutCsv(text, name, titles);
    items.push(...parsed.items);
    failed.push(...parsed.failed.map((f) => ({ ...f, reason: `${f.reason} (${baseName(name)})` })));
    if (items.length + failed.length > MAX_IMPORT_ITEMS) throw new TooManyItems();
  }
  return { format: 'takeout-zip', items, failed, categories: [] };
}
