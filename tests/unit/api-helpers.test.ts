import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, buildUrl, fetcher, serverMessageOr } from '../../web/src/lib/api';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('buildUrl', () => {
  it('uses a string key as the URL', () => {
    expect(buildUrl('/api/auth/user')).toBe('/api/auth/user');
  });

  it('joins string and number parts with slashes', () => {
    expect(buildUrl(['/api/categories', 'abc', 'bookmarks'])).toBe('/api/categories/abc/bookmarks');
    expect(buildUrl(['/api/placeholder', 320, 180])).toBe('/api/placeholder/320/180');
  });

  it('turns object parts into query parameters', () => {
    expect(buildUrl(['/api/bookmarks', { offset: 20, limit: 20, favorites: true }])).toBe(
      '/api/bookmarks?offset=20&limit=20&favorites=true',
    );
  });

  it('skips null, undefined, empty-string and false parameters', () => {
    expect(
      buildUrl(['/api/bookmarks', { offset: 0, categoryId: null, search: '', favorites: false, x: undefined }]),
    ).toBe('/api/bookmarks?offset=0');
  });

  it('leaves off the question mark when every parameter is skipped', () => {
    expect(buildUrl(['/api/bookmarks', { search: '' }])).toBe('/api/bookmarks');
  });

  it('encodes parameter values', () => {
    expect(buildUrl(['/api/bookmarks', { search: 'rock & roll' }])).toBe('/api/bookmarks?search=rock+%26+roll');
  });
});

describe('fetcher', () => {
  it('sends the cookie and parses the JSON answer', async () => {
    const fetchMock = stubFetch(Response.json({ id: 'u1' }));
    await expect(fetcher(['/api/bookmarks', { limit: 20 }])).resolves.toEqual({ id: 'u1' });
    expect(fetchMock).toHaveBeenCalledWith('/api/bookmarks?limit=20', { credentials: 'include' });
  });

  it('yields null for a 401 instead of failing', async () => {
    stubFetch(Response.json({ message: 'Unauthorized', code: 'UNAUTHORIZED' }, { status: 401 }));
    await expect(fetcher('/api/auth/user')).resolves.toBeNull();
  });

  it('fails with "status: body" for other errors', async () => {
    stubFetch(new Response('{"message":"Boom","code":"SYSTEM_ERROR"}', { status: 500 }));
    await expect(fetcher('/api/stats')).rejects.toThrow('500: {"message":"Boom","code":"SYSTEM_ERROR"}');
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(new Response(null, { status: 502, statusText: 'Bad Gateway' }));
    await expect(fetcher('/api/stats')).rejects.toThrow('502: Bad Gateway');
  });
});

describe('apiRequest', () => {
  it('sends a JSON body with a Content-Type header', async () => {
    const fetchMock = stubFetch(Response.json({ ok: true }));
    await apiRequest('POST', '/api/bookmarks', { videoId: 'dQw4w9WgXcQ' });
    expect(fetchMock).toHaveBeenCalledWith('/api/bookmarks', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"videoId":"dQw4w9WgXcQ"}',
    });
  });

  it('sends no Content-Type header without a body', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('DELETE', '/api/bookmarks/1')).resolves.toBeNull();
    const init = fetchMock.mock.calls[0][1];
    expect(init?.headers).toBeUndefined();
    expect(init?.body).toBeUndefined();
  });

  it('treats a 401 as a failure', async () => {
    stubFetch(Response.json({ message: 'Sign in first', code: 'UNAUTHORIZED' }, { status: 401 }));
    await expect(apiRequest('GET', '/api/auth/extension-token')).rejects.toBeInstanceOf(ApiError);
  });

  it("exposes the server's message and code on the error", async () => {
    stubFetch(
      Response.json({ message: 'Maximum reached', code: 'CATEGORY_LIMIT_REACHED' }, { status: 409 }),
    );
    const error = await apiRequest('POST', '/api/categories', { name: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"message":"Maximum reached","code":"CATEGORY_LIMIT_REACHED"}');
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).code).toBe('CATEGORY_LIMIT_REACHED');
    expect((error as ApiError).serverMessage).toBe('Maximum reached');
  });

  it('keeps working when the error body is not JSON', async () => {
    stubFetch(new Response('<html>proxy error</html>', { status: 504 }));
    const error = (await apiRequest('GET', '/api/stats').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('504: <html>proxy error</html>');
    expect(error.code).toBeUndefined();
    expect(error.serverMessage).toBeUndefined();
  });
});

describe('serverMessageOr', () => {
  it("prefers the server's message", () => {
    expect(serverMessageOr(new ApiError(400, '400: x', { message: 'Bad code' }), 'Authentication failed')).toBe(
      'Bad code',
    );
  });

  it('falls back for other errors', () => {
    expect(serverMessageOr(new TypeError('Failed to fetch'), 'Authentication failed')).toBe('Authentication failed');
    expect(serverMessageOr(new ApiError(500, '500: ', null), 'Authentication failed')).toBe('Authentication failed');
  });
});
