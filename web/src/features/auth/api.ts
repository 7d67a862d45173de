import type { googleCallbackBody } from '../../../../functions/schemas/sign-in.ts';
import { type RequestBody, apiRequest } from '../../lib/api';
import type { CurrentUser } from '../../lib/auth';

export interface GoogleClientConfig {
  clientId: string;
  authorizationUrl: string;
  redirectUri: string;
}

/** Extension logins get the PKCE challenge from the server, which keeps the verifier. */
export interface OAuthStateAnswer {
  state: string;
  codeChallenge?: string;
}

export const getGoogleClientConfig = () =>
  apiRequest<GoogleClientConfig>('GET', '/api/config/google-client-id');

export const getOAuthState = (isExtension: boolean) =>
  apiRequest<OAuthStateAnswer>('GET', `/api/google-oauth-state${isExtension ? '?source=extension' : ''}`);

export type GoogleCallbackBody = RequestBody<typeof googleCallbackBody>;

export const postGoogleCallback = (body: GoogleCallbackBody) =>
  apiRequest<{ user: CurrentUser }>('POST', '/api/auth/google/callback', body);

export const getExtensionToken = () => apiRequest<{ token: string }>('GET', '/api/auth/extension-token');
