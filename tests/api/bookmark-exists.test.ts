import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiContext, createApiContext, signInAs } from '../support/api-context.ts';
import { createBookmark, videoId } from '../support/builders.ts';
import { databaseKinds } from '../support/databases.ts';

describe.each(databaseKinds)('GET /api/bookmarks/exists on %s', (kind) => {
  let ctx: ApiContext;
  beforeAll(async () => {
    ctx = await createApiContext(kind);
  });
  afterAll(() => ctx.close());

  let people = 0;
  const signIn = () => signInAs(ctx, `exists-${++people}@example.com`);

  async function extensionToken(me: Awaited<ReturnType<typeof signIn>>) {
    return ((await (await me.browser.request('/api/auth/extension-token')).json()) as { token: string }).token;
  }
  const asExtension = (token: string, path: string) =>
    ctx.browser().request(path, { headers: { authorization: `Bearer ${token}` } });

  it('tells the extension, by its Bearer token, whether the video is saved and which bookmark it is', async () => {
    const me = await signIn();
    const saved = await createBookmark(ctx.db, me.user);
    const token = await extensionToken(me);

    const yes = await asExtension(token, `/api/bookmarks/exists?videoId=${saved.videoId}`);
    expect(yes.status).toBe(200);
    expect(await yes.json()).toEqual({ exists: true, bookmarkId: saved.id });

    const no = await asExtension(token, `/api/bookmarks/exists?videoId=${videoId()}`);
    expect(await no.json()).toEqual({ exists: false, bookmarkId: null });
  });

  it('answers with the session cookie too', async () => {
    const me = await signIn();
    const saved = await createBookmark(ctx.db, me.user);
    expect((await me.get(`/api/bookmarks/exists?videoId=${saved.videoId}`)).body).toEqual({ exists: true, bookmarkId: saved.id });
  });

  it("never reveals another user's bookmark", async () => {
    const owner = await signIn();
    const other = await signIn();
    const saved = await createBookmark(ctx.db, owner.user);
    expect((await other.get(`/api/bookmarks/exists?videoId=${saved.videoId}`)).body).toEqual({ exists: false, bookmarkId: null });
  });

  it('refuses a malformed or missing video id with 400, and a caller nobody signed in with 401', async () => {
    const me = await signIn();
    for (const query of ['', '?videoId=short', '?videoId=dQw4w9WgXcQ1', "?videoId=dQw4w9WgX'Q"]) {
      const res = await me.get(`/api/bookmarks/exists${query}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    }
    const anonymous = await ctx.browser().request('/api/bookmarks/exists?videoId=dQw4w9WgXcQ');
    expect(anonymous.status).toBe(401);
  });
});
