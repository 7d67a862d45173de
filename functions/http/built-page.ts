// A page of the built SPA (web/dist/index.html, landing.html) as the Node host serves it from
// memory. `npm run build` beside a running host replaces the hashed scripts a page names, so a
// copy read once at start would name scripts that no longer exist and leave every page blank.
import { readFileSync, statSync } from 'node:fs';

/**
 * Returns a reader of `path` that keeps one copy of the file and reads it again whenever the
 * file's modification time, size or inode changed (a stat per call, a few microseconds).
 * null while the file does not exist (not built yet, or a build has just emptied the folder).
 */
export function builtPage(path: string): () => string | null {
  let stamp: string | null = null;
  let text: string | null = null;
  return () => {
    const stats = statSync(path, { throwIfNoEntry: false });
    if (!stats) {
      stamp = text = null;
      return null;
    }
    const now = `${stats.mtimeMs}:${stats.size}:${stats.ino}`;
    if (now === stamp) return text;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      // Removed between the stat and the read: a build under way.
      stamp = text = null;
      return null;
    }
    // A copy read while a build was still writing the file is kept for this answer only: its length
    // differs from the stat's, so the next call reads it again.
    stamp = Buffer.byteLength(text) === stats.size ? now : null;
    return text;
  };
}
