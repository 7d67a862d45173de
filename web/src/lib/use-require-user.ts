import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from './auth';
import { notify } from './toast';
import { paths } from '../config/paths';
import { useTranslation } from 'react-i18next';

/** Spec 1 §9 / spec 2 §9: signed-out visitors leave for /login 500 ms after load. */
const UNAUTHORIZED_REDIRECT_MS = 500;

/** The current user for signed-in-only screens; sends signed-out visitors to /login. */
export function useRequireUser() {
  const { user, isLoading, expectUser } = useCurrentUser();
  const navigate = useNavigate();
  const { t } = useTranslation();

  useEffect(() => {
    if (isLoading || user) return;
    const timer = setTimeout(() => {
      notify({
        title: t('unauthorized.title'),
        description: t('unauthorized.description'),
        variant: 'destructive',
        id: 'unauthorized',
      });
      navigate(paths.login, { replace: true });
    }, UNAUTHORIZED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isLoading, user, navigate, t]);

  return { user, isLoading, expectUser };
}
