// The stats' unavailable count, kept per user by triggers (migration 0011): equal to the rows after
// every kind of change, racing ones included, and read without visiting the gone videos.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordVerdicts, unavailableIn } from '../../db/queries/availability.ts';
import { userStatsQuery } from '../../db/queries/stats.ts';
import { type AvailabilityStatus, bookmarks, videoAvailability } from '../../db/schema.ts';
import { type ApiContext, createApiContext, signInAs } from '../support/api-context.ts';
import { createBookmark, createUser, videoId } from '../support/builders.ts';
import { type TestDatabase, databaseKinds, openTestDatabase } from '../support/databases.ts';
import { rowsOf } from '../../db/rows.ts';

describe.each(databaseKinds)('the kept unavailable count on %s', (kind) => {
  let ctx: ApiContext;
  beforeAll(async () => {
    ctx = await createApiContext(kind);
  });
  afterAll(() => ctx.close());

  let people = 0;
  const signIn = () => signInAs(ctx, `gone-${++people}@example.com`);
  type Person = Awaited<ReturnType<typeof signIn>>;

  /** What the count must be in a region: counted from the rows themselves. */
  const counted = async (userId: string, region: string) => {
    const [row] = await ctx.db.select({ n: count() }).from(bookmarks).where(and(eq(bookmarks.userId, userId), unavailableIn(sql`${region}::text`)));
    return Number(row!.n);
  };
  const expectCountsRight = async (people: Person[]) => {
    for (const who of people) {
      for (const region of ['US', 'KR']) {
        const expected = await counted(who.user.id, region);
        expect((await who.get(`/api/stats?region=${region}`)).body.unavailableBookmarks, `${who.user.email} in ${region}`).toBe(expected);
      }
    }
  };
  const mark = (ids: string[], status: AvailabilityStatus, regions: { blockedRegions?: string[]; allowedRegions?: string[] } = {}) =>
    ctx.db
      .update(videoAvailability)
      .set({ status, blockedRegions: regions.blockedRegions ?? null, allowedRegions: regions.allowedRegions ?? null })
      .where(inArray(videoAvailability.videoId, ids));
  const save = (who: Person, id = videoId()) => createBookmark(ctx.db, who.user, { videoId: id });
  /** A write in its own transaction that stays open a moment, so a racing one overlaps it. */
  const held = (write: (tx: typeof ctx.db) => Promise<unknown>) =>
    ctx.db.transaction(async (tx) => {
      await write(tx as unknown as typeof ctx.db);
      await tx.execute(sql`select pg_sleep(0.02)`);
    });

  it('matches the rows after saves, bulk saves, status changes both ways, region blocks and deletes', async () => {
    const me = await signIn();
    const other = await signIn();
    const mine = await Promise.all(Array.from({ length: 12 }, () => save(me)));
    const ids = mine.map((b) => b.videoId);
    // The other person saves some of the same videos in one statement, and one twice over time.
    await ctx.db.insert(bookmarks).values(ids.slice(0, 5).map((id) => ({ userId: other.user.id, videoId: id, url: `https://www.youtube.com/watch?v=${id}`, title: id })));
    await expectCountsRight([me, other]);

    await mark(ids.slice(0, 3), 'deleted');
    await mark(ids.slice(3, 5), 'private');
    await mark([ids[5]!], 'not_embeddable');
    await mark([ids[6]!], 'blocked', { blockedRegions: ['US'] });
    await mark([ids[7]!], 'blocked', { allowedRegions: ['US'] });
    await expectCountsRight([me, other]);
    expect((await me.get('/api/stats?region=US')).body.unavailableBookmarks).toBe(7);
    expect((await me.get('/api/stats?region=KR')).body.unavailableBookmarks).toBe(7);

    await mark([ids[0]!], 'available'); // back
    await mark([ids[1]!], 'private'); // gone to gone: no change
    await mark([ids[2]!], 'blocked', { blockedRegions: ['KR'] }); // gone to region-blocked
    await mark([ids[6]!], 'unavailable'); // region-blocked to gone
    await expectCountsRight([me, other]);

    // A bulk save of videos already gone, then deletes one by one and in a batch.
    const more = Array.from({ length: 6 }, () => videoId());
    await ctx.db.insert(bookmarks).values(more.map((id) => ({ userId: other.user.id, videoId: id, url: `https://www.youtube.com/watch?v=${id}`, title: id })));
    await mark(more, 'deleted');
    await ctx.db.insert(bookmarks).values(more.map((id) => ({ userId: me.user.id, videoId: id, url: `https://www.youtube.com/watch?v=${id}`, title: id })));
    await expectCountsRight([me, other]);
    const gone = await ctx.db.select().from(bookmarks).where(and(eq(bookmarks.userId, me.user.id), inArray(bookmarks.videoId, [...more, ids[1]!])));
    expect((await me.send('DELETE', `/api/bookmarks/${gone[0]!.id}`)).status).toBe(204);
    expect((await me.send('DELETE', '/api/bookmarks/batch', { ids: gone.slice(1, 5).map((b) => b.id) })).status).toBe(200);
    await expectCountsRight([me, other]);
  });

  it('counts a save racing its video going away, and a delete racing it, exactly once', async () => {
    const me = await signIn();
    const other = await signIn();
    for (let i = 0; i < 12; i++) {
      // The video is known (someone else saved it) and plays; then my save and its change race.
      const id = (await save(other)).videoId;
      const status = i % 3 === 0 ? 'available' : 'deleted';
      if (status === 'available') await mark([id], 'deleted');
      const saving = held((tx) => tx.insert(bookmarks).values({ userId: me.user.id, videoId: id, url: `https://www.youtube.com/watch?v=${id}`, title: id }));
      const changing = held((tx) => tx.update(videoAvailability).set({ status }).where(eq(videoAvailability.videoId, id)));
      await (i % 2 === 0 ? Promise.all([saving, changing]) : Promise.all([changing, saving]));
    }
    await expectCountsRight([me, other]);

    const saved = await ctx.db.select().from(bookmarks).where(eq(bookmarks.userId, me.user.id));
    for (const [i, bookmark] of saved.entries()) {
      const deleting = held((tx) => tx.delete(bookmarks).where(eq(bookmarks.id, bookmark.id)));
      const changing = held((tx) => tx.update(videoAvailability).set({ status: i % 2 === 0 ? 'available' : 'private' }).where(eq(videoAvailability.videoId, bookmark.videoId)));
      await (i % 2 === 0 ? Promise.all([deleting, changing]) : Promise.all([changing, deleting]));
    }
    await expectCountsRight([me, other]);
    expect((await me.get('/api/stats')).body.unavailableBookmarks).toBe(0);
  });

  // One connection on PGlite: nothing overlaps there.
  it.runIf(kind === 'postgres')('records a check beside a save of the same videos without a deadlock', async () => {
    const me = await signIn();
    const other = await signIn();
    // Video "b…" first, so an update in table order meets it before "a…".
    const [b, a] = [`b${videoId().slice(1)}`, `a${videoId().slice(1)}`];
    await save(other, b);
    await save(other, a);
    let checking: Promise<unknown> | undefined;
    await ctx.db.transaction(async (tx) => {
      // The save of "a" holds its share lock; the check then waits for "a" …
      await tx.insert(bookmarks).values({ userId: me.user.id, videoId: a, url: `https://www.youtube.com/watch?v=${a}`, title: a });
      checking = recordVerdicts(ctx.db, new Date(), [a, b].map((videoId) => ({ videoId, status: 'deleted' as const, blockedRegions: null, allowedRegions: null })));
      await new Promise((resolve) => setTimeout(resolve, 300));
      // … holding nothing yet, so this save of "b" goes through.
      await tx.insert(bookmarks).values({ userId: me.user.id, videoId: b, url: `https://www.youtube.com/watch?v=${b}`, title: b });
    });
    await checking;
    await expectCountsRight([me, other]);
    expect((await me.get('/api/stats')).body.unavailableBookmarks).toBe(2);
  });
});

