// @ts-check
// Postgres's answer to a named statement, read straight from the bytes PGlite hands over
// (pglite-statements.mjs). PGlite's own reader copies every field into an ArrayBuffer of its own
// before decoding it, which made reading an answer cost about as much as running the statement
// (bench/profiles.md); here each field is decoded from one buffer in place. The answer is shaped
// as PGlite's `parseResults` shapes it: rows (arrays or objects), fields, affected rows, and a
// failure as PGlite's DatabaseError carries it.

/** @typedef {{ name: string; dataTypeID: number }} Field */
/** @typedef {Record<number, (text: string, type: number) => unknown>} Parsers */
/** @typedef {{ rows: unknown[]; fields: Field[]; affectedRows: number }} Answer */

/** Commands whose count is of rows changed, as PGlite counts them. */
const CHANGING_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/** ErrorResponse's field codes, named as PGlite's DatabaseError names them. */
const ERROR_FIELDS = /** @type {const} */ ({
  S: 'severity', C: 'code', D: 'detail', H: 'hint', P: 'position', p: 'internalPosition', q: 'internalQuery',
  W: 'where', s: 'schema', t: 'table', c: 'column', d: 'dataType', n: 'constraint', F: 'file', L: 'line', R: 'routine',
});

/** A failure Postgres reported, with the fields PGlite's DatabaseError has. */
export class DatabaseError extends Error {
  /**
   * @param {string} message
   * @param {Record<string, string>} fields
   */
  constructor(message, fields) {
    super(message);
    this.name = 'error';
    Object.assign(this, fields);
  }
}

/**
 * Reads what PGlite collected of one exchange: the chunks handed to `onRawData`, in order.
 * @param {Uint8Array[]} chunks
 */
export function joinChunks(chunks) {
  return chunks.length === 1 ? /** @type {Buffer} */ (chunks[0]) : Buffer.concat(chunks);
}

/**
 * The first result of an answer (a named statement has one), or the first error in it.
 * `rowDescription` is the statement's, kept from when it was described: Execute sends none.
 * @param {Buffer} bytes
 * @param {Field[] | null} rowDescription
 * @param {Parsers} parsers
 * @param {'array' | 'object' | undefined} rowMode
 * @returns {Answer}
 */
export function readAnswer(bytes, rowDescription, parsers, rowMode) {
  const fields = rowDescription ?? [];
  const { rowsStart, rowsEnd, affectedRows } = scanAnswer(bytes);
  return { rows: readRows(bytes, rowsStart, rowsEnd, fields, parsers, rowMode), fields, affectedRows };
}

/**
 * Where the first result's rows are in an answer (its DataRow messages, one after the other), and
 * how many rows it changed; the first error in it is thrown.
 * @param {Buffer} bytes
 */
export function scanAnswer(bytes) {
  let rowsStart = -1;
  let rowsEnd = 0;
  let affectedRows = 0;
  let completed = false;
  for (let at = 0; at < bytes.length; ) {
    const type = bytes[at];
    const end = at + 1 + bytes.readInt32BE(at + 1);
    if (type === 0x44 /* D: DataRow */ && !completed) {
      if (rowsStart === -1) rowsStart = at;
      rowsEnd = end;
    } else if (type === 0x43 /* C: CommandComplete */ && !completed) {
      const words = bytes.toString('utf8', at + 5, end - 1).split(' ');
      const count = Number.parseInt(/** @type {string} */ (words.at(-1)), 10);
      if (CHANGING_COMMANDS.has(/** @type {string} */ (words[0]))) affectedRows += count;
      completed = true;
    } else if (type === 0x45 /* E: ErrorResponse */) {
      throw readError(bytes, at + 5, end);
    }
    at = end;
  }
  return { rowsStart: Math.max(rowsStart, 0), rowsEnd, affectedRows };
}

