import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from './auth';
import { notify } from './toast';
import { paths } from '../config/paths';

/**
 * The current user for admin screens. Signed-in non-admins are sent home with "Access Denied";
 * signed-out visitors are not redirected (spec 2 §6), the screen simply renders nothing.
 * The server enforces admin rights on every /api/admin call regardless.
 */
export function useRequireAdmin() {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const deniedUser = Boolean(user && !user.isAdmin);

  useEffect(() => {
    if (!deniedUser) return;
    notify({
      title: 'Access Denied',
      description: "You don't have permission to access this page.",
      variant: 'destructive',
      id: 'access-denied',
    });
    navigate(paths.home, { replace: true });
  }, [deniedUser, navigate]);

  return { admin: user?.isAdmin ? user : null, isLoading };
}
