import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { autoBookmarkJobs, bookmarks, categories, categorySubscriptions, users } from '../../db/schema.ts';
import { GPT_SUGGEST_PER_MINUTE } from '../../functions/routes/virtual-members.ts';
import { type ApiContext, callJson, createApiContext, signInAs } from '../support/api-context.ts';
import { createBookmark, createCategory, createUser, subscribe } from '../support/builders.ts';
import { databaseKinds } from '../support/databases.ts';
import { startFakeOpenAI } from '../support/fake-services.ts';

const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** Every admin call, with a body that would pass validation. */
const ADMIN_CALLS: [string, string, unknown?][] = [
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/users'],
  ['DELETE', `/api/admin/users/${SOME_ID}`],
  ['GET', '/api/admin/virtual-members'],
  ['GET', `/api/admin/virtual-members/${SOME_ID}`],
  ['POST', '/api/admin/virtual-members', { firstName: 'Ann', handle: 'ann-member' }],
  ['PUT', `/api/admin/virtual-members/${SOME_ID}`, { firstName: 'Ann', handle: 'ann-member' }],
  ['DELETE', `/api/admin/virtual-members/${SOME_ID}`],
  ['POST', `/api/admin/virtual-members/${SOME_ID}/publish`],
  ['POST', '/api/admin/virtual-members/gpt-suggest', { topic: 'Sports' }],
  ['GET', '/api/admin/handles/availability?handle=someone'],
  ['POST', `/api/admin/categories/${SOME_ID}/auto-bookmark`, { topic: 'Sports', region: 'US', targetCount: 10 }],
  ['GET', `/api/admin/auto-bookmark-runs/${SOME_ID}`],
];

