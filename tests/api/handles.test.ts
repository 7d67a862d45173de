import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { type ApiContext, createApiContext, signInAs } from '../support/api-context.ts';
import { createUser } from '../support/builders.ts';
import { databaseKinds } from '../support/databases.ts';

describe.each(databaseKinds)('handles on %s', (kind) => {
  let ctx: ApiContext;
  beforeAll(async () => {
    ctx = await createApiContext(kind);
  });
  afterAll(() => ctx.close());

  let people = 0;
  const signIn = (local = `handles-${++people}`) => signInAs(ctx, `${local}@example.com`);
  const storedHandle = async (id: string) => (await ctx.db.select({ handle: users.handle }).from(users).where(eq(users.id, id)))[0]!.handle;
  const check = (me: Awaited<ReturnType<typeof signIn>>, handle: string) => me.get(`/api/user/handle/check?handle=${encodeURIComponent(handle)}`);

  describe('GET /api/user/handle/default', () => {
    it("proposes the e-mail's local part, made into a handle", async () => {
      const me = await signIn(`Jane.Doe${++people}`);
      expect(await me.get('/api/user/handle/default')).toEqual({ status: 200, body: { handle: `jane-doe${people}` } });
    });

    it('proposes a free variant when the local part is taken', async () => {
      await createUser(ctx.db, { handle: 'sam-taken' });
      const me = await signIn('sam.taken');
      expect((await me.get('/api/user/handle/default')).body).toEqual({ handle: 'sam-taken-2' });
    });

    it('proposes something usable for a local part that is reserved or too short', async () => {
      const admin = await signIn(`admin`);
      expect((await admin.get('/api/user/handle/default')).body.handle).toMatch(/^admin-\d+$/);
      const short = await signIn('al');
      expect((await short.get('/api/user/handle/default')).body.handle).toBe('al-shelf');
    });
  });

  describe('GET /api/user/handle/check', () => {
    it('reports a free handle available, sanitised first (lowercased, other characters dropped)', async () => {
      const me = await signIn();
      expect((await check(me, 'Free Handle!')).body).toEqual({ available: true, handle: 'freehandle' });
    });

    it("reports another user's handle taken, case-insensitively, with a suggestion", async () => {
      await createUser(ctx.db, { handle: 'casey' });
      const me = await signIn();
      expect((await check(me, 'CASEY')).body).toEqual({ available: false, handle: 'casey', error: 'Handle is not available', suggestion: 'casey-2' });
    });

    it('reports the own current handle available', async () => {
      const me = await signIn();
      await me.send('POST', '/api/user/handle', { handle: `mine-${people}` });
      expect((await check(me, `Mine-${people}`)).body).toEqual({ available: true, handle: `mine-${people}` });
    });

    it.each([
      ['', 'Please enter a handle'],
      ['!!', 'Please enter a handle'],
      ['ab', 'Handle must be at least 3 characters'],
      ['a'.repeat(31), 'Handle must be 30 characters or less'],
    ])('reports %j unavailable with %j', async (handle, error) => {
      const me = await signIn();
      const res = await check(me, handle);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ available: false, handle: handle.replace(/!/g, ''), error });
    });

    it('reports a reserved word unavailable with a suggestion', async () => {
      const me = await signIn();
      expect((await check(me, 'Settings')).body).toEqual({ available: false, handle: 'settings', error: 'This handle is reserved', suggestion: 'settings-2' });
    });

    it('needs a session', async () => {
      expect((await ctx.browser().request('/api/user/handle/check?handle=abc')).status).toBe(401);
    });
  });

  describe('POST /api/user/handle', () => {
    it('saves the sanitised handle lowercase and answers the current user', async () => {
      const me = await signIn();
      const res = await me.send('POST', '/api/user/handle', { handle: ` Movie_Fan-${people} ` });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: me.user.id, handle: `movie_fan-${people}` });
      expect(await storedHandle(me.user.id)).toBe(`movie_fan-${people}`);
    });

    it('refuses a handle another user has, in any case, with 409 HANDLE_TAKEN and a suggestion', async () => {
      const first = await signIn();
      expect((await first.send('POST', '/api/user/handle', { handle: 'Jordan' })).status).toBe(200);
      const second = await signIn();
      const res = await second.send('POST', '/api/user/handle', { handle: 'JORDAN' });
      expect(res).toEqual({ status: 409, body: { code: 'HANDLE_TAKEN', message: 'Handle is not available', details: { suggestion: 'jordan-2' } } });
      expect(await storedHandle(second.user.id)).toBeNull();
    });

    it('keeps the own handle when saved again, and frees the old one on a change', async () => {
      const me = await signIn();
      expect((await me.send('POST', '/api/user/handle', { handle: 'keeper' })).status).toBe(200);
      expect((await me.send('POST', '/api/user/handle', { handle: 'KEEPER' })).status).toBe(200);
      expect((await me.send('POST', '/api/user/handle', { handle: 'keeper-new' })).body.handle).toBe('keeper-new');
      const other = await signIn();
      expect((await other.send('POST', '/api/user/handle', { handle: 'keeper' })).status).toBe(200);
    });

    it('refuses a reserved word with a suggestion', async () => {
      const me = await signIn();
      const res = await me.send('POST', '/api/user/handle', { handle: 'Admin' });
      expect(res).toEqual({ status: 400, body: { code: 'VALIDATION_ERROR', message: 'This handle is reserved', details: { suggestion: 'admin-2' } } });
    });

    it.each([
      ['', 'Please enter a handle'],
      ['@@@', 'Please enter a handle'],
      ['ab', 'Handle must be at least 3 characters'],
      ['x'.repeat(31), 'Handle must be 30 characters or less'],
      // Look-alikes are refused, not stripped into another handle (lice, admn).
      ['\u0430lice', 'Handle can only contain lowercase letters, numbers, hyphens and underscores'],
      ['adm\u00edn', 'Handle can only contain lowercase letters, numbers, hyphens and underscores'],
      ['admi\u0301n', 'Handle can only contain lowercase letters, numbers, hyphens and underscores'],
    ])('refuses %j with %j', async (handle, message) => {
      const me = await signIn();
      expect(await me.send('POST', '/api/user/handle', { handle })).toEqual({ status: 400, body: { code: 'VALIDATION_ERROR', message } });
      expect(await storedHandle(me.user.id)).toBeNull();
    });

    it('refuses a body without a handle', async () => {
      const me = await signIn();
      const res = await me.send('POST', '/api/user/handle', {});
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    });

    it('lets exactly one of two simultaneous saves of the same handle through', async () => {
      const [a, b] = await Promise.all([signIn(), signIn()]);
      const results = await Promise.all([a!.send('POST', '/api/user/handle', { handle: 'race' }), b!.send('POST', '/api/user/handle', { handle: 'race' })]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)!.body.details).toEqual({ suggestion: 'race-2' });
    });
  });
});
