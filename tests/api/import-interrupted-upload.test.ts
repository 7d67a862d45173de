import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFileParts, importJobs } from '../../db/schema.ts';
import { dropLeftoverUploads, requeueUnfinishedImports } from '../../functions/jobs/import-run.ts';
import { type ApiContext, createApiContext, signInAs } from '../support/api-context.ts';
import { databaseKinds } from '../support/databases.ts';
import { drainImports, upload } from '../support/import-helpers.ts';

const INTERRUPTED = 'The upload stopped before the whole file was stored. Nothing was imported; import the file again.';

/** About 1 MB of links: sixteen parts of 64 KB. */
const bigList = () => 'https://www.youtube.com/watch?v=dQw4w9WgXcQ\n'.repeat(24_000);

describe.each(databaseKinds)('an upload cut short while its file is stored (%s)', (kind) => {
  let ctx: ApiContext;
  beforeAll(async () => {
    ctx = await createApiContext(kind);
    // The database refuses the third part of a file named cut-short.txt: storing stops there, as
    // it would if the process died or the database went away at that moment.
    await ctx.db.execute(sql`
      create function refuse_third_part() returns trigger language plpgsql as $$
      begin
        if new.part = 2 and exists (select 1 from import_jobs where id = new.import_id and file_name = 'cut-short.txt') then
          raise exception 'storing stopped here';
        end if;
        return new;
      end $$`);
    await ctx.db.execute(sql`create trigger refuse_third_part before insert on import_file_parts for each row execute function refuse_third_part()`);
  });
  afterAll(() => ctx.close());

  it('leaves a failed import with a clear message, which a restart does not resume', async () => {
    const me = await signInAs(ctx, `cut-short-${kind}@example.com`);
    ctx.sentJobs.length = 0;
    const res = await upload(me, bigList(), { filename: 'cut-short.txt' });
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(ctx.sentJobs).toEqual([]);

    const [job] = await ctx.db.select().from(importJobs).where(eq(importJobs.userId, me.user.id));
    expect(job).toMatchObject({ status: 'failed', error: INTERRUPTED, format: null, imported: 0 });
    expect((await me.get(`/api/import/${job!.id}`)).body).toMatchObject({ status: 'failed', error: INTERRUPTED, errorCode: 'UPLOAD_INTERRUPTED', total: 0, imported: 0 });

    // The Node host starting again sends nothing for it and imports nothing from its two parts.
    await requeueUnfinishedImports(ctx.deps);
    expect(ctx.sentJobs).toEqual([]);
    expect(await drainImports(ctx)).toBe(0);
    expect((await me.get('/api/bookmarks')).body).toEqual([]);
  });

  it('drops the parts such an upload left behind (hourly) once it is older than storing can take', async () => {
    const me = await signInAs(ctx, `cut-short-parts-${kind}@example.com`);
    await upload(me, bigList(), { filename: 'cut-short.txt' });
    const [job] = await ctx.db.select({ id: importJobs.id }).from(importJobs).where(eq(importJobs.userId, me.user.id));
    const partsOf = async () => (await ctx.db.select({ part: importFileParts.part }).from(importFileParts).where(eq(importFileParts.importId, job!.id))).length;
    expect(await partsOf()).toBe(2);
    await dropLeftoverUploads(ctx.deps);
    expect(await partsOf()).toBe(2); // it may still be being stored by another host
    ctx.setNow(new Date(Date.now() + 2 * 3_600_000));
    try {
      await dropLeftoverUploads(ctx.deps);
    } finally {
      ctx.setNow(null);
    }
    expect(await partsOf()).toBe(0);
  });

  it('makes a whole upload pending with all its parts, and it imports', async () => {
    const me = await signInAs(ctx, `whole-${kind}@example.com`);
    ctx.sentJobs.length = 0;
    const res = await upload(me, bigList(), { filename: 'whole.txt' });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ status: 'pending', error: null, finishedAt: null });
    expect(ctx.sentJobs).toEqual([{ type: 'import', importId: res.body.id }]);
    await drainImports(ctx);
    expect((await me.get(`/api/import/${res.body.id}`)).body).toMatchObject({ status: 'completed', total: 1, imported: 1 });
  });
});
