import { createApp } from '../../functions/app.ts';
import { parseConfig } from '../../functions/config.ts';
import { type Clock, buildDeps } from '../../functions/deps.ts';
import { builtApiDocument } from '../../functions/openapi/built-document.ts';
import type { JobMessage } from '../../functions/jobs/messages.ts';
import { type DatabaseKind, openTestDatabase } from './databases.ts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../db/schema.ts';
import { TestBrowser, signInWithBrowser } from './browser.ts';
import { startDevIdp } from './dev-idp-server.ts';
import { createOEmbedClient } from '../../functions/services/oembed.ts';
import { createAiService } from '../../functions/services/ai.ts';
import { createAvailabilityChecker } from '../../functions/services/availability.ts';
import { createVideoLookup } from '../../functions/services/video-lookup.ts';
import { createYouTubeClient } from '../../functions/services/youtube.ts';
import { sessionMemoOver } from '../../functions/auth/session-memo.ts';

export const TEST_ORIGIN = 'http://localhost:8787';

/**
 * The real app in-process on a fresh database of the given kind, with the dev identity provider
 * on a real port. Everything a test file needs; close() releases it all.
 */
export async function createApiContext(kind: DatabaseKind, env: Record<string, string> = {}) {
  const database = await openTestDatabase(kind);
  const idp = await startDevIdp([`${TEST_ORIGIN}/auth/callback`]);
  const config = parseConfig({
    NODE_ENV: 'test',
    APP_ORIGIN: TEST_ORIGIN,
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123456789',
    ADMIN_EMAILS: 'admin@example.com',
    // No test may reach the real YouTube: a closed port, unless a test serves the oEmbed fake.
    YOUTUBE_OEMBED_URL: 'http://127.0.0.1:9/oembed',
    ...idp.env,
    ...env,
  });
  let now: Date | null = null;
  const clock: Clock = { now: () => now ?? new Date() };
  // The session memo's clock: the real one, unless a test stops it at a moment of its choosing.
  const memoClock: { stoppedAt: number | null } = { stoppedAt: null };
  const sentJobs: JobMessage[] = [];
  const youtube = createYouTubeClient({ apiKey: config.youtube.apiKey, apiBase: config.youtube.apiBase, now: () => clock.now().getTime() });
  const oembed = createOEmbedClient({ url: config.youtube.oembedUrl, timeoutMs: 1000 });
  const deps = buildDeps({
    db: database.db,
    config,
    clock,
    queue: { send: async (job) => void sentJobs.push(job) },
    youtube,
    videos: createVideoLookup({ dataApi: youtube, oembed }),
    availability: createAvailabilityChecker({ dataApi: youtube, oembed }),
    ai: createAiService(config.openai),
    apiDocument: builtApiDocument,
    // As on the Node host, whose paths these tests take.
    sessionMemo: sessionMemoOver(database.writes, { monotonicNow: () => memoClock.stoppedAt ?? performance.now() }),
  });
  const app = createApp(deps);
  const fetchApp = (request: Request) => app.fetch(request);
  return {
    app,
    db: database.db,
    /** Postgres: the database's URL, for a connection of "another process". */
    databaseUrl: database.url,
    /** Stop the session memo's clock at a moment (ms), or run it again with null. */
    memoClock,
    /** The database's finished writes, which the session memo hears (db/writes.ts). */
    writes: database.writes,
    config,
    idp,
    sentJobs,
    youtube: deps.youtube,
    /** What the app was built from: a test may run a queued job through consumeJob(deps, job). */
    deps,
    /** Pins the app's clock (not jose's) to a moment; null returns to real time. */
    setNow: (date: Date | null) => void (now = date),
    browser: () => new TestBrowser(fetchApp, TEST_ORIGIN),
    close: async () => {
      await idp.close();
      await database.close();
    },
  };
}

export type ApiContext = Awaited<ReturnType<typeof createApiContext>>;

/**
 * A JSON call through a test browser: the status, the parsed body (null when empty) and, for
 * bookmark lists, the keyset cursor of the next page (undefined otherwise).
 */
export async function callJson(browser: TestBrowser, method: string, path: string, json?: unknown) {
  const res = await browser.request(path, { method, json });
  const text = await res.text();
  // Bodies are checked field by field in the tests; a loose type keeps the assertions readable.
  return { status: res.status, body: (text ? JSON.parse(text) : null) as any, nextCursor: res.headers.get('x-next-cursor') ?? undefined };
}

/** A freshly signed-in user with this e-mail: its row, and JSON calls made as that user. */
export async function signInAs(ctx: ApiContext, email: string) {
  const browser = ctx.browser();
  expect((await signInWithBrowser(browser, { email })).status).toBe(200);
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  return {
    user: user!,
    browser,
    get: (path: string) => callJson(browser, 'GET', path),
    send: (method: string, path: string, json?: unknown) => callJson(browser, method, path, json),
  };
}
