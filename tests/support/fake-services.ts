import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createFakeOpenAI } from '../../functions/dev/fake-openai.ts';
import { createFakeYouTube } from '../../functions/dev/fake-youtube.ts';

async function listen(app: Hono) {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export const TEST_OPENAI_KEY = 'api-test-openai-key';
export const TEST_YOUTUBE_KEY = 'api-test-youtube-key';

/** The fake OpenAI chat-completions API on a real port; env points the app's real client at it. */
export async function startFakeOpenAI() {
  const fake = createFakeOpenAI({ apiKey: TEST_OPENAI_KEY });
  const server = await listen(new Hono().route('/v1', fake));
  return { fake, env: { OPENAI_API_KEY: TEST_OPENAI_KEY, OPENAI_BASE_URL: `${server.origin}/v1` }, close: server.close };
}

/** The fake YouTube Data API on a real port, under the real API's path. */
export async function startFakeYouTubeServer() {
  const fake = createFakeYouTube({ apiKey: TEST_YOUTUBE_KEY });
  const server = await listen(new Hono().route('/youtube/v3', fake));
  return { fake, env: { YOUTUBE_API_KEY: TEST_YOUTUBE_KEY, YOUTUBE_API_BASE: `${server.origin}/youtube/v3` }, close: server.close };
}
