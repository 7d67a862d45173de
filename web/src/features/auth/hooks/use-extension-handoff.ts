import { useEffect, useRef, useState } from 'react';
import { getExtensionToken } from '../api';
import { handOverToken, pageRuntime } from '../opener-handoff';
import { readExtensionId } from '../oauth-storage';
import { useTranslation } from 'react-i18next';

export type HandoffStatus = 'idle' | 'success' | 'error';

// Spec 1 §9: the extension window closes 1 s after success, 3 s after an error.
const CLOSE_MS = 1000;
const ERROR_CLOSE_MS = 3000;

/**
 * A user already signed in to the app who opens /login?source=extension (the
 * extension's sign-in window) gets the extension token at once, handed over exactly as the
 * OAuth callback does, instead of being sent to / and left with a useless window. Runs once
 * when `active` (extension login, signed in, opened by another window).
 */
export function useExtensionHandoff(active: boolean) {
  const [status, setStatus] = useState<HandoffStatus>('idle');
  const { t } = useTranslation('auth');
  const [message, setMessage] = useState('');
  const started = useRef(false);

  useEffect(() => {
    if (!active || started.current) return;
    started.current = true;
    void (async () => {
      const token = await getExtensionToken()
        .then((answer) => answer?.token)
        .catch(() => undefined);
      if (!token) {
        setStatus('error');
        setMessage(t('callback.tokenFailed'));
        setTimeout(() => window.close(), ERROR_CLOSE_MS);
        return;
      }
      if (!(await handOverToken(token, { extensionId: readExtensionId(), opener: window.opener as Window | null, runtime: pageRuntime() }))) {
        setStatus('error');
        setMessage(t('callback.tokenFailed'));
        setTimeout(() => window.close(), ERROR_CLOSE_MS);
        return;
      }
      setStatus('success');
      setMessage(t('callback.extensionSuccess'));
      setTimeout(() => window.close(), CLOSE_MS);
    })();
  }, [active, t]);

  return { status, message };
}