describe.each(databaseKinds)('the stats statement on %s', (kind) => {
  let database: TestDatabase;
  let userId: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { db } = database;
    userId = (await createUser(db)).id;
    await db.execute(sql`insert into bookmarks (user_id, video_id, url, title, created_at)
      select ${userId}::uuid, 'g' || lpad(g::text, 10, '0'), 'https://www.youtube.com/watch?v=g' || g, 'Video ' || g, now() - interval '30 days'
      from generate_series(1, 2000) g`);
    await db.execute(sql`update video_availability set status = 'deleted', changed_at = now(), checked_at = now()`);
    await db.execute(sql`analyze`);
  });
  afterAll(() => database.close());

  it('reads no row per gone video: 2,000 gone bookmarks are one kept number', async () => {
    const query = userStatsQuery(database.db, userId, new Date(Date.now() - 7 * 24 * 3600 * 1000), '2026-01-01', 'US');
    const [stats] = await query;
    expect(stats!.unavailableBookmarks).toBe(2000);
    // The statement with its values written in, as EXPLAIN ANALYZE needs them.
    const { sql: text, params } = query.toSQL();
    const literal = text.replace(/\$(\d+)/g, (_, n: string) => `'${String(params[Number(n) - 1]).replace(/'/g, "''")}'`);
    const plan = rowsOf<Record<string, string>>(await database.db.execute(sql.raw(`explain analyze ${literal}`))).map((row) => Object.values(row)[0]);
    const rowsRead = plan.flatMap((line) => [...line.matchAll(/actual time=[\d.]+\.\.[\d.]+ rows=(\d+)/g)].map((m) => Number(m[1])));
    expect(rowsRead.length).toBeGreaterThan(0);
    expect(Math.max(...rowsRead), plan.join('\n')).toBeLessThan(10);
  });
});
