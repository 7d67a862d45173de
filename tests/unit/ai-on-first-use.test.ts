import { describe, expect, it } from 'vitest';
import { createFakeOpenAI } from '../../functions/dev/fake-openai.ts';
import { aiServiceOnFirstUse } from '../../functions/services/ai-on-first-use.ts';
import { AiError, type AiServiceOptions } from '../../functions/services/ai-service.ts';

// The Node host's AI service loads the OpenAI SDK on the first suggestion: it must answer as the
// service built with the SDK up front does.
describe('the AI service that loads the SDK on first use', () => {
  const fake = createFakeOpenAI({ apiKey: 'test-key' });
  const options: AiServiceOptions = {
    apiKey: 'test-key',
    baseUrl: 'http://fake-openai.test',
    model: 'gpt-test',
    // The SDK's requests go to the offline fake's routes, in this process.
    fetch: async (input, init) => fake.fetch(new Request(input, init)),
  };

  it('suggests a persona through the SDK it loads, on the first call and the next', async () => {
    const ai = aiServiceOnFirstUse(options);
    expect(ai.configured).toBe(true);
    for (const topic of ['sourdough baking', 'kimchi']) {
      const persona = await ai.suggestPersona({ topic });
      expect(persona.categories.length).toBeGreaterThan(0);
    }
    expect(fake.requests.map((r) => r.model)).toEqual(['gpt-test', 'gpt-test']);
  });

  it('says it is not configured without a key, and refuses a suggestion as the SDK-built service does', async () => {
    const ai = aiServiceOnFirstUse({ model: 'gpt-test' });
    expect(ai.configured).toBe(false);
    await expect(ai.suggestPersona({ topic: 'sourdough baking' })).rejects.toMatchObject({ reason: 'unconfigured' });
    await expect(ai.suggestPersona({ topic: 'sourdough baking' })).rejects.toBeInstanceOf(AiError);
  });
});
