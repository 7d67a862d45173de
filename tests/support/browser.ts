import { s256CodeChallenge } from '../../functions/auth/pkce.ts';

type Fetch = (request: Request) => Response | Promise<Response>;

/**
 * A minimal browser for API tests: keeps cookies, sends the site's Origin on mutations (as a
 * real browser does for same-origin fetches) and never follows redirects.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly fetchApp: Fetch,
    readonly origin: string,
  ) {}

  async request(path: string, init: { method?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {}) {
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    if (method !== 'GET' && method !== 'HEAD' && !headers.has('origin')) headers.set('origin', this.origin);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const response = await this.fetchApp(new Request(new URL(path, this.origin), { method, headers, body, redirect: 'manual' }));
    this.storeCookies(response);
    return response;
  }

  storeCookies(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export const randomVerifier = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');

/**
 * Goes to the identity provider's authorize page as the SPA would send the browser, picks the
 * account, and returns the code and state the provider redirects back with.
 */
export async function authorizeAtIdp(options: {
  authorizationUrl: string;
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
  email: string;
  name: string;
}) {
  const params = {
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state: options.state,
    access_type: 'offline',
    prompt: 'consent',
    code_challenge: options.codeChallenge,
    code_challenge_method: 'S256',
  };
  const page = await fetch(`${options.authorizationUrl}?${new URLSearchParams(params)}`);
  if (!page.ok) throw new Error(`authorize page answered ${page.status}`);
  const response = await fetch(options.authorizationUrl, {
    method: 'POST',
    body: new URLSearchParams({ ...params, email: options.email, name: options.name }),
    redirect: 'manual',
  });
  const location = new URL(response.headers.get('location') ?? '');
  return { code: location.searchParams.get('code')!, state: location.searchParams.get('state')! };
}

/**
 * A web sign-in up to the callback, as the SPA does it: the code and state the identity provider
 * sent back, and the PKCE verifier the page kept.
 */
export async function startWebSignIn(browser: TestBrowser, account: { email: string; name?: string }) {
  const config = (await (await browser.request('/api/config/google-client-id')).json()) as {
    clientId: string;
    authorizationUrl: string;
    redirectUri: string;
  };
  const { state } = (await (await browser.request('/api/google-oauth-state')).json()) as { state: string };
  const codeVerifier = randomVerifier();
  const { code } = await authorizeAtIdp({
    ...config,
    state,
    codeChallenge: s256CodeChallenge(codeVerifier),
    email: account.email,
    name: account.name ?? 'Test Person',
  });
  return { code, state, codeVerifier };
}

/** The whole web sign-in. Returns the callback's response. */
export async function signInWithBrowser(browser: TestBrowser, account: { email: string; name?: string }) {
  const { code, state, codeVerifier } = await startWebSignIn(browser, account);
  return browser.request('/api/auth/google/callback', { method: 'POST', json: { code, state, codeVerifier } });
}
