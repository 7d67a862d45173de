// "Show notes on my public page": the owner's notes on the public answer and in both feeds, only
// while the switch is on, and gone on the very next request once it is off.
import { parseAtomFeed, parseJsonFeed } from 'feedsmith';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiContext, createApiContext, signInAs } from '../support/api-context.ts';
import { createBookmark } from '../support/builders.ts';
import { databaseKinds } from '../support/databases.ts';

const NOTE = 'The chorus at 1:23\n[01:02:03] Q&A <b>bold</b>';

describe.each(databaseKinds)('notes on a public profile on %s', (kind) => {
  let ctx: ApiContext;
  beforeAll(async () => {
    ctx = await createApiContext(kind);
  });
  afterAll(() => ctx.close());

  let n = 0;
  /** A signed-in owner with a public profile and one bookmark with a timestamped note. */
  async function world() {
    const i = ++n;
    const owner = await signInAs(ctx, `noter-${i}@example.com`);
    expect((await owner.send('POST', '/api/user/handle', { handle: `noter-${i}` })).status).toBe(200);
    expect((await owner.send('PUT', '/api/settings/privacy', { isPublic: true })).status).toBe(200);
    const bookmark = await createBookmark(ctx.db, owner.user, { videoId: 'dQw4w9WgXcQ', title: 'Song', channel: 'Singer', duration: '3:33', note: NOTE });
    const showNotes = async (on: boolean) => {
      const res = await owner.send('PUT', '/api/settings/privacy', { showNotes: on });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ showNotes: on });
    };
    return { owner, handle: `noter-${i}`, bookmark, showNotes };
  }
  const get = (path: string, headers: Record<string, string> = {}) => ctx.app.request(path, { headers });
  const publicNotes = async (handle: string) => {
    const body = (await (await get(`/api/public/${handle}`)).json()) as { user: { showNotes: boolean }; bookmarks: { note: string | null }[] };
    return { showNotes: body.user.showNotes, notes: body.bookmarks.map((b) => b.note) };
  };

  it('keeps notes off the public page and both feeds by default', async () => {
    const { owner, handle } = await world();
    expect((await owner.get('/api/auth/user')).body).toMatchObject({ showNotes: false });
    expect(await publicNotes(handle)).toEqual({ showNotes: false, notes: [null] });
    for (const file of ['feed.atom', 'feed.json']) {
      const text = await (await get(`/${handle}/${file}`)).text();
      expect(text, file).not.toContain('chorus');
    }
  });

  it('shows the note on the public page and in Atom summary/content and JSON Feed content_text once switched on, timestamps linked to that moment', async () => {
    const { handle, showNotes } = await world();
    await showNotes(true);
    expect(await publicNotes(handle)).toEqual({ showNotes: true, notes: [NOTE] });

    const atom = parseAtomFeed(await (await get(`/${handle}/feed.atom`)).text());
    const entry = atom.entries![0]!;
    expect(entry.summary?.value).toBe(NOTE);
    const html = entry.content?.value ?? '';
    expect(html).toContain('<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=83s">1:23</a>');
    expect(html).toContain('[<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=3723s">01:02:03</a>] Q&amp;A &lt;b&gt;bold&lt;/b&gt;');
    expect(html).toContain('<p>Singer · 3:33</p>');

    const json = parseJsonFeed(await (await get(`/${handle}/feed.json`)).json());
    const item = json.items![0]!;
    expect(item.content_text).toBe(NOTE);
    expect(item.summary).toBe('Singer · 3:33');
    expect(item.content_html).toContain('<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=83s">1:23</a>');
    expect(item.content_html).not.toContain('<b>');
  });

  it('removes the note everywhere on the next request once switched off, with a new ETag and Last-Modified', async () => {
    const { handle, showNotes } = await world();
    await showNotes(true);
    const before = await get(`/${handle}/feed.atom`);
    const etag = before.headers.get('etag')!;
    const lastModified = before.headers.get('last-modified')!;
    expect(await before.text()).toContain('chorus');
    // Last-Modified has whole seconds: the switch must land in a later one to move it.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    await showNotes(false);
    expect(await publicNotes(handle)).toEqual({ showNotes: false, notes: [null] });
    const after = await get(`/${handle}/feed.atom`, { 'If-None-Match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(await after.text()).not.toContain('chorus');
    // A reader that only sends If-Modified-Since must not be told its noted copy is current.
    expect((await get(`/${handle}/feed.atom`, { 'If-Modified-Since': lastModified })).status).toBe(200);
    expect(await (await get(`/${handle}/feed.json`)).text()).not.toContain('chorus');
  });

  it('refuses a showNotes that is not a boolean with VALIDATION_ERROR', async () => {
    const { owner } = await world();
    const res = await owner.send('PUT', '/api/settings/privacy', { showNotes: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
