import { offlineDeps } from '../support/offline-deps.ts';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPOSED_HANDLER } from 'hono/utils/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeApp } from '../../functions/node-app.ts';
import { parseConfig } from '../../functions/config.ts';
import { openTestDatabase, type TestDatabase } from '../support/databases.ts';

describe('the Node host', () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof createNodeApp>>;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const webDist = mkdtempSync(join(tmpdir(), 'vidshelf-dist-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Vidshelf</title><div id="root"></div>');
    writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(join(webDist, 'theme-init.js'), 'void 0');
    const config = parseConfig({ NODE_ENV: 'test', SESSION_SECRET: 's'.repeat(40), GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    app = await createNodeApp(
      offlineDeps(database.db, config),
      { webDist },
    );
  });
  afterAll(() => database.close());

  it('answers the API\'s errors as {message, code}, each API route mounted as it is, with no error-catching layer of its own', async () => {
    const unsigned = await app.request('/api/bookmarks');
    expect(unsigned.status).toBe(401);
    expect(await unsigned.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(unsigned.headers.get('x-content-type-options')).toBe('nosniff');
    const missing = await app.request('/api/no-such-thing');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    // Hono marks a handler it wrapped to catch errors for a mounted app's own handler (app.ts, createRoutes).
    const api = app.routes.filter((r) => r.path.startsWith('/api'));
    expect(api.length).toBeGreaterThan(50);
    expect(api.filter((r) => COMPOSED_HANDLER in r.handler).map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('serves the SPA for client routes such as /categories, with security headers and no caching', async () => {
    const res = await app.request('/categories');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // The extension's sign-in window must keep window.opener.
    expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
  });

  it('serves hashed assets for a year and answers a missing one with 404, not the SPA', async () => {
    const asset = await app.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await app.request('/assets/app-old999.js');
    expect(missing.status).toBe(404);
  });

  it('sends hashed assets without the headers only a document obeys or a revalidation needs, and keeps nosniff', async () => {
    const asset = await app.request('/assets/app-abc123.js');
    for (const name of ['content-security-policy', 'x-frame-options', 'x-xss-protection', 'origin-agent-cluster', 'strict-transport-security', 'last-modified']) {
      expect(asset.headers.get(name)).toBeNull();
    }
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    const page = await app.request('/login');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('sends theme-init.js without the headers only a document obeys, keeping what revalidates it', async () => {
    const script = await app.request('/theme-init.js');
    expect(script.status).toBe(200);
    for (const name of ['content-security-policy', 'x-frame-options', 'x-xss-protection', 'origin-agent-cluster', 'strict-transport-security']) {
      expect(script.headers.get(name)).toBeNull();
    }
    expect(script.headers.get('last-modified')).not.toBeNull();
    expect(script.headers.get('cache-control')).toBe('no-cache');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keeps /api answers JSON, including unknown API paths', async () => {
    const res = await app.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'No such API endpoint.', code: 'NOT_FOUND' });
  });

  it('does not mount the dev identity provider outside dev mode', async () => {
    const res = await app.request('/dev/idp/jwks');
    expect(res.headers.get('content-type')).not.toMatch(/json/);
  });

  it('sends a page opened under another loopback name to the app origin, where sign-in keeps its cookies', async () => {
    const config = parseConfig({ NODE_ENV: 'test', PORT: '8787', SESSION_SECRET: 's'.repeat(40), GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    const local = await createNodeApp(offlineDeps(database.db, config), { webDist: mkdtempSync(join(tmpdir(), 'vidshelf-dist-')) });
    const page = await local.request('http://127.0.0.1:8787/login?next=%2Fcategories');
    expect(page.status).toBe(307);
    expect(page.headers.get('location')).toBe('http://localhost:8787/login?next=%2Fcategories');
    const ipv6 = await local.request('http://[::1]:8787/');
    expect(ipv6.headers.get('location')).toBe('http://localhost:8787/');
    // The API answers where it is asked, and the app's own origin is served as it is.
    expect((await local.request('http://127.0.0.1:8787/api/nothing-here')).status).toBe(404);
    expect((await local.request('http://localhost:8787/login')).status).not.toBe(307);
    // Another port is another app.
    expect((await local.request('http://127.0.0.1:9999/login')).status).not.toBe(307);
  });
});
