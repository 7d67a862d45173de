// `npm run build` beside a running Node host: the pages it serves name the new build's scripts.
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../functions/config.ts';
import { createNodeApp } from '../../functions/node-app.ts';
import { openTestDatabase, type TestDatabase } from '../support/databases.ts';
import { offlineDeps } from '../support/offline-deps.ts';

const shell = (script: string) => `<!doctype html><title>Vidshelf</title><script type="module" src="/assets/${script}"></script><div id="root"></div>`;
const landing = (script: string) => `<!doctype html><title>Vidshelf</title><script type="module" src="/assets/${script}"></script><main>Landing</main>`;

/** Writes a file as a build does, a moment after the last one (a build takes seconds). */
function build(path: string, text: string, secondsLater: number) {
  writeFileSync(path, text);
  const when = new Date(Date.now() + secondsLater * 1000);
  utimesSync(path, when, when);
}

describe('the Node host after web/dist is rebuilt', () => {
  let database: TestDatabase;
  const config = parseConfig({ NODE_ENV: 'test', SESSION_SECRET: 's'.repeat(40), GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.close());

  it('serves client routes and profile pages with the new index.html, naming the new entry script', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'vidshelf-rebuild-'));
    writeFileSync(join(webDist, 'index.html'), shell('index-AAAAAAAA.js'));
    const app = await createNodeApp(offlineDeps(database.db, config), { webDist });
    expect(await (await app.request('/categories')).text()).toContain('index-AAAAAAAA.js');

    // Same length, as a rebuild's hashes are: only the file's time tells the copies apart.
    build(join(webDist, 'index.html'), shell('index-BBBBBBBB.js'), 2);
    const route = await (await app.request('/categories')).text();
    expect(route).toContain('index-BBBBBBBB.js');
    expect(route).not.toContain('index-AAAAAAAA.js');
    const profile = await app.request('/nobody-here');
    expect(profile.status).toBe(404);
    expect(await profile.text()).toContain('index-BBBBBBBB.js');
  });

  it('serves the SPA once it is built, and says it is not built while a build has emptied the folder', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'vidshelf-rebuild-'));
    const app = await createNodeApp(offlineDeps(database.db, config), { webDist });
    expect((await app.request('/categories')).status).toBe(503);

    writeFileSync(join(webDist, 'index.html'), shell('index-CCCCCCCC.js'));
    const built = await app.request('/categories');
    expect(built.status).toBe(200);
    expect(await built.text()).toContain('index-CCCCCCCC.js');

    rmSync(join(webDist, 'index.html'));
    expect((await app.request('/categories')).status).toBe(503);
    build(join(webDist, 'index.html'), shell('index-DDDDDDDD.js'), 4);
    expect(await (await app.request('/categories')).text()).toContain('index-DDDDDDDD.js');
  });

  it('gives a visitor without a session the rebuilt landing page', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'vidshelf-rebuild-'));
    writeFileSync(join(webDist, 'index.html'), shell('index-EEEEEEEE.js'));
    writeFileSync(join(webDist, 'landing.html'), landing('landing-AAAAAAAA.js'));
    const app = await createNodeApp(offlineDeps(database.db, config), { webDist });
    expect(await (await app.request('/')).text()).toContain('landing-AAAAAAAA.js');

    build(join(webDist, 'landing.html'), landing('landing-BBBBBBBB.js'), 2);
    expect(await (await app.request('/')).text()).toContain('landing-BBBBBBBB.js');
  });
});
