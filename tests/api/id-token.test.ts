import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig, type Config } from '../../functions/config.ts';
import { ApiError } from '../../functions/errors.ts';
import { verifyIdToken } from '../../functions/services/oauth.ts';

// A JWKS endpoint of our own, so each claim rule of the id_token check can be tried alone.
describe('id_token verification', () => {
  let config: Config;
  let sign: (claims: Record<string, unknown>, opts?: { issuer?: string; audience?: string; expires?: string }) => Promise<string>;
  let close: () => void;

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
    const app = new Hono().get('/jwks', (c) => c.json({ keys: [jwk] }));
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
    config = parseConfig({
      NODE_ENV: 'test',
      SESSION_SECRET: 'x'.repeat(40),
      GOOGLE_CLIENT_ID: 'client-1',
      GOOGLE_CLIENT_SECRET: 's',
      GOOGLE_JWKS_URL: `${base}/jwks`,
      GOOGLE_ISSUER: 'https://issuer.test',
    });
    sign = (claims, opts = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer(opts.issuer ?? 'https://issuer.test')
        .setAudience(opts.audience ?? 'client-1')
        .setSubject('sub-1')
        .setIssuedAt()
        .setExpirationTime(opts.expires ?? '5m')
        .sign(privateKey);
  });
  afterAll(() => close());

  const good = { email: 'a@b.co', email_verified: true, given_name: 'Ann', family_name: 'Bee', picture: 'https://p/x.png' };

  async function refusal(token: string) {
    try {
      await verifyIdToken(config, token);
    } catch (err) {
      return err as ApiError;
    }
    throw new Error('expected the token to be refused');
  }

  it('returns the profile of a valid token', async () => {
    expect(await verifyIdToken(config, await sign(good))).toEqual({ sub: 'sub-1', email: 'a@b.co', firstName: 'Ann', lastName: 'Bee', picture: 'https://p/x.png' });
  });

  it('refuses a token from another issuer', async () => {
    expect((await refusal(await sign(good, { issuer: 'https://evil.test' }))).code).toBe('INVALID_ID_TOKEN');
  });

  it('refuses a token minted for another client', async () => {
    expect((await refusal(await sign(good, { audience: 'client-2' }))).code).toBe('INVALID_ID_TOKEN');
  });

  it('refuses an expired token', async () => {
    expect((await refusal(await sign(good, { expires: '-1m' }))).code).toBe('INVALID_ID_TOKEN');
  });

  it('refuses an unverified e-mail address', async () => {
    const err = await refusal(await sign({ ...good, email_verified: false }));
    expect(err.status).toBe(403);
    expect(err.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('refuses a token signed by a key not in the key set', async () => {
    const other = await generateKeyPair('RS256');
    const token = await new SignJWT(good).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setIssuer('https://issuer.test').setAudience('client-1').setSubject('s').setExpirationTime('5m').sign(other.privateKey);
    expect((await refusal(token)).code).toBe('INVALID_ID_TOKEN');
  });
});
