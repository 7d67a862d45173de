// The main thread's side of rows the database thread sends unread (pglite-row-types.mjs says why).
import type { RawAnswer } from './pglite-statements.mjs';
import { MAIN_THREAD_PARSERS } from './pglite-row-types.mjs';
import { type Field, readRows } from './pglite-wire.mjs';

/**
 * Columns by the shape a statement's answers carry. The shape says all there is to know, so
 * forgetting them all past a bound costs only parsing a few again.
 */
const columnsByShape = new Map<string, Field[]>();
const KEPT_SHAPES = 200;

function columnsOf(shape: string): Field[] {
  let columns = columnsByShape.get(shape);
  if (!columns) {
    if (columnsByShape.size >= KEPT_SHAPES) columnsByShape.clear();
    columns = JSON.parse(shape) as Field[];
    columnsByShape.set(shape, columns);
  }
  return columns;
}

/** Buffers read, to go back to the database thread with the next request (pglite-row-buffers.mjs). */
let readBuffers: ArrayBuffer[] = [];
/** As many as the database thread keeps: more would only be dropped there. */
const RETURNED_AT_MOST = 16;

/**
 * The answer as the database thread would have read it: its rows, parsed, and the rows it changed.
 * Every value read is a copy (a string, a number, parsed JSON), so the buffer can go back.
 */
export function readRawAnswer(answer: RawAnswer, rowMode: 'array' | 'object' | undefined): { rows: unknown[]; affectedRows: number } {
  const { rawRows } = answer;
  const bytes = Buffer.from(rawRows.buffer, rawRows.byteOffset, rawRows.byteLength);
  const rows = readRows(bytes, 0, bytes.length, columnsOf(answer.shape), MAIN_THREAD_PARSERS, rowMode);
  if (readBuffers.length < RETURNED_AT_MOST) readBuffers.push(rawRows.buffer as ArrayBuffer);
  return { rows, affectedRows: answer.affectedRows };
}

/** The buffers read since the last call, to move back to the database thread with a request. */
export function takeReadRowBuffers(): ArrayBuffer[] {
  const taken = readBuffers;
  readBuffers = [];
  return taken;
}
