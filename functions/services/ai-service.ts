// What the app asks of the AI service, without the OpenAI SDK: routes and hosts name it, and the
// Node host loads the SDK only on a first suggestion (ai-on-first-use.ts).
import type { Persona } from './ai.ts';

export interface PersonaRequest {
  topic: string;
  region?: string;
  language?: string;
  targetAudience?: string;
  tone?: string;
}

/** Why a suggestion failed: the route maps each reason to the spec's error code. */
export class AiError extends Error {
  override name = 'AiError';
  constructor(
    readonly reason: 'unconfigured' | 'api' | 'unsuitable',
    message: string,
  ) {
    super(message);
  }
}

export interface AiService {
  readonly configured: boolean;
  /** A marketing persona for the guidance given. Throws AiError. */
  suggestPersona(request: PersonaRequest): Promise<Persona>;
}

export interface AiServiceOptions {
  apiKey?: string;
  baseUrl?: string;
  model: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}
