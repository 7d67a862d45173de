import { Hono } from 'hono';
import { html } from 'hono/html';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { s256CodeChallenge } from '../auth/pkce.ts';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase64, encodeBase64urlNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/**
 * The dev identity provider (DESIGN §3): a small stand-in for Google's OAuth/OIDC endpoints so the
 * production sign-in code runs unchanged offline. People pick the account to sign in as.
 * Mounted only in dev mode, and by tests.
 */
export interface DevIdpOptions {
  /** The issuer URL, which is also where the provider is mounted (e.g. http://localhost:8787/dev/idp). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Redirect URIs the client registered; anything else is refused. */
  redirectUris: string[];
  /** Shown on the sign-in page so newcomers know how to reach the back office. */
  adminEmails?: string[];
}

interface PendingCode {
  redirectUri: string;
  codeChallenge: string;
  email: string;
  name: string;
  expiresAt: number;
}

const CODE_TTL_MS = 60_000;

export async function createDevIdp(options: DevIdpOptions) {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = `dev-${Date.now().toString(36)}`;
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, PendingCode>();

  const subjectOf = (email: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(email))).slice(0, 21);

  function authorizeError(query: Record<string, string>): string | null {
    if (query.client_id !== options.clientId) return 'Unknown client_id.';
    if (!query.redirect_uri || !options.redirectUris.includes(query.redirect_uri)) return 'redirect_uri is not registered for this client.';
    if (query.response_type !== 'code') return 'response_type must be code.';
    if (!query.code_challenge || query.code_challenge_method !== 'S256') return 'PKCE is required: code_challenge with code_challenge_method=S256.';
    if (!query.state) return 'state is required.';
    return null;
  }

  // Its pages: the inline stylesheet by its hash, forms to itself (and on to the app's callback,
  // which a form's redirect must be allowed to reach), never framed (clickjacking a sign-in).
  const formTargets = [...new Set(["'self'", ...options.redirectUris.map((uri) => new URL(uri).origin)])];
  const pagePolicy = `default-src 'none'; style-src '${PAGE_STYLE_HASH}'; base-uri 'none'; form-action ${formTargets.join(' ')}; frame-ancestors 'none'`;

  return (
    new Hono()
      .use(async (c, next) => {
        await next();
        if (c.res.headers.get('Content-Type')?.startsWith('text/html')) {
          c.res.headers.set('Content-Security-Policy', pagePolicy);
          c.res.headers.set('X-Frame-Options', 'DENY');
          c.res.headers.set('X-Content-Type-Options', 'nosniff');
        }
      })
      // GET /dev/idp/authorize — the account picker.
      .get('/authorize', (c) => {
        const query = c.req.query();
        const problem = authorizeError(query);
        if (problem) return c.html(errorPage(problem), 400);
        return c.html(signInPage(query, options.adminEmails ?? []));
      })

      // POST /dev/idp/authorize — the chosen account; redirects back with a single-use code.
      .post('/authorize', async (c) => {
        const form = Object.fromEntries(
          Object.entries(await c.req.parseBody()).map(([k, v]) => [k, typeof v === 'string' ? v : '']),
        );
        const problem = authorizeError(form);
        if (problem) return c.html(errorPage(problem), 400);
        const email = (form.email ?? '').trim().toLowerCase();
        const name = (form.name ?? '').trim();
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return c.html(signInPage(form, options.adminEmails ?? [], 'Enter a valid e-mail address.'), 400);

        const code = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(24)));
        codes.set(code, {
          redirectUri: form.redirect_uri!,
          codeChallenge: form.code_challenge!,
          email,
          name: name || email.split('@')[0]!,
          expiresAt: Date.now() + CODE_TTL_MS,
        });
        const target = new URL(form.redirect_uri!);
        target.searchParams.set('code', code);
        target.searchParams.set('state', form.state!);
        return c.redirect(target.toString(), 302);
      })

      // POST /dev/idp/token — like Google's token endpoint: client auth, PKCE, single-use codes.
      .post('/token', async (c) => {
        const body = Object.fromEntries(
          Object.entries(await c.req.parseBody()).map(([k, v]) => [k, typeof v === 'string' ? v : '']),
        );
        const [clientId, clientSecret] = clientCredentials(c.req.header('authorization'), body);
        if (clientId !== options.clientId || clientSecret !== options.clientSecret) {
          return c.json({ error: 'invalid_client', error_description: 'Unknown client or wrong secret.' }, 401);
        }
        if (body.grant_type !== 'authorization_code') {
          return c.json({ error: 'unsupported_grant_type', error_description: 'Only authorization_code is supported.' }, 400);
        }
        const pending = body.code ? codes.get(body.code) : undefined;
        if (body.code) codes.delete(body.code); // single use, even when the rest is wrong
        const invalidGrant = (why: string) => c.json({ error: 'invalid_grant', error_description: why }, 400);
        if (!pending || pending.expiresAt < Date.now()) return invalidGrant('Unknown, used or expired code.');
        if (body.redirect_uri !== pending.redirectUri) return invalidGrant('redirect_uri does not match.');
        if (!body.code_verifier || s256CodeChallenge(body.code_verifier) !== pending.codeChallenge) {
          return invalidGrant('PKCE verification failed.');
        }

        const [givenName, ...rest] = pending.name.split(/\s+/);
        const idToken = await new SignJWT({
          email: pending.email,
          email_verified: true,
          name: pending.name,
          given_name: givenName,
          family_name: rest.length ? rest.join(' ') : undefined,
          picture: `${options.issuer}/avatar/${encodeURIComponent(pending.name)}.svg`,
        })
          .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
          .setIssuer(options.issuer)
          .setAudience(options.clientId)
          .setSubject(subjectOf(pending.email))
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(privateKey);
        return c.json({
          access_token: encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(24))),
          token_type: 'Bearer',
          expires_in: 3599,
          scope: 'openid email profile',
          id_token: idToken,
        });
      })

      // GET /dev/idp/jwks
      .get('/jwks', (c) => c.json({ keys: [jwk] }))

      // GET /dev/idp/avatar/:name.svg — a picture for the id_token's `picture` claim.
      .get('/avatar/:file', (c) => {
        // Hono has already decoded the path parameter: decoding again would throw on a '%' in it.
        const name = c.req.param('file').replace(/\.svg$/, '');
        const initials = name.split(/\s+/).map((w) => w[0] ?? '').join('').slice(0, 2).toUpperCase();
        const hue = [...name].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 360, 7);
        c.header('Content-Type', 'image/svg+xml');
        c.header('Cache-Control', 'public, max-age=86400');
        return c.body(
          `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="hsl(${hue} 65% 45%)"/><text x="48" y="60" font-family="system-ui,sans-serif" font-size="38" font-weight="600" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text></svg>`,
        );
      })
  );
}

