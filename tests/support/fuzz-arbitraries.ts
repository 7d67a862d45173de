import fc from 'fast-check';
import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import { BOOKMARK_SORTS } from '../../functions/schemas/bookmark.ts';

// Hostile values for the API fuzz suite: mixed into requests shaped by the OpenAPI document
// (schema-arbitraries.ts), so most requests get past the first check and reach the queries.

/** Strings a careless server chokes on: NUL, lone surrogates, SQL, LIKE wildcards, huge numbers, dates that do not exist. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    '\ud83d',
    '\u200b\u202e',
    '🎬'.repeat(300),
    "'; DROP TABLE users; --",
    "' OR '1'='1",
    '%',
    '%00',
    '_%\\',
    '\\',
    'NaN',
    'Infinity',
    '-Infinity',
    '-0',
    '1e400',
    '-1',
    '0x1F',
    '9'.repeat(40),
    '2024-02-30T10:00:00.000000Z',
    '0000-00-00T00:00:00.000000Z',
    'null',
    'undefined',
    'true',
    '__proto__',
    'constructor',
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    'https://example.com/\u0000',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'no-category',
  ),
  // Ordinary text with a character Postgres cannot store somewhere in it.
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff'), fc.string({ maxLength: 10 }))
      .map(([a, poison, b]) => a + poison + b),
  },
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(50, 51, 200, 201, 500, 501, 5000, 5001, 10_001).chain((n) => fc.constantFrom('a'.repeat(n), 'é'.repeat(n), ' '.repeat(n))),
);

/** Numbers at and past every boundary the schemas and columns have. JSON turns NaN and Infinity into null. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, -2, 1, 1.5, 1000, 1001, 100_000, 100_001, 2 ** 31 - 1, 2 ** 31, 2 ** 53, 2 ** 63, 1e308, -1e308, Number.NaN, Infinity, Number.MIN_VALUE),
  fc.integer(),
  fc.double(),
);

/** Anything at all where a field is expected: wrong types, arrays for objects, nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': '' }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
);

/** Ids the suite knows, by kind: the signed-in user's own and another user's. Refilled as the data changes. */
export interface IdPool {
  bookmarks: { own: string[]; foreign: string[] };
  categories: { own: string[]; foreign: string[] };
}

/** Which kind of id a field or path most likely wants, from its name. */
export type IdHint = 'bookmark' | 'category' | null;
export const hintOf = (name: string, inherited: IdHint = null): IdHint =>
  /categor/i.test(name) ? 'category' : /bookmark|^ids$|featured/i.test(name) ? 'bookmark' : inherited;

export const idArbitrary = (ids: IdPool, hint: IdHint = null): fc.Arbitrary<string> => {
  const kinds = hint === 'bookmark' ? [ids.bookmarks] : hint === 'category' ? [ids.categories] : [ids.bookmarks, ids.categories];
  return fc.oneof(
    { weight: 6, arbitrary: fromPool(() => kinds.flatMap((k) => k.own)) },
    { weight: 2, arbitrary: fromPool(() => kinds.flatMap((k) => k.foreign)) },
    { weight: 1, arbitrary: fromPool(() => [...ids.bookmarks.own, ...ids.categories.own, ...ids.bookmarks.foreign, ...ids.categories.foreign]) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.constantFrom('00000000-0000-0000-0000-000000000000', 'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF') },
  );
};

/** One of a pool that changes while the suite runs (read when the value is drawn); a random uuid while it is empty. */
export const fromPool = (pool: () => string[]): fc.Arbitrary<string> =>
  fc.tuple(fc.nat(), fc.uuid()).map(([i, fallback]) => {
    const items = pool();
    return items.length ? items[i % items.length]! : fallback;
  });

/** Values a cursor of this sort might carry: right and wrong types, impossible dates, numbers past the column. */
function cursorValue(sort: string): fc.Arbitrary<unknown> {
  const dates = fc.oneof(
    fc.date({ noInvalidDate: true }).map((d) => d.toISOString().replace('Z', '000Z')),
    fc
      .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 19 }), fc.integer({ min: 0, max: 39 }), fc.integer({ min: 0, max: 29 }))
      .map(([y, m, d, h]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}T${String(h).padStart(2, '0')}:00:00.000000Z`),
  );
  const numbers = fc.oneof(hostileNumber, fc.constantFrom(-1, -2, 2 ** 31 - 1, 2 ** 31, 2 ** 53 - 1, 2 ** 53 + 2));
  const typed = sort === 'recent' || sort === 'added' ? dates : sort === 'alphabetical' ? hostileString : numbers;
  return fc.oneof({ weight: 4, arbitrary: typed }, { weight: 1, arbitrary: hostileValue });
}

/** A keyset cursor as the server encodes one (with the sort it names, to send along), carrying any value and id. */
export const forgedCursor = (ids: IdPool): fc.Arbitrary<{ sort: string | null; text: string }> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .constantFrom(...BOOKMARK_SORTS)
        .chain((sort) => fc.tuple(fc.constant(sort), cursorValue(sort), fc.oneof({ weight: 4, arbitrary: idArbitrary(ids, 'bookmark') }, { weight: 1, arbitrary: hostileValue })))
        .map((parts) => ({ sort: parts[0], text: encodeBase64urlNoPadding(new TextEncoder().encode(JSON.stringify(parts))) })),
    },
    {
      weight: 1,
      arbitrary: fc.jsonValue().map((v) => ({ sort: null, text: encodeBase64urlNoPadding(new TextEncoder().encode(JSON.stringify(v) ?? '')) })),
    },
    { weight: 1, arbitrary: fc.oneof(fc.base64String({ maxLength: 200 }), hostileString).map((text) => ({ sort: null, text })) },
  );
