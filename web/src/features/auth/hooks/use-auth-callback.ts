import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { paths } from '../../../config/paths';
import { serverMessageOr } from '../../../lib/api';
import { CURRENT_USER_KEY } from '../../../lib/auth';
import { getExtensionToken, postGoogleCallback } from '../api';
import { checkCallback } from '../callback-checks';
import { postToOpener } from '../opener-handoff';
import {
  clearExtensionFlowCookie,
  clearWebLogin,
  hasExtensionFlowCookie,
  readReturnPath,
  readWebLogin,
} from '../oauth-storage';

export type CallbackStatus = 'loading' | 'success' | 'error';

// Spec 1 §9 delays.
const WEB_REDIRECT_MS = 1500;
const EXTENSION_CLOSE_MS = 1000;
const ERROR_REDIRECT_MS = 3000;

/** Runs the OAuth callback once (spec 1 §4, §5, §8) and reports its status and message. */
export function useAuthCallback() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [status, setStatus] = useState<CallbackStatus>('loading');
  const [message, setMessage] = useState('Authenticating...');
  // The authorization code is single-use: StrictMode's second effect run must not post it again.
  // For the same reason the timers below are not cleared on unmount.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;

    const params = new URLSearchParams(window.location.search);
    const isExtension =
      params.get('source') === 'extension' || hasExtensionFlowCookie(document.cookie);

    const fail = (text: string) => {
      clearExtensionFlowCookie();
      setStatus('error');
      setMessage(text);
      setTimeout(() => {
        if (isExtension) window.close();
        else navigate(paths.login, { replace: true });
      }, ERROR_REDIRECT_MS);
    };

    const check = checkCallback({
      code: params.get('code'),
      state: params.get('state'),
      error: params.get('error'),
      isExtension,
      ...(isExtension ? { storedState: null, storedVerifier: null } : readWebLogin()),
    });
    if (!check.ok) {
      fail(check.message);
      return;
    }

    void (async () => {
      try {
        await postGoogleCallback({ code: check.code, state: check.state, codeVerifier: check.codeVerifier });
      } catch (error) {
        fail(serverMessageOr(error, 'Authentication failed'));
        return;
      }
      clearExtensionFlowCookie();

      if (isExtension) {
        setStatus('success');
        setMessage('Successfully signed in! Closing window...');
        const token = await getExtensionToken()
          .then((answer) => answer?.token)
          .catch(() => undefined);
        if (!token) {
          fail('Authentication succeeded but token generation failed');
          return;
        }
        postToOpener(window.opener as Window | null, { type: 'VIDSHELF_AUTH_SUCCESS', token });
        setTimeout(() => window.close(), EXTENSION_CLOSE_MS);
        return;
      }

      setStatus('success');
      setMessage('Authentication successful! Redirecting...');
      // Back to the screen that asked for sign-in (the share target), else the library.
      const returnPath = readReturnPath() ?? paths.home;
      clearWebLogin();
      void mutate(CURRENT_USER_KEY);
      setTimeout(() => navigate(returnPath, { replace: true }), WEB_REDIRECT_MS);
      // An installed extension's content script picks the token up from this page; without
      // the extension nobody listens, and any failure here is irrelevant to the web sign-in.
      const token = await getExtensionToken()
        .then((answer) => answer?.token)
        .catch(() => undefined); // ignored by design (spec 1 §4)
      if (token) window.postMessage({ type: 'VIDSHELF_EXTENSION_TOKEN', token }, window.location.origin);
    })();
  }, [mutate, navigate]);

  return { status, message };
}
