// The Node host runs the availability check on a timer, as the Worker does on its Cron Trigger
// (tests/worker/worker-availability.test.ts): the host `npm start` runs, started with a short
// AVAILABILITY_SCHEDULE_SECONDS, notices a video that went private with nobody asking it to check.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughDevIdp } from '../../bench/http/sign-in.ts';
import { fakeVideos } from '../../functions/dev/fake-youtube.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../support/databases.ts';
import { freePort } from '../support/free-port.ts';
import { buildServerBundle, waitForServer } from '../support/server-bundle.ts';

/** A fixture video of the dev host's offline fake Data API. */
const VIDEO = fakeVideos.filter((v) => v.embeddable)[5]!.id;

let bundle: ReturnType<typeof buildServerBundle>;
beforeAll(() => {
  bundle = buildServerBundle();
});
afterAll(() => bundle?.remove());

describe.each(databaseKinds)('the Node host on %s', (kind) => {
  let server: ChildProcess;
  let origin: string;
  let dataDir: string;
  let database: TestDatabase | undefined;
  let output = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'vidshelf-timer-'));
    if (kind === 'postgres') database = await openTestDatabase('postgres');
    const port = await freePort();
    origin = `http://localhost:${port}`;
    // Dev mode with the offline fakes, so the dev endpoint can say what became of a video.
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      DATA_DIR: dataDir,
      AVAILABILITY_SCHEDULE_SECONDS: '1',
      ...(database?.url ? { DATABASE_URL: database.url } : {}),
    };
    server = spawn(process.execPath, [bundle.entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout!.on('data', (chunk) => (output += chunk));
    server.stderr!.on('data', (chunk) => (output += chunk));
    await waitForServer(`${origin}/api/config/google-client-id`, server, () => output);
  }, 120_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('checks saved videos on its own timer: a video gone private shows as Unavailable without the check being asked for', async () => {
    const cookie = await signInThroughDevIdp(origin, `timer-${kind}@example.com`);
    const headers = { cookie, origin, 'content-type': 'application/json' };
    // What YouTube will answer about it, then a bookmark of it: never checked, so due at the next tick.
    expect((await fetch(`${origin}/dev/youtube/videos/${VIDEO}`, { method: 'POST', headers, body: JSON.stringify({ status: 'private' }) })).status).toBe(200);
    expect((await fetch(`${origin}/api/bookmarks`, { method: 'POST', headers, body: JSON.stringify({ videoId: VIDEO }) })).status).toBe(201);

    const shown = async () => {
      const list = (await (await fetch(`${origin}/api/bookmarks?limit=10`, { headers })).json()) as { videoId: string; availability: { status: string } | null }[];
      return list.find((b) => b.videoId === VIDEO)?.availability?.status ?? null;
    };
    await expect.poll(shown, { timeout: 30_000, interval: 250 }).toBe('unavailable');
  }, 60_000);
});
