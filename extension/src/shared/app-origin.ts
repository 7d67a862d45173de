/** Self-hosters run the Node host on this port (README); the popup changes it. */
export const DEFAULT_APP_ORIGIN = 'http://localhost:8787';

/** Origins the manifest grants up front; any other needs an optional permission at runtime. */
const DECLARED_HOSTS = ['localhost', '127.0.0.1'];

/**
 * Normalises what the user typed into the popup's origin field to a bare origin, or null when it
 * is not an http(s) origin. Plain http is allowed only for the local hosts: a token must not
 * cross the network unencrypted.
 */
export function normaliseAppOrigin(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === 'https:') return url.origin;
  if (url.protocol === 'http:' && DECLARED_HOSTS.includes(url.hostname)) return url.origin;
  return null;
}

/** The match pattern of the host permission an origin needs (ports are not part of patterns). */
export function permissionPatternOf(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}/*`;
}

export function isDeclaredHost(origin: string): boolean {
  return DECLARED_HOSTS.includes(new URL(origin).hostname);
}
