import { encodeBase64urlNoPadding } from '@oslojs/encoding';

/** RFC 7636 S256 challenge for a verifier: base64url(SHA-256(verifier)) without padding. */
export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return encodeBase64urlNoPadding(new Uint8Array(digest));
}

/** A fresh verifier (32 random bytes, spec 1 §9) and its S256 challenge. */
export async function createPkcePair(): Promise<{ verifier: string; challenge: string }> {
  const verifier = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
  return { verifier, challenge: await pkceChallenge(verifier) };
}
