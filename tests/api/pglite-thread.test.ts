// The Node host runs PGlite on its own thread (db/client/pglite-thread.ts, decision 014): drizzle
// must see the same answers, transactions and errors there as over an in-process PGlite.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openPglite } from '../../db/client/pglite.ts';
import { openPgliteThread } from '../../db/client/pglite-thread.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { isDatabaseUnavailable } from '../../functions/errors.ts';
import { bookmarks, users } from '../../db/schema.ts';

const template = () => new Blob([readFileSync(inject('pgliteTemplate'))]);

describe('PGlite on its own thread', () => {
  let threaded: DatabaseHandle;
  let inProcess: DatabaseHandle;
  beforeAll(async () => {
    [threaded, inProcess] = await Promise.all([openPgliteThread({ loadDataDir: template() }), openPglite({ loadDataDir: template() })]);
  });
  afterAll(async () => {
    await inProcess.close();
    await threaded?.close();
  });

  const countUsers = async (handle: DatabaseHandle) => (await handle.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

  it('answers drizzle with the same rows as an in-process PGlite: texts, booleans, json, timestamps kept as text', async () => {
    const save = async (handle: DatabaseHandle) => {
      const [user] = await handle.db.insert(users).values({ email: 'rows@example.com', firstName: 'Añа\u00e9' }).returning();
      await handle.db.insert(bookmarks).values({
        userId: user!.id,
        videoId: 'dQw4w9WgXcQ',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        title: 'Never "gonna" \\ give',
        views: 1234567890123,
        isFavorite: true,
        createdAt: new Date('2026-01-02T03:04:05.678Z'),
      });
      const rows = await handle.db
        .select({ title: bookmarks.title, views: bookmarks.views, isFavorite: bookmarks.isFavorite, createdAt: bookmarks.createdAt, firstName: users.firstName })
        .from(bookmarks)
        .innerJoin(users, eq(users.id, bookmarks.userId))
        .where(eq(users.email, 'rows@example.com'));
      const raw = await handle.db.execute(sql`select json_build_object('n', 1, 'list', json_build_array('a', null)) as doc, now() - now() as gap`);
      return { rows, raw: (raw as unknown as { rows: unknown[] }).rows };
    };
    const [fromThread, fromProcess] = [await save(threaded), await save(inProcess)];
    expect(fromThread).toEqual(fromProcess);
    expect(fromThread.rows[0]!.createdAt).toEqual(new Date('2026-01-02T03:04:05.678Z'));
    expect(fromThread.raw).toEqual([{ doc: { n: 1, list: ['a', null] }, gap: '00:00:00' }]);
  });

  it('commits what a transaction wrote, and rolls all of it back when its callback throws', async () => {
    const before = await countUsers(threaded);
    await threaded.db.transaction(async (tx) => {
      await tx.insert(users).values({ email: 'kept@example.com' });
      const seen = await tx.select().from(users).where(eq(users.email, 'kept@example.com'));
      expect(seen).toHaveLength(1);
    });
    const failure = threaded.db.transaction(async (tx) => {
      await tx.insert(users).values({ email: 'dropped@example.com' });
      throw new Error('changed my mind');
    });
    await expect(failure).rejects.toThrow('changed my mind');
    expect(await countUsers(threaded)).toBe(before + 1);
    expect(await threaded.db.select().from(users).where(eq(users.email, 'dropped@example.com'))).toEqual([]);
  });

  it('keeps a nested transaction to its savepoint', async () => {
    await threaded.db.transaction(async (tx) => {
      await tx.insert(users).values({ email: 'outer@example.com' });
      await expect(
        tx.transaction(async (inner) => {
          await inner.insert(users).values({ email: 'inner@example.com' });
          throw new Error('inner fails');
        }),
      ).rejects.toThrow('inner fails');
    });
    const emails = (await threaded.db.select({ email: users.email }).from(users)).map((u) => u.email);
    expect(emails).toContain('outer@example.com');
    expect(emails).not.toContain('inner@example.com');
  });

  it('makes other queries wait for an open transaction, as a single connection does', async () => {
    const before = await countUsers(threaded);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedOnce = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = threaded.db.transaction(async (tx) => {
      await tx.insert(users).values({ email: 'waiting@example.com' });
      inserted();
      await held;
    });
    await insertedOnce;
    let counted: number | null = null;
    const outside = countUsers(threaded).then((n) => (counted = n));
    await new Promise((r) => setTimeout(r, 50));
    expect(counted).toBeNull();
    release();
    await transaction;
    await outside;
    expect(counted).toBe(before + 1);
  });

  it("carries Postgres's error fields across the thread: a duplicate is recognised as one", async () => {
    await threaded.db.insert(users).values({ email: 'twice@example.com' });
    const err = await threaded.db
      .insert(users)
      .values({ email: 'twice@example.com' })
      .then(() => null, (e: unknown) => e);
    expect(isUniqueViolation(err)).toBe(true);
    const cause = (err as { cause: { code: string; constraint: string; message: string } }).cause;
    expect(cause).toMatchObject({ code: '23505', constraint: 'users_email_unique' });
    expect(cause.message).toMatch(/duplicate key/);
    // The failed statement left the database usable.
    expect(await countUsers(threaded)).toBeGreaterThan(0);
  });

  it('answers many concurrent queries each with its own rows', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => threaded.db.execute(sql`select ${i}::int as i, repeat('x', ${i}) as s`)));
    answers.forEach((answer, i) => expect((answer as unknown as { rows: unknown[] }).rows).toEqual([{ i, s: 'x'.repeat(i) }]));
  });

  it('moves each answer’s row buffer back with the next request, and the rows read before keep their values', async () => {
    const threads: Worker[] = [];
    const handle = await openPgliteThread({ loadDataDir: template(), onThreadStart: (thread) => threads.push(thread) });
    try {
      const returned: number[] = [];
      const thread = threads[0]!;
      const post = thread.postMessage.bind(thread);
      thread.postMessage = (message: { returnedRowBuffers?: ArrayBuffer[] }, transfer?: readonly ArrayBuffer[]) => {
        returned.push(message.returnedRowBuffers?.length ?? 0);
        post(message, transfer as ArrayBuffer[]);
      };
      const page = (i: number) => handle.db.execute(sql`select ${i}::int as i, g as n, repeat(${String.fromCharCode(97 + i)}, 200) || '한글' as s from generate_series(1, 30) g`);
      const expected = (i: number) => Array.from({ length: 30 }, (_, k) => ({ i, n: k + 1, s: `${String.fromCharCode(97 + i)}`.repeat(200) + '한글' }));
      const answers = [];
      for (let i = 0; i < 20; i++) answers.push((await page(i)) as unknown as { rows: unknown[] });
      // Every request after the first carried the buffer of the answer before it.
      expect(returned.slice(1).every((count) => count === 1)).toBe(true);
      expect(returned).toHaveLength(20);
      // The buffers were filled again by later answers; what was read from them is unchanged.
      answers.forEach((answer, i) => expect(answer.rows).toEqual(expected(i)));
    } finally {
      await handle.close();
    }
  });

  it('fails queries after it closed with an error the API answers as unavailable (503)', async () => {
    const handle = await openPgliteThread({ loadDataDir: template() });
    await handle.close();
    const err = await handle.db.execute(sql`select 1`).then(() => null, (e: unknown) => e);
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it('fails the requests of a thread that died as unavailable, then serves the same data from a new thread', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vidshelf-pglite-crash-'));
    const threads: Worker[] = [];
    const handle = await openPgliteThread({ dataDir, loadDataDir: template(), onThreadStart: (thread) => threads.push(thread) });
    try {
      await handle.db.insert(users).values({ email: 'kept@example.com' });
      const inFlight = handle.db.execute(sql`select pg_sleep(0.5)`).then(() => null, (e: unknown) => e);
      await threads[0]!.terminate(); // as a crash ends it: no close, no goodbye
      expect(isDatabaseUnavailable(await inFlight)).toBe(true);
      const meanwhile = await handle.db.execute(sql`select 1`).then(() => null, (e: unknown) => e);
      expect(isDatabaseUnavailable(meanwhile)).toBe(true);

      const deadline = Date.now() + 15_000;
      let rows: { email: string | null }[] | null = null;
      while (!rows && Date.now() < deadline) {
        rows = await handle.db.select({ email: users.email }).from(users).then((r) => r, () => null);
        if (!rows) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(threads).toHaveLength(2);
      expect(rows).toEqual([{ email: 'kept@example.com' }]);
    } finally {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
