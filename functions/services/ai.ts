import OpenAI from 'openai';
import { ContentFilterFinishReasonError, LengthFinishReasonError } from 'openai/error';
import type { JSONSchema } from 'openai/lib/jsonschema';
import { makeParseableResponseFormat } from 'openai/lib/parser';
import { toStrictJsonSchema } from 'openai/lib/transform';
import * as z from 'zod';
import { AiError, type AiService, type AiServiceOptions, type PersonaRequest } from './ai-service.ts';

/** What the model must return (structured output, checked again with zod). */
export const personaSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  handle: z.string(),
  title: z.string(),
  description: z.string(),
  profileImageUrl: z.string(),
  categories: z.array(z.object({ name: z.string(), color: z.string() })),
});
export type Persona = z.infer<typeof personaSchema>;

/**
 * The structured-output format for the persona: what the SDK's `zodResponseFormat` builds for a
 * zod 4 schema, without importing openai/helpers/zod, which bundles a zod 3 converter (and zod 3)
 * into the Worker for schemas this app never has.
 */
export function personaResponseFormat() {
  const schema = toStrictJsonSchema(z.toJSONSchema(personaSchema, { target: 'draft-7' }) as JSONSchema) as Record<string, unknown>;
  return makeParseableResponseFormat({ type: 'json_schema', json_schema: { name: 'persona', strict: true, schema } }, (content) =>
    personaSchema.parse(JSON.parse(content)),
  );
}

export { AiError, type AiService, type AiServiceOptions, type PersonaRequest } from './ai-service.ts';

const SYSTEM_PROMPT = [
  'You create marketing personas for Vidshelf, a site where people share curated YouTube video collections.',
  'Given topics and guidance, invent one believable person who curates videos on those topics.',
  'Answer with JSON only: firstName, lastName, handle (lowercase letters, digits and hyphens, 3-30 characters),',
  'title (a headline of 50 to 60 characters), description (2-3 sentences), profileImageUrl (empty string if none),',
  'and 3 to 5 categories, each with a short name (at most 40 characters) and a hex colour like #3b82f6.',
].join(' ');

/** The user message; the fake server reads the topics back out of the "Topics:" line. */
export function personaPrompt(request: PersonaRequest): string {
  const lines = [`Topics: ${request.topic}`];
  if (request.region) lines.push(`Regions: ${request.region}`);
  if (request.language) lines.push(`Languages: ${request.language}`);
  if (request.targetAudience) lines.push(`Target audience: ${request.targetAudience}`);
  if (request.tone) lines.push(`Tone: ${request.tone}`);
  return lines.join('\n');
}

export function createAiService(options: AiServiceOptions): AiService {
  const configured = !!options.apiKey;
  const client = configured
    ? new OpenAI({
        apiKey: options.apiKey,
        baseURL: options.baseUrl,
        timeout: options.timeoutMs ?? 30_000,
        maxRetries: 1,
        // Called through a wrapper: Workers refuse a fetch detached from its global.
        fetch: (url: Parameters<typeof fetch>[0], init?: RequestInit) => (options.fetch ? options.fetch(url as string, init) : fetch(url, init)),
      })
    : null;

  return {
    configured,
    async suggestPersona(request) {
      if (!client) throw new AiError('unconfigured', 'The AI service is not configured on this server.');
      let completion;
      try {
        completion = await client.chat.completions.parse({
          model: options.model,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: personaPrompt(request) },
          ],
          response_format: personaResponseFormat(),
          temperature: 0.9,
        });
      } catch (err) {
        // A body the model cut short or that breaks the schema is unsuitable output, not an outage.
        if (err instanceof LengthFinishReasonError || err instanceof ContentFilterFinishReasonError || err instanceof SyntaxError || err instanceof z.ZodError) {
          throw new AiError('unsuitable', 'The AI answer could not be used.');
        }
        console.warn('OpenAI call failed:', err instanceof Error ? `${err.name}: ${err.message}` : err);
        throw new AiError('api', 'The AI service did not answer.');
      }
      const message = completion.choices[0]?.message;
      const parsed = personaSchema.safeParse(message?.parsed);
      if (!parsed.success || message?.refusal) throw new AiError('unsuitable', 'The AI answer could not be used.');
      return parsed.data;
    },
  };
}
