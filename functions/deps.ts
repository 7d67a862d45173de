import type { Database } from '../db/database.ts';
import type { User } from '../db/schema.ts';
import type { SessionMemo } from './auth/session-memo.ts';
import type { Config } from './config.ts';
import type { OpenApiDocument } from './openapi/document.ts';
import type { AiService } from './services/ai-service.ts';
import { type AvailabilityChecker, createAvailabilityChecker } from './services/availability.ts';
import type { JobMessage } from './jobs/messages.ts';
import { createOEmbedClient } from './services/oembed.ts';
import { type VideoLookup, createVideoLookup } from './services/video-lookup.ts';
import { type YouTubeClient, createYouTubeClient } from './services/youtube.ts';

export interface SendOptions {
  /** Deliver the message no sooner than this many seconds from now. */
  delaySeconds?: number;
}

/** A queue of background jobs: Cloudflare Queues in the Worker, an in-process queue on Node. */
export interface JobQueue {
  send(job: JobMessage, options?: SendOptions): Promise<void>;
}

export interface Clock {
  now(): Date;
}

/** Everything the Hono app needs from its host. Each host (and each test) builds one. */
export interface Deps {
  db: Database;
  queue: JobQueue;
  config: Config;
  clock: Clock;
  youtube: YouTubeClient;
  /** Details of a video being saved: the Data API with a key, oEmbed without. */
  videos: VideoLookup;
  /** Whether saved videos still play: videos.list with a key, oEmbed without. */
  availability: AvailabilityChecker;
  /** Persona suggestions for virtual members (OpenAI-compatible chat completions). */
  ai: AiService;
  /** Session checks kept for a moment (Node host); absent, every request asks the database. */
  sessionMemo?: SessionMemo;
  /**
   * The OpenAPI document /api/openapi.json serves, written at build time from the route
   * declarations (scripts/build-openapi.ts): the Node host imports the file, the Worker reads
   * its copy from its assets.
   */
  apiDocument: () => Promise<OpenApiDocument>;
}

export const systemClock: Clock = { now: () => new Date() };

/** What differs between the hosts (and tests); everything else is built from the config. */
export interface HostParts {
  db: Database;
  config: Config;
  /** The job queue, or how to make it from the finished deps (a queue that runs jobs in-process). */
  queue: JobQueue | ((deps: Deps) => JobQueue);
  clock?: Clock;
  /** A client kept longer than the deps (its response cache outlives a request). */
  youtube?: YouTubeClient;
  videos?: VideoLookup;
  availability?: AvailabilityChecker;
  sessionMemo?: SessionMemo;
  /**
   * Persona suggestions: the Worker builds them with the SDK (services/ai.ts), the Node host loads
   * the SDK on the first suggestion (services/ai-on-first-use.ts). Not built here, so that importing
   * the deps does not load the SDK.
   */
  ai: AiService;
  apiDocument: Deps['apiDocument'];
}

/** The app's dependencies on either host: the Worker per request, the Node host once. */
export function buildDeps({ db, config, queue, clock = systemClock, youtube, videos, availability, ai, sessionMemo, apiDocument }: HostParts): Deps {
  const oembed = createOEmbedClient({ url: config.youtube.oembedUrl });
  const dataApi = youtube ?? createYouTubeClient({ apiKey: config.youtube.apiKey, apiBase: config.youtube.apiBase, now: () => clock.now().getTime() });
  const deps: Deps = {
    db,
    config,
    clock,
    queue: undefined!,
    youtube: dataApi,
    videos: videos ?? createVideoLookup({ dataApi, oembed }),
    availability: availability ?? createAvailabilityChecker({ dataApi, oembed }),
    ai,
    sessionMemo,
    apiDocument,
  };
  deps.queue = typeof queue === 'function' ? queue(deps) : queue;
  return deps;
}

/** Hono's typing of what middleware puts on the context. */
export interface AppEnv {
  Variables: {
    deps: Deps;
    /** The signed-in user, set by the auth middleware (null when signed out). */
    user: User | null;
    /** How the request was authenticated. Bearer is the extension token, token a personal API token. */
    authVia: 'cookie' | 'bearer' | 'token' | null;
  };
}
