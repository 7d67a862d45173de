// Benchmark: the availability check over 100,000 saved videos against the fake Data API on a real
// port, while one client keeps asking the API for the library's first page and the stats; then the
// stats alone.
// Usage: npx tsx bench/availability-check.ts [--videos 100000] [--quiet-seconds 10] [--gone-every 1]
// With DATABASE_URL set it runs on that Postgres (in a scratch database), else on PGlite.
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { createApp } from '../functions/app.ts';
import { builtApiDocument } from '../functions/openapi/built-document.ts';
import { signSession } from '../functions/auth/tokens.ts';
import { parseConfig } from '../functions/config.ts';
import type { Deps } from '../functions/deps.ts';
import { createFakeYouTube } from '../functions/dev/fake-youtube.ts';
import { runAvailabilityCheck } from '../functions/jobs/availability-check.ts';
import { createAiService } from '../functions/services/ai.ts';
import { createDataApiChecker } from '../functions/services/availability.ts';
import { createOEmbedClient } from '../functions/services/oembed.ts';
import { createVideoLookup } from '../functions/services/video-lookup.ts';
import { createYouTubeClient } from '../functions/services/youtube.ts';
import { createSession } from '../db/queries/sessions.ts';
import { users } from '../db/schema.ts';
import { openScratchDatabase } from './scratch-database.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const VIDEOS = arg('videos', 100_000);
const QUIET_SECONDS = arg('quiet-seconds', 10);
/** One video in this many comes back gone; 1 (every video) is the fake Data API as it is. */
const GONE_EVERY = arg('gone-every', 1);
const KEY = 'bench-youtube-key';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const database = await openScratchDatabase();
const { db } = database;
const [user] = await db.insert(users).values({ email: 'bench@example.com', googleSub: 'bench' }).returning();
// One library of VIDEOS distinct videos; the trigger on bookmarks adds each to video_availability.
const seedStart = performance.now();
await db.execute(sql`insert into bookmarks (user_id, video_id, url, title)
  select ${user!.id}::uuid, 'b' || lpad(g::text, 10, '0'), 'https://www.youtube.com/watch?v=b' || g, 'Video ' || g
  from generate_series(1, ${VIDEOS}) g`);
