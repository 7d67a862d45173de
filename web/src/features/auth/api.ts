import type { googleCallbackBody } from '../../../../functions/schemas/sign-in.ts';
import { type RequestBody, apiRequest } from '../../lib/api';
import type { ExtensionToken, GoogleClientConfig, OAuthStateAnswer, SignedIn } from '../../../../functions/schemas/responses.ts';

export const getGoogleClientConfig = () =>
  apiRequest<GoogleClientConfig>('GET', '/api/config/google-client-id');

/** Extension logins get the PKCE challenge from the server, which keeps the verifier. */
export const getOAuthState = (isExtension: boolean) =>
  apiRequest<OAuthStateAnswer>('GET', `/api/google-oauth-state${isExtension ? '?source=extension' : ''}`);

export type GoogleCallbackBody = RequestBody<typeof googleCallbackBody>;

export const postGoogleCallback = (body: GoogleCallbackBody) =>
  apiRequest<SignedIn>('POST', '/api/auth/google/callback', body);

export const getExtensionToken = () => apiRequest<ExtensionToken>('GET', '/api/auth/extension-token');
