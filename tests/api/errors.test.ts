import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_BODY_BYTES } from '../../functions/app.ts';
import { type ApiContext, createApiContext } from '../support/api-context.ts';
import { signInWithBrowser } from '../support/browser.ts';

describe('the error envelope', () => {
  let ctx: ApiContext;
  beforeAll(async () => {
    ctx = await createApiContext('pglite');
  });
  afterAll(() => ctx.close());

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await ctx.browser().request('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ message: 'No such API endpoint.', code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with a 400 validation error', async () => {
    const res = await ctx.browser().request('/api/auth/google/callback', {
      method: 'POST',
      body: '{"code": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Malformed request body.', code: 'VALIDATION_ERROR' });
  });

  it('names the failing field of an invalid body and lists the zod issues', async () => {
    const res = await ctx.browser().request('/api/auth/google/callback', { method: 'POST', json: { code: 'c', state: 's', codeVerifier: 'short' } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; code: string; details: unknown[] };
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toMatch(/^codeVerifier: /);
    expect(body.details.length).toBeGreaterThan(0);
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await ctx.browser().request('/api/auth/google/callback', {
      method: 'POST',
      body: JSON.stringify({ code: 'x'.repeat(MAX_BODY_BYTES + 10), state: 's' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Request body is too large.', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers an unexpected failure with a generic 500 and keeps the details in the log only', async () => {
    const browser = ctx.browser();
    await signInWithBrowser(browser, { email: 'crash@example.com' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = Object.assign(Object.create(Object.getPrototypeOf(ctx.db)), ctx.db, {
      select: () => {
        throw new Error('connection reset: secret-internal-detail');
      },
    });
    const { createApp } = await import('../../functions/app.ts');
    const app = createApp({ ...ctx.deps, db: broken, clock: { now: () => new Date() }, queue: { send: async () => {} } });
    const res = await app.request('/api/auth/user', { headers: { cookie: `vidshelf_session=${browser.cookies.get('vidshelf_session')}` } });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ message: 'Something went wrong. Please try again.', code: 'INTERNAL_ERROR' });
    expect(text).not.toMatch(/secret-internal-detail/);
    expect(String(logged.mock.calls.flat().join(' '))).toMatch(/secret-internal-detail/);
    logged.mockRestore();
  });

  it('marks API answers no-store, errors included, so no cache (shared or the browser\'s) keeps them', async () => {
    const browser = ctx.browser();
    await signInWithBrowser(browser, { email: 'no-store@example.com' });
    for (const path of ['/api/config/google-client-id', '/api/auth/user', '/api/bookmarks', '/api/categories', '/api/no-such-thing', '/api/bookmarks?limit=0']) {
      const res = await browser.request(path);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    expect((await ctx.browser().request('/api/auth/user')).headers.get('cache-control')).toBe('no-store');
  });

  it('lets a placeholder image keep its own long cache', async () => {
    const res = await ctx.browser().request('/api/placeholder/320/180');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
  });
});

describe('client configuration', () => {
  it('tells the SPA where the YouTube IFrame API script is, as configured', async () => {
    const ctx = await createApiContext('pglite', { YOUTUBE_IFRAME_API_URL: 'http://127.0.0.1:1/stub/iframe_api.js' });
    try {
      const res = await ctx.browser().request('/api/config/client');
      expect(await res.json()).toEqual({ youtubeIframeApiUrl: 'http://127.0.0.1:1/stub/iframe_api.js' });
    } finally {
      await ctx.close();
    }
  });
});
