import fc from 'fast-check';
import type { ZodType } from 'zod';
import { encodeBase64urlNoPadding } from '@oslojs/encoding';

// Generators for the API fuzz suite: values shaped by the zod request schemas (so most requests
// get past the first check and reach the queries), mixed with hostile values at every level.

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

const cursorSorts = ['recent', 'added', 'alphabetical', 'popular', 'duration'] as const;

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
        .constantFrom(...cursorSorts)
        .chain((sort) => fc.tuple(fc.constant(sort), cursorValue(sort), fc.oneof({ weight: 4, arbitrary: idArbitrary(ids, 'bookmark') }, { weight: 1, arbitrary: hostileValue })))
        .map((parts) => ({ sort: parts[0], text: encodeBase64urlNoPadding(new TextEncoder().encode(JSON.stringify(parts))) })),
    },
    {
      weight: 1,
      arbitrary: fc.jsonValue().map((v) => ({ sort: null, text: encodeBase64urlNoPadding(new TextEncoder().encode(JSON.stringify(v) ?? '')) })),
    },
    { weight: 1, arbitrary: fc.oneof(fc.base64String({ maxLength: 200 }), hostileString).map((text) => ({ sort: null, text })) },
  );

interface ZodDef {
  type: string;
  format?: string;
  checks?: { _zod: { def: { check?: string; format?: string; pattern?: RegExp; maximum?: number; minimum?: number } } }[];
  shape?: Record<string, ZodType>;
  innerType?: ZodType;
  in?: ZodType;
  options?: ZodType[];
  element?: ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
  left?: ZodType;
}

const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/**
 * Values of a zod schema's shape: mostly valid-looking (ids from the pool, strings near their
 * length limits, enum members), with a hostile value in place of any part now and then.
 */
/** Values worth sending in fields of these names (e.g. video ids the fake YouTube knows), besides the schema's own. */
export type KnownValues = Record<string, fc.Arbitrary<unknown>>;

export function fromSchema(schema: ZodType, ids: IdPool, hint: IdHint = null, known: KnownValues = {}): fc.Arbitrary<unknown> {
  // Mostly one odd part per request at most: a request wrong everywhere stops at the first check.
  return fc.oneof({ weight: 15, arbitrary: shaped(schema, ids, hint, known) }, { weight: 1, arbitrary: hostileValue });
}

function shaped(schema: ZodType, ids: IdPool, hint: IdHint, known: KnownValues): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const field = (key: string, schema: ZodType) => {
        const own = fromSchema(schema, ids, hintOf(key, hint), known);
        return known[key] ? fc.oneof(known[key]!, own) : own;
      };
      const model = Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, schema]) => [key, field(key, schema)]));
      // Any subset of the fields, sometimes with a field no schema knows.
      return fc.tuple(fc.record(model, { requiredKeys: [] }), fc.option(fc.tuple(hostileString, hostileValue), { freq: 5 })).map(([record, extra]) =>
        extra ? { ...record, [extra[0]]: extra[1] } : record,
      );
    }
    case 'array': {
      const min = checkOf(def, 'min_length')?.minimum ?? 0;
      const max = checkOf(def, 'max_length')?.maximum ?? 10;
      const element = fromSchema(def.element!, ids, hint, known);
      return fc.oneof({ weight: 8, arbitrary: fc.array(element, { minLength: min, maxLength: Math.max(min, Math.min(max, 4)) }) }, { weight: 1, arbitrary: fc.array(element, { maxLength: max + 1 }) });
    }
    case 'optional':
      return fc.option(fromSchema(def.innerType!, ids, hint, known), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(fromSchema(def.innerType!, ids, hint, known), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return fc.option(fromSchema(def.innerType!, ids, hint, known), { nil: undefined, freq: 4 });
    case 'pipe':
      return shaped(def.in!, ids, hint, known);
    case 'union':
      return fc.oneof(...def.options!.map((option) => shaped(option, ids, hint, known)));
    case 'intersection':
      return shaped(def.left!, ids, hint, known);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'number': {
      const min = checkOf(def, 'greater_than') as { value?: number } | undefined;
      const max = checkOf(def, 'less_than') as { value?: number } | undefined;
      const lo = min?.value ?? -10;
      const hi = max?.value ?? 1_000_000;
      return fc.oneof(
        { weight: 8, arbitrary: fc.integer({ min: Math.max(lo, -1e9), max: Math.min(hi, 1e9) }) },
        { weight: 1, arbitrary: fc.constantFrom(lo - 1, hi + 1) },
        { weight: 1, arbitrary: hostileNumber },
      );
    }
    case 'string':
      return stringOf(def, ids, hint);
    default:
      return hostileValue;
  }
}

function checkOf(def: ZodDef, name: string) {
  return def.checks?.map((c) => c._zod.def).find((c) => c.check === name);
}

function stringOf(def: ZodDef, ids: IdPool, hint: IdHint): fc.Arbitrary<string> {
  if (def.format === 'uuid') return idArbitrary(ids, hint);
  if (def.format === 'url') {
    return fc.oneof(fc.webUrl(), fc.constantFrom('https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'javascript:alert(1)', 'data:text/html,x', 'http://[::1', 'https://x.y/\u0000'));
  }
  const regex = checkOf(def, 'string_format')?.pattern;
  if (regex) return fc.oneof({ weight: 8, arbitrary: fc.stringMatching(regex) }, { weight: 1, arbitrary: hostileString });
  const min = checkOf(def, 'min_length')?.minimum ?? 0;
  const max = checkOf(def, 'max_length')?.maximum ?? 100;
  return fc.oneof(
    { weight: 6, arbitrary: fc.string({ unit: 'grapheme', minLength: Math.max(min, 1), maxLength: Math.max(min, Math.min(max, 60)) }) },
    { weight: 1, arbitrary: fc.constantFrom('x'.repeat(max), 'x'.repeat(max + 1), ` ${'y'.repeat(max)} `) },
    { weight: 2, arbitrary: hostileString },
  );
}
