import { SignJWT, jwtVerify } from 'jose';
import { hmac } from '@oslojs/crypto/hmac';
import { SHA256 } from '@oslojs/crypto/sha2';
import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import type { Config } from '../config.ts';

// Each kind of token has its own audience, so one can never be replayed as another.
const AUDIENCE = {
  session: 'vidshelf:session',
  extension: 'vidshelf:extension',
  oauthState: 'vidshelf:oauth-state',
} as const;
const ISSUER = 'vidshelf';

export const SESSION_TTL_SECONDS = 30 * 24 * 3600;
/** A session older than this is re-issued on use, so active users stay signed in (sliding expiry). */
export const SESSION_REFRESH_AFTER_SECONDS = 24 * 3600;
export const EXTENSION_TOKEN_TTL_SECONDS = 90 * 24 * 3600;
export const OAUTH_STATE_TTL_SECONDS = 600;

export interface SessionClaims {
  userId: string;
  sessionVersion: number;
  issuedAt: number;
}

export type OAuthFlow = 'web' | 'extension';

const secretKey = (config: Config) => new TextEncoder().encode(config.sessionSecret);

async function sign(config: Config, audience: string, claims: Record<string, unknown>, subject: string, ttlSeconds: number) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(secretKey(config));
}

async function verify(config: Config, audience: string, token: string) {
  try {
    const { payload } = await jwtVerify(token, secretKey(config), { issuer: ISSUER, audience, algorithms: ['HS256'] });
    return payload;
  } catch {
    return null;
  }
}

async function signUserToken(config: Config, audience: string, userId: string, sessionVersion: number, ttl: number) {
  return sign(config, audience, { sv: sessionVersion }, userId, ttl);
}

async function verifyUserToken(config: Config, audience: string, token: string): Promise<SessionClaims | null> {
  const payload = await verify(config, audience, token);
  if (!payload?.sub || typeof payload.sv !== 'number' || typeof payload.iat !== 'number') return null;
  return { userId: payload.sub, sessionVersion: payload.sv, issuedAt: payload.iat };
}

export const signSession = (config: Config, userId: string, sessionVersion: number) =>
  signUserToken(config, AUDIENCE.session, userId, sessionVersion, SESSION_TTL_SECONDS);
export const verifySession = (config: Config, token: string) => verifyUserToken(config, AUDIENCE.session, token);

export const signExtensionToken = (config: Config, userId: string, sessionVersion: number) =>
  signUserToken(config, AUDIENCE.extension, userId, sessionVersion, EXTENSION_TOKEN_TTL_SECONDS);
export const verifyExtensionToken = (config: Config, token: string) => verifyUserToken(config, AUDIENCE.extension, token);

/** The OAuth state: a short-lived signed token, so the callback can prove the server minted it. */
export async function signOAuthState(config: Config, flow: OAuthFlow): Promise<string> {
  const nonce = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(16)));
  return sign(config, AUDIENCE.oauthState, { flow }, nonce, OAUTH_STATE_TTL_SECONDS);
}

export async function verifyOAuthState(config: Config, state: string): Promise<{ flow: OAuthFlow; nonce: string } | null> {
  const payload = await verify(config, AUDIENCE.oauthState, state);
  if (!payload?.sub || (payload.flow !== 'web' && payload.flow !== 'extension')) return null;
  return { flow: payload.flow, nonce: payload.sub };
}

/**
 * The PKCE verifier of an extension sign-in. It is derived from the state's nonce with the server
 * secret, so it never travels in a URL or cookie and needs no server-side storage (Workers are
 * stateless): only this server can recompute it at the callback.
 */
export function extensionCodeVerifier(config: Config, stateNonce: string): string {
  const mac = hmac(SHA256, new TextEncoder().encode(config.sessionSecret), new TextEncoder().encode(`pkce:${stateNonce}`));
  return encodeBase64urlNoPadding(mac);
}
