// The database thread runs queries with parameters as named statements
// (db/client/pglite-statements.mjs, decision 015): they must answer exactly as PGlite's own
// `query` does, survive a table changing shape, errors, and more texts than it keeps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PGlite, protocol } from '@electric-sql/pglite';
import { createPglite } from '../../db/client/pglite-settings.mjs';
import { TYPES_KEPT_AS_TEXT } from '../../db/client/pglite-text-types.mjs';
import { isNameable, namedStatements, runLocked } from '../../db/client/pglite-statements.mjs';
import { readRawAnswer } from '../../db/client/pglite-raw-rows.ts';

describe('named statements on the database thread', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = await createPglite({ typesKeptAsText: TYPES_KEPT_AS_TEXT });
    await pg.exec(`
      create table shelf (id int primary key, title text, at timestamptz, tags text[], doc jsonb, fav boolean);
      insert into shelf values
        (1, 'Sourdough ''starter''', '2026-01-02T03:04:05.678Z', '{a,b}', '{"n": 1}', true),
        (2, null, null, '{}', null, false);
    `);
  });
  afterAll(() => pg.close());

  const select = 'select id, title, at, tags, doc, fav from shelf where id = any($1::int[]) and fav = any($2::boolean[]) order by id';

  it('answers like PGlite’s own query, in both row modes, with the types kept as text', async () => {
    const statements = namedStatements(pg);
    for (const rowMode of ['array', 'object'] as const) {
      const params = [[1, 2], [true, false]];
      const expected = await pg.query(select, params, { rowMode });
      // Repeated so Postgres may switch to a generic plan: still the same rows.
      for (let i = 0; i < 7; i++) {
        const answer = await runLocked(pg, false, () => statements.run(select, params, rowMode));
        expect(answer.rows).toEqual(expected.rows);
        expect(answer.fields).toEqual(expected.fields);
      }
    }
    const [row] = (await statements.run(select, [[1], [true]], 'object')).rows as Record<string, unknown>[];
    expect(row).toEqual({ id: 1, title: "Sourdough 'starter'", at: '2026-01-02 03:04:05.678+00', tags: ['a', 'b'], doc: { n: 1 }, fav: true });
  });

  it('reads every kind of column as PGlite’s own reader does, non-Latin text and nulls included', async () => {
    const statements = namedStatements(pg);
    const kinds = `select $1::int as n, 32767::int2 as small, 9007199254740993::int8 as big, 12.50::numeric as price,
      1.5::float4 as f4, -2.25e-10::float8 as f8, (n % 2 = 0) as even, '김치찌개 🍲 ' || n as title, '\\x00ff10'::bytea as raw,
      'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid as id, '{"k": [1, "두"]}'::json as doc, '{"b": null}'::jsonb as docb,
      array['x', null, 'y, "z"'] as tags, array[1, 2]::int[] as ints, '2026-11-28 03:04:05.678+00'::timestamptz as at,
      '2026-11-28'::date as day, '1 day 02:00'::interval as span, null::text as nothing, '' as empty
      from generate_series(1, 3) as n`;
    for (const rowMode of ['array', 'object'] as const) {
      const expected = await pg.query(kinds, [7], { rowMode });
      const answer = await statements.run(kinds, [7], rowMode);
      expect(answer.rows).toEqual(expected.rows);
      expect(answer.fields).toEqual(expected.fields);
      expect(answer.rows).toHaveLength(3);
    }
  });

  it('hands rows of the types the main thread reads over unread, and the main thread reads them as PGlite does', async () => {
    const statements = namedStatements(pg);
    const kinds = `select $1::int as n, 32767::int2 as small, 9007199254740993::int8 as big, 42::int8 as small8, 12.50::numeric as price,
      1.5::float4 as f4, -2.25e-10::float8 as f8, 'NaN'::float8 as nan, (n % 2 = 0) as even, '김치찌개 🍲 ' || n as title,
      'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid as id, '{"k": [1, "두"]}'::json as doc, '{"b": null}'::jsonb as docb,
      'x'::varchar as v, 'y'::char(2) as c, '2026-11-28 03:04:05.678+00'::timestamptz as at, '2026-11-28'::date as day,
      '1 day 02:00'::interval as span, 7::oid as o, null::text as nothing, null::jsonb as no_doc, '' as empty
      from generate_series(1, 3) as n`;
    for (const rowMode of ['array', 'object'] as const) {
      const expected = await pg.query(kinds, [7], { rowMode });
      const answer = await statements.run(kinds, [7], rowMode, { raw: true });
      if (!('rawRows' in answer)) throw new Error('The rows were read on the database thread.');
      expect(readRawAnswer(answer, rowMode)).toEqual({ rows: expected.rows, affectedRows: 0 });
    }
    const written = await statements.run('insert into shelf (id, title) values ($1, $2) returning id, title', [20, 'raw'], 'array', { raw: true });
    expect('rawRows' in written ? readRawAnswer(written, 'array') : written).toEqual({ rows: [[20, 'raw']], affectedRows: 1 });
    await statements.run('delete from shelf where id = $1', [20], 'array');
  });

  it('reads rows with an array or binary column on the database thread', async () => {
    const statements = namedStatements(pg);
    const answer = await statements.run(select, [[1], [true]], 'array', { raw: true });
    expect('rawRows' in answer).toBe(false);
    expect('rows' in answer && answer.rows).toEqual((await pg.query(select, [[1], [true]], { rowMode: 'array' })).rows);
    expect('rawRows' in (await statements.run("select '\\x01'::bytea as raw where $1::int > 0", [1], 'array', { raw: true }))).toBe(false);
  });

  it('reads an answer PGlite hands over in several pieces', async () => {
    const statements = namedStatements(pg);
    const many = `select n, repeat('가' || n, $1::int) as text from generate_series(1, 3000) as n`;
    const expected = await pg.query(many, [120], { rowMode: 'array' });
    const answer = await statements.run(many, [120], 'array');
    expect(answer.rows).toHaveLength(3000);
    expect(answer.rows).toEqual(expected.rows);
  });

  it('carries every field of Postgres’s error that PGlite’s own reader carries', async () => {
    const statements = namedStatements(pg);
    const duplicate = 'insert into shelf (id, title) values ($1, $2)';
    const failure = (answer: Promise<unknown>) => answer.then(() => ({}) as Record<string, unknown>, (err: unknown) => err as Record<string, unknown>);
    const own = await failure(pg.query(duplicate, [1, 'again']));
    const read = await failure(statements.run(duplicate, [1, 'again'], 'array'));
    const named = ['message', 'name', 'severity', 'code', 'detail', 'schema', 'table', 'constraint', 'file', 'routine'];
    expect(own.code).toBe('23505');
    expect(read).toBeInstanceOf(Error);
    for (const field of named) expect([field, read[field]]).toEqual([field, own[field]]);
  });

  it('leaves PGlite’s own protocol calls reading their answers after a statement', async () => {
    const statements = namedStatements(pg);
    await statements.run('select id from shelf where id = $1', [1], 'array');
    const { messages } = await pg.execProtocol(protocol.serialize.query('select 41 + 1 as n'), { syncToFs: false });
    expect(messages.map((message) => message.name)).toContain('dataRow');
  });

  it('reports affected rows of writes and nulls in parameters', async () => {
    const statements = namedStatements(pg);
    const insert = await statements.run('insert into shelf (id, title, fav) values ($1, $2, $3)', [3, null, false], 'array');
    expect(insert.affectedRows).toBe(1);
    const update = await statements.run('update shelf set title = $1 where id >= $2', ['Kombucha', 2], 'array');
    expect(update.affectedRows).toBe(2);
    const { rows } = await statements.run('select title from shelf where id = $1', [3], 'array');
    expect(rows).toEqual([['Kombucha']]);
    await statements.run('delete from shelf where id = $1', [3], 'array');
  });

  it('carries Postgres’s error and keeps answering after it', async () => {
    const statements = namedStatements(pg);
    const lookup = 'select id from shelf where id = $1::int';
    await expect(statements.run(lookup, ['not a number'], 'array')).rejects.toMatchObject({ code: '22P02' });
    await expect(statements.run('insert into shelf (id) values ($1)', [1], 'array')).rejects.toMatchObject({ code: '23505', constraint: 'shelf_pkey' });
    await expect(statements.run('select nonsense from $1', [1], 'array')).rejects.toMatchObject({ code: '42601' });
    expect((await statements.run(lookup, [1], 'array')).rows).toEqual([[1]]);
  });

  it('prepares a text again when its table changed shape under it', async () => {
    const statements = namedStatements(pg);
    await pg.exec('create table reshaped (id int, a text); insert into reshaped values (1, $$x$$)');
    const star = 'select * from reshaped where id = $1';
    expect((await statements.run(star, [1], 'object')).rows).toEqual([{ id: 1, a: 'x' }]);
    await pg.exec('alter table reshaped add column b text default $$y$$');
    expect((await statements.run(star, [1], 'object')).rows).toEqual([{ id: 1, a: 'x', b: 'y' }]);
  });

  it('closes the least recently used statement past its capacity and still answers every text', async () => {
    const prepared = async () => (await pg.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;
    const before = await prepared();
    const statements = namedStatements(pg, 3);
    const texts = Array.from({ length: 8 }, (_, n) => `select $1::int + ${n} as sum`);
    for (let round = 0; round < 2; round++) {
      for (const [n, text] of texts.entries()) {
        expect((await statements.run(text, [10], 'array')).rows).toEqual([[10 + n]]);
      }
    }
    expect(statements.size()).toBe(3);
    expect((await prepared()) - before).toBe(3);
  });

  it('rolls back what a named statement wrote inside a transaction that fails', async () => {
    const statements = namedStatements(pg);
    await expect(
      pg.transaction(async () => {
        await runLocked(pg, true, () => statements.run('insert into shelf (id, title) values ($1, $2)', [9, 'gone'], 'array'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await pg.query('select id from shelf where id = $1', [9])).rows).toEqual([]);
  });

  it('runs a statement’s generic plan when asked, and gives the session back its setting, also after an error', async () => {
    const statements = namedStatements(pg);
    const match = 'select id from shelf where title like $1 order by id';
    for (let i = 0; i < 3; i++) {
      const { rows } = await runLocked(pg, false, () => statements.run(match, ['%our%'], 'array', { genericPlan: true }));
      expect(rows).toEqual([[1]]);
    }
    const plans = await pg.query<{ generic_plans: number | string; custom_plans: number | string }>('select generic_plans, custom_plans from pg_prepared_statements where statement = $1', [match]);
    expect(plans.rows.map((p) => [Number(p.generic_plans), Number(p.custom_plans)])).toEqual([[3, 0]]);
    const lookup = 'select id from shelf where id = $1::int';
    await expect(runLocked(pg, false, () => statements.run(lookup, ['not a number'], 'array', { genericPlan: true }))).rejects.toMatchObject({ code: '22P02' });
    expect((await pg.query('show plan_cache_mode')).rows).toEqual([{ plan_cache_mode: 'auto' }]);
  });

  it('names queries with parameters, but plans pattern matches and texts without parameters per call', () => {
    expect(isNameable({ sql: 'select * from "bookmarks" where "user_id" = $1 limit $2', params: ['u', 21] })).toBe(true);
    expect(isNameable({ sql: 'select 1 where "search_text" like lower($1)', params: ['%x%'] })).toBe(false);
    expect(isNameable({ sql: 'select 1 where "title" ILIKE $1', params: ['%x%'] })).toBe(false);
    expect(isNameable({ sql: 'select "likes_count" from t where id = $1', params: [1] })).toBe(true);
    expect(isNameable({ sql: 'create table t (id int); insert into t values (1)', params: [] })).toBe(false);
  });
});
