import fc from 'fast-check';

// Values generated from the JSON Schemas of an OpenAPI document (the property test of the
// published API): what the document says a request may carry, and values it says it refuses.

type Json = Record<string, any>;

/** What a generated value draws from besides the schema: real ids and handles reach real rows. */
export interface Pools {
  /** Ids of rows that exist (the caller's, another user's) and some that do not. */
  ids: string[];
  /** Text for a parameter of this name (a handle, a video id), when random text would never match. */
  named: Record<string, string[]>;
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
  if (schema.format === 'uuid') return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...pools.ids) }, fc.uuid());
  const minLength: number = schema.minLength ?? 0;
  const maxLength: number = Math.max(minLength, Math.min(schema.maxLength ?? minLength + WIDTH, minLength + WIDTH));
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity));
  }
  return fc.string({ minLength, maxLength });
}

function numberOf(schema: Json, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-6) : -1000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 1e-6) : 100_000);
  return integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectOf(schema: Json, doc: Json, pools: Pools): fc.Arbitrary<Json> {
  const properties = Object.entries((schema.properties ?? {}) as Record<string, Json>);
  const required: string[] = schema.required ?? [];
  const record = fc.record(Object.fromEntries(properties.map(([key, s]) => [key, valueOf(s, doc, pools, key)])), { requiredKeys: required.filter((k) => properties.some(([p]) => p === k)) });
  const minProperties: number = schema.minProperties ?? 0;
  // An object that must name something: give it one of its properties when chance gave none.
  return minProperties === 0 || properties.length === 0
    ? record
    : fc.tuple(record, fc.constantFrom(...properties)).chain(([value, [key, s]]) =>
        Object.keys(value).length >= minProperties ? fc.constant(value) : valueOf(s, doc, pools, key).map((v) => ({ ...value, [key]: v })),
      );
}

/** A value the schema accepts (as far as a generator without a validator can tell). */
export function valueOf(input: Json, doc: Json, pools: Pools, name = ''): fc.Arbitrary<unknown> {
  const schema = resolve(doc, input);
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
      return fc.array(valueOf(schema.items ?? {}, doc, pools, name), { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 4, 4)) });
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
