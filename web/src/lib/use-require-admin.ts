import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from './auth';
import { notify } from './toast';
import { paths } from '../config/paths';
import { useTranslation } from 'react-i18next';

/**
 * The current user for admin screens. Signed-in non-admins are sent home with "Access Denied";
 * signed-out visitors are not redirected (spec 2 §6), the screen simply renders nothing.
 * The server enforces admin rights on every /api/admin call regardless.
 */
export function useRequireAdmin() {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const deniedUser = Boolean(user && !user.isAdmin);

  useEffect(() => {
    if (!deniedUser) return;
    notify({
      title: t('accessDenied.title'),
      description: t('accessDenied.description'),
      variant: 'destructive',
      id: 'access-denied',
    });
    navigate(paths.home, { replace: true });
  }, [deniedUser, navigate, t]);

  return { admin: user?.isAdmin ? user : null, isLoading };
}
