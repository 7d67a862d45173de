import * as z from 'zod';

/** POST /api/auth/google/callback: what Google's redirect brought back to the browser. */
export const googleCallbackBody = z.object({
  code: z.string().min(1, 'No authorization code received'),
  state: z.string().min(1, 'Missing authentication state'),
  /** Web sign-ins only; the extension's verifier never leaves the server. */
  codeVerifier: z.string().min(43).max(128).optional(),
});