/**
 * The rows of the DataRow messages from `start` to `end`, each value parsed for its column's type.
 * @param {Buffer} bytes
 * @param {number} start
 * @param {number} end
 * @param {Field[]} fields
 * @param {Parsers} parsers
 * @param {'array' | 'object' | undefined} rowMode
 */
export function readRows(bytes, start, end, fields, parsers, rowMode) {
  const parse = fields.map((field) => parsers[field.dataTypeID]);
  /** @type {unknown[]} */
  const rows = [];
  for (let at = start; at < end; at += 1 + bytes.readInt32BE(at + 1)) {
    rows.push(readRow(bytes, at + 5, fields, parse, rowMode));
  }
  return rows;
}

/**
 * @param {Buffer} bytes
 * @param {number} at the row's field count
 * @param {Field[]} fields
 * @param {Parsers[number][]} parse
 * @param {'array' | 'object' | undefined} rowMode
 */
function readRow(bytes, at, fields, parse, rowMode) {
  const count = bytes.readInt16BE(at);
  /** @type {unknown[] | Record<string, unknown>} */
  const row = rowMode === 'array' ? new Array(count) : {};
  let offset = at + 2;
  for (let i = 0; i < count; i++) {
    const length = bytes.readInt32BE(offset);
    offset += 4;
    let value = null;
    if (length !== -1) {
      const text = bytes.toString('utf8', offset, offset + length);
      const parser = parse[i];
      value = parser ? parser(text, /** @type {Field} */ (fields[i]).dataTypeID) : text;
      offset += length;
    }
    if (rowMode === 'array') /** @type {unknown[]} */ (row)[i] = value;
    else /** @type {Record<string, unknown>} */ (row)[/** @type {Field} */ (fields[i]).name] = value;
  }
  return row;
}

/**
 * @param {Buffer} bytes
 * @param {number} at
 * @param {number} end
 */
function readError(bytes, at, end) {
  /** @type {Record<string, string>} */
  const fields = {};
  let message = '';
  while (at < end && bytes[at] !== 0) {
    const code = String.fromCharCode(/** @type {number} */ (bytes[at]));
    const stop = bytes.indexOf(0, at + 1);
    const value = bytes.toString('utf8', at + 1, stop);
    if (code === 'M') message = value;
    else if (code in ERROR_FIELDS) fields[ERROR_FIELDS[/** @type {keyof typeof ERROR_FIELDS} */ (code)]] = value;
    at = stop + 1;
  }
  return new DatabaseError(message, fields);
}

/**
 * The parameter types and the row description a Describe of a statement answered.
 * @param {Buffer} bytes
 * @returns {{ paramTypes: number[]; rowDescription: Field[] | null }}
 */
export function readDescription(bytes) {
  /** @type {number[]} */
  const paramTypes = [];
  /** @type {Field[] | null} */
  let rowDescription = null;
  for (let at = 0; at < bytes.length; ) {
    const type = bytes[at];
    const end = at + 1 + bytes.readInt32BE(at + 1);
    let offset = at + 5;
    if (type === 0x74 /* t: ParameterDescription */) {
      const count = bytes.readInt16BE(offset);
      for (let i = 0; i < count; i++) paramTypes.push(bytes.readInt32BE(offset + 2 + 4 * i));
    } else if (type === 0x54 /* T: RowDescription */) {
      const count = bytes.readInt16BE(offset);
      offset += 2;
      rowDescription = [];
      for (let i = 0; i < count; i++) {
        const stop = bytes.indexOf(0, offset);
        const name = bytes.toString('utf8', offset, stop);
        // table oid (4), column (2), then the type's oid; size (2), modifier (4), format (2) follow
        rowDescription.push({ name, dataTypeID: bytes.readInt32BE(stop + 1 + 6) });
        offset = stop + 1 + 18;
      }
    } else if (type === 0x45 /* E: ErrorResponse */) {
      throw readError(bytes, offset, end);
    }
    at = end;
  }
  return { paramTypes, rowDescription };
}