await db.execute(sql`analyze`);
console.log(`${database.kind}: ${VIDEOS} saved videos seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

/**
 * videos.list in YouTube's wire format for the seeded ids (which the fake Data API does not know,
 * so it answers each as gone): every video public and playable but one in GONE_EVERY, left out
 * of the answer as YouTube leaves out a deleted one.
 */
function mostlyPlayable() {
  return new Hono().get('/videos', (c) => {
    if (c.req.query('key') !== KEY) return c.json({ error: { code: 403, message: 'forbidden' } }, 403);
    const ids = (c.req.query('id') ?? '').split(',').filter((id) => Number(id.slice(1)) % GONE_EVERY !== 0);
    const items = ids.map((id) => ({ kind: 'youtube#video', id, status: { uploadStatus: 'processed', privacyStatus: 'public', embeddable: true }, contentDetails: {} }));
    return c.json({ kind: 'youtube#videoListResponse', items, pageInfo: { totalResults: items.length, resultsPerPage: items.length } });
  });
}
const fake = GONE_EVERY > 1 ? mostlyPlayable() : createFakeYouTube({ apiKey: KEY });
const server = serve({ fetch: new Hono().route('/youtube/v3', fake).fetch, port: 0, hostname: '127.0.0.1' });
await new Promise<void>((resolve) => server.once('listening', () => resolve()));
const apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/youtube/v3`;

const config = parseConfig({ NODE_ENV: 'test', SESSION_SECRET: 'b'.repeat(40), GOOGLE_CLIENT_ID: 'x', GOOGLE_CLIENT_SECRET: 'y', YOUTUBE_API_KEY: KEY, YOUTUBE_API_BASE: apiBase, AVAILABILITY_DAILY_QUOTA: '100000' });
const youtube = createYouTubeClient({ apiKey: KEY, apiBase });
const deps: Deps = {
  db,
  config,
  clock: { now: () => new Date() },
  queue: { send: async () => {} },
  youtube,
  videos: createVideoLookup({ dataApi: youtube, oembed: createOEmbedClient({ url: config.youtube.oembedUrl }) }),
  availability: createDataApiChecker(youtube),
  ai: createAiService(config.openai),
  apiDocument: builtApiDocument,
};
const app = createApp(deps);
const session = await createSession(db, user!.id, { userAgent: 'bench', now: new Date(), expiresAt: new Date(Date.now() + 24 * 3600 * 1000) });
const cookie = `vidshelf_session=${await signSession(config, { userId: user!.id, sessionId: session.id, sessionVersion: user!.sessionVersion })}`;

// The claim statement's plan: the least-recently-checked index, never a sort of the whole table.
const plan = rowsOf<{ 'QUERY PLAN': string }>(
  await db.execute(sql`explain select video_id from video_availability va
    where (checked_at is null or checked_at < now() - interval '7 days') and (retry_after is null or retry_after <= now())
      and exists (select 1 from bookmarks b where b.video_id = va.video_id)
    order by checked_at asc nulls first limit 50 for update skip locked`),
).map((r) => r['QUERY PLAN']);
console.log(`claim plan uses the checked_at index: ${plan.some((line) => line.includes('video_availability_checked_at_idx'))}`);

/** One client asking for these paths in turn (the first page and the stats), one request after another, until `stop`. */
async function measureApi(stop: () => boolean, paths = ['/api/bookmarks', '/api/stats?region=KR']): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; !stop(); i++) {
    const path = paths[i % paths.length]!;
    const t = performance.now();
    const res = await app.request(path, { headers: { cookie } });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    await res.arrayBuffer();
    times.push(performance.now() - t);
    // Let the check's own work interleave, as two requests on a server would.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return times.sort((a, b) => a - b);
}

const quietUntil = performance.now() + QUIET_SECONDS * 1000;
const quiet = await measureApi(() => performance.now() > quietUntil);

let checking = true;
const started = performance.now();
const during = measureApi(() => !checking);
let checked = 0;
let batches = 0;
/** A line every tenth of the videos: a check that slows down as it goes shows here. */
const progressEvery = Math.max(1, Math.round(VIDEOS / 10));
let nextProgress = progressEvery;
for (;;) {
  const run = await runAvailabilityCheck(deps);
  if (run.checked + run.deferred === 0) break;
  checked += run.checked;
  batches++;
  if (checked >= nextProgress) {
    nextProgress += progressEvery;
    console.log(`  ${checked} checked after ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
checking = false;
const seconds = (performance.now() - started) / 1000;
const busy = await during;

console.log(`checked ${checked} videos in ${batches} batches in ${seconds.toFixed(1)} s: ${Math.round((checked / seconds) * 60)} videos a minute`);
console.log('| API (first page, stats) | requests | p50 ms | p99 ms |');
console.log('|---|---|---|---|');
console.log(`| no check running | ${quiet.length} | ${percentile(quiet, 50).toFixed(1)} | ${percentile(quiet, 99).toFixed(1)} |`);
console.log(`| during the check | ${busy.length} | ${percentile(busy, 50).toFixed(1)} | ${percentile(busy, 99).toFixed(1)} |`);

// The stats alone once the check is done: every gone video is now counted in them.
const statsUntil = performance.now() + QUIET_SECONDS * 1000;
const stats = await measureApi(() => performance.now() > statsUntil, ['/api/stats?region=KR']);
console.log(`| stats alone, after the check | ${stats.length} | ${percentile(stats, 50).toFixed(1)} | ${percentile(stats, 99).toFixed(1)} |`);

server.close();
await database.close();
