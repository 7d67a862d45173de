// "/" on the Node host: the prerendered landing page (web/landing.html with the landing view
// rendered into it, as vite.landing.ts does) without a session cookie, the SPA with one.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../functions/config.ts';
import { createNodeApp } from '../../functions/node-app.ts';
import { LANDING_PLACEHOLDER } from '../../vite.landing.ts';
import { renderStaticLanding } from '../../web/src/features/landing/static-landing.tsx';
import { openTestDatabase, type TestDatabase } from '../support/databases.ts';
import { offlineDeps } from '../support/offline-deps.ts';

const SPA_SHELL = '<!doctype html><title>Vidshelf</title><div id="root"></div>';

describe('"/" on the Node host', () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof createNodeApp>>;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const webDist = mkdtempSync(join(tmpdir(), 'vidshelf-landing-dist-'));
    writeFileSync(join(webDist, 'index.html'), SPA_SHELL);
    const template = readFileSync(new URL('../../web/landing.html', import.meta.url), 'utf8');
    writeFileSync(join(webDist, 'landing.html'), template.replace(LANDING_PLACEHOLDER, await renderStaticLanding()));
    const config = parseConfig({ NODE_ENV: 'test', SESSION_SECRET: 's'.repeat(40), GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    app = await createNodeApp(offlineDeps(database.db, config), { webDist });
  });
  afterAll(() => database.close());

  it('gives a visitor without a session the prerendered landing page, in English and Korean, without the SPA', async () => {
    const res = await app.request('/', { headers: { cookie: 'theme=dark; oauth_flow=web' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    // Spec 1 §2, first row: header sign-in, hero buttons, three feature cards, closing button.
    for (const text of ['Sign In', 'Get Started Free', 'Install Extension', 'Chrome Extension', 'Smart Organization', 'Public Profile Sharing', 'Start Organizing Now']) {
      expect(html).toContain(`>${text}<`);
    }
    for (const text of ['로그인', '무료로 시작하기', '지금 정리 시작하기']) expect(html).toContain(`>${text}<`);
    expect(html).toContain('href="/login"');
    expect(html).not.toContain('<div id="root">');
    expect(html).toContain('<script src="/landing-language.js"></script>');
  });

  it('gives a visitor with a session cookie the SPA, so a signed-in person never sees the landing page flash by', async () => {
    const res = await app.request('/', { headers: { cookie: 'theme=dark; vidshelf_session=any-value' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(SPA_SHELL);
  });

  it('marks both answers as varying with the cookie, under the same security headers and no caching', async () => {
    for (const cookie of ['', 'vidshelf_session=any-value']) {
      const res = await app.request('/', { headers: { cookie } });
      expect(res.headers.get('vary')).toMatch(/(^|,\s*)Cookie(,|$)/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('answers HEAD like GET, and keeps other pages on the SPA', async () => {
    const head = await app.request('/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await (await app.request('/login')).text()).toBe(SPA_SHELL);
  });
});
