import type { input } from 'zod';
import type { createBookmarkBody } from '../../../functions/schemas/bookmark.ts';
import type { BookmarkExists, BookmarkView, CategoryView, CurrentUser } from '../../../functions/schemas/responses.ts';
import { msg } from './i18n.ts';
/** What the background answers the popup and the content script; never throws across messages. */
export type Result<T> = { ok: true; data: T } | { ok: false; code: string; message: string };

export interface TokenStore {
  get(): Promise<string | null>;
  set(token: string): Promise<void>;
  clear(): Promise<void>;
}

// The API's answers and bodies, as the server declares them (types only: nothing of the server
// reaches the extension's bundle).
export type ExtensionUser = Pick<CurrentUser, 'id' | 'email' | 'firstName' | 'lastName'>;

/** What the popup greets the user with. */
export function displayName(user: ExtensionUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || (user.email ?? '');
}

export type Category = Pick<CategoryView, 'id' | 'name' | 'color'>;

export type SaveInput = Required<Pick<input<typeof createBookmarkBody>, 'videoId' | 'url'>> & { categoryId?: string };

export type SaveOutcome = { saved: true; bookmarkId: string } | { saved: false; alreadySaved: true };

export const SIGNED_OUT = 'SIGNED_OUT';

/**
 * The calls the extension makes, with its Bearer token (DESIGN §6). Any 401 means the token
 * expired or was revoked (sign out everywhere): it is forgotten, and the caller shows sign-in.
 */
export function createApiClient(deps: { fetch: typeof fetch; tokens: TokenStore; origin: () => Promise<string> }) {
  async function call<T>(method: string, path: string, body?: unknown): Promise<Result<T> & { status?: number }> {
    const token = await deps.tokens.get();
    if (!token) return { ok: false, code: SIGNED_OUT, message: msg('signInFirst') };
    let response: Response;
    try {
      response = await deps.fetch(`${await deps.origin()}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        credentials: 'omit',
      });
    } catch {
      return { ok: false, code: 'NETWORK', message: msg('unreachable') };
    }
    if (response.status === 401) {
      await deps.tokens.clear();
      return { ok: false, code: SIGNED_OUT, message: msg('sessionEnded'), status: 401 };
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // A proxy's HTML error page: reported by status below.
    }
    if (!response.ok) {
      const error = (json ?? {}) as { code?: string; message?: string };
      return {
        ok: false,
        code: error.code ?? `HTTP_${response.status}`,
        message: error.message ?? msg('answeredStatus', String(response.status)),
        status: response.status,
      };
    }
    return { ok: true, data: json as T, status: response.status };
  }

  return {
    currentUser: () => call<ExtensionUser>('GET', '/api/auth/user'),
    categories: () => call<Category[]>('GET', '/api/categories'),
    exists: (videoId: string) =>
      call<BookmarkExists>('GET', `/api/bookmarks/exists?videoId=${encodeURIComponent(videoId)}`),
    async save(input: SaveInput): Promise<Result<SaveOutcome>> {
      const answer = await call<BookmarkView>('POST', '/api/bookmarks', {
        videoId: input.videoId,
        url: input.url,
        ...(input.categoryId ? { categoryId: input.categoryId } : {}),
      } satisfies input<typeof createBookmarkBody>);
      if (answer.ok) return { ok: true, data: { saved: true, bookmarkId: answer.data.id } };
      if (answer.code === 'DUPLICATE_BOOKMARK') return { ok: true, data: { saved: false, alreadySaved: true } };
      return answer;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
