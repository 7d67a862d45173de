import { Hono } from 'hono';

/**
 * An offline stand-in for OpenAI's chat completions endpoint (DESIGN §3), in the real wire
 * format, that invents a plausible persona from the topics in the prompt. Tests serve it on a real
 * port; the Node host mounts it at /dev/openai/v1 in dev mode when no OPENAI_API_KEY is set.
 */
export type FakeOpenAIMode = 'ok' | 'down' | 'incomplete' | 'garbage';

export interface FakeOpenAIControls {
  /** 'down' answers 500, 'incomplete' a persona missing fields, 'garbage' non-JSON content. */
  setMode(mode: FakeOpenAIMode): void;
  readonly requests: { model: string; messages: { role: string; content: string }[]; responseFormat: unknown }[];
  reset(): void;
}

export type FakeOpenAI = Hono & FakeOpenAIControls;

const FIRST_NAMES = ['Mina', 'Daniel', 'Sofia', 'Kenji', 'Amara', 'Lucas', 'Priya', 'Noah', 'Elena', 'Jae', 'Olivia', 'Mateo', 'Hana', 'Leo', 'Aisha'];
const LAST_NAMES = ['Park', 'Rivera', 'Tanaka', 'Okafor', 'Silva', 'Kumar', 'Novak', 'Kim', 'Moreau', 'Haddad', 'Lindqvist', 'Costa', 'Nguyen', 'Brooks'];
const COLORS = ['#ef4444', '#f97316', '#eab308', '#22c55e', '#14b8a6', '#3b82f6', '#8b5cf6', '#ec4899'];
const ANGLES = ['Essentials', 'Highlights', 'Deep Dives', 'for Beginners', 'Weekly Picks'];

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619) >>> 0;
  return h;
}

/** A persona for the prompt's topics; the same prompt gives the same persona. */
export function inventPersona(prompt: string) {
  const topicsLine = /^Topics:\s*(.+)$/m.exec(prompt)?.[1] ?? 'General';
  const topics = topicsLine
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const seed = hash(prompt);
  const firstName = FIRST_NAMES[seed % FIRST_NAMES.length]!;
  const lastName = LAST_NAMES[(seed >>> 8) % LAST_NAMES.length]!;
  const main = topics[0] ?? 'General';
  const tone = /^Tone:\s*(.+)$/m.exec(prompt)?.[1]?.split(',')[0]?.trim().toLowerCase();
  const categories = topics.flatMap((topic, i) => {
    const base = topic.split('&')[0]!.trim();
    return [0, 1].map((k) => ({ name: `${base} ${ANGLES[(seed + i * 2 + k) % ANGLES.length]}`, color: COLORS[(seed + i * 3 + k) % COLORS.length]! }));
  });
  return {
    firstName,
    lastName,
    handle: `${firstName}-${lastName}`.toLowerCase(),
    title: `${main} videos worth your time, picked by ${firstName}`,
    description: `${firstName} collects ${tone ? `${tone}, ` : ''}hand-picked videos about ${topics.join(', ').toLowerCase()}. New finds every week, sorted so you can dive straight in.`,
    profileImageUrl: '',
    categories: categories.slice(0, 5),
  };
}

export function createFakeOpenAI(options: { apiKey: string }): FakeOpenAI {
  let mode: FakeOpenAIMode = 'ok';
  const requests: FakeOpenAIControls['requests'] = [];
  let sequence = 0;

  const app = new Hono();
  app.post('/chat/completions', async (c) => {
    if (c.req.header('authorization') !== `Bearer ${options.apiKey}`) {
      return c.json({ error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', param: null, code: 'invalid_api_key' } }, 401);
    }
    const body = (await c.req.json().catch(() => null)) as { model?: string; messages?: { role: string; content: string }[]; response_format?: unknown } | null;
    if (!body?.model || !Array.isArray(body.messages)) {
      return c.json({ error: { message: 'Invalid request.', type: 'invalid_request_error', param: null, code: null } }, 400);
    }
    requests.push({ model: body.model, messages: body.messages, responseFormat: body.response_format });
    if (mode === 'down') return c.json({ error: { message: 'The server had an error while processing your request.', type: 'server_error', param: null, code: null } }, 500);

    const prompt = body.messages.filter((m) => m.role === 'user').map((m) => m.content).join('\n');
    const persona: Record<string, unknown> = inventPersona(prompt);
    if (mode === 'incomplete') delete persona.firstName;
    const content = mode === 'garbage' ? 'Sorry, I cannot help with that' : JSON.stringify(persona);
    return c.json({
      id: `chatcmpl-fake${++sequence}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: Math.ceil(prompt.length / 4), completion_tokens: Math.ceil(content.length / 4), total_tokens: Math.ceil((prompt.length + content.length) / 4) },
    });
  });

  return Object.assign(app, {
    setMode: (m: FakeOpenAIMode) => void (mode = m),
    requests,
    reset: () => {
      mode = 'ok';
      requests.length = 0;
    },
  });
}
