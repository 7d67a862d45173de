// SIGTERM (or Ctrl-C) stops the real Node host (the bundle `npm start` runs) once and cleanly: it
// stops accepting, finishes the requests already in flight, closes the database, exits 0. Under
// `npm start` the signal can arrive twice (npm relays a terminal's or a process group's signal).
import { mkdtempSync, rmSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ServerProcess, startServer } from '../../bench/http/server-process.ts';
import { openPglite } from '../../db/client/pglite.ts';
import { openPostgres } from '../../db/client/postgres.ts';
import { bookmarks } from '../../db/schema.ts';
import { signInThroughDevIdp } from '../../bench/http/sign-in.ts';
import { type DatabaseKind, databaseKinds } from '../support/databases.ts';
import { freePort } from '../support/free-port.ts';
import { createDatabaseFromTemplate } from '../support/postgres.ts';
import { buildServerBundle } from '../support/server-bundle.ts';

/** An oEmbed endpoint that holds every lookup until released: requests parked inside the host. */
async function startHeldOEmbed() {
  const held: { request: IncomingMessage; response: ServerResponse }[] = [];
  const server = createServer((request, response) => held.push({ request, response }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/oembed`,
    get waiting() {
      return held.length;
    },
    release() {
      for (const { response } of held.splice(0)) {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ title: 'Held video', author_name: 'Held channel' }));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(databaseKinds)('the Node host on %s, told to stop', (kind: DatabaseKind) => {
  let bundle: ReturnType<typeof buildServerBundle>;
  let copy: Awaited<ReturnType<typeof createDatabaseFromTemplate>> | undefined;
  let oembed: Awaited<ReturnType<typeof startHeldOEmbed>>;
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    bundle = buildServerBundle();
    dataDir = mkdtempSync(join(tmpdir(), 'vidshelf-stop-'));
    oembed = await startHeldOEmbed();
    if (kind === 'postgres') copy = await createDatabaseFromTemplate(process.env.DATABASE_URL!, inject('postgresTemplate')!);
    server = await startServer({ entry: bundle.entry, port: await freePort(), nodeFlags: [], env: { DATABASE_URL: copy?.url, DATA_DIR: dataDir, YOUTUBE_OEMBED_URL: oembed.url } });
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await oembed?.close();
    await copy?.drop();
    bundle?.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('saves the bookmarks being saved, refuses new connections, closes the database once and exits 0, even when signalled twice', async () => {
    const cookie = await signInThroughDevIdp(server.origin, 'stop@example.com');
    const headers = { cookie, origin: server.origin, 'content-type': 'application/json' };
    const videoIds = ['stopAAAAAA1', 'stopAAAAAA2', 'stopAAAAAA3'];
    const saving = videoIds.map((videoId) => fetch(`${server.origin}/api/bookmarks`, { method: 'POST', headers, body: JSON.stringify({ videoId }) }));
    // Each save now waits inside the host for its video lookup.
    while (oembed.waiting < videoIds.length) await new Promise((resolve) => setTimeout(resolve, 20));

    process.kill(server.pid, 'SIGTERM');
    process.kill(server.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.alive()).toBe(true);
    await expect(fetch(`${server.origin}/api/config/client`)).rejects.toThrow();

    oembed.release();
    const answers = await Promise.all(saving);
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201]);
    expect(await server.stop()).toBe(0);
    expect(server.log().match(/stopping/g), server.log()).toHaveLength(1);
    expect(server.log()).not.toMatch(/more than once|is closed|Stopping failed|Unhandled|Database unreachable/);

    // Saved for good: in the database the host closed.
    const database = copy ? openPostgres(copy.url, { max: 1 }) : await openPglite({ dataDir: join(dataDir, 'pglite') });
    try {
      const rows = await database.db.select({ videoId: bookmarks.videoId }).from(bookmarks);
      expect(rows.map((r) => r.videoId).sort()).toEqual(videoIds);
    } finally {
      await database.close();
    }
  }, 90_000);
});
