import type { Database } from '../../db/database.ts';
import type { Config } from '../../functions/config.ts';
import type { Deps } from '../../functions/deps.ts';
import { builtApiDocument } from '../../functions/openapi/built-document.ts';
import { createAiService } from '../../functions/services/ai.ts';
import { createOEmbedClient } from '../../functions/services/oembed.ts';
import { createOEmbedChecker } from '../../functions/services/availability.ts';
import { createVideoLookup } from '../../functions/services/video-lookup.ts';
import { createYouTubeClient } from '../../functions/services/youtube.ts';

/**
 * Deps for tests that drive a host's app without external services: the real clients, pointed
 * at the configured (unreachable in tests) endpoints, and a queue that drops messages.
 */
export function offlineDeps(db: Database, config: Config, overrides: Partial<Deps> = {}): Deps {
  return {
    db,
    config,
    clock: { now: () => new Date() },
    queue: { send: async () => {} },
    youtube: createYouTubeClient({ apiBase: config.youtube.apiBase }),
    videos: createVideoLookup({ oembed: createOEmbedClient({ url: config.youtube.oembedUrl }) }),
    availability: createOEmbedChecker(createOEmbedClient({ url: config.youtube.oembedUrl })),
    ai: createAiService(config.openai),
    apiDocument: builtApiDocument,
    ...overrides,
  };
}
