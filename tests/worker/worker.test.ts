// The Cloudflare Worker host, end to end: the bundled worker runs in workerd (miniflare 4), its
// Neon driver goes through a local WebSocket proxy to a real database, and its Google endpoints
// point at the dev identity provider served by this test.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { signInWithBrowser } from '../support/browser.ts';
import type { NeonWsProxy } from '../support/neon-ws-proxy.ts';
import { APP_ORIGIN, type WorkerDatabase, type WorkerHarness, kind, startWorkerHarness } from '../support/worker-harness.ts';
import { createBookmark, createUser } from '../support/builders.ts';
import { offlineDeps } from '../support/offline-deps.ts';
import { createApp } from '../../functions/app.ts';
import { parseConfig } from '../../functions/config.ts';
import { API_DOCUMENT_ASSET } from '../../functions/openapi/document.ts';
import { API_DOCUMENT_FILE } from '../../functions/openapi/generate.ts';

type Json = Record<string, unknown>;

const INDEX_HTML = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
/** The prerendered landing page stands in as its template: what matters is which file "/" gets. */
const LANDING_HTML = readFileSync(new URL('../../web/landing.html', import.meta.url), 'utf8');

/** The OpenAPI document as the build writes it into the assets (scripts/build-openapi.ts). */
const API_DOCUMENT = JSON.stringify(JSON.parse(readFileSync(API_DOCUMENT_FILE, 'utf8')));

/** A built SPA in miniature: index.html, the prerendered landing page, the API document, one hashed asset and the icon. */
function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vidshelf-worker-dist-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'api'));
  writeFileSync(join(dir, API_DOCUMENT_ASSET), API_DOCUMENT);
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'landing.html'), LANDING_HTML);
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log("app")');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/** wrangler.toml's run_worker_first, split as wrangler does into worker-first and asset-only rules. */
function staticRouting() {
  const line = /^run_worker_first = (\[.*\])$/m.exec(readFileSync(new URL('../../wrangler.toml', import.meta.url), 'utf8'))![1]!;
  const rules = JSON.parse(line) as string[];
  return {
    user_worker: rules.filter((r) => !r.startsWith('!')),
    asset_worker: rules.filter((r) => r.startsWith('!')).map((r) => r.slice(1)),
  };
}

