import fc from 'fast-check';

// Values generated from the JSON Schemas of an OpenAPI document: what the document says a request
// may carry, and values it says it refuses. The property test of the published API sends them as
// they are; the fuzz suite mixes hostile values into every level (`odd`).

type Json = Record<string, any>;

/** What a generated value draws from besides the schema: real ids and handles reach real rows. */
export interface Pools {
  /** Ids of rows that exist (the caller's, another user's) and some that do not. */
  ids: string[];
  /** Text for a parameter of this name (a handle, a video id), when random text would never match. */
  named: Record<string, string[]>;
  /** An id for a field or parameter of this name; by default one of `ids` or a random uuid. */
  idFor?: (name: string) => fc.Arbitrary<string>;
  /**
   * Values put in place of any part now and then, and the licence to leave out required fields,
   * add unknown ones and go past length limits: a fuzzer's requests. None by default.
   */
  odd?: fc.Arbitrary<unknown>;
}

/** The schema a `$ref` (`#/components/schemas/X`) points at in the document. */
export function resolve(doc: Json, schema: Json): Json {
  if (typeof schema.$ref !== 'string') return schema;
  const target = schema.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce((node: Json, key: string) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  return resolve(doc, target);
}

const WIDTH = 30;

function stringOf(schema: Json, pools: Pools, name: string): fc.Arbitrary<string> {
  const named = pools.named[name];
  if (named?.length) return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...named) }, fc.string({ maxLength: WIDTH }));
  if (schema.format === 'uuid') return pools.idFor ? pools.idFor(name) : fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...pools.ids) }, fc.uuid());
  if (schema.format === 'uri') return fc.oneof(fc.webUrl(), fc.constantFrom('https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'javascript:alert(1)', 'data:text/html,x', 'http://[::1'));
  const minLength: number = schema.minLength ?? 0;
  const maxLength: number = Math.max(minLength, Math.min(schema.maxLength ?? minLength + WIDTH, minLength + WIDTH));
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity));
  }
  const text = fc.string({ unit: pools.odd ? 'grapheme' : 'grapheme-ascii', minLength, maxLength });
  if (!pools.odd || schema.maxLength === undefined) return text;
  // At the limit, one past it, and past it only by surrounding spaces (which a trim removes).
  const max: number = schema.maxLength;
  return fc.oneof({ weight: 6, arbitrary: text }, fc.constantFrom('x'.repeat(max), 'x'.repeat(max + 1), ` ${'y'.repeat(max)} `));
}

function numberOf(schema: Json, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-6) : -1000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 1e-6) : 100_000);
  return integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectOf(schema: Json, doc: Json, pools: Pools): fc.Arbitrary<Json> {
  const properties = Object.entries((schema.properties ?? {}) as Record<string, Json>);
  const required: string[] = schema.required ?? [];
  const record = fc.record(Object.fromEntries(properties.map(([key, s]) => [key, valueOf(s, doc, pools, key)])), {
    requiredKeys: pools.odd ? [] : required.filter((k) => properties.some(([p]) => p === k)),
  });
  if (pools.odd) {
    // Any subset of the fields, sometimes with one no schema knows.
    const extra = fc.option(fc.tuple(fc.string({ maxLength: 12 }), pools.odd), { freq: 5 });
    return fc.tuple(record, extra).map(([value, more]) => (more ? { ...value, [more[0]]: more[1] } : value));
  }
  const minProperties: number = schema.minProperties ?? 0;
  // An object that must name something: give it one of its properties when chance gave none.
  return minProperties === 0 || properties.length === 0
    ? record
    : fc.tuple(record, fc.constantFrom(...properties)).chain(([value, [key, s]]) =>
        Object.keys(value).length >= minProperties ? fc.constant(value) : valueOf(s, doc, pools, key).map((v) => ({ ...value, [key]: v })),
      );
}

/**
 * A value the schema accepts (as far as a generator without a validator can tell); with
 * `pools.odd`, now and then an odd one in its place (mostly one odd part per request at most: a
 * request wrong everywhere stops at the first check).
 */
export function valueOf(input: Json, doc: Json, pools: Pools, name = ''): fc.Arbitrary<unknown> {
  const value = shapedValue(resolve(doc, input), doc, pools, name);
  return pools.odd ? fc.oneof({ weight: 15, arbitrary: value }, { weight: 1, arbitrary: pools.odd }) : value;
}

function shapedValue(schema: Json, doc: Json, pools: Pools, name: string): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives: Json[] | undefined = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => valueOf(s, doc, pools, name)));
  if (schema.allOf) return valueOf(Object.assign({}, ...schema.allOf.map((s: Json) => resolve(doc, s))), doc, pools, name);
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => valueOf({ ...schema, type }, doc, pools, name)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'string':
      return stringOf(schema, pools, name);
    case 'array': {
      const minLength: number = schema.minItems ?? 0;
      const items = valueOf(schema.items ?? {}, doc, pools, name);
      const array = fc.array(items, { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)) });
      if (!pools.odd) return array;
      return fc.oneof({ weight: 8, arbitrary: array }, fc.array(items, { maxLength: (schema.maxItems ?? 10) + 1 }));
    }
    case 'object':
      return objectOf(schema, doc, pools);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Values no schema of a request takes as they are: wrong types, wrong shapes, odd text. */
export const offValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, -1, 1e12, '', ' ', 'x'.repeat(3000), '\u0000', '../..', 'not-a-uuid', {}, [], [null], { id: 1 }),
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ maxLength: 20 }),
);
