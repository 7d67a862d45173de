import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIGNED_OUT, type TokenStore, createApiClient } from '../../extension/src/shared/api-client.ts';
import { normaliseAppOrigin, permissionPatternOf } from '../../extension/src/shared/app-origin.ts';
import { tokenFromAuthMessage, tokenFromExternalMessage } from '../../extension/src/shared/auth-message.ts';
import { targetTabId } from '../../extension/src/shared/target-tab.ts';

const APP = 'https://vidshelf.example.com';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1In0.c2lnbmF0dXJl';
const signInWindow = { name: 'the window the content script opened' };

describe('extension: accepting the sign-in message', () => {
  const ok = { origin: APP, data: { type: 'VIDSHELF_AUTH_SUCCESS', token: TOKEN }, source: signInWindow };

  it('takes the token from the app origin, with the product type, from the window it opened', () => {
    expect(tokenFromAuthMessage(ok, APP, signInWindow)).toBe(TOKEN);
  });

  it('ignores a message from any other origin, even a look-alike', () => {
    for (const origin of ['https://www.youtube.com', 'https://evil.example', 'http://vidshelf.example.com', 'https://vidshelf.example.com.evil.example', 'null']) {
      expect(tokenFromAuthMessage({ ...ok, origin }, APP, signInWindow), origin).toBeNull();
    }
  });

  it('ignores another type, a missing or malformed token, and a message from another window', () => {
    expect(tokenFromAuthMessage({ ...ok, data: { type: 'VIDSHELF_EXTENSION_TOKEN', token: TOKEN } }, APP, signInWindow)).toBeNull();
    expect(tokenFromAuthMessage({ ...ok, data: { type: 'OTHER', token: TOKEN } }, APP, signInWindow)).toBeNull();
    expect(tokenFromAuthMessage({ ...ok, data: { type: 'VIDSHELF_AUTH_SUCCESS' } }, APP, signInWindow)).toBeNull();
    expect(tokenFromAuthMessage({ ...ok, data: { type: 'VIDSHELF_AUTH_SUCCESS', token: 'not a jwt' } }, APP, signInWindow)).toBeNull();
    expect(tokenFromAuthMessage({ ...ok, data: `{"type":"VIDSHELF_AUTH_SUCCESS","token":"${TOKEN}"}` }, APP, signInWindow)).toBeNull();
    expect(tokenFromAuthMessage({ ...ok, data: null }, APP, signInWindow)).toBeNull();
    expect(tokenFromAuthMessage({ ...ok, source: {} }, APP, signInWindow)).toBeNull();
  });
});

describe('extension: accepting the token the app sends with chrome.runtime.sendMessage', () => {
  const message = { type: 'VIDSHELF_AUTH_SUCCESS', token: TOKEN };

  it('takes the token from a page of the configured app origin', () => {
    expect(tokenFromExternalMessage(message, APP, APP)).toBe(TOKEN);
  });

  it('ignores a sender of any other origin, an unknown sender, another type or a malformed token', () => {
    for (const origin of ['https://www.youtube.com', 'https://vidshelf.example.com.evil.example', 'http://vidshelf.example.com', undefined]) {
      expect(tokenFromExternalMessage(message, origin, APP), String(origin)).toBeNull();
    }
    expect(tokenFromExternalMessage({ type: 'OTHER', token: TOKEN }, APP, APP)).toBeNull();
    expect(tokenFromExternalMessage({ type: 'VIDSHELF_AUTH_SUCCESS', token: 'not a jwt' }, APP, APP)).toBeNull();
  });
});

describe('extension: the manifests', () => {
  const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '../../extension/manifest.json'), 'utf8'));

  it('lets only the app (localhost; APP_ORIGIN at build time) message the extension from a web page', () => {
    expect(manifest.externally_connectable).toEqual({ matches: ['http://localhost/*', 'http://127.0.0.1/*'] });
  });

  it('asks Firefox for the version that has optional_host_permissions and data_collection_permissions, and declares what it sends', () => {
    expect(manifest.browser_specific_settings.gecko).toMatchObject({ strict_min_version: '140.0', data_collection_permissions: { required: ['browsingActivity'] } });
    expect(manifest.browser_specific_settings.gecko_android).toEqual({ strict_min_version: '142.0' });
  });
});

