import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import type { Steps } from './steps.ts';

/**
 * What a zip may hold before it is refused: a zip bomb (a few KB that unpack to gigabytes, or
 * millions of entries) must cost a bounded, small amount of work. Only the files an import reads
 * are unpacked (readBytes counts them); everything else in the archive is skipped unread.
 */
export const ZIP_LIMITS = { entries: 5000, readBytes: 50 * 1024 * 1024, ratio: 100 } as const;

/** A zip over its limits, or one that cannot be read. */
export class ZipRefused extends Error {}

export const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
export const baseName = (path: string) => path.split('/').pop() ?? path;
/** A failure's reason, naming the file it is in: line numbers repeat across the files of an archive. */
export const inFile = (reason: string, path: string) => `${reason} (${baseName(path)})`;
/** A Takeout playlist's CSV file. */
export const isCsv = (name: string) => /\.csv$/i.test(name);
/** A Tube Archivist backup's videos or playlists: `es_video-20240101.json`, `es_playlist-20240101-0.json`. */
export const isTubeArchivistFile = (name: string) => /^es_(video|playlist)-[^/]*\.json$/i.test(baseName(name));
// A Mac's zip adds a resource fork (`__MACOSX/…/._name`) beside each file: never one to read.
const isRead = (name: string) => (isCsv(name) || isTubeArchivistFile(name)) && !name.split('/').some((part) => part.startsWith('__MACOSX') || part.startsWith('._'));

/**
 * The archive's directory, read without unpacking anything: few enough entries, and files to
 * read whose stated sizes stay within the limits. Cheap enough for the upload request, so the
 * usual bomb is refused at once; what the directory states is checked again on the real bytes by
 * zipFiles (a directory can lie).
 */
export function checkZip(bytes: Uint8Array): void {
  let entries = 0;
  let readBytes = 0;
  try {
    unzipSync(bytes, {
      filter(file) {
        if (++entries > ZIP_LIMITS.entries) throw new ZipRefused();
        if (isRead(file.name)) {
          readBytes += file.originalSize;
          if (readBytes > ZIP_LIMITS.readBytes || file.originalSize > ZIP_LIMITS.ratio * Math.max(file.size, 1024)) throw new ZipRefused();
        }
        return false;
      },
    });
  } catch {
    throw new ZipRefused();
  }
}

// Compressed bytes per push: one push unpacks at most about a thousand times this (1 MB).
const PUSH = 1024;
// What the first pushes may unpack before the ratio applies (a small file's start compresses well).
const SLACK = 1024 * 1024;

/**
 * The files inside an import reads (CSV, Tube Archivist's JSON), unpacked a piece at a time: the
 * limits hold on the bytes that really come out (at most a push's worth past them), whatever the
 * directory said.
 */
export function* zipFiles(bytes: Uint8Array): Steps<{ name: string; bytes: Uint8Array }[]> {
  const files: { name: string; parts: Uint8Array[] }[] = [];
  let pushed = 0;
  let entries = 0;
  let unpacked = 0;
  let refused = false;
  const unzip = new Unzip((file) => {
    if (++entries > ZIP_LIMITS.entries) refused = true;
    if (refused || !isRead(file.name)) return;
    const kept = { name: file.name, parts: [] as Uint8Array[] };
    files.push(kept);
    file.ondata = (err, chunk) => {
      if (err) refused = true;
      if (refused) return;
      unpacked += chunk.length;
      // Against what has been read so far, not the whole file: a bomb is caught within a few pushes.
      if (unpacked > Math.min(ZIP_LIMITS.readBytes, ZIP_LIMITS.ratio * pushed + SLACK)) refused = true;
      else kept.parts.push(chunk);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let i = 0; i < bytes.length && !refused; i += PUSH) {
      pushed = Math.min(bytes.length, i + PUSH);
      unzip.push(bytes.subarray(i, i + PUSH), i + PUSH >= bytes.length);
      yield;
    }
  } catch {
    refused = true;
  }
  if (refused) throw new ZipRefused();
  return files.map(({ name, parts }) => ({ name, bytes: join(parts) }));
}

function join(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}
