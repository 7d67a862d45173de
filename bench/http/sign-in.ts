// Signs in through the dev identity provider the way the SPA does: state, authorize, callback.
import { createHash, randomBytes } from 'node:crypto';

/** Cookie name=value pairs from a response's Set-Cookie headers (attributes dropped). */
function cookiesOf(res: Response): Map<string, string> {
  return new Map(res.headers.getSetCookie().map((c) => c.split(';')[0]!.split(/=(.*)/s) as [string, string]));
}

/** Returns the session cookie header (`vidshelf_session=…`) of the account with this e-mail. */
export async function signInThroughDevIdp(origin: string, email: string): Promise<string> {
  const stateRes = await fetch(`${origin}/api/google-oauth-state`);
  if (!stateRes.ok) throw new Error(`GET /api/google-oauth-state answered ${stateRes.status}`);
  const { state } = (await stateRes.json()) as { state: string };
  const jar = cookiesOf(stateRes);
  const config = (await (await fetch(`${origin}/api/config/google-client-id`)).json()) as { clientId: string; authorizationUrl: string; redirectUri: string };

  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const form = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    email,
    name: 'Bench Person',
  });
  const authorize = await fetch(config.authorizationUrl, { method: 'POST', body: form, redirect: 'manual' });
  const location = authorize.headers.get('location');
  if (authorize.status !== 302 || !location) throw new Error(`The dev identity provider answered ${authorize.status}: ${await authorize.text()}`);
  const code = new URL(location).searchParams.get('code')!;

  const callback = await fetch(`${origin}/api/auth/google/callback`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    body: JSON.stringify({ code, state, codeVerifier: verifier }),
  });
  if (!callback.ok) throw new Error(`POST /api/auth/google/callback answered ${callback.status}: ${await callback.text()}`);
  const session = [...cookiesOf(callback)].find(([name, value]) => name.includes('session') && value);
  if (!session) throw new Error('The sign-in set no session cookie.');
  return `${session[0]}=${session[1]}`;
}