function clientCredentials(authorization: string | undefined, body: Record<string, string>): [string?, string?] {
  const basic = authorization?.match(/^Basic\s+(\S+)$/i);
  if (basic) {
    const [id, secret] = atob(basic[1]!).split(':');
    return [decodeURIComponent(id ?? ''), decodeURIComponent(secret ?? '')];
  }
  return [body.client_id, body.client_secret];
}

function escapeXml(text: string) {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const FORWARDED_PARAMS = ['client_id', 'redirect_uri', 'response_type', 'scope', 'state', 'code_challenge', 'code_challenge_method', 'access_type', 'prompt'];

const pageStyle = `
  body{font-family:system-ui,sans-serif;background:#f1f5f9;color:#0f172a;display:grid;place-items:center;min-height:100vh;margin:0}
  main{background:#fff;border-radius:16px;box-shadow:0 10px 30px rgba(15,23,42,.12);padding:32px;width:min(420px,92vw)}
  h1{font-size:20px;margin:0 0 4px} p{color:#475569;font-size:14px;line-height:1.5}
  label{display:block;font-size:13px;font-weight:600;margin:14px 0 6px}
  input{box-sizing:border-box;width:100%;padding:10px 12px;border:1px solid #cbd5e1;border-radius:8px;font-size:15px}
  button{margin-top:18px;width:100%;padding:11px;border:0;border-radius:8px;background:#dc2626;color:#fff;font-size:15px;font-weight:600;cursor:pointer}
  .quick{display:flex;gap:8px;margin-top:10px;flex-wrap:wrap} .quick button{margin:0;width:auto;flex:1;background:#e2e8f0;color:#0f172a;font-weight:500;font-size:13px}
  .error{color:#b91c1c;font-weight:600} code{background:#f1f5f9;padding:1px 5px;border-radius:4px}`;

/** The CSP source of the pages' one inline stylesheet. */
const PAGE_STYLE_HASH = `sha256-${encodeBase64(sha256(new TextEncoder().encode(pageStyle)))}`;

function signInPage(query: Record<string, string>, adminEmails: string[], error?: string) {
  const hidden = FORWARDED_PARAMS.filter((k) => query[k] !== undefined);
  const admin = adminEmails[0];
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Sign in &ndash; Vidshelf dev identity provider</title>
        <style>${pageStyle}</style>
      </head>
      <body>
        <main>
          <h1>Choose an account</h1>
          <p>This development sign-in stands in for Google. Any e-mail works; the same e-mail is the same account.</p>
          ${admin ? html`<p>Sign in as <code>${admin}</code> to see the admin back office.</p>` : ''}
          ${error ? html`<p class="error">${error}</p>` : ''}
          <form method="post">
            ${hidden.map((k) => html`<input type="hidden" name="${k}" value="${query[k]}" />`)}
            <label for="email">E-mail</label>
            <input id="email" name="email" type="email" required autocomplete="email" value="${query.email ?? 'alex@example.com'}" />
            <label for="name">Name</label>
            <input id="name" name="name" type="text" autocomplete="name" value="${query.name ?? 'Alex Morgan'}" />
            <button type="submit">Continue</button>
          </form>
          ${admin
            ? html`<form method="post" class="quick">
                ${hidden.map((k) => html`<input type="hidden" name="${k}" value="${query[k]}" />`)}
                <input type="hidden" name="email" value="${admin}" /><input type="hidden" name="name" value="Ada Admin" />
                <button type="submit">Continue as admin (${admin})</button>
              </form>`
            : ''}
        </main>
      </body>
    </html>`;
}

function errorPage(message: string) {
  return html`<!doctype html>
    <html lang="en">
      <head><meta charset="utf-8" /><title>Sign-in error</title><style>${pageStyle}</style></head>
      <body><main><h1>Sign-in request refused</h1><p class="error">${message}</p></main></body>
    </html>`;
}
