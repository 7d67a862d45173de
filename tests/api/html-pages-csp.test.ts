import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevIdp } from '../../functions/dev/idp.ts';
import { PAGE_CONTENT_SECURITY_POLICY } from '../../functions/http/csp.ts';
import { type ApiContext, createApiContext } from '../support/api-context.ts';

/** Every HTML answer carries a Content-Security-Policy and cannot be framed. */
describe('HTML pages outside the SPA', () => {
  let ctx: ApiContext;
  beforeAll(async () => {
    ctx = await createApiContext('pglite');
  });
  afterAll(() => ctx.close());

  it("GET /api/logout's page carries a policy that loads nothing and cannot be framed", async () => {
    const res = await ctx.app.request('/api/logout');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toBe(PAGE_CONTENT_SECURITY_POLICY);
    expect(PAGE_CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(await res.text()).toContain('<form method="post" action="/api/logout">');
  });

  describe("the dev identity provider's pages", () => {
    const redirect = 'http://localhost:8787/auth/callback';
    const authorize = (query: Record<string, string>) => `/authorize?${new URLSearchParams(query)}`;
    const good = { client_id: 'client', redirect_uri: redirect, response_type: 'code', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256', state: 's' };

    it.each([
      ['the account picker', good, 200],
      ['the refusal of a bad request', { ...good, client_id: 'someone-else' }, 400],
    ])('%s carries a policy allowing only its own stylesheet and forms, and no framing', async (_, query, status) => {
      const idp = await createDevIdp({ issuer: 'http://localhost:8787/dev/idp', clientId: 'client', clientSecret: 'secret', redirectUris: [redirect] });
      const res = await idp.request(authorize(query));
      expect(res.status).toBe(status);
      const page = await res.text();
      const style = /<style>([\s\S]*?)<\/style>/.exec(page)![1]!;
      const hash = createHash('sha256').update(style).digest('base64');
      expect(res.headers.get('content-security-policy')).toBe(
        `default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'self' http://localhost:8787; frame-ancestors 'none'`,
      );
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    });
  });
});
