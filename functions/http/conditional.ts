import { encodeBase64urlNoPadding } from '@oslojs/encoding';

/** A strong validator of these exact bytes: a hash of the body, the same on every host. */
export async function etagOf(body: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  return `"${encodeBase64urlNoPadding(new Uint8Array(digest)).slice(0, 27)}"`;
}

/** An HTTP-date, which has whole seconds only. */
export const httpDate = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000).toUTCString();

/**
 * Whether the client's copy is current (RFC 9110 §13.1): If-None-Match wins when sent, compared
 * weakly (the Node host's compression turns our ETag weak). If-Modified-Since alone counts only
 * when it is exactly our Last-Modified: a page can change without any of its dates growing (a
 * newer bookmark deleted lets an older one in), so "not newer" would be wrong.
 */
export function isNotModified(headers: { ifNoneMatch?: string; ifModifiedSince?: string }, etag: string, lastModified: string): boolean {
  if (headers.ifNoneMatch !== undefined) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return headers.ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
  }
  return headers.ifModifiedSince !== undefined && headers.ifModifiedSince.trim() === lastModified;
}
