import { offlineDeps } from '../support/offline-deps.ts';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createNodeApp } from '../../functions/node-app.ts';
import { parseConfig } from '../../functions/config.ts';
import { escapeHtml, profilePath } from '../../functions/http/profile-meta.ts';
import { createBookmark, createCategory, createUser } from '../support/builders.ts';
import { type DatabaseKind, databaseKinds, openTestDatabase, type TestDatabase } from '../support/databases.ts';

const ORIGIN = 'https://vidshelf.example.com';
// The real page head, so the injection is tested against what the build ships.
const INDEX_HTML = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');

describe('profile paths', () => {
  it.each([
    ['/alice', { kind: 'profile', handle: 'alice' }],
    ['/Alice_B-2', { kind: 'profile', handle: 'alice_b-2' }],
    ['/p/alice', { kind: 'redirect', location: '/alice' }],
    ['/p/Alice/', { kind: 'redirect', location: '/alice' }],
    ['/', null],
    ['/settings', null],
    ['/login', null],
    ['/favicon.svg', null],
    ['/ab', null],
    ['/alice/more', null],
    ['/%E0%A4%A', null],
    ['/p/admin', null],
  ])('reads %s as %j', (path, expected) => {
    expect(profilePath(path)).toEqual(expected);
  });

  it('escapes every character that could leave a text or an attribute', () => {
    expect(escapeHtml(`<script>"x" & 'y'</script>`)).toBe('&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/script&gt;');
  });
});

