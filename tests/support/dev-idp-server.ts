import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createDevIdp } from '../../functions/dev/idp.ts';

export const TEST_CLIENT_ID = 'vidshelf-test-client';
export const TEST_CLIENT_SECRET = 'vidshelf-test-secret';

/** The dev identity provider on its own real HTTP port, as Google would be. */
export async function startDevIdp(redirectUris: string[]) {
  const root = new Hono();
  const server = serve({ fetch: root.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/idp`;
  root.route('/idp', await createDevIdp({ issuer, clientId: TEST_CLIENT_ID, clientSecret: TEST_CLIENT_SECRET, redirectUris }));
  return {
    issuer,
    env: {
      GOOGLE_CLIENT_ID: TEST_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: TEST_CLIENT_SECRET,
      GOOGLE_AUTH_URL: `${issuer}/authorize`,
      GOOGLE_TOKEN_URL: `${issuer}/token`,
      GOOGLE_JWKS_URL: `${issuer}/jwks`,
      GOOGLE_ISSUER: issuer,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type DevIdpServer = Awaited<ReturnType<typeof startDevIdp>>;
