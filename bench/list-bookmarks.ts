// Benchmark: GET /api/bookmarks on a large library, every sort, search, filters and deep pages.
// Usage: npx tsx bench/list-bookmarks.ts [--bookmarks 20000] [--runs 50]
// With DATABASE_URL set it runs on that Postgres (in a scratch database), else on PGlite.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createApp } from '../functions/app.ts';
import { builtApiDocument } from '../functions/openapi/built-document.ts';
import { parseConfig } from '../functions/config.ts';
import { signSession } from '../functions/auth/tokens.ts';
import { createOEmbedClient } from '../functions/services/oembed.ts';
import { createOEmbedChecker } from '../functions/services/availability.ts';
import { createVideoLookup } from '../functions/services/video-lookup.ts';
import { createAiService } from '../functions/services/ai.ts';
import { createYouTubeClient } from '../functions/services/youtube.ts';
import { createSession } from '../db/queries/sessions.ts';
import { bookmarks, users } from '../db/schema.ts';
import type { Database } from '../db/database.ts';
import { openScratchDatabase } from './scratch-database.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const TOTAL = arg('bookmarks', 20_000);
const RUNS = arg('runs', 50);

const words = ['pasta', 'guitar', 'rust', 'tokyo', 'marathon', 'physics', 'sourdough', 'piano', 'kyoto', 'chess', 'yoga', 'drone'];

async function seed(db: Database) {
  const [user] = await db.insert(users).values({ email: 'bench@example.com', googleSub: 'bench' }).returning();
  const [other] = await db.insert(users).values({ email: 'other@example.com', googleSub: 'other' }).returning();
  const day = 24 * 3600 * 1000;
  for (let start = 0; start < TOTAL; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, TOTAL - start) }, (_, k) => {
      const i = start + k;
      return [user!, other!].map((owner) => ({
        userId: owner.id,
        videoId: `v${String(i).padStart(10, '0')}`,
        url: `https://www.youtube.com/watch?v=v${i}`,
        title: `${words[i % words.length]} lesson ${i % 997}`,
        channel: `Channel ${i % 50}`,
        description: `All about ${words[(i * 7) % words.length]}`,
        views: (i * 7919) % 100_000,
        durationSeconds: (i * 31) % 3600,
        publishedAt: new Date(Date.now() - (i % 1500) * day),
        createdAt: new Date(Date.now() - (i % 400) * day),
        isFavorite: i % 9 === 0,
      }));
    });
    await db.insert(bookmarks).values(rows.flat());
  }
  await db.execute(sql`analyze`);
  return user!;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const database = await openScratchDatabase();
const seedStart = performance.now();
const user = await seed(database.db);
const config = parseConfig({ NODE_ENV: 'test', SESSION_SECRET: 'b'.repeat(40), GOOGLE_CLIENT_ID: 'x', GOOGLE_CLIENT_SECRET: 'y' });
const app = createApp({
  db: database.db,
  config,
  clock: { now: () => new Date() },
  queue: { send: async () => {} },
  youtube: createYouTubeClient({ apiBase: config.youtube.apiBase }),
  videos: createVideoLookup({ oembed: createOEmbedClient({ url: config.youtube.oembedUrl }) }),
  availability: createOEmbedChecker(createOEmbedClient({ url: config.youtube.oembedUrl })),
  ai: createAiService(config.openai),
  apiDocument: builtApiDocument,
});
const session = await createSession(database.db, user.id, { userAgent: 'bench', now: new Date(), expiresAt: new Date(Date.now() + 24 * 3600 * 1000) });
const cookie = `vidshelf_session=${await signSession(config, { userId: user.id, sessionId: session.id, sessionVersion: user.sessionVersion })}`;
console.log(`${database.kind}: ${TOTAL * 2} bookmarks (${TOTAL} for the measured user) seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; ${RUNS} runs per case\n`);

const cases: [string, string][] = [
  ['first page, sort=recent', '/api/bookmarks'],
  ['first page, sort=added', '/api/bookmarks?sort=added'],
  ['first page, sort=alphabetical', '/api/bookmarks?sort=alphabetical'],
  ['first page, sort=popular', '/api/bookmarks?sort=popular'],
  ['first page, sort=duration', '/api/bookmarks?sort=duration'],
  ['favorites', '/api/bookmarks?favorites=true'],
  ['recent (7 days)', '/api/bookmarks?recent=true'],
  ['search "sourdough"', '/api/bookmarks?search=sourdough'],
  ['search "lesson 42" (rare)', '/api/bookmarks?search=lesson%2042'],
  ['deep page, offset=10000', '/api/bookmarks?offset=10000'],
  ['stats', '/api/stats'],
];

console.log('| case | p50 ms | p95 ms |');
console.log('|---|---|---|');
for (const [name, path] of cases) {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const t = performance.now();
    const res = await app.request(path, { headers: { cookie } });
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    await res.arrayBuffer();
    if (i >= 3) times.push(performance.now() - t); // the first runs warm the caches
  }
  times.sort((a, b) => a - b);
  console.log(`| ${name} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} |`);
}

// Deep pages through the keyset cursor: the cost of page N stays that of page 1.
let cursor: string | null = null;
const cursorTimes: number[] = [];
for (let page = 0; page < 100; page++) {
  const t = performance.now();
  const res = await app.request(`/api/bookmarks?limit=100${cursor ? `&cursor=${cursor}` : ''}`, { headers: { cookie } });
  await res.arrayBuffer();
  cursorTimes.push(performance.now() - t);
  cursor = res.headers.get('x-next-cursor');
  if (!cursor) break;
}
console.log(`\nkeyset paging, 100 pages of 100: page 1 ${cursorTimes[0]!.toFixed(1)} ms, page ${cursorTimes.length} ${cursorTimes.at(-1)!.toFixed(1)} ms`);
console.log(`memory: rss ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB`);
await database.close();
