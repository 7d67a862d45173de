import { decodeText } from './decode.ts';
import type { Steps } from './steps.ts';
import { isTakeoutCsv, parseTakeoutCsv, playlistTitles } from './takeout-csv.ts';
import { type FailedLine, MAX_IMPORT_ITEMS, type ParsedFile, TooManyItems, UnrecognisedFile } from './types.ts';
import { baseName, inFile, isCsv } from './zip.ts';
import type { ImportItem } from '../../../db/schema.ts';

/**
 * A Google Takeout archive as downloaded (its files as zipFiles unpacks them): one category per
 * playlist CSV inside (named by its file, or by playlists.csv), all in one import. Other files
 * (history, subscriptions, videos) are skipped.
 */
export function* parseTakeoutZip(files: { name: string; bytes: Uint8Array }[]): Steps<ParsedFile> {
  const texts: { name: string; text: string }[] = [];
  for (const file of files.filter((f) => isCsv(f.name))) {
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
    failed.push(...parsed.failed.map((f) => ({ ...f, reason: inFile(f.reason, name) })));
    if (items.length + failed.length > MAX_IMPORT_ITEMS) throw new TooManyItems();
  }
  return { format: 'takeout-zip', items, failed, categories: [] };
}
