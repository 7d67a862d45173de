import { type JWTPayload, SignJWT, jwtVerify } from 'jose';
import { hmac } from '@oslojs/crypto/hmac';
import { SHA256 } from '@oslojs/crypto/sha2';
import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import type { Config } from '../config.ts';
import { createVerifiedTokenCache } from './verified-token-cache.ts';

// Each kind of token has its own audience, so one can never be replayed as another.
const AUDIENCE = {
  session: 'vidshelf:session',
  extension: 'vidshelf:extension',
  oauthState: 'vidshelf:oauth-state',
} as const;
const ISSUER = 'vidshelf';

export const SESSION_TTL_SECONDS = 30 * 24 * 3600;
/** A session cookie older than this is re-issued on use, so active users stay signed in (sliding expiry). */
export const SESSION_REFRESH_AFTER_SECONDS = 24 * 3600;
/** The session row's last use (and expiry) is written at most this often, not on every request. */
export const SESSION_TOUCH_AFTER_SECONDS = 3600;
export const EXTENSION_TOKEN_TTL_SECONDS = 90 * 24 * 3600;
export const OAUTH_STATE_TTL_SECONDS = 600;

export interface UserTokenClaims {
  userId: string;
  sessionVersion: number;
  issuedAt: number;
}

/** A browser session names its server-side row (sessions.id), so signing out can revoke it. */
export interface SessionClaims extends UserTokenClaims {
  sessionId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids in our tokens are uuids; anything else is a malformed token, never a database error. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

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
    // A token without an expiry would live forever: exp, iat and sub are mandatory.
    const { payload } = await jwtVerify(token, secretKey(config), {
      issuer: ISSUER,
      audience,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    return payload;
  } catch {
    return null;
  }
}

type VerifiedUserToken = { payload: JWTPayload; claims: UserTokenClaims };
// Keyed by secret, audience and token: a token verified under one secret says nothing under another.
const verifiedUserTokens = createVerifiedTokenCache<VerifiedUserToken>();

async function verifyUserToken(config: Config, audience: string, token: string): Promise<VerifiedUserToken | null> {
  const key = `${config.sessionSecret}\n${audience}\n${token}`;
  const cached = verifiedUserTokens.get(key);
  if (cached) return cached;
  const payload = await verify(config, audience, token);
  if (!payload || !isUuid(payload.sub) || !Number.isInteger(payload.sv) || typeof payload.iat !== 'number') return null;
  const verified = { payload, claims: { userId: payload.sub, sessionVersion: payload.sv as number, issuedAt: payload.iat } };
  verifiedUserTokens.set(key, { value: verified, expiresAt: payload.exp! * 1000 });
  return verified;
}

export const signSession = (config: Config, session: { userId: string; sessionId: string; sessionVersion: number }) =>
  sign(config, AUDIENCE.session, { sv: session.sessionVersion, sid: session.sessionId }, session.userId, SESSION_TTL_SECONDS);

export async function verifySession(config: Config, token: string): Promise<SessionClaims | null> {
  const verified = await verifyUserToken(config, AUDIENCE.session, token);
  if (!verified || !isUuid(verified.payload.sid)) return null;
  return { ...verified.claims, sessionId: verified.payload.sid };
}

/** Extension tokens stay stateless: only session_version revokes them. */
export const signExtensionToken = (config: Config, userId: string, sessionVersion: number) =>
  sign(config, AUDIENCE.extension, { sv: sessionVersion }, userId, EXTENSION_TOKEN_TTL_SECONDS);

export async function verifyExtensionToken(config: Config, token: string): Promise<UserTokenClaims | null> {
  return (await verifyUserToken(config, AUDIENCE.extension, token))?.claims ?? null;
}

/** The OAuth state: a short-lived signed token, so the callback can prove the server minted it. */
export async function signOAuthState(config: Config, flow: OAuthFlow): Promise<string> {
  const nonce = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(16)));
  return sign(config, AUDIENCE.oauthState, { flow }, nonce, OAUTH_STATE_TTL_SECONDS);
}

export async function verifyOAuthState(
  config: Config,
  state: string,
): Promise<{ flow: OAuthFlow; nonce: string; expiresAt: Date } | null> {
  const payload = await verify(config, AUDIENCE.oauthState, state);
  if (!payload?.sub || typeof payload.exp !== 'number' || (payload.flow !== 'web' && payload.flow !== 'extension')) return null;
  return { flow: payload.flow, nonce: payload.sub, expiresAt: new Date(payload.exp * 1000) };
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
