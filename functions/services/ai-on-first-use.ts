// The Node host's AI service: the OpenAI SDK loads on the first persona suggestion, not at start,
// so a server that never suggests one does without the SDK's modules (~1.3 MiB of heap). Only the
// Node host imports this: in the Worker's bundle a dynamic import keeps everything the SDK exports,
// which does not fit its budget (decision 018), so the Worker builds services/ai.ts directly.
import type { AiService, AiServiceOptions } from './ai-service.ts';

export function aiServiceOnFirstUse(options: AiServiceOptions): AiService {
  let loaded: Promise<AiService> | undefined;
  return {
    configured: !!options.apiKey,
    async suggestPersona(request) {
      loaded ??= import('./ai.ts').then(({ createAiService }) => createAiService(options));
      return (await loaded).suggestPersona(request);
    },
  };
}
