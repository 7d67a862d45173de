// The embedded database's settings (db/client/pglite-settings.mjs). Postgres sizes its shared
// memory for max_connections, and PGlite's shared memory lives in its WebAssembly memory, every page
// of it resident for as long as the database is open: it is sized for the one backend PGlite runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from '../../db/client/pglite-settings.mjs';

describe('the embedded database’s settings', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = await createPglite({});
  });
  afterAll(() => pg.close());

  const show = async (name: string) => ((await pg.query<Record<string, string>>(`show ${name}`)).rows[0]!)[name]!;

  it('sizes its shared memory for a few connections, not for Postgres’s 100', async () => {
    expect(Number(await show('max_connections'))).toBeLessThanOrEqual(5);
    // 4 MB of shared buffers and what a few connections need; with 100 connections it was 4 MB more.
    expect(await show('shared_memory_size')).toBe('8MB');
  });

  it('still runs a transaction beside ordinary queries', async () => {
    await pg.exec('create table shelf (id int primary key)');
    await pg.transaction(async (tx) => {
      await tx.query('insert into shelf values (1)');
    });
    expect((await pg.query('select count(*)::int as n from shelf')).rows).toEqual([{ n: 1 }]);
  });
});