describe('extension: the app origin setting', () => {
  it('keeps the bare origin of an https address, and of http only for localhost', () => {
    expect(normaliseAppOrigin(' https://vidshelf.example.com/some/path?q=1 ')).toBe('https://vidshelf.example.com');
    expect(normaliseAppOrigin('vidshelf.example.com')).toBe('https://vidshelf.example.com');
    expect(normaliseAppOrigin('http://localhost:8787/')).toBe('http://localhost:8787');
    expect(normaliseAppOrigin('http://127.0.0.1:9000')).toBe('http://127.0.0.1:9000');
    for (const bad of ['', 'http://vidshelf.example.com', 'ftp://x.example', 'javascript:alert(1)', 'https://user:pw@x.example', 'https://']) {
      expect(normaliseAppOrigin(bad), bad).toBeNull();
    }
  });

  it('asks for a host permission without the port (match patterns have none)', () => {
    expect(permissionPatternOf('https://vidshelf.example.com:8443')).toBe('https://vidshelf.example.com/*');
  });
});

describe('extension: the API client', () => {
  function memoryTokens(initial: string | null): TokenStore & { value: string | null } {
    const store = {
      value: initial,
      get: async () => store.value,
      set: async (token: string) => void (store.value = token),
      clear: async () => void (store.value = null),
    };
    return store;
  }
  const answer = (status: number, body: unknown) => async () =>
    new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('sends the stored token as a Bearer header to the configured origin', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const tokens = memoryTokens(TOKEN);
    const api = createApiClient({
      tokens,
      origin: async () => APP,
      fetch: (async (url: string, init: RequestInit) => {
        seen.push({ url, init });
        return new Response(JSON.stringify({ id: 'b1' }), { status: 201 });
      }) as typeof fetch,
    });
    expect(await api.save({ videoId: 'dQw4w9WgXcQ', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', categoryId: 'c1' })).toEqual({
      ok: true,
      data: { saved: true, bookmarkId: 'b1' },
    });
    expect(seen[0]!.url).toBe(`${APP}/api/bookmarks`);
    expect(new Headers(seen[0]!.init.headers).get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(seen[0]!.init.body as string)).toEqual({ videoId: 'dQw4w9WgXcQ', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', categoryId: 'c1' });
    expect(seen[0]!.init.credentials).toBe('omit');
  });

  it("turns 409 DUPLICATE_BOOKMARK into 'already saved'", async () => {
    const api = createApiClient({
      tokens: memoryTokens(TOKEN),
      origin: async () => APP,
      fetch: answer(409, { message: 'This video is already in your bookmarks.', code: 'DUPLICATE_BOOKMARK' }) as typeof fetch,
    });
    expect(await api.save({ videoId: 'dQw4w9WgXcQ', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })).toEqual({
      ok: true,
      data: { saved: false, alreadySaved: true },
    });
  });

  it('forgets the token on a 401 (expired or revoked) and reports signed out', async () => {
    const tokens = memoryTokens(TOKEN);
    const api = createApiClient({ tokens, origin: async () => APP, fetch: answer(401, { message: 'Please sign in to continue.', code: 'UNAUTHORIZED' }) as typeof fetch });
    const result = await api.exists('dQw4w9WgXcQ');
    expect(result).toMatchObject({ ok: false, code: SIGNED_OUT });
    expect(tokens.value).toBeNull();
  });

  it('keeps the token on other errors and passes the server message on', async () => {
    const tokens = memoryTokens(TOKEN);
    const api = createApiClient({ tokens, origin: async () => APP, fetch: answer(400, { message: 'This YouTube video does not exist or is private.', code: 'VIDEO_NOT_FOUND' }) as typeof fetch });
    expect(await api.save({ videoId: 'dQw4w9WgXcQ', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })).toMatchObject({
      ok: false,
      code: 'VIDEO_NOT_FOUND',
      message: 'This YouTube video does not exist or is private.',
    });
    expect(tokens.value).toBe(TOKEN);
  });

  it('makes no call without a token, and reports an unreachable server without throwing', async () => {
    let calls = 0;
    const counting = (async () => {
      calls++;
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await createApiClient({ tokens: memoryTokens(null), origin: async () => APP, fetch: counting }).categories()).toMatchObject({ ok: false, code: SIGNED_OUT });
    expect(calls).toBe(0);
    expect(await createApiClient({ tokens: memoryTokens(TOKEN), origin: async () => APP, fetch: counting }).categories()).toMatchObject({ ok: false, code: 'NETWORK' });
  });
});

describe('extension: the tab the popup acts on', () => {
  it('is the tab named by ?tab=<id> when the popup page is opened as a tab', () => {
    expect(targetTabId('?tab=1234')).toBe(1234);
    expect(targetTabId('?other=1&tab=7')).toBe(7);
  });

  it('is left to the active tab of the window without the parameter or with anything but an id', () => {
    for (const search of ['', '?', '?tab=', '?tab=abc', '?tab=-1', '?tab=1.5', '?tab=12345678901', '?tab=1e3', '?tab= 7']) {
      expect(targetTabId(search), search).toBeUndefined();
    }
  });
});