describe(`the Cloudflare Worker in workerd, on ${kind} through the Neon driver`, () => {
  let worker: WorkerHarness;
  let database: WorkerDatabase;
  let proxy: NeonWsProxy;
  const browser = () => worker.browser();

  beforeAll(async () => {
    worker = await startWorkerHarness({
      assets: {
        directory: webDist(),
        binding: 'ASSETS',
        routerConfig: { has_user_worker: true, static_routing: staticRouting() },
        assetConfig: { not_found_handling: 'single-page-application', compatibility_date: '2026-04-01' },
      },
    });
    ({ database, proxy } = worker);
  });

  afterAll(async () => {
    await worker?.close();
  });

  it('signs a person in through the worker and keeps the account in the database', async () => {
    const connectionsBefore = proxy.connections;
    const person = browser();
    const res = await signInWithBrowser(person, { email: 'Worker.Person@Example.com', name: 'Worker Person' });
    expect(res.status).toBe(200);
    const { user } = (await res.json()) as { user: Json };
    expect(user).toMatchObject({ email: 'worker.person@example.com', firstName: 'Worker', lastName: 'Person', isAdmin: false });

    const me = await person.request('/api/auth/user');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: user.id, email: 'worker.person@example.com' });

    const rows = await database.db.select().from(users).where(eq(users.email, 'worker.person@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(user.id);
    // The worker reached the database through the Neon driver's WebSocket, not some other way.
    expect(proxy.connections).toBeGreaterThan(connectionsBefore);
  });

  it('accepts the extension token as a Bearer token', async () => {
    const person = browser();
    expect((await signInWithBrowser(person, { email: 'extension@example.com', name: 'Ext User' })).status).toBe(200);
    const { token } = (await (await person.request('/api/auth/extension-token')).json()) as { token: string };
    const viaBearer = await browser().request('/api/auth/user', { headers: { authorization: `Bearer ${token}` } });
    expect(viaBearer.status).toBe(200);
    expect(((await viaBearer.json()) as Json).email).toBe('extension@example.com');
  });

  it('drives the API with a personal token, rate-limit headers and all, and serves the API reference', async () => {
    const person = browser();
    expect((await signInWithBrowser(person, { email: 'script@example.com', name: 'Script User' })).status).toBe(200);
    const created = await person.request('/api/tokens', { method: 'POST', json: { name: 'Edge script' } });
    expect(created.status).toBe(201);
    const { token } = (await created.json()) as { token: string };
    const listed = await browser().request('/api/bookmarks', { headers: { authorization: `Bearer ${token}` } });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('ratelimit-remaining')).toBe('119');

    const doc = await browser().request('/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(((await doc.json()) as Json).paths).toHaveProperty(['/api/bookmarks', 'get', 'parameters']);
    const page = await browser().request('/api/docs');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Authorization: Bearer vs_');
  });

  it("serves the API document from its assets with the Node host's very bytes and headers", async () => {
    const config = parseConfig({ NODE_ENV: 'test', APP_ORIGIN, SESSION_SECRET: 's'.repeat(40), GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    const node = createApp(offlineDeps(database.db, config));
    const [edge, local] = await Promise.all([browser().request('/api/openapi.json'), node.request('/api/openapi.json')]);
    expect(edge.status).toBe(200);
    const text = await edge.text();
    expect(text).toBe(API_DOCUMENT);
    expect(text).toBe(await local.text());
    for (const header of ['content-type', 'cache-control']) expect(edge.headers.get(header), header).toBe(local.headers.get(header));
    // Read once per isolate: the second ask is the same.
    expect(await (await browser().request('/api/openapi.json')).text()).toBe(API_DOCUMENT);
  });

  it('signs out for real through the worker: a copied cookie dies, and signing out everywhere kills the rest', async () => {
    const laptop = browser();
    const phone = browser();
    expect((await signInWithBrowser(laptop, { email: 'leaver@example.com' })).status).toBe(200);
    expect((await signInWithBrowser(phone, { email: 'leaver@example.com' })).status).toBe(200);
    const copy = browser();
    copy.cookies.set('vidshelf_session', laptop.cookies.get('vidshelf_session')!);

    const out = await laptop.request('/api/logout', { method: 'POST' });
    expect(out.status).toBe(303);
    expect((await copy.request('/api/auth/user')).status).toBe(401);
    expect((await phone.request('/api/auth/user')).status).toBe(200);

    const { token } = (await (await phone.request('/api/auth/extension-token')).json()) as { token: string };
    const phoneCopy = browser();
    phoneCopy.cookies.set('vidshelf_session', phone.cookies.get('vidshelf_session')!);
    expect((await phone.request('/api/auth/sign-out-everywhere', { method: 'POST' })).status).toBe(204);
    expect((await phoneCopy.request('/api/auth/user')).status).toBe(401);
    expect((await browser().request('/api/auth/user', { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it('answers an unknown /api path with 404 and the error envelope', async () => {
    const res = await browser().request('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ message: expect.any(String), code: 'NOT_FOUND' });
  });

  it("serves /{handle} as the SPA with the profile's meta tags", async () => {
    const owner = await createUser(database.db, {
      handle: 'worker-star',
      isPublic: true,
      firstName: 'Wanda',
      lastName: '<Worker>',
      description: 'Edge picks',
      email: 'worker-star-secret@example.com',
    });
    const res = await browser().request('/Worker-Star');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>Wanda &lt;Worker&gt; · Vidshelf</title>');
    expect(html).toContain('<meta name="description" content="Edge picks" />');
    expect(html).toContain(`<link rel="canonical" href="${APP_ORIGIN}/${owner.handle}" />`);
    expect(html).toContain(`<meta property="og:url" content="${APP_ORIGIN}/${owner.handle}" />`);
    expect(html).not.toContain(owner.email!);
  });

  it('serves the feeds with the very bytes and validators of the Node host, and 304 to a current reader', async () => {
    const owner = await createUser(database.db, { handle: 'edge-feed', isPublic: true, firstName: 'Eddie' });
    await createBookmark(database.db, owner, { title: 'Edge & "talk"', channel: 'Edge', duration: '1:00', durationSeconds: 60 });
    const config = parseConfig({ NODE_ENV: 'test', APP_ORIGIN, SESSION_SECRET: 's'.repeat(40), GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    const node = createApp(offlineDeps(database.db, config));
    for (const path of ['/edge-feed/feed.atom', '/edge-feed/feed.json']) {
      const [edge, local] = await Promise.all([browser().request(path), node.request(path)]);
      expect(edge.status, path).toBe(200);
      expect(await edge.text()).toBe(await local.text());
      for (const header of ['content-type', 'etag', 'last-modified', 'cache-control']) expect(edge.headers.get(header), header).toBe(local.headers.get(header));
      const again = await browser().request(path, { headers: { 'if-none-match': edge.headers.get('etag')! } });
      expect(again.status).toBe(304);
    }
    expect((await browser().request('/nobody-on-the-edge/feed.atom')).status).toBe(404);
  });

  it("tells profile visitors apart by Cloudflare's CF-Connecting-IP", async () => {
    await createUser(database.db, { handle: 'edge-visited', isPublic: true });
    const visit = async (ip: string) => {
      const headers = { 'cf-connecting-ip': ip, 'user-agent': 'Mozilla/5.0 Firefox/140.0' };
      return (await browser().request('/api/public/edge-visited/visit', { method: 'POST', json: {}, headers })).json();
    };
    expect(await visit('198.51.100.7')).toEqual({ counted: true });
    expect(await visit('198.51.100.7')).toEqual({ counted: false });
    expect(await visit('198.51.100.8')).toEqual({ counted: true });
  });

  it('answers an unknown handle with the SPA, 404 and noindex', async () => {
    const res = await browser().request('/nobody-on-the-edge');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('serves "/" as the prerendered landing page without a session cookie and as the SPA with one', async () => {
    const visitor = await browser().request('/');
    expect(visitor.status).toBe(200);
    expect(await visitor.text()).toBe(LANDING_HTML);
    expect(visitor.headers.get('vary')).toMatch(/(^|,\s*)Cookie(,|$)/);

    const member = browser();
    member.cookies.set('vidshelf_session', 'any-value');
    const app = await member.request('/');
    expect(app.status).toBe(200);
    expect(await app.text()).toBe(INDEX_HTML);
    expect(app.headers.get('vary')).toMatch(/(^|,\s*)Cookie(,|$)/);
  });

  it('serves the embed pages as the SPA that any site may frame', async () => {
    const res = await browser().request('/worker-star/embed');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX_HTML);
    expect(res.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(res.headers.get('x-frame-options')).toBeNull();
  });

  it('leaves other pages and files to the assets, and redirects /p/{handle}', async () => {
    const settings = await browser().request('/settings');
    expect(settings.status).toBe(200);
    expect(await settings.text()).toBe(INDEX_HTML);
    const asset = await browser().request('/assets/app-abc123.js');
    expect(await asset.text()).toBe('console.log("app")');
    const old = await browser().request('/p/worker-star');
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/worker-star');
  });
});
