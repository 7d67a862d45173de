import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import type { Env } from '../config.ts';

export const DEV_CLIENT_ID = 'vidshelf-dev';
export const DEV_CLIENT_SECRET = 'vidshelf-dev-secret';
/** The key of the offline YouTube fake the Node host serves in dev mode. */
export const DEV_YOUTUBE_KEY = 'vidshelf-dev-youtube-key';
/** The key of the offline OpenAI fake the Node host serves in dev mode. */
export const DEV_OPENAI_KEY = 'vidshelf-dev-openai-key';

/**
 * What the Node host fills in by itself in dev mode: a session secret kept under DATA_DIR (so
 * sessions survive restarts) and Google's endpoints pointed at the dev identity provider.
 */
export function nodeDevDefaults(env: Env) {
  return (devMode: boolean, port: number): Env => {
    if (!devMode) return {};
    const dataDir = env.DATA_DIR || '.data';
    const appOrigin = env.APP_ORIGIN ? new URL(env.APP_ORIGIN).origin : `http://localhost:${port}`;
    const self = `http://localhost:${port}/dev/idp`;
    return {
      SESSION_SECRET: env.SESSION_SECRET || devSessionSecret(dataDir),
      GOOGLE_CLIENT_ID: DEV_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: DEV_CLIENT_SECRET,
      // The browser goes through the app's own origin (which may be Vite's proxy in `npm run dev`);
      // the server talks to the provider directly.
      GOOGLE_AUTH_URL: `${appOrigin}/dev/idp/authorize`,
      GOOGLE_TOKEN_URL: `${self}/token`,
      GOOGLE_JWKS_URL: `${self}/jwks`,
      GOOGLE_ISSUER: self,
      // No YouTube key: the offline fake, served by this very host.
      ...(env.YOUTUBE_API_KEY ? {} : { YOUTUBE_API_KEY: DEV_YOUTUBE_KEY, YOUTUBE_API_BASE: `http://localhost:${port}/dev/youtube/v3` }),
      // No OpenAI key: the offline persona fake, served by this very host.
      ...(env.OPENAI_API_KEY ? {} : { OPENAI_API_KEY: DEV_OPENAI_KEY, OPENAI_BASE_URL: `http://localhost:${port}/dev/openai/v1` }),
    };
  };
}

function devSessionSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
