import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { paths } from '../../../config/paths';
import { serverMessageOr } from '../../../lib/api';
import { CURRENT_USER_KEY } from '../../../lib/auth';
import { getExtensionToken, postGoogleCallback } from '../api';
import { checkCallback } from '../callback-checks';
import { handOverToken, pageRuntime } from '../opener-handoff';
import {
  clearExtensionFlowCookie,
  clearWebLogin,
  hasExtensionFlowCookie,
  readExtensionId,
  readReturnPath,
  readWebLogin,
} from '../oauth-storage';
import { useTranslation } from 'react-i18next';

export type CallbackStatus = 'loading' | 'success' | 'error';

// Spec 1 §9 delays.
const WEB_REDIRECT_MS = 1500;
const EXTENSION_CLOSE_MS = 1000;
const ERROR_REDIRECT_MS = 3000;

/** The callback checks answer in the spec's English (tests pin it); each has its translation. */
const CHECK_KEYS = {
  'Authentication was cancelled or failed': 'callback.cancelled',
  'Missing authentication state': 'callback.missingState',
  'Invalid authentication state': 'callback.invalidState',
  'Missing PKCE verification data - please try logging in again': 'callback.missingPkce',
  'No authorization code received': 'callback.noCode',
} as const;

/** Runs the OAuth callback once (spec 1 §4, §5, §8) and reports its status and message. */
export function useAuthCallback() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { t } = useTranslation(['auth', 'common']);
  const [status, setStatus] = useState<CallbackStatus>('loading');
  const [message, setMessage] = useState(() => t('common:authenticating'));
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
      const key = CHECK_KEYS[check.message as keyof typeof CHECK_KEYS];
      fail(key ? t(key) : check.message);
      return;
    }

    void (async () => {
      try {
        await postGoogleCallback({ code: check.code, state: check.state, codeVerifier: check.codeVerifier });
      } catch (error) {
        fail(serverMessageOr(error, t('callback.failed')));
        return;
      }
      clearExtensionFlowCookie();

      if (isExtension) {
        setStatus('success');
        setMessage(t('callback.extensionSuccess'));
        const token = await getExtensionToken()
          .then((answer) => answer?.token)
          .catch(() => undefined);
        if (!token) {
          fail(t('callback.tokenFailed'));
          return;
        }
        if (!(await handOverToken(token, { extensionId: readExtensionId(), opener: window.opener as Window | null, runtime: pageRuntime() }))) {
          fail(t('callback.tokenFailed'));
          return;
        }
        setTimeout(() => window.close(), EXTENSION_CLOSE_MS);
        return;
      }

      setStatus('success');
      setMessage(t('callback.success'));
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
    // Runs once by design (see `started`); `t` is stable for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above: a new `t` must not sign in twice
  }, [mutate, navigate]);

  return { status, message };
}
