import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase64urlNoPadding } from '@oslojs/encoding';

/** RFC 7636 S256: BASE64URL(SHA256(ASCII(code_verifier))). arctic uses it but does not export it. */
export function s256CodeChallenge(codeVerifier: string): string {
  return encodeBase64urlNoPadding(sha256(new TextEncoder().encode(codeVerifier)));
}
