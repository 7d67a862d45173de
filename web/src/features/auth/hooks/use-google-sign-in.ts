import { useCallback, useEffect, useState } from 'react';
import { paths } from '../../../config/paths';
import { getGoogleClientConfig, getOAuthState } from '../api';
import { buildAuthorizationUrl } from '../authorization-url';
import { saveWebLogin } from '../oauth-storage';
import { createPkcePair } from '../pkce';

/**
 * Starts the Google authorization-code flow with PKCE (spec 1 §4, §7). Failures only reach the
 * console (spec 1 §8): the user sees the button become available again.
 */
export function useGoogleSignIn(isExtension: boolean, returnPath: string | null = null) {
  const [pending, setPending] = useState(false);

  // Coming back from Google with the Back button restores this page from the bfcache, still
  // pending; re-enable the button then.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const signIn = useCallback(async () => {
    setPending(true);
    try {
      const config = await getGoogleClientConfig();
      if (!config?.clientId) {
        console.error('Google sign-in is not configured: the server returned no client id');
        setPending(false);
        return;
      }
      const { state, codeChallenge: serverChallenge } = await getOAuthState(isExtension);

      let codeChallenge: string;
      if (isExtension) {
        // The server keeps the extension's verifier and marked the flow with a cookie.
        if (!serverChallenge) {
          console.error('Extension sign-in: the server returned no PKCE challenge');
          setPending(false);
          return;
        }
        codeChallenge = serverChallenge;
      } else {
        const pair = await createPkcePair();
        saveWebLogin(state, pair.verifier, returnPath);
        codeChallenge = pair.challenge;
      }

      window.location.assign(
        buildAuthorizationUrl({
          authorizationUrl: config.authorizationUrl,
          clientId: config.clientId,
          redirectUri: config.redirectUri || `${window.location.origin}${paths.authCallback}`,
          state,
          codeChallenge,
        }),
      );
    } catch (error) {
      console.error('Could not start Google sign-in', error);
      setPending(false);
    }
  }, [isExtension, returnPath]);

  return { signIn, pending };
}
