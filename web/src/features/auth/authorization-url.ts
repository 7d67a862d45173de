export interface AuthorizationRequest {
  authorizationUrl: string;
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
}

/** The identity provider's authorization URL with the parameters of spec 1 §7. */
export function buildAuthorizationUrl(request: AuthorizationRequest): string {
  const url = new URL(request.authorizationUrl);
  const params: Record<string, string> = {
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state: request.state,
    access_type: 'offline',
    prompt: 'consent',
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}
