/**
 * Shared fetch helpers (spec 1 §7). Every call sends the session cookie; every non-OK answer
 * becomes an ApiError whose message is `${status}: ${bodyText || statusText}`.
 */

/** One part of an SWR key: path segments, or an object of query parameters. */
export type QueryKeyPart = string | number | Record<string, unknown> | null | undefined;
export type QueryKey = string | readonly QueryKeyPart[];

import type { input, ZodType } from 'zod';
import type { ErrorCode } from '../../../functions/schemas/error-codes';

/**
 * What a call sends: the input of the zod schema its route declares and validates with
 * (functions/schemas/), so a body the route changes and the SPA does not follow fails the typecheck.
 */
export type RequestBody<S extends ZodType> = input<S>;
import { currentLanguage, i18n } from '../i18n';

type ErrorBody = { message?: unknown; code?: unknown };

/** A failed API call. `serverMessage` and `code` come from the JSON error envelope when present. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's code; the union is the API's fixed list (functions/schemas/error-codes.ts). */
  readonly code: ErrorCode | undefined;
  readonly serverMessage: string | undefined;

  constructor(status: number, message: string, body: ErrorBody | null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = typeof body?.code === 'string' ? (body.code as ErrorCode) : undefined;
    this.serverMessage = typeof body?.message === 'string' ? body.message : undefined;
  }
}

/**
 * Builds a URL from a query key: string and number parts are joined with slashes, object parts
 * become query parameters, skipping null, undefined, '' and false.
 */
export function buildUrl(key: QueryKey): string {
  if (typeof key === 'string') return key;
  const segments: string[] = [];
  const params = new URLSearchParams();
  for (const part of key) {
    if (part === null || part === undefined) continue;
    if (typeof part === 'object') {
      for (const [name, value] of Object.entries(part)) {
        if (value === null || value === undefined || value === '' || value === false) continue;
        params.append(name, String(value));
      }
    } else {
      segments.push(String(part));
    }
  }
  const path = segments.join('/');
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: ErrorBody | null = null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') body = parsed as ErrorBody;
  } catch {
    // Not JSON (a proxy error page, for instance): the text alone still makes the message.
  }
  return new ApiError(response.status, `${response.status}: ${text || response.statusText}`, body);
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** SWR fetcher: GET with credentials; a 401 resolves to null (signed out) instead of failing. */
export async function fetcher<T>(key: QueryKey): Promise<T | null> {
  const response = await fetch(buildUrl(key), { credentials: 'include' });
  if (response.status === 401) return null;
  if (!response.ok) throw await toApiError(response);
  return readJson<T>(response);
}

/** One page of a keyset-paged list: its items and the server's X-Next-Cursor (null after the last). */
export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** SWR fetcher of a cursor-paged list; like `fetcher`, a 401 resolves to null (signed out). */
export async function cursorPageFetcher<T>(key: QueryKey): Promise<CursorPage<T> | null> {
  const response = await fetch(buildUrl(key), { credentials: 'include' });
  if (response.status === 401) return null;
  if (!response.ok) throw await toApiError(response);
  return { items: (await readJson<T[]>(response)) ?? [], nextCursor: response.headers.get('X-Next-Cursor') };
}

/** Write helper: JSON body (and Content-Type) only when given; any non-OK answer throws. */
export async function apiRequest<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<T> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw await toApiError(response);
  return readJson<T>(response);
}

/**
 * The server's own message for a failed call, or the screen's fallback text. The server writes
 * English; in another UI language a known code shows its translation (`errors` namespace, keyed by
 * code) and an unknown one still shows the server's words. English is always the server's message.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.serverMessage) return fallback;
  const language = currentLanguage();
  if (language !== 'en' && error.code && i18n.exists(`errors:${error.code}`, { lng: language })) {
    return i18n.t(`errors:${error.code}`, { lng: language });
  }
  return error.serverMessage;
}

/** Error texts by code are needed only outside English; fetch them as soon as such a language is on. */
function preloadErrorTexts() {
  if (currentLanguage() !== 'en') void i18n.loadNamespaces('errors');
}
preloadErrorTexts();
i18n.on('languageChanged', preloadErrorTexts);

/** The error's own text (`status: body` for an ApiError), else the fallback. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
