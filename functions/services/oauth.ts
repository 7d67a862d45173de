import { OAuth2Client, OAuth2RequestError, ArcticFetchError } from 'arctic';
import { createRemoteJWKSet, jwtVerify, errors as joseErrors } from 'jose';
import type { Config } from '../config.ts';
import { ApiError } from '../errors.ts';
import { stripUnstorableText } from '../schemas/text.ts';
import type { GoogleProfile } from '../../db/queries/users.ts';

export const callbackPath = '/auth/callback';
export const redirectUri = (config: Config) => `${config.appOrigin}${callbackPath}`;

// One key set per JWKS URL per isolate: jose caches the keys and refetches on an unknown kid.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySet(url: string) {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url));
    keySets.set(url, set);
  }
  return set;
}

/** Google documents both spellings of its issuer. */
function acceptedIssuers(issuer: string): string[] {
  return issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer];
}

/** Exchanges the authorization code (with its PKCE verifier) for an id_token. */
export async function exchangeCode(config: Config, code: string, codeVerifier: string): Promise<string> {
  const client = new OAuth2Client(config.google.clientId, config.google.clientSecret, redirectUri(config));
  try {
    const tokens = await client.validateAuthorizationCode(config.google.tokenUrl, code, codeVerifier);
    return tokens.idToken();
  } catch (err) {
    if (err instanceof OAuth2RequestError) {
      throw new ApiError(401, 'INVALID_GRANT', 'The sign-in code was refused. Please try logging in again.');
    }
    if (err instanceof ArcticFetchError) {
      throw new ApiError(502, 'UPSTREAM_UNAVAILABLE', 'The sign-in service could not be reached. Please try again.');
    }
    console.error('Token exchange failed:', err);
    throw new ApiError(502, 'UPSTREAM_UNAVAILABLE', 'The sign-in service gave an unexpected answer. Please try again.');
  }
}

/** Verifies the id_token against the provider's keys and returns the profile it vouches for. */
export async function verifyIdToken(config: Config, idToken: string): Promise<GoogleProfile> {
  let payload;
  try {
    ({ payload } = await jwtVerify(idToken, keySet(config.google.jwksUrl), {
      issuer: acceptedIssuers(config.google.issuer),
      audience: config.google.clientId,
    }));
  } catch (err) {
    if (err instanceof joseErrors.JOSEError && !(err instanceof joseErrors.JWKSTimeout)) {
      throw new ApiError(401, 'INVALID_ID_TOKEN', 'The sign-in could not be verified. Please try logging in again.');
    }
    console.error('id_token verification failed:', err);
    throw new ApiError(502, 'UPSTREAM_UNAVAILABLE', 'The sign-in service could not be reached. Please try again.');
  }
  // Postgres cannot store NUL or a lone surrogate: whatever the provider sends, keep the rest.
  const claim = (name: string) => (typeof payload[name] === 'string' && payload[name] ? stripUnstorableText(payload[name] as string) || null : null);
  const email = claim('email');
  if (!payload.sub || !email) {
    throw new ApiError(401, 'INVALID_ID_TOKEN', 'The sign-in did not include an e-mail address.');
  }
  if (payload.email_verified !== true && payload.email_verified !== 'true') {
    throw new ApiError(403, 'EMAIL_NOT_VERIFIED', 'Your Google e-mail address is not verified.');
  }
  return {
    sub: payload.sub,
    email,
    firstName: claim('given_name'),
    lastName: claim('family_name'),
    picture: claim('picture'),
  };
}
