import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseImportFile, parseUpload } from '../../functions/lib/import-formats/parse.ts';
import { runAtOnce } from '../../functions/lib/import-formats/steps.ts';
import { TooManyItems, UnrecognisedFile } from '../../functions/lib/import-formats/types.ts';

/** Lines as Tube Archivist's backup writes them (Python's json.dumps: ", " and ": "). */
const line = (value: unknown) => JSON.stringify(value).replace(/","/g, '", "').replace(/":/g, '": ');
const indexLine = (index: string, id: string) => line({ index: { _index: index, _id: id } });
const videoDoc = (id: string, extra: Record<string, unknown> = {}) => line({ youtube_id: id, title: `Video ${id}`, date_downloaded: 1700000000, published: '2023-11-01', player: { duration: 100, watched: false }, ...extra });

describe('Tube Archivist backup files', () => {
  it("knows a file of videos or playlists alone by its first index line, not by its name, and no other index's", () => {
    const videos = [indexLine('ta_video', 'TaVideo0001'), videoDoc('TaVideo0001'), ''].join('\n');
    expect(parseImportFile(videos)).toMatchObject({ format: 'tubearchivist-json', items: [{ videoId: 'TaVideo0001', title: 'Video TaVideo0001' }] });
    const channels = [indexLine('ta_channel', 'UCx'), line({ channel_id: 'UCx', channel_name: 'C' }), ''].join('\n');
    expect(() => parseImportFile(channels)).toThrow(UnrecognisedFile);
  });

  it('dates a video by its download, else its publication, and gives a watched one its whole duration as watch time', () => {
    const text = [
      indexLine('ta_video', 'TaVideo0001'),
      videoDoc('TaVideo0001', { player: { duration: 612.4, watched: true, watched_date: 1700100000 } }),
      indexLine('ta_video', 'TaVideo0002'),
      videoDoc('TaVideo0002', { date_downloaded: undefined, published: 1690000000 }),
      indexLine('ta_video', 'TaVideo0003'),
      videoDoc('TaVideo0003', { date_downloaded: undefined, published: '2022-05-06', player: { watched: true } }),
    ].join('\n');
    const { items } = parseImportFile(text);
    expect(items.map(({ videoId, createdAt, watchTime }) => ({ videoId, createdAt, watchTime }))).toEqual([
      { videoId: 'TaVideo0001', createdAt: '2023-11-14T22:13:20.000Z', watchTime: 612 },
      { videoId: 'TaVideo0002', createdAt: '2023-07-22T04:26:40.000Z', watchTime: undefined },
      // Watched without a known duration: nothing to show as progress.
      { videoId: 'TaVideo0003', createdAt: '2022-05-06T00:00:00.000Z', watchTime: undefined },
    ]);
  });

  it('reports a line that is not JSON, an index line without its document and a document without its index line, and reads on', () => {
    const text = [
      indexLine('ta_video', 'TaVideo0001'), // 1
      videoDoc('TaVideo0001'), // 2
      '', // 3: the blank line between two batches
      indexLine('ta_video', 'TaVideo0002'), // 4: its document is missing
      indexLine('ta_video', 'TaVideo0003'), // 5
      '{"youtube_id": "TaVideo0003", "title": "cut', // 6
      '{"youtube_id": "TaVideo0004"}', // 7: no index line before it
      'garbage', // 8
      indexLine('ta_video', 'TaVideo0005'), // 9
      videoDoc('TaVideo0005', { title: 'Night\u0000 train \ud800' }), // 10
      indexLine('ta_video', 'TaVideo0006'), // 11: the file ends here
      '',
    ].join('\n');
    const parsed = parseImportFile(text);
    expect(parsed.items.map((i) => [i.line, i.videoId, i.title])).toEqual([
      [2, 'TaVideo0001', 'Video TaVideo0001'],
      [10, 'TaVideo0005', 'Night train '],
    ]);
    expect(parsed.failed).toEqual([
      { line: 4, url: 'TaVideo0002', reason: 'The document of this entry is missing' },
      { line: 6, url: 'TaVideo0003', reason: 'Not valid JSON' },
      { line: 7, url: '{"youtube_id": "TaVideo0004"}', reason: 'A document without its index line' },
      { line: 8, url: 'garbage', reason: 'Not valid JSON' },
      { line: 11, url: 'TaVideo0006', reason: 'The document of this entry is missing' },
    ]);
  });

  it('makes each playlist a category of its entries, downloaded or not, in a zip whatever its name; failures name their file', () => {
    const zip = zipSync({
      'es_playlist-20241127-0.json': strToU8(
        [
          indexLine('ta_playlist', 'PL1'),
          line({ playlist_id: 'PL1', playlist_name: 'Baking', playlist_entries: [{ youtube_id: 'TaVideo0001', title: 'x', downloaded: true }, { youtube_id: 'TaNotDl0001', title: 'Rye', downloaded: false }, { youtube_id: 'nope' }] }),
          '',
        ].join('\n'),
      ),
      'es_video-20241127-0.json': strToU8([indexLine('ta_video', 'TaVideo0001'), videoDoc('TaVideo0001', { playlist: ['PL1', 'PL-unknown'] }), ''].join('\n')),
      'es_channel-20241127-0.json': strToU8('not even JSON'),
    });
    const parsed = runAtOnce(parseUpload(zip, 'my-library.zip'));
    expect(parsed.format).toBe('tubearchivist-zip');
    expect(parsed.items).toEqual([
      { line: 2, url: 'https://www.youtube.com/watch?v=TaVideo0001', videoId: 'TaVideo0001', title: 'Video TaVideo0001', createdAt: '2023-11-14T22:13:20.000Z', categories: ['Baking'] },
      { line: 2, url: 'https://www.youtube.com/watch?v=TaNotDl0001', videoId: 'TaNotDl0001', title: 'Rye', categories: ['Baking'] },
    ]);
    expect(parsed.failed).toEqual([{ line: 2, url: 'nope', reason: 'Not a YouTube video id (es_playlist-20241127-0.json)' }]);
    expect(parsed.categories).toEqual([{ name: 'Baking' }]);
  });

  it('refuses a playlist of more than 100,000 entries as any file of that many', () => {
    const entries = Array.from({ length: 100_001 }, (_, i) => ({ youtube_id: `v${i.toString(36).padStart(10, '0')}` }));
    const text = [indexLine('ta_playlist', 'PL1'), line({ playlist_id: 'PL1', playlist_name: 'Huge', playlist_entries: entries })].join('\n');
    expect(() => parseImportFile(text)).toThrow(TooManyItems);
  });
});
