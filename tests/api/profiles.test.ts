import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { type ApiContext, createApiContext, signInAs } from '../support/api-context.ts';
import { databaseKinds } from '../support/databases.ts';

const TITLE_MESSAGE = /^(title: )?Title must be 60 characters or less$/;
const DESCRIPTION_MESSAGE = /^(description: )?Description must be 500 characters or less$/;

describe.each(databaseKinds)('profile and privacy settings on %s', (kind) => {
  let ctx: ApiContext;
  beforeAll(async () => {
    ctx = await createApiContext(kind);
  });
  afterAll(() => ctx.close());

  let people = 0;
  const signIn = () => signInAs(ctx, `profiles-${++people}@example.com`);
  const row = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

  const ownCalls: [string, string, unknown?][] = [
    ['PUT', '/api/settings/privacy', { showEmail: true }],
    ['PUT', '/api/auth/profile', { title: 'x' }],
    ['PATCH', '/api/user/profile', { title: 'x' }],
    ['GET', '/api/user/handle/default'],
    ['GET', '/api/user/handle/check?handle=abc'],
    ['POST', '/api/user/handle', { handle: 'sneaky' }],
  ];

  it.each(ownCalls)('%s %s needs a session (401)', async (method, path, json) => {
    const res = await ctx.browser().request(path, { method, json });
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe('UNAUTHORIZED');
  });

  it.each(ownCalls.filter(([method]) => method !== 'GET'))('%s %s refuses another site as Origin (403), changing nothing', async (method, path, json) => {
    const me = await signIn();
    const res = await me.browser.request(path, { method, json, headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(await row(me.user.id)).toMatchObject({ showEmail: false, title: null, handle: null });
  });

  describe('PUT /api/settings/privacy', () => {
    it('starts from the spec defaults', async () => {
      const me = await signIn();
      expect((await me.get('/api/auth/user')).body).toMatchObject({
        isPublic: false,
        showEmail: false,
        showName: true,
        showProfileImage: true,
        showMainCard: true,
        showBookmarkList: true,
        showCategories: true,
        showFavorites: false,
        showFeaturedVideo: true,
        publicTheme: 'light',
      });
    });

    it('changes any subset of the switches and the theme, answering the current user', async () => {
      const me = await signIn();
      const res = await me.send('PUT', '/api/settings/privacy', { showEmail: true, showName: false, publicTheme: 'dark' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: me.user.id, email: me.user.email, showEmail: true, showName: false, publicTheme: 'dark', showProfileImage: true });
      const all = { showMainCard: false, showBookmarkList: false, showCategories: false, showFavorites: true, showFeaturedVideo: false, showProfileImage: false, publicTheme: 'auto' };
      expect((await me.send('PUT', '/api/settings/privacy', all)).body).toMatchObject(all);
      expect(await row(me.user.id)).toMatchObject({ ...all, showEmail: true, showName: false });
    });

    it("refuses to make a profile public without a handle with HANDLE_REQUIRED, and allows it once there is one", async () => {
      const me = await signIn();
      const refused = await me.send('PUT', '/api/settings/privacy', { isPublic: true, showName: false });
      expect(refused).toEqual({ status: 400, body: { code: 'HANDLE_REQUIRED', message: 'Choose a handle before making your profile public.' } });
      expect(await row(me.user.id)).toMatchObject({ isPublic: false, showName: true });

      expect((await me.send('POST', '/api/user/handle', { handle: `public-${people}` })).status).toBe(200);
      expect((await me.send('PUT', '/api/settings/privacy', { isPublic: true })).body).toMatchObject({ isPublic: true });
      // Making it private again needs no handle check.
      expect((await me.send('PUT', '/api/settings/privacy', { isPublic: false })).body).toMatchObject({ isPublic: false });
    });

    it.each([
      ['an empty body', {}],
      ['a non-boolean switch', { showEmail: 'yes' }],
      ['an unknown theme', { publicTheme: 'neon' }],
    ])('refuses %s with VALIDATION_ERROR', async (_, body) => {
      const me = await signIn();
      const res = await me.send('PUT', '/api/settings/privacy', body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    });

    it('needs a session', async () => {
      const res = await ctx.browser().request('/api/settings/privacy', { method: 'PUT', json: { showEmail: true } });
      expect(res.status).toBe(401);
    });
  });

  describe('PUT /api/auth/profile', () => {
    it('saves title and description trimmed, and clears them with an empty text or null', async () => {
      const me = await signIn();
      const res = await me.send('PUT', '/api/auth/profile', { title: '  Film nerd  ', description: ' Mostly documentaries. ' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: me.user.id, title: 'Film nerd', description: 'Mostly documentaries.' });
      expect((await me.send('PUT', '/api/auth/profile', { title: '   ' })).body).toMatchObject({ title: null, description: 'Mostly documentaries.' });
      expect((await me.send('PUT', '/api/auth/profile', { description: null })).body).toMatchObject({ title: null, description: null });
    });

    it('accepts a title of exactly 60 and a description of exactly 500 characters', async () => {
      const me = await signIn();
      const res = await me.send('PUT', '/api/auth/profile', { title: 't'.repeat(60), description: 'd'.repeat(500) });
      expect(res.status).toBe(200);
      expect(res.body.title).toHaveLength(60);
    });

    it.each([
      ['a title of 61 characters', { title: 't'.repeat(61) }, TITLE_MESSAGE],
      ['a description of 501 characters', { description: 'd'.repeat(501) }, DESCRIPTION_MESSAGE],
    ])("refuses %s with the spec's text", async (_, body, message) => {
      const me = await signIn();
      const res = await me.send('PUT', '/api/auth/profile', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringMatching(message) });
      expect(await row(me.user.id)).toMatchObject({ title: null, description: null });
    });
  });

  describe('PATCH /api/user/profile', () => {
    it('changes names, texts and the avatar, and clears the avatar with an empty text', async () => {
      const me = await signIn();
      const res = await me.send('PATCH', '/api/user/profile', {
        firstName: ' Ada ',
        lastName: 'Lovelace',
        title: 'Engines',
        description: 'Notes on engines.',
        profileImageUrl: 'https://example.com/ada.png',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', title: 'Engines', description: 'Notes on engines.', profileImageUrl: 'https://example.com/ada.png' });
      expect((await me.send('PATCH', '/api/user/profile', { profileImageUrl: '' })).body).toMatchObject({ profileImageUrl: null, firstName: 'Ada' });
    });

    it.each([
      ['a title of 61 characters', { title: 'x'.repeat(61) }, TITLE_MESSAGE],
      ['a description of 501 characters', { description: 'x'.repeat(501) }, DESCRIPTION_MESSAGE],
      ['a first name of 101 characters', { firstName: 'x'.repeat(101) }, /First name must be 100 characters or less$/],
      ['a last name of 101 characters', { lastName: 'x'.repeat(101) }, /Last name must be 100 characters or less$/],
      ['a javascript: image', { profileImageUrl: 'javascript:alert(1)' }, /Profile image must be an http or https URL$/],
      ['an image URL past 2048 characters', { profileImageUrl: `https://example.com/${'a'.repeat(2040)}` }, /./],
      ['nothing', {}, /Nothing to update\.$/],
    ])('refuses %s', async (_, body, message) => {
      const me = await signIn();
      const res = await me.send('PATCH', '/api/user/profile', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringMatching(message) });
    });

    it('changes only the signed-in user', async () => {
      const me = await signIn();
      const other = await signIn();
      await me.send('PATCH', '/api/user/profile', { title: 'Mine' });
      expect((await row(other.user.id)).title).toBeNull();
    });
  });
});
