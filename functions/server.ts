// The Node host: the API and the built SPA on one port, with the embedded database by default.
import type { Server } from 'node:http';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { serve } from '@hono/node-server';
import { usersWithBookmarksNeedingDetails } from '../db/queries/needs-details.ts';
import { ConfigError, type Config, parseConfig } from './config.ts';
import { sessionMemoOver } from './auth/session-memo.ts';
import { type Deps, buildDeps } from './deps.ts';
import { unfinishedRunIds } from '../db/queries/auto-bookmark-jobs.ts';
import { DEV_OPENAI_KEY, DEV_YOUTUBE_KEY, nodeDevDefaults } from './dev/defaults.ts';
import { createDevAvailabilityChecker } from './dev/dev-availability-checker.ts';
import { createDevVideoLookup } from './dev/dev-video-lookup.ts';
import { createNodeApp, openDatabase } from './node-app.ts';
import { returnFreedMemoryPeriodically } from './node-memory.ts';
import { builtApiDocument } from './openapi/built-document.ts';
import { consumeJob } from './jobs/consumer.ts';
import { gracefulClose, stopOnSignals } from './http/graceful-stop.ts';
import { aiServiceOnFirstUse } from './services/ai-on-first-use.ts';
import { createAvailabilityChecker, createDataApiChecker, createOEmbedChecker } from './services/availability.ts';
import { scheduleAvailabilityChecks } from './jobs/availability-check.ts';
import { createInProcessQueue } from './jobs/in-process-queue.ts';
import { createOEmbedClient } from './services/oembed.ts';
import { createVideoLookup } from './services/video-lookup.ts';
import { dropLeftoverUploads, requeueUnfinishedImports } from './jobs/import-run.ts';
import { createYouTubeClient } from './services/youtube.ts';

async function main() {
  let config: Config;
  try {
    config = parseConfig(process.env, nodeDevDefaults(process.env));
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const started = Date.now();
  if (!config.databaseUrl) {
    // PGlite's WebAssembly compiled by the optimizing tier alone: V8 otherwise keeps the baseline
    // (Liftoff) code of its ~10 MB module resident beside the optimized code. Measured with
    // bench:http: ~30 MiB less resident memory, no slower (decision 012). Set before the module
    // is compiled, i.e. before the database opens.
    setFlagsFromString('--no-liftoff');
    setFlagsFromString('--heap-growing-percent=25');
  }
  const youtube = createYouTubeClient({ apiKey: config.youtube.apiKey, apiBase: config.youtube.apiBase });
  const database = await openDatabase(config);
  await database.migrate();
  const oembed = createOEmbedClient({ url: config.youtube.oembedUrl });
  // The dev fake knows only its invented videos: real ones are looked up through oEmbed.
  const offline = config.youtube.apiKey === DEV_YOUTUBE_KEY;
  const videos = offline ? createDevVideoLookup(createVideoLookup({ oembed }), youtube) : createVideoLookup({ dataApi: youtube, oembed });
  const availability = offline
    ? createDevAvailabilityChecker(createOEmbedChecker(oembed), createDataApiChecker(youtube))
    : createAvailabilityChecker({ dataApi: youtube, oembed });
  const deps = buildDeps({
    db: database.db,
    config,
    youtube,
    videos,
    availability,
    ai: aiServiceOnFirstUse(config.openai),
    sessionMemo: sessionMemoOver(database.writes),
    apiDocument: builtApiDocument,
    queue: (deps) => createInProcessQueue((job) => consumeJob(deps, job)),
  });
  const app = await createNodeApp(deps);

  const server = serve({ fetch: app.fetch, port: config.port }, () => {
    const where = config.databaseUrl ? 'Postgres (DATABASE_URL)' : `embedded PGlite in ${join(config.dataDir, 'pglite')}`;
    console.log(`Vidshelf is running at ${config.appOrigin} (port ${config.port}), database: ${where}, ready in ${Date.now() - started} ms.`);
    if (config.devMode) {
      console.log('Dev mode: sign-in goes through the dev identity provider at /dev/idp (no GOOGLE_CLIENT_ID set).');
      console.log(`Dev mode: admin e-mails: ${config.adminEmails.join(', ') || '(none)'}.`);
      if (config.youtube.apiKey === DEV_YOUTUBE_KEY) {
        console.log('Dev mode: trending and search come from the offline fake at /dev/youtube/v3 (no YOUTUBE_API_KEY set).');
        console.log(`Dev mode: saved videos are looked up through oEmbed at ${config.youtube.oembedUrl}.`);
      }
      if (config.openai.apiKey === DEV_OPENAI_KEY) console.log('Dev mode: OpenAI is the offline fake at /dev/openai/v1 (no OPENAI_API_KEY set).');
    }
    // Auto-bookmarking left unfinished when the process last stopped goes on (DESIGN §7).
    void resumeUnfinishedRuns(deps);
  });
  void requeueDetailRefreshes(deps);
  void requeueUnfinishedImports(deps);
  const availabilityTimer = scheduleOnTimer(deps);
  // After the database's start-up compiles, and then now and then (functions/node-memory.ts).
  const trimTimer = returnFreedMemoryPeriodically();

  const closeServer = gracefulClose(server as Server);
  stopOnSignals(async () => {
    clearInterval(availabilityTimer);
    if (trimTimer) clearInterval(trimTimer);
    await closeServer();
    // A background job may still be writing: it runs in a transaction, so cutting it loses nothing
    // (its rows are found again at the next start).
    await database.close();
  });
}

/**
 * The Worker's Cron Trigger, on Node: availability checks scheduled and uploads cut short dropped,
 * at start and then every AVAILABILITY_SCHEDULE_SECONDS (hourly).
 */
function scheduleOnTimer(deps: Deps) {
  const tick = () =>
    dropLeftoverUploads(deps).then(() =>
      scheduleAvailabilityChecks(deps).catch((err: unknown) => console.error('Could not schedule availability checks:', err)),
    );
  void tick();
  return setInterval(tick, deps.config.availability.scheduleIntervalMs).unref();
}

/** Bookmarks still waiting for their details (the process stopped before they came): ask again. */
async function requeueDetailRefreshes(deps: Deps) {
  try {
    for (const userId of await usersWithBookmarksNeedingDetails(deps.db)) {
      await deps.queue.send({ type: 'refresh-details', userId, attempt: 0 });
    }
  } catch (err) {
    console.error('Could not re-queue the refresh of bookmark details:', err);
  }
}

/** Sends one message per run with pending or in-progress rows; the consumer skips finished rows. */
async function resumeUnfinishedRuns(deps: Deps) {
  try {
    const runIds = await unfinishedRunIds(deps.db);
    for (const runId of runIds) await deps.queue.send({ type: 'auto-bookmark', runId });
    if (runIds.length) console.log(`Resuming ${runIds.length} unfinished auto-bookmarking run(s).`);
  } catch (err) {
    console.error('Could not resume unfinished auto-bookmarking runs:', err);
  }
}

await main();
