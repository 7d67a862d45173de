import type { Database } from '../db/database.ts';
import type { User } from '../db/schema.ts';
import type { SessionMemo } from './auth/session-memo.ts';
import type { Config } from './config.ts';
import type { AiService } from './services/ai.ts';
import type { AvailabilityChecker } from './services/availability.ts';
import type { JobMessage } from './jobs/messages.ts';
import type { VideoLookup } from './services/video-lookup.ts';
import type { YouTubeClient } from './services/youtube.ts';

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
}

export const systemClock: Clock = { now: () => new Date() };

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
