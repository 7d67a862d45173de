// @ts-check
// The column types whose values the main thread reads itself from a statement's rows as Postgres
// sent them (pglite-thread.ts), parsed as PGlite's own parsers parse them on the database thread:
// a page of rows then crosses between the threads as one buffer, not as hundreds of values each
// copied out and in again (bench/README.md). A statement with a column of any other type (an
// array, bytea) is read on the database thread. Plain JavaScript: both threads load it.
import { TYPES_KEPT_AS_TEXT } from './pglite-text-types.mjs';

/** @param {string} text */
const asText = (text) => text;
/** @param {string} text */
const asNumber = (text) => +text;
/** int8 as PGlite gives it: a number where exact, else a BigInt. @param {string} text */
const asInt8 = (text) => {
  const value = BigInt(text);
  return value < Number.MIN_SAFE_INTEGER || value > Number.MAX_SAFE_INTEGER ? value : Number(value);
};
/** @param {string} text */
const asJson = (text) => JSON.parse(text);

/** @type {Record<number, (text: string) => unknown>} by type oid */
export const MAIN_THREAD_PARSERS = {
  16: (text) => text === 't', // bool
  20: asInt8,
  21: asNumber, // int2
  23: asNumber, // int4
  26: asNumber, // oid
  700: asNumber, // float4
  701: asNumber, // float8
  114: asJson,
  3802: asJson, // jsonb
  // PGlite hands these over as Postgres writes them.
  25: asText, // text
  1042: asText, // bpchar
  1043: asText, // varchar
  2950: asText, // uuid
  1700: asText, // numeric
  ...Object.fromEntries(TYPES_KEPT_AS_TEXT.map((type) => [type, asText])),
};

/**
 * Whether the main thread can read rows of these columns.
 * @param {{ dataTypeID: number }[]} fields
 */
export const readableOnMainThread = (fields) => fields.every((field) => field.dataTypeID in MAIN_THREAD_PARSERS);