describe.each(databaseKinds)('profile meta tags on the Node host, %s', (kind: DatabaseKind) => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof createNodeApp>>;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const webDist = mkdtempSync(join(tmpdir(), 'vidshelf-dist-'));
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    const config = parseConfig({ NODE_ENV: 'test', APP_ORIGIN: ORIGIN, SESSION_SECRET: 's'.repeat(40), GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    app = await createNodeApp(
      offlineDeps(database.db, config),
      { webDist },
    );
  });
  afterAll(() => database.close());

  let n = 0;
  const page = async (path: string) => {
    const res = await app.request(path);
    return { status: res.status, html: await res.text(), headers: res.headers };
  };

  it("gives /{handle} the profile's title, description, image and canonical URL, still the SPA", async () => {
    const owner = await createUser(database.db, {
      handle: `meta-${++n}`,
      isPublic: true,
      firstName: 'Mia',
      lastName: 'Meta',
      title: 'Cooking channel picks',
      description: 'Weeknight dinners.',
      profileImageUrl: 'https://images.example.com/mia.png',
    });
    const { status, html, headers } = await page(`/Meta-${n}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(html).toContain('<div id="root"></div>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<title>Mia Meta · Vidshelf</title>');
    expect(html).toContain('<meta name="description" content="Cooking channel picks — Weeknight dinners." />');
    expect(html).toContain('<meta property="og:title" content="Mia Meta · Vidshelf" />');
    expect(html).toContain('<meta property="og:description" content="Cooking channel picks — Weeknight dinners." />');
    expect(html).toContain('<meta property="og:image" content="https://images.example.com/mia.png" />');
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/${owner.handle}" />`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/${owner.handle}" />`);
    expect(html).not.toContain('noindex');
  });

  it('uses the featured video as the image, and only what the public answer shows', async () => {
    const owner = await createUser(database.db, {
      handle: `meta-${++n}`,
      isPublic: true,
      firstName: 'Hidden',
      lastName: 'Name',
      showName: false,
      showProfileImage: false,
      email: `meta-secret-${n}@example.com`,
      profileImageUrl: 'https://images.example.com/hidden.png',
    });
    const secret = await createCategory(database.db, owner, { isPublic: false });
    const privateFeatured = await createBookmark(database.db, owner, { categoryIds: [secret.id], thumbnail: 'https://i.ytimg.com/vi/private/hq.jpg' });
    const feature = (bookmarkId: string) => database.db.update(users).set({ featuredBookmarkId: bookmarkId }).where(eq(users.id, owner.id));
    await feature(privateFeatured.id);
    let { html } = await page(`/${owner.handle}`);
    expect(html).toContain(`<title>@${owner.handle} · Vidshelf</title>`);
    for (const secretText of ['Hidden', 'hidden.png', 'private/hq.jpg', owner.email!]) expect(html).not.toContain(secretText);
    expect(html).not.toContain('og:image');

    const featured = await createBookmark(database.db, owner, { thumbnail: 'https://i.ytimg.com/vi/public/hq.jpg' });
    await feature(featured.id);
    ({ html } = await page(`/${owner.handle}`));
    expect(html).toContain('<meta property="og:image" content="https://i.ytimg.com/vi/public/hq.jpg" />');
  });

  it('escapes what the owner wrote', async () => {
    const owner = await createUser(database.db, {
      handle: `meta-${++n}`,
      isPublic: true,
      firstName: '<script>alert(1)</script>',
      lastName: '"Quoted"',
      title: `</title><script>alert('t')</script>`,
      description: '"><img src=x onerror=alert(2)>',
    });
    const { html } = await page(`/${owner.handle}`);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; &quot;Quoted&quot; · Vidshelf</title>');
    expect(html).toContain('content="&lt;/title&gt;&lt;script&gt;alert(&#39;t&#39;)&lt;/script&gt; — &quot;&gt;&lt;img src=x onerror=alert(2)&gt;"');
  });

  it.each([
    ['an unknown handle', async () => 'nobody-at-all'],
    ['a private profile', async () => (await createUser(database.db, { handle: `meta-private-${++n}`, title: 'Private title' })).handle!],
  ])('answers %s with the SPA, status 404 and noindex, telling nothing', async (_, handleOf) => {
    const { status, html } = await page(`/${await handleOf()}`);
    expect(status).toBe(404);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<title>Vidshelf</title>');
    expect(html).not.toContain('Private title');
    expect(html).not.toContain('og:');
  });

  it("points feed readers at the profile's Atom and JSON feeds, served by this host; none while the list is hidden", async () => {
    const owner = await createUser(database.db, { handle: `meta-${++n}`, isPublic: true, firstName: 'Fay', lastName: 'Feed' });
    await createBookmark(database.db, owner, { title: 'Followed talk' });
    let { html } = await page(`/${owner.handle}`);
    expect(html).toContain(`<link rel="alternate" type="application/atom+xml" title="Fay Feed · Vidshelf" href="${ORIGIN}/${owner.handle}/feed.atom" />`);
    expect(html).toContain(`<link rel="alternate" type="application/feed+json" title="Fay Feed · Vidshelf" href="${ORIGIN}/${owner.handle}/feed.json" />`);
    const feed = await app.request(`/${owner.handle}/feed.atom`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(await feed.text()).toContain('<title>Followed talk</title>');

    await database.db.update(users).set({ showBookmarkList: false }).where(eq(users.id, owner.id));
    ({ html } = await page(`/${owner.handle}`));
    expect(html).not.toContain('feed.atom');
  });

  it('lets other sites frame only the embed pages', async () => {
    for (const path of ['/someone/embed', '/someone/3f1c6d2e-8a4b-4c1d-9e2f-0a1b2c3d4e5f/embed']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-security-policy'), path).toContain('frame-ancestors *');
      expect(res.headers.get('x-frame-options'), path).toBeNull();
    }
    for (const path of ['/someone', '/settings', '/']) {
      const res = await app.request(path);
      expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it('leaves other client routes alone and redirects /p/{handle} to /{handle}', async () => {
    const settings = await page('/settings');
    expect(settings.status).toBe(200);
    expect(settings.html).toBe(INDEX_HTML);
    const res = await app.request('/p/Someone');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/someone');
  });
});
