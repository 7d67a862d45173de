import type { Steps } from './steps.ts';
import { UnrecognisedFile } from './types.ts';

const DECODE_CHUNK = 1024 * 1024;

/**
 * Whether the bytes can be a text file at all: not empty, no NUL byte at the start (images,
 * archives, documents). Cheap enough for the upload request; decoding waits for the job.
 */
export function looksLikeText(bytes: Uint8Array): boolean {
  return bytes.length > 0 && !bytes.subarray(0, 8192).includes(0);
}

/**
 * The text of an uploaded file, decoded a megabyte a step, or UnrecognisedFile when it is not
 * text: a NUL byte anywhere, or bytes that are not UTF-8.
 */
export function* decodeText(bytes: Uint8Array): Steps<string> {
  if (!looksLikeText(bytes) || bytes.includes(0)) throw new UnrecognisedFile();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const parts: string[] = [];
  try {
    for (let i = 0; i < bytes.length; i += DECODE_CHUNK) {
      parts.push(decoder.decode(bytes.subarray(i, i + DECODE_CHUNK), { stream: i + DECODE_CHUNK < bytes.length }));
      yield;
    }
  } catch {
    throw new UnrecognisedFile();
  }
  return parts.join('').replace(/^\uFEFF/, '');
}