describe.each(databaseKinds)('admin API on %s', (kind) => {
  let ctx: ApiContext;
  let openai: Awaited<ReturnType<typeof startFakeOpenAI>>;
  let admin: Awaited<ReturnType<typeof signInAs>>;
  beforeAll(async () => {
    openai = await startFakeOpenAI();
    ctx = await createApiContext(kind, openai.env);
    admin = await signInAs(ctx, 'admin@example.com');
  });
  afterAll(async () => {
    await ctx.close();
    await openai.close();
  });
  afterEach(() => {
    openai.fake.reset();
    ctx.setNow(null);
    ctx.sentJobs.length = 0;
  });

  let n = 0;
  const uniqueHandle = (stem = 'member') => `${stem}-${++n}-${kind}`.slice(0, 30);

  describe('access', () => {
    it.each(ADMIN_CALLS)('refuses %s %s to an anonymous caller with 401', async (method, path, body) => {
      const res = await callJson(ctx.browser(), method, path, body);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHORIZED');
    });

    it.each(ADMIN_CALLS)('refuses %s %s to a signed-in non-admin with 403', async (method, path, body) => {
      const user = await signInAs(ctx, 'plain-user@example.com');
      const res = await user.send(method, path, body);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'FORBIDDEN', message: "You don't have permission to access this page." });
    });

    it('treats ADMIN_EMAILS case-insensitively and reports isAdmin in the user list', async () => {
      const res = await admin.get('/api/admin/users');
      expect(res.status).toBe(200);
      const me = res.body.find((u: { id: string }) => u.id === admin.user.id);
      expect(me).toMatchObject({ email: 'admin@example.com', isAdmin: true });
    });
  });

  describe('users', () => {
    it('lists registered users (not virtual members) with id, email, names, signup date and the admin flag', async () => {
      const plain = await createUser(ctx.db, { firstName: 'Pat', lastName: 'Plain' });
      const virtual = await createUser(ctx.db, { email: null, googleSub: null, isVirtual: true, handle: uniqueHandle() });
      const res = await admin.get('/api/admin/users');
      expect(res.status).toBe(200);
      expect(res.body.find((u: { id: string }) => u.id === plain.id)).toEqual({
        id: plain.id,
        email: plain.email,
        firstName: 'Pat',
        lastName: 'Plain',
        createdAt: plain.createdAt.toISOString(),
        isAdmin: false,
      });
      expect(res.body.some((u: { id: string }) => u.id === virtual.id)).toBe(false);
    });

    it('refuses to delete the acting admin with 400 and the spec text', async () => {
      const res = await admin.send('DELETE', `/api/admin/users/${admin.user.id}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('You cannot delete your own account');
      expect(await ctx.db.select().from(users).where(eq(users.id, admin.user.id))).toHaveLength(1);
    });

    it('deletes a user with all their data, including others’ subscriptions to their categories', async () => {
      const victim = await createUser(ctx.db);
      const other = await createUser(ctx.db);
      const category = await createCategory(ctx.db, victim, { subscribable: true });
      await createBookmark(ctx.db, victim, { categoryIds: [category.id] });
      await subscribe(ctx.db, other, category);
      const res = await admin.send('DELETE', `/api/admin/users/${victim.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'User deleted successfully' });
      expect(await ctx.db.select().from(users).where(eq(users.id, victim.id))).toHaveLength(0);
      expect(await ctx.db.select().from(bookmarks).where(eq(bookmarks.userId, victim.id))).toHaveLength(0);
      expect(await ctx.db.select().from(categories).where(eq(categories.userId, victim.id))).toHaveLength(0);
      expect(await ctx.db.select().from(categorySubscriptions).where(eq(categorySubscriptions.userId, other.id))).toHaveLength(0);
      expect(await ctx.db.select().from(users).where(eq(users.id, other.id))).toHaveLength(1);
    });

    it('answers 404 for an unknown user and 400 for a malformed id', async () => {
      expect((await admin.send('DELETE', `/api/admin/users/${SOME_ID}`)).status).toBe(404);
      expect((await admin.send('DELETE', '/api/admin/users/nope')).body.code).toBe('VALIDATION_ERROR');
    });
  });

  describe('virtual members', () => {
    it('creates a draft member without e-mail, with its categories, and starts one auto-bookmark run', async () => {
      const handle = uniqueHandle('mina');
      const res = await admin.send('POST', '/api/admin/virtual-members', {
        firstName: 'Mina',
        lastName: 'Park',
        handle,
        title: '',
        description: 'Food lover',
        profileImageUrl: '',
        skinType: 'dark',
        categories: [{ name: 'Street Food' }, { name: 'Baking Basics', color: '#EF4444' }, { name: '' }],
        autoBookmark: { region: 'kr', language: 'ko' },
      });
      expect(res.status).toBe(201);
      expect(res.body.user).toMatchObject({ firstName: 'Mina', lastName: 'Park', handle, description: 'Food lover', profileImageUrl: null, isPublic: false });
      expect(res.body.user.title.length).toBeGreaterThanOrEqual(50);
      expect(res.body.user.title.length).toBeLessThanOrEqual(60);
      expect(res.body.categories).toEqual([
        { id: expect.any(String), name: 'Street Food', color: '#3b82f6' },
        { id: expect.any(String), name: 'Baking Basics', color: '#ef4444' },
      ]);
      expect(res.body.categoryErrors).toEqual(['Category #3: Category name is required.']);
      const [row] = await ctx.db.select().from(users).where(eq(users.id, res.body.user.id));
      expect(row).toMatchObject({ isVirtual: true, email: null, googleSub: null });
      expect(ctx.sentJobs).toEqual([{ type: 'auto-bookmark', runId: res.body.runId }]);
      const jobs = await ctx.db.select().from(autoBookmarkJobs).where(eq(autoBookmarkJobs.runId, res.body.runId));
      expect(jobs.map((j) => [j.position, j.topic, j.region, j.language, j.targetCount, j.status]).sort()).toEqual([
        [0, 'Street Food', 'KR', 'ko', 10, 'pending'],
        [1, 'Baking Basics', 'KR', 'ko', 10, 'pending'],
      ]);
      const run = await admin.get(`/api/admin/auto-bookmark-runs/${res.body.runId}`);
      expect(run.body).toMatchObject({ running: true, memberId: res.body.user.id });
      expect(run.body.categories[0]).toEqual({
        jobId: expect.any(String),
        categoryId: res.body.categories[0].id,
        categoryName: 'Street Food',
        status: 'pending',
        bookmarksCreated: 0,
        totalVideosFound: 0,
        error: null,
        bookmarks: [],
      });
    });

    it('creates a member without categories and starts nothing', async () => {
      const res = await admin.send('POST', '/api/admin/virtual-members', { firstName: 'Solo', handle: uniqueHandle('solo'), autoBookmark: { region: 'US' } });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ categories: [], categoryErrors: [], runId: null });
      expect(ctx.sentJobs).toEqual([]);
    });

    it.each([
      [{ handle: 'valid-handle' }, 'firstName: First name is required'],
      [{ firstName: 'A', handle: 'ab' }, 'handle: Handle must be at least 3 characters'],
      [{ firstName: 'A', handle: 'Bad_Handle' }, 'handle: Handle can only contain lowercase letters, numbers, and hyphens'],
      [{ firstName: 'A', handle: 'fine-handle', title: 'x'.repeat(61) }, 'title: Title must be 60 characters or less'],
    ])('refuses an invalid form %j with the spec message', async (body, message) => {
      const res = await admin.send('POST', '/api/admin/virtual-members', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message });
    });

    it('refuses a taken handle with 409 and a suggestion', async () => {
      const handle = uniqueHandle('taken');
      await createUser(ctx.db, { handle });
      const res = await admin.send('POST', '/api/admin/virtual-members', { firstName: 'T', handle });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('HANDLE_TAKEN');
      expect(res.body.details.suggestion).toMatch(new RegExp(`^${handle.slice(0, 20)}`));
    });

    it('lists, loads, updates, publishes and deletes a member', async () => {
      const created = (await admin.send('POST', '/api/admin/virtual-members', { firstName: 'Edit', handle: uniqueHandle('edit') })).body.user;
      const list = await admin.get('/api/admin/virtual-members');
      expect(list.body.find((m: { id: string }) => m.id === created.id)).toMatchObject({ firstName: 'Edit', isPublic: false });
      expect((await admin.get(`/api/admin/virtual-members/${created.id}`)).body).toEqual(created);

      const newHandle = uniqueHandle('edited');
      const put = await admin.send('PUT', `/api/admin/virtual-members/${created.id}`, {
        firstName: 'Edited',
        lastName: 'Member',
        handle: newHandle,
        title: 'A title',
        description: 'New',
        profileImageUrl: 'https://example.com/a.png',
      });
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({ firstName: 'Edited', handle: newHandle, title: 'A title', profileImageUrl: 'https://example.com/a.png' });
      // Keeping its own handle is no conflict.
      expect((await admin.send('PUT', `/api/admin/virtual-members/${created.id}`, { firstName: 'Again', handle: newHandle })).status).toBe(200);

      const published = await admin.send('POST', `/api/admin/virtual-members/${created.id}/publish`);
      expect(published.status).toBe(200);
      expect(published.body.user.isPublic).toBe(true);

      const deleted = await admin.send('DELETE', `/api/admin/virtual-members/${created.id}`);
      expect(deleted.status).toBe(200);
      expect((await admin.get(`/api/admin/virtual-members/${created.id}`)).status).toBe(404);
    });

    it('dates an edit of a published member in its feed, so a reader holding only Last-Modified gets the new names, not a 304', async () => {
      const handle = uniqueHandle('feed');
      const created = (await admin.send('POST', '/api/admin/virtual-members', { firstName: 'Before', handle })).body.user;
      expect((await admin.send('POST', `/api/admin/virtual-members/${created.id}/publish`)).status).toBe(200);
      // An hour ago, so the edit below lands in another second of the HTTP date.
      await ctx.db.update(users).set({ updatedAt: new Date(Date.now() - 3_600_000) }).where(eq(users.id, created.id));
      const path = `/${handle}/feed.atom`;
      const lastModified = (await ctx.app.request(path)).headers.get('last-modified')!;
      expect((await ctx.app.request(path, { headers: { 'If-Modified-Since': lastModified } })).status).toBe(304);

      expect((await admin.send('PUT', `/api/admin/virtual-members/${created.id}`, { firstName: 'After', handle })).status).toBe(200);
      const after = await ctx.app.request(path, { headers: { 'If-Modified-Since': lastModified } });
      expect(after.status).toBe(200);
      expect(after.headers.get('last-modified')).not.toBe(lastModified);
      expect(await after.text()).toContain('After');
    });

    it('never treats a registered user as a virtual member', async () => {
      const person = await createUser(ctx.db, { handle: uniqueHandle('person') });
      expect((await admin.get(`/api/admin/virtual-members/${person.id}`)).status).toBe(404);
      expect((await admin.send('POST', `/api/admin/virtual-members/${person.id}/publish`)).status).toBe(404);
      expect((await admin.send('DELETE', `/api/admin/virtual-members/${person.id}`)).status).toBe(404);
      expect(await ctx.db.select().from(users).where(eq(users.id, person.id))).toHaveLength(1);
    });

    it('counts users, new users of the last 7 days, members and published members', async () => {
      const before = (await admin.get('/api/admin/stats')).body;
      await createUser(ctx.db, { createdAt: new Date(Date.now() - 8 * 86_400_000) });
      await createUser(ctx.db);
      await createUser(ctx.db, { email: null, googleSub: null, isVirtual: true, isPublic: true, handle: uniqueHandle('pub') });
      const after = (await admin.get('/api/admin/stats')).body;
      expect(after).toEqual({
        totalUsers: before.totalUsers + 2,
        newUsers: before.newUsers + 1,
        virtualMembers: before.virtualMembers + 1,
        publishedMembers: before.publishedMembers + 1,
        goneUnavailable: 0,
        checkerQuotaUsed: 0,
        checkerDailyQuota: null,
      });
    });
  });

  describe('handle availability', () => {
    it('normalises the handle and reports it free', async () => {
      const res = await admin.get('/api/admin/handles/availability?handle=' + encodeURIComponent('  Émile Zola!! '));
      expect(res.body).toEqual({ available: true, handle: 'emile-zola' });
    });

    it('reports a taken handle with a free suggestion', async () => {
      const handle = uniqueHandle('busy');
      await createUser(ctx.db, { handle });
      const res = await admin.get(`/api/admin/handles/availability?handle=${handle}`);
      expect(res.body).toMatchObject({ available: false, handle, error: 'Handle is not available', suggestion: expect.stringMatching(/-2$/) });
    });

    it('reports a too-short handle as unavailable', async () => {
      const res = await admin.get('/api/admin/handles/availability?handle=a');
      expect(res.body).toMatchObject({ available: false, handle: 'a', error: 'Handle must be at least 3 characters' });
    });
  });

  describe('AI suggestion', () => {
    const suggest = (body: unknown) => admin.send('POST', '/api/admin/virtual-members/gpt-suggest', body);

    it('returns a persona from the model: unique handle, title of 50–60 characters, categories', async () => {
      const res = await suggest({ topic: 'Sports, Music', region: 'KR', language: 'ko', targetAudience: 'Students', tone: 'Friendly' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ firstName: expect.any(String), lastName: expect.any(String), description: expect.stringContaining('sports') });
      expect(res.body.handle).toMatch(/^[a-z0-9-]{3,30}$/);
      expect(res.body.title.length).toBeGreaterThanOrEqual(50);
      expect(res.body.title.length).toBeLessThanOrEqual(60);
      expect(res.body.categories.length).toBeGreaterThanOrEqual(2);
      expect(res.body.categories[0]).toEqual({ name: expect.stringContaining('Sports'), color: expect.stringMatching(/^#[0-9a-f]{6}$/) });
      const request = openai.fake.requests[0]!;
      expect(request.messages.at(-1)!.content).toContain('Topics: Sports, Music');
      expect(request.responseFormat).toMatchObject({ type: 'json_schema' });
    });

    it('suggests another handle when the model’s is taken', async () => {
      const first = (await suggest({ topic: 'Travel & Places' })).body;
      await createUser(ctx.db, { handle: first.handle });
      const second = (await suggest({ topic: 'Travel & Places' })).body;
      expect(second.handle).not.toBe(first.handle);
      expect(second.handle.startsWith(first.handle.slice(0, 10))).toBe(true);
    });

    it('refuses an empty topic with MISSING_TOPIC', async () => {
      const res = await suggest({ topic: '  ' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'MISSING_TOPIC', message: 'Please select at least one topic' });
    });

    it('answers OPENAI_API_ERROR 502 when the AI service fails', async () => {
      openai.fake.setMode('down');
      const res = await suggest({ topic: 'Science' });
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ code: 'OPENAI_API_ERROR', message: 'AI service is temporarily unavailable. Please try again later' });
    });

    it.each(['incomplete', 'garbage'] as const)('answers UNSUITABLE_OUTPUT 502 for %s model output', async (mode) => {
      openai.fake.setMode(mode);
      const res = await suggest({ topic: 'Science' });
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ code: 'UNSUITABLE_OUTPUT', message: 'Generated content was incomplete. Please try again' });
    });

    it(`allows ${GPT_SUGGEST_PER_MINUTE} suggestions per admin per minute, then RATE_LIMIT_EXCEEDED 429 until the next minute`, async () => {
      // A minute near now: sessions expire on the app's clock, so a far-off date would sign us out.
      const nextMinute = Math.ceil(Date.now() / 60_000) * 60_000;
      ctx.setNow(new Date(nextMinute + 5_000));
      for (let i = 0; i < GPT_SUGGEST_PER_MINUTE; i++) expect((await suggest({ topic: 'Art & Design' })).status).toBe(200);
      const limited = await suggest({ topic: 'Art & Design' });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ code: 'RATE_LIMIT_EXCEEDED', message: 'Too many requests. Please wait a minute before trying again' });
      ctx.setNow(new Date(nextMinute + 60_000));
      expect((await suggest({ topic: 'Art & Design' })).status).toBe(200);
      ctx.setNow(null);
    });
  });

  describe('auto-bookmark call', () => {
    it('queues a run for a virtual member’s category and answers in the spec’s shape', async () => {
      const member = await createUser(ctx.db, { email: null, googleSub: null, isVirtual: true, handle: uniqueHandle('ab') });
      const category = await createCategory(ctx.db, member, { name: 'Jazz' });
      const res = await admin.send('POST', `/api/admin/categories/${category.id}/auto-bookmark`, { topic: 'Jazz', region: 'us', targetCount: 10, language: 'en' });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({
        success: true,
        bookmarksCreated: 0,
        videosFound: 0,
        bookmarks: [],
        message: 'Auto-bookmarking started',
        runId: expect.any(String),
        jobId: expect.any(String),
      });
      expect(ctx.sentJobs).toEqual([{ type: 'auto-bookmark', runId: res.body.runId }]);
      const [job] = await ctx.db.select().from(autoBookmarkJobs).where(eq(autoBookmarkJobs.id, res.body.jobId));
      expect(job).toMatchObject({ region: 'US', language: 'en', targetCount: 10, topic: 'Jazz', status: 'pending' });
    });

    it('answers 404 for a registered user’s category and for an unknown run', async () => {
      const person = await createUser(ctx.db);
      const category = await createCategory(ctx.db, person);
      expect((await admin.send('POST', `/api/admin/categories/${category.id}/auto-bookmark`, { topic: 'X' })).status).toBe(404);
      expect((await admin.get(`/api/admin/auto-bookmark-runs/${SOME_ID}`)).status).toBe(404);
    });
  });
});

describe('admin API without an AI key', () => {
  it('answers OPENAI_API_ERROR 503 rather than a raw 500', async () => {
    const ctx = await createApiContext('pglite');
    try {
      const admin = await signInAs(ctx, 'admin@example.com');
      const res = await admin.send('POST', '/api/admin/virtual-members/gpt-suggest', { topic: 'Sports' });
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('OPENAI_API_ERROR');
    } finally {
      await ctx.close();
    }
  });
});
