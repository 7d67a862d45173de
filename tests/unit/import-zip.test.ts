import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { runAtOnce } from '../../functions/lib/import-formats/steps.ts';
import { ZipRefused, checkZip, zipFiles } from '../../functions/lib/import-formats/zip.ts';

/** The zip with every stated uncompressed size (local headers and directory) rewritten to `size`. */
function lyingAboutSize(zip: Uint8Array, size: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  for (let i = 0; i + 4 <= out.length; i++) {
    const signature = view.getUint32(i, true);
    if (signature === 0x04034b50) view.setUint32(i + 22, size, true);
    if (signature === 0x02014b50) view.setUint32(i + 24, size, true);
  }
  return out;
}

describe('zip archives', () => {
  it("gives the CSV files and Tube Archivist's video and playlist files inside, and skips every other file", () => {
    const zip = zipSync({
      'a/Music-videos.csv': strToU8('Video ID\nx'),
      'a/history.html': strToU8('<html>'),
      '__MACOSX/a/._Music-videos.csv': strToU8('junk'),
      'es_video-20241127-0.json': strToU8('{}'),
      'es_playlist-20241127.json': strToU8('{}'),
      'es_subtitle-20241127-0.json': strToU8('{}'),
      'es_comment-20241127.json': strToU8('{}'),
    });
    checkZip(zip);
    expect(runAtOnce(zipFiles(zip)).map((f) => f.name)).toEqual(['a/Music-videos.csv', 'es_video-20241127-0.json', 'es_playlist-20241127.json']);
  });

  it('refuses a bomb whose directory states small sizes once the real bytes pass the limits', () => {
    const honest = zipSync({ 'Bomb-videos.csv': new Uint8Array(40 * 1024 * 1024) }, { level: 9 });
    const lying = lyingAboutSize(honest, 100);
    expect(() => checkZip(lying)).not.toThrow();
    expect(() => runAtOnce(zipFiles(lying))).toThrow(ZipRefused);
    const backup = lyingAboutSize(zipSync({ 'es_video-20241127-0.json': new Uint8Array(40 * 1024 * 1024) }, { level: 9 }), 100);
    expect(() => runAtOnce(zipFiles(backup))).toThrow(ZipRefused);
  });

  it('refuses what is not a readable zip at upload; unpacking it finds no file', () => {
    expect(() => checkZip(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toThrow(ZipRefused);
    expect(runAtOnce(zipFiles(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])))).toEqual([]);
  });
});
